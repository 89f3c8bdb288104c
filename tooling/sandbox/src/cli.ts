/**
 * `tsx src/cli.ts`: starts the sandbox chain and the sandbox API with the `SANDBOX_*`
 * environment and runs until stopped.
 */
import { readSandboxApiEnv } from './api/api-env';
import { type Sandbox, startSandbox } from './api/start-sandbox';
import { readSandboxEnv } from './config/env';

async function main(): Promise<void> {
  let sandbox: Sandbox;
  try {
    sandbox = await startSandbox({
      ...readSandboxEnv(process.env),
      api: readSandboxApiEnv(process.env),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`[sandbox] could not start: ${reason}`);
    process.exit(1);
  }
  const { chain, api, urls } = sandbox;
  const { worldReport } = chain;
  const lines: Array<[string, string]> = [
    ['JSON-RPC', urls.rpc],
    ['websocket', urls.ws],
    ['control', urls.chainControl],
    ['API', urls.api],
    ['CDN', urls.cdn],
    ['geo', urls.geo],
    ['API control', urls.apiControl],
    ['bell feed', `${api.url}/notifications/{wallet}`],
  ];
  for (const [label, url] of lines) console.log(`[sandbox] ${label.padEnd(11)} ${url}`);
  console.log(
    `[sandbox] seed "${chain.seed}", slot ${chain.ledger.slot}; wrote ${worldReport.mints} mints, ` +
      `${worldReport.shareMints} share mints, ${worldReport.tokenAccounts} token accounts`,
  );
  console.log(`[sandbox] ${worldReport.programState.reason}`);
  for (const wallet of chain.world.wallets) {
    console.log(`[sandbox] wallet ${wallet.role.padEnd(8)} ${wallet.publicKey}`);
  }
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`[sandbox] ${signal}: shutting down`);
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[sandbox] shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
