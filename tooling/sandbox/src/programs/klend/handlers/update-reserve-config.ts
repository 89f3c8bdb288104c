import { decodeReserve, klendGlobalConfigPda, toPublicKey } from '@keel/chain-readers';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { ANCHOR_ERRORS } from '../../../chain/execution/program-error';
import { AccountBytes } from '../account-bytes';
import { field, hasOne, mutable, signer } from '../account-checks';
import { loadMarket, loadReserve, writeData } from '../actions/action-accounts';
import { anchorFailure, klendError, notEmulated, panic } from '../anchor-errors';
import { LAST_UPDATE, RESERVE } from '../layout-offsets';
import { reserveConfigProblem } from '../reserve-config-validation';

/** Offset of ReserveConfig in a Reserve (LAYOUTS §2.2). */
const CONFIG = 4856;

/** Where each emulated mode writes its value in the config, and how many bytes it reads. */
const MODE_FIELDS: Readonly<Record<string, readonly { at: number; size: number }[]>> = {
  UpdateLoanToValuePct: [{ at: 16, size: 1 }],
  UpdateMaxLiquidationBonusBps: [{ at: 20, size: 2 }],
  UpdateLiquidationThresholdPct: [{ at: 17, size: 1 }],
  UpdateProtocolLiquidationFee: [{ at: 15, size: 1 }],
  UpdateProtocolTakeRate: [{ at: 14, size: 1 }],
  UpdateFeesOriginationFee: [{ at: 40, size: 8 }],
  UpdateFeesFlashLoanFee: [{ at: 48, size: 8 }],
  UpdateDepositLimit: [{ at: 160, size: 8 }],
  UpdateBorrowLimit: [{ at: 168, size: 8 }],
  UpdateBorrowRateCurve: [{ at: 64, size: 88 }],
  // Capacity, then interval length (the running total and interval start stay).
  UpdateDepositWithdrawalCap: [
    { at: 560, size: 8 },
    { at: 584, size: 8 },
  ],
  UpdateDebtWithdrawalCap: [
    { at: 592, size: 8 },
    { at: 616, size: 8 },
  ],
  UpdateBadDebtLiquidationBonusBps: [{ at: 22, size: 2 }],
  UpdateMinLiquidationBonusBps: [{ at: 18, size: 2 }],
  UpdateBorrowFactor: [{ at: 152, size: 8 }],
  UpdateReserveStatus: [{ at: 0, size: 1 }],
  UpdateBlockBorrowingAboveUtilizationPct: [{ at: 645, size: 1 }],
};

const RESERVE_STATUS_COUNT = 3;

/**
 * update_reserve_config: the market owner sets one field of a reserve's configuration. Accounts
 * as the program checks them (signer, the `global_config` PDA, the market, the reserve of that
 * market, writable); a signer other than the owner is InvalidSigner. The new configuration is
 * validated as a whole (validate_reserve_config → InvalidConfig) unless the caller skips it, and
 * the reserve is marked stale.
 */
export function updateReserveConfig(
  context: InstructionContext,
  mode: string,
  value: Uint8Array,
  skipValidation: boolean,
): void {
  const owner = field(context, 'signer');
  signer(owner, 'signer');
  const globalConfig = field(context, 'global_config');
  const expected = klendGlobalConfigPda(context.programId).address;
  if (!globalConfig.address.equals(toPublicKey(expected))) {
    throw anchorFailure(ANCHOR_ERRORS.ConstraintSeeds, {
      account: 'global_config',
      pubkeys: [globalConfig.address, toPublicKey(expected)],
    });
  }
  const market = loadMarket(context);
  const reserve = loadReserve(context, 'reserve');
  mutable(reserve.meta, 'reserve');
  hasOne(reserve.value.lendingMarket, market.meta.address, 'reserve');
  if (!owner.address.equals(toPublicKey(market.value.market.lendingMarketOwner))) {
    throw klendError('InvalidSigner', { source: 'handlers/handler_update_reserve_config.rs:41' });
  }

  const fields = MODE_FIELDS[mode];
  if (fields === undefined) notEmulated(`klend updateReserveConfig mode ${mode}`);
  const needed = fields.reduce((total, f) => total + f.size, 0);
  if (value.length < needed) {
    panic(`range end index ${needed} out of range for slice of length ${value.length}`);
  }
  if (mode === 'UpdateReserveStatus' && (value[0] ?? 0) >= RESERVE_STATUS_COUNT) {
    panic('called `Result::unwrap()` on an `Err` value: InvalidReserveStatus');
  }
  const isCap = mode === 'UpdateDepositWithdrawalCap' || mode === 'UpdateDebtWithdrawalCap';
  if (isCap && (value[7] ?? 0) >= 0x80) {
    // The capacity is read as u64 and converted to the stored i64 with unwrap().
    panic('called `Result::unwrap()` on an `Err` value: TryFromIntError(())');
  }
  const bytes = new AccountBytes(reserve.state.data);
  let read = 0;
  for (const { at, size } of fields) {
    bytes.data.set(value.subarray(read, read + size), CONFIG + at);
    read += size;
  }
  context.log(
    `Program log: Updating reserve ${reserve.meta.address.toBase58()} config with mode ${mode}`,
  );

  if (!skipValidation) {
    const updated = decodeReserve(reserve.meta.address, { ...reserve.state, data: bytes.data });
    const problem = reserveConfigProblem(updated.config, market.value.market.elevationGroups);
    if (problem !== null) {
      context.log(`Program log: ${problem}`);
      throw klendError('InvalidConfig', { source: 'state/reserve.rs:1352' });
    }
  }
  bytes.setU8(RESERVE.lastUpdate + LAST_UPDATE.stale, 1);
  writeData(context, reserve, bytes.data);
}
