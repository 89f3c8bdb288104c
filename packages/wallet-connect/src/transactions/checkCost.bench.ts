/**
 * What a preview check adds to a submit, measured on the sandbox (RPC on :8899): the time from
 * run start to the wallet being asked, for the same transfer without a check and with one that
 * reads its accounts' post-state and the wallet's token movements. Run with the sandbox up:
 *   cd packages/wallet-connect && npx tsx src/transactions/checkCost.bench.ts
 */
import { createAddress } from '@keel/chain-readers';
import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram } from '@solana/web3.js';
import Decimal from 'decimal.js';
import { SandboxWalletAdapter } from '../sandbox/SandboxWalletAdapter';
import { createTransactionPipeline } from './pipeline';
import type { TransactionRequest } from './pipelineTypes';

const RUNS = 11;
const rpc = new Connection('http://127.0.0.1:8899', 'confirmed');
const payer = Keypair.generate();
const receiver = Keypair.generate().publicKey;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Milliseconds from run start to the signing event; the wallet then refuses (nothing sent). */
async function untilSigning(request: TransactionRequest): Promise<number> {
  const wallet = new SandboxWalletAdapter(payer);
  await wallet.connect();
  wallet.signAllTransactions = () => Promise.reject(new Error('measured'));
  const pipeline = createTransactionPipeline({
    connections: { send: rpc, extraSend: rpc },
    wallet,
    settings: () => ({
      priorityFeeType: 'custom',
      priorityFee: new Decimal('0.000001'),
      isVersionedTxEnabled: false,
    }),
  });
  const start = performance.now();
  let signingAt = Number.NaN;
  await pipeline
    .run([request], {
      onEvent: (event) => {
        if (event.type === 'signing') signingAt = performance.now();
      },
    })
    .catch((error: unknown) => {
      if (Number.isNaN(signingAt)) throw error;
    });
  return signingAt - start;
}

async function main() {
  const airdrop = await rpc.requestAirdrop(payer.publicKey, LAMPORTS_PER_SOL);
  await rpc.confirmTransaction(airdrop, 'confirmed');
  const instructions = [
    SystemProgram.transfer({
      fromPubkey: payer.publicKey,
      toPubkey: receiver,
      lamports: 10_000_000,
    }),
  ];
  const plain: TransactionRequest = { label: 'Transfer', instructions };
  const checked: TransactionRequest = {
    label: 'Transfer',
    instructions,
    check: {
      accounts: [createAddress(receiver.toBase58())],
      verify: () => ({ figures: [] }),
    },
  };
  const without: number[] = [];
  const withCheck: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    without.push(await untilSigning(plain));
    withCheck.push(await untilSigning(checked));
  }
  const a = median(without);
  const b = median(withCheck);
  console.log(
    `median to the wallet over ${RUNS} runs: ${a.toFixed(1)} ms without a check, ${b.toFixed(1)} ms with one (added ${(b - a).toFixed(1)} ms)`,
  );
}

await main();
