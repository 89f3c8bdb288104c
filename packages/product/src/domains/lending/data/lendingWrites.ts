import { createAddress } from '@keel/chain-readers';
import { amountToLamports, inputDecimalsFor, truncateToDecimals } from '@keel/core-math';
import {
  collateralAmountForWithdraw,
  composeLendingAction,
  type LendingActionRequest,
  registerLendingProgramErrors,
  U64_MAX,
} from '@keel/lending-programs';
import { programErrorRegistry, type TransactionRequest } from '@keel/wallet-connect';
import type Decimal from 'decimal.js';
import { withSetup } from '../../../actions/setupRequests';
import type { LendingActionData } from './actionData';
import type { LendingAction } from './actionLimits';
import { lendingActionCheck } from './lendingCheck';

/** A repay of the whole debt may send "all" when the wallet holds this much more than the debt. */
const REPAY_ALL_MARGIN = 1.001;

export interface LendingActionRequestsInput {
  action: LendingAction;
  /** Whole tokens, as typed (already within the form's limits). */
  amount: Decimal;
  label: string;
  data: LendingActionData;
}

/**
 * A position as the form's Max offers it: truncated to the field's decimals (2 for stablecoins),
 * so Max of a debt of 100.000033 USDS reads 100 and still means "all of it".
 */
function asTyped(data: LendingActionData, amount: Decimal | undefined): Decimal | undefined {
  return amount === undefined ? undefined : truncateToDecimals(amount, inputDecimalsFor(data.view));
}

function supplied(data: LendingActionData): Decimal | undefined {
  return data.obligation?.deposits.find((d) => d.reserve === data.view.address)?.amount;
}

function borrowed(data: LendingActionData): Decimal | undefined {
  return data.obligation?.borrows.find((b) => b.reserve === data.view.address)?.amount;
}

/**
 * The program request for the typed amount. Withdrawing the whole position or repaying the whole
 * debt sends "all" (u64::MAX), so interest accrued since the last read is included and no dust is
 * left behind.
 */
function actionRequest(input: LendingActionRequestsInput): LendingActionRequest {
  const { data, amount } = input;
  const reserve = data.reserve;
  const lamports = amountToLamports(amount, data.view.decimals);
  switch (input.action) {
    case 'supply':
      return { kind: 'deposit', reserve, amount: lamports };
    case 'borrow':
      return { kind: 'borrow', reserve, amount: lamports };
    case 'withdraw': {
      const all = asTyped(data, supplied(data))?.lte(amount) ?? false;
      return {
        kind: 'withdraw',
        reserve,
        collateralAmount: all ? U64_MAX : collateralAmountForWithdraw(reserve, lamports),
      };
    }
    case 'repay': {
      const debt = borrowed(data);
      const all = asTyped(data, debt)?.lte(amount) ?? false;
      if (!debt || !all || data.walletBalance.lt(debt.times(REPAY_ALL_MARGIN))) {
        return { kind: 'repay', reserve, amount: lamports };
      }
      const wrap = amountToLamports(debt.times(REPAY_ALL_MARGIN), data.view.decimals);
      return { kind: 'repay', reserve, amount: U64_MAX, wrapLamports: wrap };
    }
  }
}

let errorsRegistered = false;

/** The programs' error copy joins the pipeline's registry with the first lending write. */
export function registerErrorsOnce(): void {
  if (errorsRegistered) return;
  registerLendingProgramErrors(programErrorRegistry);
  errorsRegistered = true;
}

/** The transactions of one lending action, set-up first (in the same one when it fits). */
export function lendingActionRequests(input: LendingActionRequestsInput): TransactionRequest[] {
  registerErrorsOnce();
  const { data } = input;
  const owner = createAddress(data.wallet);
  const request = actionRequest(input);
  const composed = composeLendingAction({
    market: { address: data.reserve.lendingMarket },
    owner,
    obligation: data.obligationAccount,
    reserves: data.market.reserves,
    action: request,
    userMetadataExists: data.setup.userMetadata,
    obligationFarmExists:
      input.action === 'supply' || input.action === 'withdraw'
        ? data.setup.collateralFarmState
        : data.setup.debtFarmState,
  });
  const requests = withSetup({
    payer: owner,
    label: input.label,
    setup: composed.setup.map((step) => step.instruction),
    action: composed.action.map((step) => step.instruction),
    ...(data.lookupTable ? { lookupTableAddresses: [createAddress(data.lookupTable)] } : {}),
  });
  // The action is the last transaction; its simulation checks the preview the form showed.
  const action = requests.at(-1);
  if (action)
    action.check = lendingActionCheck(input.action, input.amount, data, sendsAll(request));
  return requests;
}

/** Whether the request moves the whole position (u64::MAX), which leaves nothing behind. */
function sendsAll(request: LendingActionRequest): boolean {
  return (
    (request.kind === 'withdraw' && request.collateralAmount === U64_MAX) ||
    (request.kind === 'repay' && request.amount === U64_MAX)
  );
}
