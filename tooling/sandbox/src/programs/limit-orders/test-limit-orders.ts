import { associatedTokenAddress, TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import {
  decodeLimitOrder,
  decodeLimitOrderGlobalConfig,
  encodeLimitOrderGlobalConfig,
  LIMIT_ORDER_GLOBAL_CONFIG,
  type LimitOrder,
  type LimitOrderGlobalConfig,
  limitOrderPdaAuthority,
  limitOrderVaultAddress,
} from '@keel/limit-order-programs';
import {
  Keypair,
  PublicKey,
  SendTransactionError,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js';
import { sendLanded, type TestChain } from '../../test-support/test-chain';
import { writeMint, writeTokenAccount } from '../../world/accounts/spl-accounts';

/* What the limit-order tests share: reads of the ledger, sends, and the world's config. */

export const CONFIG = toPublicKey(LIMIT_ORDER_GLOBAL_CONFIG);
export const AUTHORITY = toPublicKey(limitOrderPdaAuthority(LIMIT_ORDER_GLOBAL_CONFIG).address);
export const vaultOf = (mint: PublicKey) =>
  toPublicKey(limitOrderVaultAddress(LIMIT_ORDER_GLOBAL_CONFIG, mint).address);
export const ataOf = (owner: PublicKey, mint: PublicKey) =>
  toPublicKey(associatedTokenAddress(owner, mint).address);

export function worldMint(t: TestChain, symbol: string): PublicKey {
  const token = t.chain.world.tokens.find((x) => x.symbol === symbol);
  if (token === undefined) throw new Error(`no ${symbol} in the world`);
  return new PublicKey(token.mint);
}

export function tokenAmount(t: TestChain, address: PublicKey): bigint {
  const account = t.chain.ledger.readAccount(address);
  return account === null ? 0n : Buffer.from(account.data).readBigUInt64LE(64);
}

export const lamportsOf = (t: TestChain, address: PublicKey): bigint =>
  t.chain.ledger.readAccount(address)?.lamports ?? 0n;

export function orderState(t: TestChain, address: PublicKey): LimitOrder {
  const account = t.chain.ledger.readAccount(address);
  if (account === null) throw new Error('order closed');
  return decodeLimitOrder(address, account);
}

export function configState(t: TestChain): LimitOrderGlobalConfig {
  const account = t.chain.ledger.readAccount(CONFIG);
  if (account === null) throw new Error('no global config');
  return decodeLimitOrderGlobalConfig(CONFIG, account);
}

/** Rewrites the world's GlobalConfig with `change` (what the admin's update_global_config sets). */
export function setConfig(t: TestChain, change: Partial<LimitOrderGlobalConfig>): void {
  const account = t.chain.ledger.readAccount(CONFIG);
  if (account === null) throw new Error('no global config');
  const { address: _address, ...fields } = { ...configState(t), ...change };
  t.chain.ledger.writeAccount(CONFIG, { ...account, data: encodeLimitOrderGlobalConfig(fields) });
}

/** A classic-token mint no order has used (no escrow vault), `amount` of it held by `owner`. */
export function freshMint(t: TestChain, owner: PublicKey, amount: bigint): PublicKey {
  const mint = Keypair.generate().publicKey;
  const program = toPublicKey(TOKEN_PROGRAM_ID);
  writeMint(t.chain.ledger, mint, program, { authority: null, supply: amount, decimals: 6 });
  writeTokenAccount(t.chain.ledger, ataOf(owner, mint), program, {
    mint: mint.toBase58(),
    owner: owner.toBase58(),
    amount,
  });
  return mint;
}

export async function send(
  t: TestChain,
  signers: Keypair[],
  ...instructions: TransactionInstruction[]
): Promise<string> {
  return sendLanded(t.connection, new Transaction().add(...instructions), signers);
}

/** The failure of a transaction expected to fail: its message and logs. */
export async function failure(
  t: TestChain,
  signers: Keypair[],
  ...instructions: TransactionInstruction[]
): Promise<{ message: string; logs: string[] }> {
  try {
    await send(t, signers, ...instructions);
  } catch (caught) {
    if (!(caught instanceof SendTransactionError)) throw caught;
    return { message: caught.message, logs: caught.logs ?? [] };
  }
  throw new Error('the transaction landed');
}

/** A kit instruction (limo-sdk's) as web3.js sends it: roles 1 writable, 2 signer, 3 both. */
export function legacyInstruction(ix: {
  programAddress: string;
  accounts?: readonly { address: string; role: number }[];
  data?: Uint8Array | ReadonlyUint8ArrayLike;
}): TransactionInstruction {
  return new TransactionInstruction({
    programId: new PublicKey(ix.programAddress),
    keys: (ix.accounts ?? []).map((meta) => ({
      pubkey: new PublicKey(meta.address),
      isWritable: meta.role === 1 || meta.role === 3,
      isSigner: meta.role === 2 || meta.role === 3,
    })),
    data: Buffer.from(ix.data ?? new Uint8Array()),
  });
}

type ReadonlyUint8ArrayLike = Omit<Uint8Array, 'fill' | 'set' | 'copyWithin' | 'reverse' | 'sort'>;
