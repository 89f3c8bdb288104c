import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Ports of the soak's own sandbox and app server: its time jumps, price moves and websocket
 * drops must not reach the browser tests sharing the usual ports (8899, 8898, 8787, 5173).
 */
export const SOAK_PORTS = { rpc: 18899, ws: 18900, control: 18898, api: 18787, app: 15173 };

export const soakUrls = {
  rpc: `http://127.0.0.1:${SOAK_PORTS.rpc}`,
  control: `http://127.0.0.1:${SOAK_PORTS.control}`,
  api: `http://127.0.0.1:${SOAK_PORTS.api}`,
  app: `http://127.0.0.1:${SOAK_PORTS.app}`,
};

/** The build-time endpoints that point the v1 build at the soak's sandbox. */
function appEndpointEnv(): Record<string, string> {
  return {
    VITE_KEEL_ENVIRONMENT: 'localnet',
    VITE_KEEL_RPC_URL: soakUrls.rpc,
    VITE_KEEL_RPC_WS_URL: `ws://127.0.0.1:${SOAK_PORTS.ws}`,
    VITE_KEEL_API_URL: soakUrls.api,
    VITE_KEEL_CDN_URL: `${soakUrls.api}/cdn`,
    VITE_KEEL_GEO_URL: `${soakUrls.api}/geo`,
    VITE_KEEL_SYNTHETIC_DOLLAR_YIELD_URL: `${soakUrls.api}/external/synthetic-dollar-yield`,
  };
}

function run(command: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, command, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command.join(' ')} failed:\n${output}`)),
    );
  });
}

function start(command: string[], cwd: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, command, { cwd, env, stdio: 'ignore' });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface SoakServers {
  close(): Promise<void>;
}

/**
 * Starts a sandbox on the soak's ports, builds v1 against it into a temporary folder and serves
 * that build with `vite preview`. Nothing is written into the repository.
 */
export async function startSoakServers(): Promise<SoakServers> {
  const outDir = await mkdtemp(join(tmpdir(), 'keel-soak-v1-'));
  const children: ChildProcess[] = [];
  const close = async () => {
    await Promise.all(children.map(stop));
    await rm(outDir, { recursive: true, force: true });
  };
  try {
    children.push(
      start(
        ['node_modules/tsx/dist/cli.mjs', '--conditions=@keel/source', 'src/cli.ts'],
        join(repo, 'tooling/sandbox'),
        {
          ...process.env,
          SANDBOX_RPC_PORT: String(SOAK_PORTS.rpc),
          SANDBOX_WS_PORT: String(SOAK_PORTS.ws),
          SANDBOX_CONTROL_PORT: String(SOAK_PORTS.control),
          SANDBOX_API_PORT: String(SOAK_PORTS.api),
        },
      ),
    );
    const appDir = join(repo, 'apps/v1');
    await run(
      ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir'],
      appDir,
      {
        ...process.env,
        ...appEndpointEnv(),
      },
    );
    children.push(
      start(
        [
          'node_modules/vite/bin/vite.js',
          'preview',
          '--host',
          '127.0.0.1',
          '--port',
          String(SOAK_PORTS.app),
          '--strictPort',
          '--outDir',
          outDir,
        ],
        appDir,
        process.env,
      ),
    );
    await waitFor(`${soakUrls.control}/health`, 90_000);
    await waitFor(soakUrls.app, 30_000);
    return { close };
  } catch (error) {
    await close();
    throw error;
  }
}
