import type { SandboxChainOptions } from '../sandbox-chain';

/** Thrown when an environment variable holds a value the sandbox cannot use. */
export class SandboxConfigError extends Error {
  override readonly name = 'SandboxConfigError';
}

function integer(
  env: NodeJS.ProcessEnv,
  name: string,
  min: number,
  max: number,
): number | undefined {
  const text = env[name];
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new SandboxConfigError(
      `${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(text)}`,
    );
  }
  return value;
}

function text(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** Reads the sandbox's options from `SANDBOX_*` environment variables (see the README). */
export function readSandboxEnv(env: NodeJS.ProcessEnv): SandboxChainOptions {
  const productName = text(env, 'SANDBOX_PRODUCT_NAME');
  const nativeTokenSymbol = text(env, 'SANDBOX_NATIVE_TOKEN_SYMBOL');
  return {
    ports: {
      rpc: integer(env, 'SANDBOX_RPC_PORT', 0, 65_535),
      ws: integer(env, 'SANDBOX_WS_PORT', 0, 65_535),
      control: integer(env, 'SANDBOX_CONTROL_PORT', 0, 65_535),
    },
    seed: text(env, 'SANDBOX_SEED'),
    programsDir: text(env, 'SANDBOX_PROGRAMS_DIR') ?? null,
    slotMs: integer(env, 'SANDBOX_SLOT_MS', 50, 10_000),
    startSlot: integer(env, 'SANDBOX_START_SLOT', 0, Number.MAX_SAFE_INTEGER - 1),
    brand: {
      ...(productName === undefined ? {} : { productName }),
      ...(nativeTokenSymbol === undefined ? {} : { nativeTokenSymbol }),
    },
  };
}
