import { describe, expect, it } from 'vitest';
import type { Figure } from '../../../common/Figures';
import { reserveFixture, testKey } from '../../lending/data/testing/reserveFixture';
import { oracleFigures } from './configFigures';

function reserveWithHeuristic(lower: bigint, upper: bigint, exp: bigint) {
  const reserve = reserveFixture({
    address: testKey(21),
    market: testKey(10),
    symbol: 'USDC',
    decimals: 6,
    available: '900000',
    borrowed: '100000',
    price: '1',
  });
  reserve.config.tokenInfo.heuristic = { lower, upper, exp };
  return reserve;
}

const heuristicOf = (figures: Figure[]) =>
  figures.find((figure) => figure.label === 'Price heuristic')?.value;

describe('oracleFigures', () => {
  it('reads the price heuristic bounds as prices, not as raw integers with an exponent', () => {
    expect(heuristicOf(oracleFigures(reserveWithHeuristic(95n, 105n, 2n)))).toBe('0.95 – 1.05');
    expect(heuristicOf(oracleFigures(reserveWithHeuristic(1_500_000n, 2_500_000n, 0n)))).toBe(
      '1,500,000 – 2,500,000',
    );
  });

  it('shows Off when the heuristic has no bounds', () => {
    expect(heuristicOf(oracleFigures(reserveWithHeuristic(0n, 0n, 0n)))).toBe('Off');
  });
});
