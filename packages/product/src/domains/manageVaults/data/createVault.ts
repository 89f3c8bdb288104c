import type { Reserve } from '@keel/chain-readers';
import { lamportsToAmount } from '@keel/core-math';

/** The first deposit init_vault takes from the admin's token account (raw units). */
export const INITIAL_DEPOSIT = 1000n;
/** VaultState's size: the new account the admin pays rent for. */
const VAULT_ACCOUNT_BYTES = 62_552;
/** Rent-exempt lamports of the vault account (3480 lamports per byte-year, two years). */
export const VAULT_RENT_LAMPORTS = BigInt((VAULT_ACCOUNT_BYTES + 128) * 3480 * 2);
/** VaultState's name field (UTF-8 bytes). */
const NAME_BYTES = 40;

/** A token a vault may lend: one with a reserve in a configured market. */
export interface VaultTokenOption {
  mint: string;
  symbol: string;
  /** A reserve of the token: its mint, decimals and token program. */
  reserve: Reserve;
}

/** The tokens with reserves, one entry per mint, by symbol. */
export function vaultTokenOptions(reserves: readonly Reserve[]): VaultTokenOption[] {
  const byMint = new Map<string, VaultTokenOption>();
  for (const reserve of reserves) {
    const mint = reserve.liquidity.mintPubkey.toBase58();
    if (byMint.has(mint)) continue;
    byMint.set(mint, { mint, symbol: reserve.config.tokenInfo.name || mint, reserve });
  }
  return [...byMint.values()].sort((a, b) => a.symbol.localeCompare(b.symbol));
}

/** Why init_vault would fail for this admin, token and name, or an empty list. */
export function createVaultProblems(input: {
  token: VaultTokenOption | undefined;
  name: string;
  /** Raw tokens in the admin's account of the token; undefined while it loads. */
  walletTokens: bigint | undefined;
}): string[] {
  const problems: string[] = [];
  if (input.token === undefined) return ['Choose a token'];
  if (new TextEncoder().encode(input.name.trim()).length > NAME_BYTES) {
    problems.push(`Name must be at most ${NAME_BYTES} bytes`);
  }
  if (input.walletTokens === undefined) {
    problems.push('Loading the wallet’s tokens…');
  } else if (input.walletTokens < INITIAL_DEPOSIT) {
    const decimals = input.token.reserve.liquidity.mintDecimals;
    const amount = lamportsToAmount(INITIAL_DEPOSIT.toString(), Number(decimals)).toFixed();
    problems.push(
      `The vault takes a first deposit of ${amount} ${input.token.symbol} from your wallet, which holds less`,
    );
  }
  return problems;
}
