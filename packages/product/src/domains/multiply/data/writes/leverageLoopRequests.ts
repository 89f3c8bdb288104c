import type { SwapInstructions, SwapQuote, SwapQuoteParams } from '@keel/api-client';
import { createAddress, type Obligation, type Reserve } from '@keel/chain-readers';
import { amountToLamports, type Decimal } from '@keel/core-math';
import {
  collateralAmountForWithdraw,
  composeLeverageLoop,
  type LeverageDecrease,
  type LeverageIncrease,
  type LeverageStep,
  U64_MAX,
} from '@keel/lending-programs';
import {
  fetchLookupTables,
  nothingToCompare,
  PIPELINE_INSTRUCTION_OFFSET,
  programErrorRegistry,
  type SimulationCheck,
  type TransactionRequest,
  type TransactionRpc,
} from '@keel/wallet-connect';
import { fitsInOneTransaction, SETUP_NOTHING_TO_COMPARE } from '../../../../actions/setupRequests';
import { registerErrorsOnce } from '../../../lending/data/lendingWrites';
import { SWAP_PROGRAM_ERROR_COPY } from '../../../swap/data/swapErrors';
import { toInstruction } from '../../../swap/data/swapRequests';
import type { PairTag } from '../pairRow';

/**
 * Compute units of a loop sent after its set-up transaction (it cannot be simulated before the
 * set-up lands): refreshes, two lending actions, the swap and the flash loan.
 */
const LOOP_UNITS = 1_200_000;

/** The swap calls the loop needs (the API client's `swap`). */
export interface LoopSwapApi {
  quote(params: SwapQuoteParams): Promise<SwapQuote>;
  instructions(request: {
    quote: SwapQuote;
    userPublicKey: string;
    wrapAndUnwrapSol?: boolean;
  }): Promise<SwapInstructions>;
}

/** How the loop changes the position, in whole tokens. */
export type LoopChange =
  /**
   * Open, add or adjust up: the wallet's own collateral (0 to re-lever) or own debt tokens
   * (swapped with the borrowed ones), and the collateral flash-borrowed on top.
   */
  | { kind: 'increase'; ownCollateral: Decimal; ownDebt?: Decimal; flashCollateral: Decimal }
  /**
   * Adjust down or withdraw: repay this much debt with collateral swapped out of the position,
   * and take `ownCollateral` more collateral out to the wallet (withdrawing at constant leverage).
   */
  | { kind: 'decrease'; repayDebt: Decimal; ownCollateral?: Decimal }
  /** Repay all of `debt` (as last read) and withdraw everything. */
  | { kind: 'close'; debt: Decimal };

export interface LeverageLoopInput {
  wallet: string;
  tag: PairTag;
  collateral: Reserve;
  debt: Reserve;
  /** Decoded reserves of the market (the obligation's others among them). */
  reserves: readonly Reserve[];
  collateralDecimals: number;
  debtDecimals: number;
  /** The position's obligation; null opens it. */
  obligation: Obligation | null;
  setup: { userMetadata: boolean; collateralFarmState: boolean; debtFarmState: boolean };
  elevationGroup: number;
  change: LoopChange;
  slippageBps: number;
  lookupTable: string | undefined;
  swap: LoopSwapApi;
  /** Reads the lookup tables, to tell whether the set-up fits in the loop's transaction. */
  rpc: Pick<TransactionRpc, 'getAddressLookupTable'>;
  label: string;
  /** The form's preview, checked against the loop's simulation (see multiplyCheck). */
  check?: SimulationCheck;
}

/** What the flash loan costs on `amount` base units: at least one unit when there is a fee. */
export function flashFeeUnits(reserve: Reserve, amount: bigint): bigint {
  const rate = reserve.config.fees.flashLoanFee;
  if (rate.isZero()) return 0n;
  // Rounded up and one more: the program rounds its own way; the excess stays in the wallet.
  return BigInt(rate.times(amount.toString()).ceil().toFixed(0)) + 1n;
}

/** A debt read a moment ago grows by the slot: closing borrows this much more than it read. */
const CLOSE_DEBT_MARGIN = 1.001;

/**
 * The loop's amounts in base units and the swap that closes it: up, the debt that buys the flash
 * loan back (the ExactOut quote's maximum in at the user's slippage) is what is borrowed; down,
 * the collateral that buys the flash-borrowed debt back is what is withdrawn.
 */
async function loopPlan(input: LeverageLoopInput): Promise<{
  loop: LeverageIncrease | LeverageDecrease;
  quote: SwapQuote;
}> {
  const { change, collateral, debt } = input;
  const quote = (from: Reserve, to: Reserve, amount: bigint) =>
    input.swap.quote({
      inputMint: from.liquidity.mintPubkey.toBase58(),
      outputMint: to.liquidity.mintPubkey.toBase58(),
      amount: amount.toString(),
      slippageBps: input.slippageBps,
      swapMode: 'ExactOut',
    });
  const maxIn = (q: SwapQuote) => BigInt(q.otherAmountThreshold.toFixed(0));
  if (change.kind === 'increase') {
    const own = amountToLamports(change.ownCollateral, input.collateralDecimals);
    const ownDebt = amountToLamports(change.ownDebt ?? 0, input.debtDecimals);
    const flash = amountToLamports(change.flashCollateral, input.collateralDecimals);
    if (own < 0n || flash <= 0n) throw new RangeError('Enter an amount and a leverage above 1x');
    const q = await quote(debt, collateral, flash + flashFeeUnits(collateral, flash));
    // The wallet's own debt tokens pay for part of the swap; the rest is borrowed.
    const borrowDebt = maxIn(q) - ownDebt;
    if (borrowDebt <= 0n) throw new RangeError('Choose a leverage above 1x');
    return {
      quote: q,
      loop: {
        direction: 'increase',
        ownCollateral: own,
        ownDebt,
        flashCollateral: flash,
        borrowDebt,
      },
    };
  }
  const closing = change.kind === 'close';
  const debtUnits = closing
    ? BigInt(
        change.debt
          .times(10 ** input.debtDecimals)
          .times(CLOSE_DEBT_MARGIN)
          .ceil()
          .toFixed(0),
      )
    : amountToLamports(change.repayDebt, input.debtDecimals);
  if (debtUnits <= 0n) throw new RangeError('Nothing to repay');
  const q = await quote(collateral, debt, debtUnits + flashFeeUnits(debt, debtUnits));
  const toWallet = closing
    ? 0n
    : amountToLamports(change.ownCollateral ?? 0, input.collateralDecimals);
  if (toWallet < 0n) throw new RangeError('Enter an amount to withdraw');
  return {
    quote: q,
    loop: {
      direction: 'decrease',
      flashDebt: debtUnits,
      repayDebt: closing ? U64_MAX : debtUnits,
      withdrawCollateral: closing
        ? U64_MAX
        : collateralAmountForWithdraw(collateral, maxIn(q) + toWallet),
    },
  };
}

/**
 * One leverage loop as the pipeline's requests: one transaction when the set-up fits with it,
 * else the set-up first. The quote is asked when the user submits, so it is never stale.
 */
export async function leverageLoopRequests(
  input: LeverageLoopInput,
): Promise<TransactionRequest[]> {
  registerErrorsOnce();
  const { loop, quote } = await loopPlan(input);
  const swap = await input.swap.instructions({
    quote,
    userPublicKey: input.wallet,
    wrapAndUnwrapSol: false,
  });
  programErrorRegistry.register(swap.swapInstruction.programId, SWAP_PROGRAM_ERROR_COPY);
  const owner = createAddress(input.wallet);
  const compose = (instructionsBefore: number) =>
    composeLeverageLoop({
      market: input.collateral.lendingMarket,
      owner,
      obligation: input.obligation,
      newObligation: {
        tag: input.tag,
        seed1: input.collateral.liquidity.mintPubkey,
        seed2: input.debt.liquidity.mintPubkey,
      },
      collateralReserve: input.collateral,
      debtReserve: input.debt,
      reserves: input.reserves,
      loop,
      swapInstructions: [swap.swapInstruction, ...swap.otherInstructions].map(toInstruction),
      elevationGroup: input.elevationGroup,
      userMetadataExists: input.setup.userMetadata,
      collateralFarmStateExists: input.setup.collateralFarmState,
      debtFarmStateExists: input.setup.debtFarmState,
      instructionsBefore,
    });
  const tables = [
    ...(input.lookupTable ? [input.lookupTable] : []),
    ...swap.addressLookupTableAddresses,
  ].map((address) => createAddress(address));
  const withTables = tables.length > 0 ? { lookupTableAddresses: tables } : {};
  // The loop's own transaction is checked; after a separate set-up it cannot be simulated.
  const check = input.check ? { check: input.check } : {};
  const draft = compose(PIPELINE_INSTRUCTION_OFFSET);
  const together = compose(PIPELINE_INSTRUCTION_OFFSET + draft.setup.length);
  const all = [...together.setup, ...together.action].map(instructionOf);
  const tableAccounts =
    draft.setup.length === 0
      ? []
      : [...(await fetchLookupTables(input.rpc, tables, input.label)).values()];
  if (draft.setup.length === 0 || fitsInOneTransaction(owner, all, tableAccounts)) {
    return [{ label: input.label, instructions: all, ...withTables, ...check }];
  }
  return [
    {
      label: `Set up: ${input.label}`,
      instructions: draft.setup.map(instructionOf),
      check: nothingToCompare(SETUP_NOTHING_TO_COMPARE),
    },
    {
      label: input.label,
      instructions: draft.action.map(instructionOf),
      computeUnitLimit: LOOP_UNITS,
      ...withTables,
      ...check,
    },
  ];
}

const instructionOf = (step: LeverageStep) => step.instruction;
