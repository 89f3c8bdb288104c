import type {
  BlockhashWithExpiryBlockHeight,
  Commitment,
  PublicKey,
  RpcResponseAndContext,
  SignatureResult,
  TransactionConfirmationStrategy,
} from '@solana/web3.js';

export const AIRDROP_FAILED_MESSAGE =
  'Airdrop failed! Check you are not on mainnet or your localnet is running.';

export class AirdropFailedError extends Error {
  override readonly name = 'AirdropFailedError';
  constructor(cause: unknown) {
    super(AIRDROP_FAILED_MESSAGE, { cause });
  }
}

/** The Connection methods an airdrop uses. */
export interface AirdropRpc {
  requestAirdrop(to: PublicKey, lamports: number): Promise<string>;
  getLatestBlockhash(commitment?: Commitment): Promise<BlockhashWithExpiryBlockHeight>;
  confirmTransaction(
    strategy: TransactionConfirmationStrategy,
    commitment?: Commitment,
  ): Promise<RpcResponseAndContext<SignatureResult>>;
}

function lamportsNumber(lamports: number | bigint): number {
  const value = typeof lamports === 'bigint' ? Number(lamports) : lamports;
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new RangeError(`Airdrop lamports must be a positive safe integer, got ${lamports}`);
  }
  return value;
}

/**
 * Requests lamports for a wallet and waits until the airdrop is confirmed. Any failure (mainnet
 * refuses airdrops, a stopped localnet, a failed confirmation) is an AirdropFailedError whose
 * message is the spec's copy; the underlying error is its cause.
 */
export async function requestAirdrop(
  connection: AirdropRpc,
  publicKey: PublicKey,
  lamports: number | bigint,
): Promise<string> {
  const amount = lamportsNumber(lamports);
  try {
    const blockhash = await connection.getLatestBlockhash('confirmed');
    const signature = await connection.requestAirdrop(publicKey, amount);
    const result = await connection.confirmTransaction({ signature, ...blockhash }, 'confirmed');
    if (result.value.err !== null) throw new Error(JSON.stringify(result.value.err));
    return signature;
  } catch (error) {
    throw new AirdropFailedError(error);
  }
}
