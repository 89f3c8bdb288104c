import {
  Fraction,
  MARKET_UPDATER,
  RESERVE_CONFIG_UPDATER,
  updateReserveConfigIx,
} from '@kamino-finance/klend-sdk';
import { updateLendingMarket } from '@kamino-finance/klend-sdk/dist/@codegen/klend/instructions';
import {
  BorrowRateCurve,
  CurvePoint,
  ElevationGroup,
  UpdateConfigMode,
  UpdateLendingMarketMode,
} from '@kamino-finance/klend-sdk/dist/@codegen/klend/types';
import { KLEND_PROGRAM_ID } from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';
import { createNoopSigner } from '@solana/kit';
import BN from 'bn.js';
import { describe, expect, it } from 'vitest';
import {
  updateLendingMarketInstruction,
  updateReserveConfigInstruction,
} from '../klend/admin/adminInstructions';
import type { LendingMarketUpdate } from '../klend/admin/lendingMarketModes';
import type { ReserveConfigUpdate } from '../klend/admin/reserveConfigModes';
import { testKey } from '../testing/keys';
import { fromKit, fromWeb3, kitAddress } from '../testing/sdkInstructions';

/**
 * The manager app's administration instructions against klend-sdk 7.3.22's own: for every mode
 * the product writes, the value bytes come from the SDK's config updaters (RESERVE_CONFIG_UPDATER /
 * MARKET_UPDATER, the layouts KaminoManager encodes field changes with) and the instruction from
 * its `updateReserveConfigIx` / the generated `updateLendingMarket` padded to 72 bytes as
 * KaminoManager's updateMarketConfigIx pads it. Same data bytes, same account metas.
 */
const programAddress = kitAddress(KLEND_PROGRAM_ID);
const owner = testKey(51);
const market = testKey(52);
const reserve = testKey(53);
const debtReserve = testKey(54);

/** Our update and the field's value as the SDK's ReserveConfig holds it. */
interface ReserveCase {
  update: ReserveConfigUpdate;
  mode: Parameters<typeof RESERVE_CONFIG_UPDATER.forMode>[0];
  sdkValue: unknown;
}

const curve = [
  { utilizationRateBps: 0, borrowRateBps: 1 },
  { utilizationRateBps: 7_000, borrowRateBps: 900 },
  { utilizationRateBps: 10_000, borrowRateBps: 12_345 },
];
const fee = '0.0015';

const RESERVE_CASES: ReserveCase[] = [
  {
    update: { mode: 'UpdateLoanToValuePct', value: 65 },
    mode: new UpdateConfigMode.UpdateLoanToValuePct(),
    sdkValue: 65,
  },
  {
    update: { mode: 'UpdateMaxLiquidationBonusBps', value: 1_250 },
    mode: new UpdateConfigMode.UpdateMaxLiquidationBonusBps(),
    sdkValue: 1_250,
  },
  {
    update: { mode: 'UpdateLiquidationThresholdPct', value: 78 },
    mode: new UpdateConfigMode.UpdateLiquidationThresholdPct(),
    sdkValue: 78,
  },
  {
    update: { mode: 'UpdateProtocolLiquidationFee', value: 3 },
    mode: new UpdateConfigMode.UpdateProtocolLiquidationFee(),
    sdkValue: 3,
  },
  {
    update: { mode: 'UpdateProtocolTakeRate', value: 11 },
    mode: new UpdateConfigMode.UpdateProtocolTakeRate(),
    sdkValue: 11,
  },
  {
    update: { mode: 'UpdateFeesOriginationFee', value: new MathDecimal(fee) },
    mode: new UpdateConfigMode.UpdateFeesOriginationFee(),
    sdkValue: Fraction.fromDecimal(new MathDecimal(fee)).getValue(),
  },
  {
    update: { mode: 'UpdateFeesFlashLoanFee', value: new MathDecimal('0.0009') },
    mode: new UpdateConfigMode.UpdateFeesFlashLoanFee(),
    sdkValue: Fraction.fromDecimal(new MathDecimal('0.0009')).getValue(),
  },
  {
    update: { mode: 'UpdateDepositLimit', value: 123_456_789_012n },
    mode: new UpdateConfigMode.UpdateDepositLimit(),
    sdkValue: new BN('123456789012'),
  },
  {
    update: { mode: 'UpdateBorrowLimit', value: 98_765_432_109n },
    mode: new UpdateConfigMode.UpdateBorrowLimit(),
    sdkValue: new BN('98765432109'),
  },
  {
    update: { mode: 'UpdateBorrowRateCurve', value: curve },
    mode: new UpdateConfigMode.UpdateBorrowRateCurve(),
    // The stored curve has 11 points: the SDK's callers repeat the last one to fill it.
    sdkValue: new BorrowRateCurve({
      points: Array.from(
        { length: 11 },
        (_, i) => new CurvePoint(curve[Math.min(i, curve.length - 1)] as (typeof curve)[number]),
      ),
    }),
  },
  {
    update: {
      mode: 'UpdateDebtWithdrawalCap',
      value: { capacity: 5_000_000n, intervalSeconds: 86_400n },
    },
    mode: new UpdateConfigMode.UpdateDebtWithdrawalCap(),
    sdkValue: { 0: new BN(5_000_000), 1: new BN(86_400) },
  },
  {
    update: {
      mode: 'UpdateDepositWithdrawalCap',
      value: { capacity: 7_000_000n, intervalSeconds: 3_600n },
    },
    mode: new UpdateConfigMode.UpdateDepositWithdrawalCap(),
    sdkValue: { 0: new BN(7_000_000), 1: new BN(3_600) },
  },
  {
    update: { mode: 'UpdateBadDebtLiquidationBonusBps', value: 99 },
    mode: new UpdateConfigMode.UpdateBadDebtLiquidationBonusBps(),
    sdkValue: 99,
  },
  {
    update: { mode: 'UpdateMinLiquidationBonusBps', value: 200 },
    mode: new UpdateConfigMode.UpdateMinLiquidationBonusBps(),
    sdkValue: 200,
  },
  {
    update: { mode: 'UpdateBorrowFactor', value: 150n },
    mode: new UpdateConfigMode.UpdateBorrowFactor(),
    sdkValue: new BN(150),
  },
  {
    update: { mode: 'UpdateReserveStatus', value: 'Hidden' },
    mode: new UpdateConfigMode.UpdateReserveStatus(),
    sdkValue: 2,
  },
  {
    update: { mode: 'UpdateBlockBorrowingAboveUtilizationPct', value: 95 },
    mode: new UpdateConfigMode.UpdateBlockBorrowingAboveUtilizationPct(),
    sdkValue: 95,
  },
];

interface MarketCase {
  update: LendingMarketUpdate;
  mode: Parameters<typeof MARKET_UPDATER.forMode>[0];
  /** The value bytes as KaminoManager encodes them. */
  sdkValue: () => Uint8Array;
}

const single =
  (mode: Parameters<typeof MARKET_UPDATER.forMode>[0], value: unknown) => (): Uint8Array =>
    MARKET_UPDATER.forMode(mode).encodeItem(value);

const group = {
  id: 4,
  maxLiquidationBonusBps: 250,
  ltvPct: 80,
  liquidationThresholdPct: 85,
  allowNewLoans: true,
  maxReservesAsCollateral: 5,
  debtReserve,
};

const MARKET_CASES: MarketCase[] = [
  ...(
    [
      ['UpdateEmergencyMode', true, 1],
      ['UpdateBorrowingDisabled', true, 1],
      ['UpdateLiquidationCloseFactor', 20, 20],
      ['UpdateInsolvencyRiskLtv', 95, 95],
      ['UpdatePriceRefreshTriggerToMaxAgePct', 75, 75],
      ['UpdateReferralFeeBps', 2_500, 2_500],
    ] as const
  ).map(([name, value, sdk]) => {
    const mode = UpdateLendingMarketMode.fromDecoded({ [name]: {} });
    return {
      update: { mode: name, value } as LendingMarketUpdate,
      mode,
      sdkValue: single(mode, sdk),
    };
  }),
  ...(
    [
      ['UpdateLiquidationMaxValue', 500_000n],
      ['UpdateGlobalAllowedBorrow', 9_000_000_000n],
      ['UpdateMinFullLiquidationThreshold', 42n],
    ] as const
  ).map(([name, value]) => {
    const mode = UpdateLendingMarketMode.fromDecoded({ [name]: {} });
    return {
      update: { mode: name, value } as LendingMarketUpdate,
      mode,
      sdkValue: single(mode, new BN(value.toString())),
    };
  }),
  {
    update: { mode: 'UpdateElevationGroup', value: group },
    mode: new UpdateLendingMarketMode.UpdateElevationGroup(),
    // One updater per slot of the market's 32 groups: slot id − 1 holds group `id`.
    sdkValue: () =>
      MARKET_UPDATER.allForMode(new UpdateLendingMarketMode.UpdateElevationGroup())[
        group.id - 1
      ]!.encodeItem(
        new ElevationGroup({
          ...group,
          allowNewLoans: 1,
          padding0: 0,
          debtReserve: kitAddress(debtReserve),
          padding1: [new BN(0), new BN(0), new BN(0), new BN(0)],
        }),
      ),
  },
];

describe('update_reserve_config equals klend-sdk’s for every mode the manager writes', () => {
  it.each(RESERVE_CASES)('$update.mode', async ({ update, mode, sdkValue }) => {
    const value = RESERVE_CONFIG_UPDATER.forMode(mode).encodeItem(sdkValue);
    const theirs = await updateReserveConfigIx(
      createNoopSigner(kitAddress(owner)),
      kitAddress(market),
      kitAddress(reserve),
      mode,
      value,
      programAddress,
    );
    const ours = updateReserveConfigInstruction({
      signer: owner,
      lendingMarket: market,
      reserve,
      update,
    });
    expect(fromWeb3(ours)).toEqual(fromKit(theirs));
  });

  it('passes skipConfigIntegrityValidation as the SDK does', async () => {
    const mode = new UpdateConfigMode.UpdateLoanToValuePct();
    const theirs = await updateReserveConfigIx(
      createNoopSigner(kitAddress(owner)),
      kitAddress(market),
      kitAddress(reserve),
      mode,
      RESERVE_CONFIG_UPDATER.forMode(mode).encodeItem(40),
      programAddress,
      true,
    );
    const ours = updateReserveConfigInstruction({
      signer: owner,
      lendingMarket: market,
      reserve,
      update: { mode: 'UpdateLoanToValuePct', value: 40 },
      skipConfigIntegrityValidation: true,
    });
    expect(fromWeb3(ours)).toEqual(fromKit(theirs));
  });
});

describe('update_lending_market equals klend-sdk’s for every mode the manager writes', () => {
  it.each(MARKET_CASES)('$update.mode', ({ update, mode, sdkValue }) => {
    const value = sdkValue();
    const theirs = updateLendingMarket(
      {
        mode: new BN(mode.discriminator),
        value: [...value, ...Array<number>(72 - value.length).fill(0)],
      },
      {
        lendingMarketOwner: createNoopSigner(kitAddress(owner)),
        lendingMarket: kitAddress(market),
      },
      undefined,
      programAddress,
    );
    const ours = updateLendingMarketInstruction({
      lendingMarketOwner: owner,
      lendingMarket: market,
      update,
    });
    expect(fromWeb3(ours)).toEqual(fromKit(theirs));
  });
});
