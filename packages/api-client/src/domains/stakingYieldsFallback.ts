import Decimal from 'decimal.js';
import type { TokenYield } from '../models/strategies';

/**
 * Staked-SOL APYs (fractions) shown when the staking-yields route fails: typical recent values
 * of the main liquid-staking tokens, good enough to keep multiply screens usable.
 */
const FALLBACK_STAKING_APYS: ReadonlyArray<readonly [mint: string, apy: string]> = [
  ['J1toso1uCk3RLmjorhTtrVwY9HJ7X8V9yYac6Y7kGCPn', '0.0745'], // JitoSOL
  ['mSoLzYCxHdYgdzU16g5QSh3i5K3z3KZK7ytfqcJm7So', '0.0712'], // mSOL
  ['bSo13r4TkiE4KumL71LsHTPpL2euBYLFx6h9HP3piy1', '0.0698'], // bSOL
  ['jupSoLaHXQiZZTSfEWMTRRgpnyFm8f6sZdosWBjx93v', '0.0781'], // JupSOL
];

export function fallbackStakingYields(): TokenYield[] {
  return FALLBACK_STAKING_APYS.map(([tokenMint, apy]) => ({ tokenMint, apy: new Decimal(apy) }));
}
