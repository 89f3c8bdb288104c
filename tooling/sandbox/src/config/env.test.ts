import { describe, expect, it } from 'vitest';
import { readSandboxEnv, SandboxConfigError } from './env';

describe('readSandboxEnv', () => {
  it('reads ports, seed, folder, timing and brand', () => {
    const options = readSandboxEnv({
      SANDBOX_RPC_PORT: '9899',
      SANDBOX_WS_PORT: '9900',
      SANDBOX_CONTROL_PORT: '0',
      SANDBOX_SEED: 'demo',
      SANDBOX_PROGRAMS_DIR: '/opt/programs',
      SANDBOX_SLOT_MS: '450',
      SANDBOX_START_SLOT: '1000',
      SANDBOX_NATIVE_TOKEN_SYMBOL: 'KMNO',
    });
    expect(options).toEqual({
      ports: { rpc: 9899, ws: 9900, control: 0 },
      seed: 'demo',
      programsDir: '/opt/programs',
      slotMs: 450,
      startSlot: 1000,
      brand: { nativeTokenSymbol: 'KMNO' },
    });
  });

  it('leaves unset and blank variables to the defaults', () => {
    const options = readSandboxEnv({ SANDBOX_SEED: '  ' });
    expect(options.seed).toBeUndefined();
    expect(options.ports).toEqual({ rpc: undefined, ws: undefined, control: undefined });
    expect(options.programsDir).toBeNull();
  });

  it('refuses values it cannot use', () => {
    expect(() => readSandboxEnv({ SANDBOX_RPC_PORT: 'eighty' })).toThrow(SandboxConfigError);
    expect(() => readSandboxEnv({ SANDBOX_SLOT_MS: '1' })).toThrow(/SANDBOX_SLOT_MS/);
    expect(() => readSandboxEnv({ SANDBOX_WS_PORT: '70000' })).toThrow(SandboxConfigError);
  });
});
