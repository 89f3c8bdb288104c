import type { WalletObligation } from '../../lending/data/walletObligations';
import type { PairTag } from './pairRow';
import { pairKey } from './vaultPairs';

/**
 * The pairs (`pairKey`) the wallet holds an open position in: its obligations with the list's
 * tag whose deposit and borrow reserves are the pair's (a Multiply or Leverage obligation has
 * one of each).
 */
export function heldPairs(positions: readonly WalletObligation[], tag: PairTag): Set<string> {
  const held = new Set<string>();
  for (const { market, obligation } of positions) {
    if (obligation.tag !== tag) continue;
    const deposit = obligation.deposits[0]?.depositReserve.toBase58();
    const borrow = obligation.borrows[0]?.borrowReserve.toBase58();
    if (deposit === undefined || borrow === undefined) continue;
    held.add(pairKey({ market: market.address, depositReserve: deposit, borrowReserve: borrow }));
  }
  return held;
}
