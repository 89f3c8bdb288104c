import { NATIVE_MINT } from '@keel/chain-readers';
import { formatTokenAmount, lamportsToAmount, shortenAddress } from '@keel/core-math';
import type { TokenMovement } from '@keel/wallet-connect';

// The light address, not wallet-connect's constant: that module loads web3.js, which a page that
// only reads must not fetch (the fetched-bytes test).
const NATIVE_SOL_MINT = NATIVE_MINT.toBase58();

/** What the user reads of each movement: 'You send 1.5 SOL', 'You receive 212.34 USDC'. */
export function movementLines(
  movements: readonly TokenMovement[],
  symbols: ReadonlyMap<string, string>,
): string[] {
  return movements.flatMap((movement) => {
    // Without the mint's decimals the amount cannot be read; the wallet shows it.
    if (movement.decimals === undefined) return [];
    const symbol =
      movement.mint === NATIVE_SOL_MINT
        ? 'SOL'
        : (symbols.get(movement.mint) ?? shortenAddress(movement.mint));
    const sends = movement.change < 0n;
    const amount = lamportsToAmount(
      (sends ? -movement.change : movement.change).toString(),
      movement.decimals,
    );
    const text = formatTokenAmount(amount, { decimals: movement.decimals, symbol });
    return [`${sends ? 'You send' : 'You receive'} ${text}`];
  });
}

/** The mints whose symbols the lines need (SOL is named without asking). */
export function movementMints(movements: readonly TokenMovement[]): string[] {
  return movements.map((m) => m.mint).filter((mint) => mint !== NATIVE_SOL_MINT);
}
