import { SandboxConfigError } from '../config/env';

export interface SandboxApiEnv {
  port?: number;
  slug?: string;
}

const SLUG = /^[a-z0-9][a-z0-9-]*$/i;

/** Reads `SANDBOX_API_PORT` and `SANDBOX_API_SLUG` (see the README); unset means default. */
export function readSandboxApiEnv(env: NodeJS.ProcessEnv): SandboxApiEnv {
  const result: SandboxApiEnv = {};
  const portText = env.SANDBOX_API_PORT?.trim();
  if (portText) {
    const port = Number(portText);
    if (!Number.isSafeInteger(port) || port < 0 || port > 65_535)
      throw new SandboxConfigError(
        `SANDBOX_API_PORT must be an integer from 0 to 65535, got ${JSON.stringify(portText)}`,
      );
    result.port = port;
  }
  const slug = env.SANDBOX_API_SLUG?.trim();
  if (slug) {
    if (!SLUG.test(slug))
      throw new SandboxConfigError(
        `SANDBOX_API_SLUG must be letters, digits and dashes, got ${JSON.stringify(slug)}`,
      );
    result.slug = slug;
  }
  return result;
}
