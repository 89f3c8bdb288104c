import type { Commitment } from '@solana/web3.js';
import type { Address } from '../address/address';
import { decodeMint, type Mint } from '../layouts/spl/mint';
import { decodeTokenAccount, type TokenAccount } from '../layouts/spl/tokenAccount';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../programIds';
import type { ChainRpc } from './chainRpc';

/** Native SOL balance in lamports. */
export async function readNativeBalance(
  rpc: Pick<ChainRpc, 'getBalance'>,
  owner: Address,
  commitment?: Commitment,
): Promise<bigint> {
  const lamports = await rpc.getBalance(owner, commitment);
  if (!Number.isSafeInteger(lamports) || lamports < 0) {
    throw new RangeError(`getBalance returned ${lamports}`);
  }
  return BigInt(lamports);
}

/** The wallet's token accounts under both SPL Token and Token-2022, decoded. */
export async function readTokenAccounts(
  rpc: Pick<ChainRpc, 'getTokenAccountsByOwner'>,
  owner: Address,
  commitment?: Commitment,
): Promise<TokenAccount[]> {
  const responses = await Promise.all(
    [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID].map((programId) =>
      rpc.getTokenAccountsByOwner(owner, { programId }, commitment),
    ),
  );
  return responses.flatMap((response) =>
    response.value.map(({ pubkey, account }) => decodeTokenAccount(pubkey, account)),
  );
}

/**
 * Mints by address (SPL Token or Token-2022), in one batched read: a mint's own decimals are the
 * only safe way to turn a raw balance into an amount. Null where the account is missing or is not
 * a mint (its bytes do not decode as one).
 */
export async function readMints(
  rpc: Pick<ChainRpc, 'getMultipleAccountsInfo'>,
  mints: readonly Address[],
): Promise<Map<string, Mint | null>> {
  const accounts = mints.length === 0 ? [] : await rpc.getMultipleAccountsInfo([...mints]);
  const found = new Map<string, Mint | null>();
  mints.forEach((mint, index) => {
    const account = accounts[index];
    let decoded: Mint | null = null;
    if (account) {
      try {
        decoded = decodeMint(mint, account);
      } catch {
        decoded = null;
      }
    }
    found.set(mint.toBase58(), decoded);
  });
  return found;
}
