import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { programFailure } from '../../test-support/program-failure';
import { KLEND_ERRORS } from './errors';
import {
  decodeKlendArgs,
  decodeKlendInstruction,
  KLEND_INSTRUCTION_ACCOUNTS,
  KLEND_INSTRUCTIONS,
  klendInstructionData,
  klendInstructionName,
} from './instructions';

const u64 = (value: bigint) => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(value);
  return [...bytes];
};

describe('klend instruction decoding', () => {
  it('decodes InitObligationArgs (tag, id) after the discriminator', () => {
    const data = klendInstructionData('initObligation', Uint8Array.of(2, 5));
    expect(data.subarray(0, 8).toString('hex')).toBe('fb0ae74c1b0b9f60');
    expect(decodeKlendInstruction(data)).toEqual({
      name: 'initObligation',
      args: { args: { tag: 2, id: 5 } },
    });
  });

  it('decodes u64 / u8 / publicKey arguments of the lending instructions', () => {
    const liquidate = klendInstructionData(
      'liquidateObligationAndRedeemReserveCollateralV2',
      Uint8Array.from([...u64(1_000n), ...u64(990n), ...u64(0n)]),
    );
    expect(decodeKlendArgs('liquidateObligationAndRedeemReserveCollateralV2', liquidate)).toEqual({
      liquidityAmount: 1_000n,
      minAcceptableReceivedLiquidityAmount: 990n,
      maxAllowedLtvOverridePercent: 0n,
    });
    const repay = klendInstructionData(
      'flashRepayReserveLiquidity',
      Uint8Array.from([...u64(7n), 3]),
    );
    expect(decodeKlendArgs('flashRepayReserveLiquidity', repay)).toEqual({
      liquidityAmount: 7n,
      borrowInstructionIndex: 3,
    });
    const table = PublicKey.unique();
    const metadata = klendInstructionData('initUserMetadata', table.toBytes());
    expect(decodeKlendArgs('initUserMetadata', metadata).userLookupTable.equals(table)).toBe(true);
    const group = klendInstructionData('requestElevationGroup', Uint8Array.of(2));
    expect(decodeKlendArgs('requestElevationGroup', group)).toEqual({ elevationGroup: 2 });
    for (const name of [
      'depositReserveLiquidity',
      'redeemReserveCollateral',
      'depositObligationCollateral',
      'depositObligationCollateralV2',
      'withdrawObligationCollateral',
      'withdrawObligationCollateralV2',
      'borrowObligationLiquidity',
      'borrowObligationLiquidityV2',
      'repayObligationLiquidity',
      'repayObligationLiquidityV2',
      'depositReserveLiquidityAndObligationCollateral',
      'depositReserveLiquidityAndObligationCollateralV2',
      'withdrawObligationCollateralAndRedeemReserveCollateral',
      'withdrawObligationCollateralAndRedeemReserveCollateralV2',
      'flashBorrowReserveLiquidity',
    ] as const) {
      const decoded = decodeKlendInstruction(klendInstructionData(name, Uint8Array.from(u64(42n))));
      expect(decoded.name).toBe(name);
      expect(Object.values(decoded.args)).toEqual([42n]);
    }
    for (const name of [
      'initObligationFarmsForReserve',
      'refreshObligationFarmsForReserve',
    ] as const) {
      expect(decodeKlendArgs(name, klendInstructionData(name, Uint8Array.of(1)))).toEqual({
        mode: 1,
      });
    }
  });

  it('decodes enums, bytes and bools, and ignores trailing bytes as Anchor does', () => {
    const data = klendInstructionData(
      'updateReserveConfig',
      Uint8Array.from([1, 2, 0, 0, 0, 9, 8, 1, 0xff]),
    );
    const args = decodeKlendArgs('updateReserveConfig', data);
    expect(args.mode).toEqual({ variant: 'UpdateMaxLiquidationBonusBps', fields: [] });
    expect([...args.value]).toEqual([9, 8]);
    expect(args.skipConfigIntegrityValidation).toBe(true);
  });

  it('fails as Anchor 0.29 does: missing, unknown, short or malformed data', () => {
    const missing = programFailure(() => klendInstructionName(Uint8Array.of(1, 2, 3)));
    expect(missing.error).toEqual({ Custom: 100 });
    expect(missing.logs).toEqual([
      'Program log: AnchorError occurred. Error Code: InstructionMissing. Error Number: 100. Error Message: 8 byte instruction identifier not provided.',
    ]);
    expect(programFailure(() => klendInstructionName(new Uint8Array(8))).error).toEqual({
      Custom: 101,
    });
    const short = klendInstructionData('borrowObligationLiquidity', Uint8Array.of(1, 2, 3));
    expect(programFailure(() => decodeKlendInstruction(short)).error).toEqual({ Custom: 102 });
    const badBool = klendInstructionData('refreshReservesBatch', Uint8Array.of(2));
    expect(programFailure(() => decodeKlendInstruction(badBool)).error).toEqual({ Custom: 102 });
    const badVariant = klendInstructionData('updateGlobalConfig', Uint8Array.of(9, 0, 0, 0, 0));
    expect(programFailure(() => decodeKlendInstruction(badVariant)).error).toEqual({ Custom: 102 });
  });

  it('knows a discriminator for every instruction, all distinct', () => {
    const discriminators = Object.values(KLEND_INSTRUCTIONS).map((ix) => ix.discriminator);
    expect(new Set(discriminators).size).toBe(discriminators.length);
    for (const [name, ix] of Object.entries(KLEND_INSTRUCTIONS)) {
      expect(klendInstructionName(Buffer.from(ix.discriminator, 'hex'))).toBe(name);
    }
  });
});

describe('klend account tables', () => {
  it('flattens V2 groups in IDL order', () => {
    expect(KLEND_INSTRUCTION_ACCOUNTS.depositObligationCollateralV2.map((a) => a.name)).toEqual([
      'depositAccounts.owner',
      'depositAccounts.obligation',
      'depositAccounts.lendingMarket',
      'depositAccounts.depositReserve',
      'depositAccounts.reserveDestinationCollateral',
      'depositAccounts.userSourceCollateral',
      'depositAccounts.tokenProgram',
      'depositAccounts.instructionSysvarAccount',
      'lendingMarketAuthority',
      'farmsAccounts.obligationFarmUserState',
      'farmsAccounts.reserveFarmState',
      'farmsProgram',
    ]);
    expect(KLEND_INSTRUCTION_ACCOUNTS.refreshReserve).toEqual([
      { name: 'reserve', writable: true, signer: false, optional: false },
      { name: 'lendingMarket', writable: false, signer: false, optional: false },
      { name: 'pythOracle', writable: false, signer: false, optional: true },
      { name: 'switchboardPriceOracle', writable: false, signer: false, optional: true },
      { name: 'switchboardTwapOracle', writable: false, signer: false, optional: true },
      { name: 'scopePrices', writable: false, signer: false, optional: true },
    ]);
    const liquidation = KLEND_INSTRUCTION_ACCOUNTS.liquidateObligationAndRedeemReserveCollateralV2;
    expect(
      liquidation.filter((a) => a.name.endsWith('.obligationFarmUserState')).map((a) => a.name),
    ).toEqual([
      'collateralFarmsAccounts.obligationFarmUserState',
      'debtFarmsAccounts.obligationFarmUserState',
    ]);
  });

  it('has klend’s error codes', () => {
    expect(KLEND_ERRORS.ReserveStale).toEqual({
      code: 6009,
      name: 'ReserveStale',
      msg: 'Reserve state needs to be refreshed',
    });
    expect(Object.keys(KLEND_ERRORS)).toHaveLength(144);
  });
});
