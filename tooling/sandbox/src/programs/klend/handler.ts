import { hexToBytes, KLEND_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import type { InstructionContext } from '../../chain/execution/instruction-context';
import { defineEmulatedProgram } from '../emulated-program';
import { dispatchAction } from './action-dispatch';
import { MORE_ANCHOR_ERRORS, notEmulated } from './anchor-errors';
import { initObligation } from './handlers/init-obligation';
import { initUserMetadata } from './handlers/init-user-metadata';
import { refreshObligation } from './handlers/refresh-obligation';
import { refreshReserve } from './handlers/refresh-reserve';
import { refreshReservesBatch } from './handlers/refresh-reserves-batch';
import { updateLendingMarket } from './handlers/update-lending-market';
import { updateReserveConfig } from './handlers/update-reserve-config';
import { decodeKlendArgs, KLEND_INSTRUCTIONS, type KlendInstructionName } from './instructions';

/**
 * Compute units charged per instruction: typical figures of the real program (not measured
 * against it); a refresh_obligation costs more per reserve it re-reads.
 */
const UNITS: Partial<Record<KlendInstructionName, number>> = {
  initUserMetadata: 12_000,
  initObligation: 18_000,
  refreshReserve: 25_000,
  refreshReservesBatch: 2_000,
  refreshObligation: 12_000,
  borrowObligationLiquidity: 60_000,
  borrowObligationLiquidityV2: 60_000,
  repayObligationLiquidity: 45_000,
  repayObligationLiquidityV2: 45_000,
  depositReserveLiquidity: 40_000,
  redeemReserveCollateral: 40_000,
  depositObligationCollateral: 40_000,
  depositObligationCollateralV2: 40_000,
  withdrawObligationCollateral: 50_000,
  withdrawObligationCollateralV2: 50_000,
  depositReserveLiquidityAndObligationCollateral: 70_000,
  depositReserveLiquidityAndObligationCollateralV2: 70_000,
  withdrawObligationCollateralAndRedeemReserveCollateral: 80_000,
  withdrawObligationCollateralAndRedeemReserveCollateralV2: 80_000,
  initObligationFarmsForReserve: 40_000,
  refreshObligationFarmsForReserve: 30_000,
  flashBorrowReserveLiquidity: 45_000,
  flashRepayReserveLiquidity: 45_000,
  liquidateObligationAndRedeemReserveCollateral: 110_000,
  liquidateObligationAndRedeemReserveCollateralV2: 110_000,
  requestElevationGroup: 25_000,
  updateReserveConfig: 30_000,
  updateLendingMarket: 15_000,
};
const UNITS_PER_OBLIGATION_RESERVE = 6_000;
/** A batch refresh without prices: interest accrual per reserve, no oracle reads. */
const UNITS_PER_BATCH_ACCOUNT = 4_000;
const DEFAULT_UNITS = 5_000;

/** The name Anchor logs: the handler's name in PascalCase. */
const logName = (name: KlendInstructionName) => name.charAt(0).toUpperCase() + name.slice(1);

function unitsOf(context: InstructionContext, name: KlendInstructionName): number {
  const extra =
    name === 'refreshObligation'
      ? Math.max(0, context.accounts.length - 2) * UNITS_PER_OBLIGATION_RESERVE
      : name === 'refreshReservesBatch'
        ? context.accounts.length * UNITS_PER_BATCH_ACCOUNT
        : 0;
  return (UNITS[name] ?? DEFAULT_UNITS) + extra;
}

function dispatch(context: InstructionContext, name: KlendInstructionName): void {
  const { data } = context;
  switch (name) {
    case 'initUserMetadata':
      initUserMetadata(context, decodeKlendArgs(name, data).userLookupTable);
      break;
    case 'initObligation':
      initObligation(context, decodeKlendArgs(name, data).args);
      break;
    case 'refreshReserve':
      decodeKlendArgs(name, data);
      refreshReserve(context);
      break;
    case 'refreshReservesBatch':
      refreshReservesBatch(context, decodeKlendArgs(name, data).skipPriceUpdates);
      break;
    case 'refreshObligation':
      decodeKlendArgs(name, data);
      refreshObligation(context);
      break;
    case 'updateReserveConfig': {
      const args = decodeKlendArgs(name, data);
      updateReserveConfig(
        context,
        args.mode.variant,
        args.value,
        args.skipConfigIntegrityValidation,
      );
      break;
    }
    case 'updateLendingMarket': {
      const args = decodeKlendArgs(name, data);
      updateLendingMarket(context, args.mode, args.value);
      break;
    }
    default:
      if (dispatchAction(context, name)) break;
      // Decoded first so that malformed arguments fail as the program fails on them.
      decodeKlendArgs(name, data);
      notEmulated(`klend ${name}`);
  }
}

/** Every instruction of the IDL, by the name Anchor logs; the ones not emulated fail visibly. */
const INSTRUCTIONS = Object.fromEntries(
  (Object.keys(KLEND_INSTRUCTIONS) as KlendInstructionName[]).map((name) => [
    logName(name),
    {
      discriminator: hexToBytes(KLEND_INSTRUCTIONS[name].discriminator),
      run: (context: InstructionContext) => dispatch(context, name),
      units: (context: InstructionContext) => unitsOf(context, name),
    },
  ]),
);

/**
 * Kamino Lending (klend) emulated: Anchor's dispatch (discriminator, `Instruction:` log, argument
 * decoding) and the instructions implemented so far; any other instruction fails visibly.
 */
export const klendHandler = defineEmulatedProgram({
  name: 'klend',
  programId: toPublicKey(KLEND_PROGRAM_ID),
  instructions: INSTRUCTIONS,
  errors: { instructionMissing: MORE_ANCHOR_ERRORS.InstructionMissing },
});
