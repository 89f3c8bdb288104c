import { describe, expect, it } from 'vitest';
import { SandboxConfigError } from '../config/env';
import { readSandboxApiEnv } from './api-env';

describe('readSandboxApiEnv', () => {
  it('reads the port and the slug', () => {
    expect(readSandboxApiEnv({ SANDBOX_API_PORT: '9787', SANDBOX_API_SLUG: 'acme' })).toEqual({
      port: 9787,
      slug: 'acme',
    });
  });

  it('leaves unset and blank variables to the defaults', () => {
    expect(readSandboxApiEnv({ SANDBOX_API_PORT: ' ' })).toEqual({});
  });

  it('refuses values it cannot use', () => {
    expect(() => readSandboxApiEnv({ SANDBOX_API_PORT: 'eighty' })).toThrow(SandboxConfigError);
    expect(() => readSandboxApiEnv({ SANDBOX_API_PORT: '70000' })).toThrow(/SANDBOX_API_PORT/);
    expect(() => readSandboxApiEnv({ SANDBOX_API_SLUG: 'a/b' })).toThrow(/SANDBOX_API_SLUG/);
  });
});
