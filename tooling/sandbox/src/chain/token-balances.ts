import { toPublicKey } from '@keel/chain-readers';
import type { PublicKey } from '@solana/web3.js';
import { readMint, readTokenAccount } from '../spl/token-accounts';
import { uiTokenAmount } from '../spl/token-amount';
import type { LedgerAccount } from './ledger-account';
import type { TokenBalance } from './transaction-record';

/** Token balances of the transaction's token accounts, as `pre/postTokenBalances` list them. */
export function tokenBalancesOf(
  keys: readonly PublicKey[],
  states: ReadonlyArray<LedgerAccount | null>,
  readAccount: (address: PublicKey) => LedgerAccount | null,
): TokenBalance[] {
  const balances: TokenBalance[] = [];
  keys.forEach((key, accountIndex) => {
    const state = states[accountIndex] ?? null;
    const tokenAccount = readTokenAccount(key, state);
    if (tokenAccount === null || state === null) return;
    const mint = readMint(
      toPublicKey(tokenAccount.mint),
      readAccount(toPublicKey(tokenAccount.mint)),
    );
    if (mint === null) return;
    balances.push({
      accountIndex,
      mint: tokenAccount.mint.toBase58(),
      owner: tokenAccount.owner.toBase58(),
      programId: state.owner.toBase58(),
      uiTokenAmount: uiTokenAmount(tokenAccount.amount, mint.decimals),
    });
  });
  return balances;
}
