import { KLEND_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import type {
  InstructionContext,
  InstructionView,
} from '../../../chain/execution/instruction-context';
import { ANCHOR_ERRORS } from '../../../chain/execution/program-error';
import { anchorFailure, klendError, panic } from '../anchor-errors';
import { KLEND_INSTRUCTIONS } from '../instruction-table';
import { RESERVE } from '../layout-offsets';
import type { ReserveAccount } from '../reserve-account';

/*
 * `check_refresh` (utils/refresh_ix_utils.rs), which the V1 actions run first: through the
 * instructions sysvar, the instructions right before this one must refresh the reserve(s), then
 * the obligation, then each reserve farm the action touches, and the same farm refreshes must
 * follow it. V2 actions refresh the farms themselves by CPI instead.
 */

const SOURCE = 'utils/refresh_ix_utils.rs';

export type FarmKind = 'Collateral' | 'Debt';

type RequiredKind = 'RefreshReserve' | 'RefreshObligation' | 'RefreshFarmsForObligationForReserve';

interface RequiredIx {
  kind: RequiredKind;
  accounts: Array<[PublicKey, number]>;
}

const DISCRIMINATOR: Record<RequiredKind, string> = {
  RefreshReserve: KLEND_INSTRUCTIONS.refreshReserve.discriminator,
  RefreshObligation: KLEND_INSTRUCTIONS.refreshObligation.discriminator,
  RefreshFarmsForObligationForReserve:
    KLEND_INSTRUCTIONS.refreshObligationFarmsForReserve.discriminator,
};

/** The reserve's farm of this kind; the default key when it has none. */
export function farmOf(reserve: ReserveAccount, kind: FarmKind): PublicKey {
  return reserve.bytes.pubkey(kind === 'Collateral' ? RESERVE.farmCollateral : RESERVE.farmDebt);
}

const debug = (ix: RequiredIx) =>
  `RequiredIx { kind: ${ix.kind}, accounts: [${ix.accounts.map(([key, i]) => `(${key.toBase58()}, ${i})`).join(', ')}] }`;

/** `sol_log_compute_units()`. */
export function logComputeUnits(context: InstructionContext): void {
  context.logLine(`Program consumption: ${context.budget - context.consumed} units remaining`);
}

/** `is_forbidden_cpi_call`: klend must be the top-level instruction (no whitelisted caller here). */
export function checkCpiCall(context: InstructionContext, line: number): void {
  const current = context.instructions[context.index];
  const topLevel = current?.programId.equals(toPublicKey(KLEND_PROGRAM_ID)) === true;
  if (!topLevel || context.stackHeight > 1) {
    context.log('Instruction was called via CPI!');
    throw klendError('CpiDisabled', { source: `${SOURCE}:${line}` });
  }
}

function checkIxns(context: InstructionContext, required: RequiredIx[], pre: boolean): void {
  required.forEach((requiredIx, i) => {
    const offset = pre ? context.index - (i + 1) : context.index + (i + 1);
    if (offset < 0) {
      context.log(`current_idx: ${context.index}, i: ${i}, required_ix ${debug(requiredIx)}`);
      throw klendError('IncorrectInstructionInPosition', { source: `${SOURCE}:78` });
    }
    const ix: InstructionView | undefined = context.instructions[offset];
    if (ix === undefined) throw klendError('IncorrectInstructionInPosition');
    if (ix.data.length < 8) {
      panic(
        `range end index 8 out of range for slice of length ${ix.data.length}`,
        `${SOURCE}:95:70`,
      );
    }
    if (!ix.programId.equals(toPublicKey(KLEND_PROGRAM_ID))) {
      throw anchorFailure(ANCHOR_ERRORS.RequireKeysEqViolated, {
        source: `${SOURCE}:98`,
        pubkeys: [ix.programId, toPublicKey(KLEND_PROGRAM_ID)],
      });
    }
    const head = Buffer.from(ix.data.subarray(0, 8)).toString('hex');
    if (head !== DISCRIMINATOR[requiredIx.kind]) {
      required.forEach((r, k) => {
        context.log(`Required ix: ${k} ${debug(r)}`);
      });
      throw klendError('IncorrectInstructionInPosition', { source: `${SOURCE}:108` });
    }
    for (const [key, index] of requiredIx.accounts) {
      const meta = ix.accounts[index];
      if (meta === undefined) throw klendError('IncorrectInstructionInPosition');
      if (!meta.address.equals(key)) {
        throw anchorFailure(ANCHOR_ERRORS.RequireKeysEqViolated, {
          source: `${SOURCE}:115`,
          pubkeys: [meta.address, key],
        });
      }
    }
  });
}

/** `check_refresh` for an action on one or two reserves (`check_refresh_ixs!`). */
export function checkRefresh(
  context: InstructionContext,
  reserves: ReadonlyArray<{ reserve: ReserveAccount; kind: FarmKind }>,
  obligation: PublicKey,
): void {
  context.log('Beginning check_refresh');
  logComputeUnits(context);
  checkCpiCall(context, 65);
  const [first, second] = reserves;
  const sameTwice =
    reserves.length === 2 &&
    first !== undefined &&
    second?.reserve.address.equals(first.reserve.address);
  const refreshCount = sameTwice ? reserves.length - 1 : reserves.length;
  const pre: RequiredIx[] = reserves
    .slice(0, refreshCount)
    .map(({ reserve }) => ({ kind: 'RefreshReserve', accounts: [[reserve.address, 0]] }));
  pre.push({ kind: 'RefreshObligation', accounts: [[obligation, 1]] });
  const post: RequiredIx[] = [];
  for (const { reserve, kind } of reserves) {
    const farm = farmOf(reserve, kind);
    if (farm.equals(PublicKey.default)) continue;
    const farmIx: RequiredIx = {
      kind: 'RefreshFarmsForObligationForReserve',
      accounts: [
        [reserve.address, 3],
        [obligation, 1],
        [farm, 4],
      ],
    };
    pre.push(farmIx);
    post.push(farmIx);
  }
  pre.reverse();
  checkIxns(context, pre, true);
  checkIxns(context, post, false);
  context.log('Finished check_refresh');
  logComputeUnits(context);
}
