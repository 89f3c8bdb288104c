import {
  type Connection,
  type Keypair,
  type PublicKey,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { SANDBOX_RPC } from './wallet';

/** Signs a v0 transaction and sends it in the test's process; throws unless it lands. */
export async function sendFromTestProcess(
  connection: Connection,
  keypair: Keypair,
  instructions: TransactionInstruction[],
): Promise<void> {
  const { blockhash } = await connection.getLatestBlockhash();
  const message = new TransactionMessage({
    payerKey: keypair.publicKey,
    recentBlockhash: blockhash,
    instructions,
  }).compileToV0Message();
  const tx = new VersionedTransaction(message);
  tx.sign([keypair]);
  const signature = await connection.sendRawTransaction(tx.serialize());
  const landed = await connection.getTransaction(signature, {
    commitment: 'confirmed',
    maxSupportedTransactionVersion: 0,
  });
  if (!landed || landed.meta?.err) {
    throw new Error(
      `failed: ${JSON.stringify(landed?.meta?.err ?? 'not found')}\n${landed?.meta?.logMessages?.join('\n')}`,
    );
  }
}

/**
 * The lending programs and a connection, for writes a test makes from its own process (a position
 * opened before the page is tested): reserves and obligations decoded, transactions signed and
 * sent there, throwing unless they land.
 */
export async function chain() {
  const cr = await import('@keel/chain-readers');
  const lp = await import('@keel/lending-programs');
  const web3 = await import('@solana/web3.js');
  const connection = new web3.Connection(SANDBOX_RPC, 'confirmed');
  const reserveOf = async (address: string) => {
    const key = new web3.PublicKey(address);
    const account = await connection.getAccountInfo(key);
    if (!account) throw new Error(`no reserve ${address}`);
    return cr.decodeReserve(key, account);
  };
  const obligationOf = async (address: PublicKey) => {
    const account = await connection.getAccountInfo(address);
    if (!account) throw new Error(`no obligation ${address.toBase58()}`);
    return cr.decodeObligation(address, account);
  };
  const send = (keypair: Keypair, instructions: TransactionInstruction[]) =>
    sendFromTestProcess(connection, keypair, instructions);
  return { cr, lp, web3, connection, reserveOf, obligationOf, send };
}

export type Chain = Awaited<ReturnType<typeof chain>>;

/**
 * Supplies `amount` base units of a reserve's token from the test's process (a SOL reserve wraps
 * it), creating the wallet's vanilla obligation in the reserve's market when it has none; returns
 * the obligation's address.
 */
export async function supplyFromTestProcess(
  c: Chain,
  keypair: Keypair,
  reserveAddress: string,
  amount: bigint,
): Promise<string> {
  const exists = async (address: Parameters<typeof c.cr.toPublicKey>[0]) =>
    (await c.connection.getAccountInfo(c.cr.toPublicKey(address))) !== null;
  const reserve = await c.reserveOf(reserveAddress);
  const owner = keypair.publicKey;
  const obligationAddress = c.cr.vanillaObligationPda(owner, reserve.lendingMarket).address;
  const obligation = (await exists(obligationAddress))
    ? await c.obligationOf(c.cr.toPublicKey(obligationAddress))
    : null;
  const held = obligation
    ? [
        ...obligation.deposits.map((d) => d.depositReserve),
        ...obligation.borrows.map((b) => b.borrowReserve),
      ].filter((key) => !c.cr.sameAddress(key, reserve.address))
    : [];
  const reserves = [
    ...(await Promise.all(held.map((key) => c.reserveOf(key.toBase58())))),
    reserve,
  ];
  const userMetadataExists = await exists(c.cr.userMetadataPda(owner).address);
  const compose = (obligationFarmExists: boolean) =>
    c.lp.composeLendingAction({
      market: { address: reserve.lendingMarket },
      owner,
      obligation,
      reserves,
      action: { kind: 'deposit', reserve, amount },
      userMetadataExists,
      obligationFarmExists,
    });
  // The obligation's state in the reserve's collateral farm is created by its first deposit.
  const farm = compose(false).addresses.obligationFarm;
  const composed = compose(farm === null || (await exists(farm.userState)));
  await c.send(keypair, c.lp.instructionsInOrder(composed));
  return obligationAddress.toBase58();
}
