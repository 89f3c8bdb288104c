import { provisionalSyntheticDollarStakingYieldSchema, type TokenYield } from '@keel/api-client';
import { MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import { extraSupplyApyOf } from './extraSupplyApy';

const JITO_MINT = 'J1toso1uCk3RLmjorhTtrVwY9HJ7X8V9yYac6Y7kGCPn';
const MSOL_MINT = 'mSoLzYCxHdYgdzU16g5QSh3i5K3z3KZK7ytfqcJm7So';
const SUSDE_MINT = 'Eh6XEPhSwoLv5wFApukmnaVSHQ6sAnoD9BmgmwQoN2sN';

const stakingYields: TokenYield[] = [
  { tokenMint: JITO_MINT, apy: new MathDecimal('0.0745') },
  { tokenMint: MSOL_MINT, apy: new MathDecimal('0.0712') },
];
/** The yields document says 4.52 (percent); the client reads it as a fraction. */
const syntheticDollarYield = provisionalSyntheticDollarStakingYieldSchema.parse(
  {
    protocolYield: { lastUpdated: '2025-06-01T00:00:00Z', value: 3 },
    stakingYield: { lastUpdated: '2025-06-01T00:00:00Z', value: 4.52 },
  },
  undefined,
);

describe('extraSupplyApyOf', () => {
  it("gives a liquid-staking token its own mint's staking APY", () => {
    const yields = { stakingYields, syntheticDollarYield };
    expect(extraSupplyApyOf({ symbol: 'JitoSOL', mint: JITO_MINT }, yields).toFixed()).toBe(
      '0.0745',
    );
    expect(extraSupplyApyOf({ symbol: 'mSOL', mint: MSOL_MINT }, yields).toFixed()).toBe('0.0712');
  });

  it('matches by mint, not by a look-alike symbol', () => {
    const fake = { symbol: 'JitoSOL', mint: 'So11111111111111111111111111111111111111112' };
    expect(extraSupplyApyOf(fake, { stakingYields }).isZero()).toBe(true);
  });

  it('gives the staked synthetic dollar the document yield as a fraction', () => {
    const apy = extraSupplyApyOf({ symbol: 'sUSDe', mint: SUSDE_MINT }, { syntheticDollarYield });
    expect(apy.toFixed()).toBe('0.0452');
  });

  it('takes the synthetic-dollar yield for the staked dollar even if its mint is listed', () => {
    const listed = [...stakingYields, { tokenMint: SUSDE_MINT, apy: new MathDecimal('0.2') }];
    const reserve = { symbol: 'sUSDe', mint: SUSDE_MINT };
    expect(
      extraSupplyApyOf(reserve, { stakingYields: listed, syntheticDollarYield }).toFixed(),
    ).toBe('0.0452');
    expect(
      extraSupplyApyOf(reserve, { stakingYields: listed, syntheticDollarYield: null }).isZero(),
    ).toBe(true);
  });

  it('adds nothing while the yields load, when the document failed, or for other tokens', () => {
    expect(extraSupplyApyOf({ symbol: 'JitoSOL', mint: JITO_MINT }, {}).isZero()).toBe(true);
    expect(
      extraSupplyApyOf(
        { symbol: 'sUSDe', mint: SUSDE_MINT },
        { syntheticDollarYield: null },
      ).isZero(),
    ).toBe(true);
    expect(
      extraSupplyApyOf(
        { symbol: 'USDC', mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' },
        { stakingYields, syntheticDollarYield },
      ).isZero(),
    ).toBe(true);
  });

  it('ignores a yield that is not a finite number', () => {
    const broken = [{ tokenMint: JITO_MINT, apy: new MathDecimal(Number.NaN) }];
    expect(
      extraSupplyApyOf({ symbol: 'JitoSOL', mint: JITO_MINT }, { stakingYields: broken }).isZero(),
    ).toBe(true);
  });
});
