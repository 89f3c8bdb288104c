import type { Page } from '@playwright/test';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  TransactionInstruction,
} from '@solana/web3.js';
import { installSigningWallet } from './signingWallet';
import { sendFromTestProcess } from './testChain';
import { SANDBOX_RPC } from './wallet';

const SWAP_API = 'http://127.0.0.1:8787/swap/v1';
const WRAPPED_SOL = 'So11111111111111111111111111111111111111112';

interface ApiInstruction {
  programId: string;
  accounts: { pubkey: string; isSigner: boolean; isWritable: boolean }[];
  data: string;
}

const toInstruction = (ix: ApiInstruction) =>
  new TransactionInstruction({
    programId: new PublicKey(ix.programId),
    keys: ix.accounts.map((a) => ({ ...a, pubkey: new PublicKey(a.pubkey) })),
    data: Buffer.from(ix.data, 'base64'),
  });

/** Buys `mint` with `sol` SOL through the sandbox's swap API, signed in the test's process. */
async function buy(connection: Connection, keypair: Keypair, mint: string, sol: number) {
  const amount = Math.round(sol * LAMPORTS_PER_SOL);
  const quote = await (
    await fetch(
      `${SWAP_API}/quote?inputMint=${WRAPPED_SOL}&outputMint=${mint}&amount=${amount}&slippageBps=100`,
    )
  ).json();
  const built = (await (
    await fetch(`${SWAP_API}/swap-instructions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ quoteResponse: quote, userPublicKey: keypair.publicKey.toBase58() }),
    })
  ).json()) as {
    setupInstructions: ApiInstruction[];
    swapInstruction: ApiInstruction;
    cleanupInstruction: ApiInstruction | null;
  };
  await sendFromTestProcess(
    connection,
    keypair,
    [
      ...built.setupInstructions,
      built.swapInstruction,
      ...(built.cleanupInstruction ? [built.cleanupInstruction] : []),
    ].map(toInstruction),
  );
}

/**
 * A keypair of the test's (or the file's) own — no other test counts its balances or positions —
 * funded with 20 SOL and whatever it buys through the sandbox's swap API.
 */
export async function fundedKeypair(
  purchases: readonly { mint: string; sol: number }[] = [],
): Promise<Keypair> {
  const keypair = Keypair.generate();
  const connection = new Connection(SANDBOX_RPC, 'confirmed');
  await connection.requestAirdrop(keypair.publicKey, 20 * LAMPORTS_PER_SOL);
  for (const { mint, sol } of purchases) await buy(connection, keypair, mint, sol);
  return keypair;
}

/**
 * A funded wallet of the test's own (`fundedKeypair`), installed in the page (call it before the
 * page loads; connect it as SIGNING_WALLET).
 */
export async function fundedSigningWallet(
  page: Page,
  purchases: readonly { mint: string; sol: number }[] = [],
): Promise<{ address: string; keypair: Keypair }> {
  const keypair = await fundedKeypair(purchases);
  return installSigningWallet(page, { transactions: true, keypair });
}

/**
 * Page errors other than the browser's own line for the API's 404 on a wallet it does not know
 * (`/users/{wallet}/metadata` of a fresh wallet: the app reads it as "no metadata").
 */
export const unexpectedErrors = (errors: readonly string[]) =>
  errors.filter((error) => !error.includes('the server responded with a status of 404'));
