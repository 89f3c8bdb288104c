/** `tsx src/cli.ts`: starts the sandbox chain with the `SANDBOX_*` environment and runs until stopped. */
import { readSandboxEnv, SandboxConfigError } from './config/env';
import { startSandboxChain } from './sandbox-chain';

async function main(): Promise<void> {
  let chain: Awaited<ReturnType<typeof startSandboxChain>>;
  try {
    chain = await startSandboxChain(readSandboxEnv(process.env));
  } catch (error) {
    const reason =
      error instanceof SandboxConfigError || error instanceof Error ? error.message : String(error);
    console.error(`[sandbox] could not start: ${reason}`);
    process.exit(1);
  }
  const { worldReport } = chain;
  console.log(`[sandbox] JSON-RPC   ${chain.rpcUrl}`);
  console.log(`[sandbox] websocket  ${chain.wsUrl}`);
  console.log(`[sandbox] control    ${chain.controlUrl}`);
  console.log(
    `[sandbox] seed "${chain.seed}", slot ${chain.ledger.slot}; wrote ${worldReport.mints} mints, ` +
      `${worldReport.shareMints} share mints, ${worldReport.tokenAccounts} token accounts`,
  );
  console.log(
    `[sandbox] not seeded yet: lending, liquidity and farm accounts (${worldReport.programState.reason})`,
  );
  for (const wallet of chain.world.wallets) {
    console.log(`[sandbox] wallet ${wallet.role.padEnd(8)} ${wallet.publicKey}`);
  }
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`[sandbox] ${signal}: shutting down`);
    chain.close().then(
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
