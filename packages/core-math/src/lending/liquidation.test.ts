import { describe, expect, it } from 'vitest';
import { scaledFractionToDecimal } from '../fixed-point';
import { type LiquidationInput, liquidation, maxLiquidatableDebt } from './liquidation';
import { elevationGroupMaxLiquidationBonusBps, liquidationLtvs } from './liquidation-bonus';
import { liquidationMinReceived } from './liquidation-redeem';

/*
 * Worked vectors: three liquidations the sandbox's klend emulation (tooling/sandbox, its
 * liquidate-obligation tests) carried out, with the refreshed obligation and reserves read from
 * its ledger right before each and the amounts that landed. Values are the stored U68F60 figures.
 */

const bits = (raw: bigint) => scaledFractionToDecimal(raw);
const U64_MAX = (1n << 64n) - 1n;

const jlpMarket = {
  liquidationMaxDebtCloseFactorPct: 10,
  insolvencyRiskUnhealthyLtvPct: 95,
  maxLiquidatableDebtMarketValueAtOnce: 500_000,
  minFullLiquidationValueThreshold: 2,
};
const usdcDebt = {
  minLiquidationBonusBps: 50,
  maxLiquidationBonusBps: 960,
  badDebtLiquidationBonusBps: 99,
  borrowFactorPct: 100,
};
const jlpCollateral = {
  minLiquidationBonusBps: 78,
  maxLiquidationBonusBps: 517,
  badDebtLiquidationBonusBps: 99,
  protocolLiquidationFeePct: 6,
};
const priority = { highestBorrowFactorPct: 100, lowestReserveDepositLiquidationLtv: 80 };

/** The jlp market's obligation pushed to 1.03 × its liquidation LTV, repaying 300 USDC. */
const closeFactorCase: LiquidationInput = {
  market: jlpMarket,
  obligation: {
    depositedValue: '19048.7790992129639977177568699318044309620745480060577392578125',
    borrowedAssetsMarketValue: '15499.992249426399991867227268205198242867481894791126251220703125',
    borrowFactorAdjustedDebtValue:
      '15499.992249426399991867227268205198242867481894791126251220703125',
    unhealthyBorrowValue: '15048.5354883782415575353696990390517385094426572322845458984375',
    ...priority,
  },
  debt: {
    borrowedAmount: '15503092868',
    marketValue: '15499.992249426399991867227268205198242867481894791126251220703125',
    reserve: usdcDebt,
  },
  collateral: {
    depositedAmount: 4_204_551_426n,
    marketValue: '19048.7790992129639977177568699318044309620745480060577392578125',
    liquidationThresholdPct: 80,
    reserve: {
      ...jlpCollateral,
      totalSupply: bits(31267231204937689989120000000000n),
      cTokenSupply: 27_120_000_000_000n,
      availableLiquidity: 27_120_000_000_000n,
    },
  },
  repayAmount: 300_000_000n,
};

/** The same obligation after it, pushed into bad debt (1.4 ×), repaying "all". */
const badDebtCase: LiquidationInput = {
  market: jlpMarket,
  obligation: {
    depositedValue: '13743.26582692576499866547734551858184204320423305034637451171875',
    borrowedAssetsMarketValue: '15200.052249426399992024601381945814182472531683743000030517578125',
    borrowFactorAdjustedDebtValue:
      '15200.052249426399992024601381945814182472531683743000030517578125',
    unhealthyBorrowValue: '10857.18000327135434846838324407514164704480208456516265869140625',
    ...priority,
  },
  debt: {
    borrowedAmount: '15203092868',
    marketValue: '15200.052249426399992024601381945814182472531683743000030517578125',
    reserve: usdcDebt,
  },
  collateral: {
    depositedAmount: 4_136_777_971n,
    marketValue: '13743.26582692576499866547734551858184204320423305034637451171875',
    liquidationThresholdPct: 80,
    reserve: {
      ...jlpCollateral,
      totalSupply: bits(31267153067463978984683780177920n),
      cTokenSupply: 27_119_932_226_545n,
      availableLiquidity: 27_119_932_226_545n,
    },
  },
  repayAmount: U64_MAX,
};

/** A Multiply obligation in the JitoSOL/SOL group (max bonus 100 bps), repaying 2 SOL. */
const emodeCase: LiquidationInput = {
  market: jlpMarket,
  obligation: {
    depositedValue: '31318.509205333877951002267969737857811196590773761272430419921875',
    borrowedAssetsMarketValue: '29999.999999960819999992624185214395993170910514891147613525390625',
    borrowFactorAdjustedDebtValue:
      '29999.999999960819999992624185214395993170910514891147613525390625',
    unhealthyBorrowValue: '29126.213560960506475959463923430803333758376538753509521484375',
    highestBorrowFactorPct: 100,
    lowestReserveDepositLiquidationLtv: 93,
  },
  debt: {
    borrowedAmount: '197641478358',
    marketValue: '29999.999999960819999992624185214395993170910514891147613525390625',
    reserve: {
      minLiquidationBonusBps: 67,
      maxLiquidationBonusBps: 645,
      badDebtLiquidationBonusBps: 99,
      borrowFactorPct: 100,
    },
  },
  collateral: {
    depositedAmount: 221_620_757_167n,
    marketValue: '31318.509205333877951002267969737857811196590773761272430419921875',
    liquidationThresholdPct: 93,
    reserve: {
      minLiquidationBonusBps: 94,
      maxLiquidationBonusBps: 756,
      badDebtLiquidationBonusBps: 99,
      protocolLiquidationFeePct: 7,
      totalSupply: bits(305385848140261627002880000000000n),
      cTokenSupply: 243_388_771_478_452n,
      availableLiquidity: 165_364_795_904_000n,
    },
  },
  emodeMaxBonusBps: elevationGroupMaxLiquidationBonusBps({
    groupMaxLiquidationBonusBps: 100,
    collateral: {
      minLiquidationBonusBps: 94,
      maxLiquidationBonusBps: 756,
      badDebtLiquidationBonusBps: 99,
    },
    debt: {
      minLiquidationBonusBps: 67,
      maxLiquidationBonusBps: 645,
      badDebtLiquidationBonusBps: 99,
    },
  }),
  repayAmount: 2_000_000_000n,
};

function ok(input: LiquidationInput) {
  const result = liquidation(input);
  if (!result.ok) throw new Error(`refused: ${result.refusal}`);
  return result;
}

describe('liquidation: the sandbox’s landed liquidations, to the lamport', () => {
  it('close factor: the bonus is how far past the liquidation LTV, the collateral at that bonus', () => {
    const r = ok(closeFactorCase);
    expect(r.bonusRate.eq(bits(27324281808385389n))).toBe(true);
    expect(r.badDebt).toBe(false);
    expect(r.settleAmount.toFixed()).toBe('300000000');
    expect(r.repayAmount).toBe(300_000_000n);
    expect(r.withdrawCTokens).toBe(67_773_455n);
    expect(r.collateralExhausted).toBe(false);
    expect(r.redeemedCTokens).toBe(67_773_455n);
    expect(r.redeemedLiquidity).toBe(67_773_455n);
    expect(r.protocolFee).toBe(94_143n);
    expect(r.receivedLiquidity).toBe(67_679_312n);
    // 10 % of $15,499.99 of debt: 1,550.3 USDC may go in one call.
    expect(r.maxLiquidatable.floor().toFixed()).toBe('1550309286');
    expect(r.ltvs.liquidatable).toBe(true);
  });

  it('bad debt: the bad-debt bonus, all the collateral, only the debt it covers settled', () => {
    const r = ok(badDebtCase);
    expect(r.bonusRate.eq(bits(11413922895607785n))).toBe(true);
    expect(r.bonusRate.toFixed(4)).toBe('0.0099');
    expect(r.badDebt).toBe(true);
    expect(r.settleAmount.eq(bits(15692718418315919824794658952n))).toBe(true);
    expect(r.repayAmount).toBe(13_611_263_522n);
    expect(r.withdrawCTokens).toBe(4_136_777_971n);
    expect(r.collateralExhausted).toBe(true);
    expect(r.redeemedLiquidity).toBe(4_136_777_971n);
    expect(r.protocolFee).toBe(2_433_158n);
    expect(r.receivedLiquidity).toBe(4_134_344_813n);
    // Above the insolvency-risk LTV (95 %) the whole debt may be liquidated.
    expect(r.maxLiquidatable.eq(bits(15692718418315919824794658952n))).toBe(false);
    expect(r.maxLiquidatable.toFixed()).toBe('15203092868');
  });

  it('elevation group: the group caps the bonus, cTokens redeemed at the reserve’s rate', () => {
    expect(emodeCase.emodeMaxBonusBps).toBe(100);
    const r = ok(emodeCase);
    expect(r.bonusRate.eq(bits(11529215046068469n))).toBe(true);
    expect(r.repayAmount).toBe(2_000_000_000n);
    expect(r.withdrawCTokens).toBe(2_169_720_956n);
    expect(r.redeemedLiquidity).toBe(2_361_307_316n);
    expect(r.protocolFee).toBe(1_636_550n);
    expect(r.receivedLiquidity).toBe(2_359_670_766n);
  });
});

describe('liquidation: the program’s rules', () => {
  it('refuses a healthy obligation and an amount of 0, in the program’s order', () => {
    const healthy = {
      ...closeFactorCase,
      obligation: { ...closeFactorCase.obligation, unhealthyBorrowValue: 16_000 },
    };
    expect(liquidation(healthy)).toEqual({ ok: false, refusal: 'ObligationHealthy' });
    expect(liquidation({ ...healthy, repayAmount: 0n })).toEqual({
      ok: false,
      refusal: 'InvalidAmount',
    });
    expect(
      liquidation({
        ...closeFactorCase,
        market: { ...jlpMarket, priceTriggeredLiquidationDisabled: true },
      }),
    ).toEqual({ ok: false, refusal: 'ObligationHealthy' });
  });

  it('refuses a debt other than the highest borrow factor’s, a collateral other than the lowest LTV’s', () => {
    const obligation = closeFactorCase.obligation;
    expect(
      liquidation({
        ...closeFactorCase,
        obligation: { ...obligation, highestBorrowFactorPct: 150 },
      }),
    ).toEqual({ ok: false, refusal: 'LiquidationBorrowFactorPriority' });
    expect(
      liquidation({
        ...closeFactorCase,
        obligation: { ...obligation, lowestReserveDepositLiquidationLtv: 70 },
      }),
    ).toEqual({ ok: false, refusal: 'LiquidationLowestLiquidationLtvPriority' });
  });

  it('caps the repayment at the close factor and refuses dust', () => {
    const capped = ok({ ...closeFactorCase, repayAmount: 5_000_000_000n });
    expect(capped.repayAmount).toBe(1_550_309_287n);
    expect(capped.settleAmount.eq(capped.maxLiquidatable)).toBe(true);
    expect(liquidation({ ...closeFactorCase, repayAmount: 1n })).toEqual({
      ok: false,
      refusal: 'LiquidationTooSmall',
    });
  });

  it('a debt below the full-liquidation threshold goes all at once or not at all', () => {
    const small = {
      ...closeFactorCase,
      market: { ...jlpMarket, minFullLiquidationValueThreshold: 20_000 },
    };
    expect(maxLiquidatableDebt(small)).toEqual({
      amount: expect.anything(),
      fullLiquidationOnly: true,
    });
    expect(liquidation(small)).toEqual({ ok: false, refusal: 'RepayTooSmallForFullLiquidation' });
    const all = ok({ ...small, repayAmount: 15_503_092_868n });
    expect(all.repayAmount).toBe(15_503_092_868n);
    expect(all.fullLiquidationOnly).toBe(true);
  });

  it('redeems only what the reserve’s liquidity covers; the protocol fee is at least 1', () => {
    const short = ok({
      ...closeFactorCase,
      collateral: {
        ...closeFactorCase.collateral,
        reserve: { ...closeFactorCase.collateral.reserve, availableLiquidity: 1_000_000 },
      },
    });
    expect(short.withdrawCTokens).toBe(67_773_455n);
    expect(short.redeemedCTokens).toBe(1_000_000n);
    expect(short.redeemedLiquidity).toBe(1_000_000n);
    const noFee = ok({
      ...closeFactorCase,
      collateral: {
        ...closeFactorCase.collateral,
        reserve: { ...closeFactorCase.collateral.reserve, protocolLiquidationFeePct: 0 },
      },
    });
    expect(noFee.protocolFee).toBe(1n);
  });

  it('one reserve for debt and collateral: the repayment moves the rate before the redemption', () => {
    const base = ok(closeFactorCase);
    const same = ok({ ...closeFactorCase, sameReserve: true });
    expect(same.withdrawCTokens).toBe(base.withdrawCTokens);
    // The repayment settles exactly what it pays here, so the rate does not move.
    expect(same.redeemedLiquidity).toBe(base.redeemedLiquidity);
  });
});

describe('liquidation LTVs and the group cap', () => {
  it('reads the program’s three LTVs', () => {
    const ltvs = liquidationLtvs(closeFactorCase.obligation);
    expect(ltvs.liquidatable).toBe(true);
    expect(ltvs.ltv.toFixed(4)).toBe('0.8137');
    expect(ltvs.unhealthyLtv.toFixed(4)).toBe('0.7900');
  });

  it('applies a group cap only when it is set and not above either reserve’s maximum', () => {
    const reserve = {
      minLiquidationBonusBps: 0,
      maxLiquidationBonusBps: 500,
      badDebtLiquidationBonusBps: 99,
    };
    const cap = (groupMaxLiquidationBonusBps: number | undefined) =>
      elevationGroupMaxLiquidationBonusBps({
        groupMaxLiquidationBonusBps,
        collateral: reserve,
        debt: reserve,
      });
    expect(cap(300)).toBe(300);
    expect(cap(600)).toBe(0xffff);
    expect(cap(0)).toBe(0xffff);
    expect(cap(undefined)).toBe(0xffff);
  });
});

describe('liquidationMinReceived', () => {
  it('keeps the prediction less the slippage tolerance, floored, never below 0', () => {
    expect(liquidationMinReceived(67_679_312n, '0.5')).toBe(67_340_915n);
    expect(liquidationMinReceived(1000n, 0)).toBe(1000n);
    expect(liquidationMinReceived(1000n, 150)).toBe(0n);
  });
});
