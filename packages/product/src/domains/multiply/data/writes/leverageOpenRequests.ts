import type { SwapInstructions, SwapQuote, SwapQuoteParams } from '@keel/api-client';
import type { Obligation, Reserve } from '@keel/chain-readers';
import { amountToLamports, type Decimal } from '@keel/core-math';
import { composeLeverageLoop, type LeverageStep } from '@keel/lending-programs';
import { programErrorRegistry, type TransactionRequest } from '@keel/wallet-connect';
import { PublicKey } from '@solana/web3.js';
import { fitsInOneTransaction } from '../../../../actions/setupRequests';
import { registerErrorsOnce } from '../../../lending/data/lendingWrites';
import { SWAP_PROGRAM_ERROR_COPY } from '../../../swap/data/swapErrors';
import { toInstruction } from '../../../swap/data/swapRequests';
import type { PairTag } from '../pairRow';

/** The pipeline puts its two compute-budget instructions first in every transaction. */
const PIPELINE_INSTRUCTIONS = 2;
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

export interface LeverageOpenInput {
  wallet: string;
  tag: PairTag;
  collateral: Reserve;
  debt: Reserve;
  /** Decoded reserves of the market (the obligation's others among them). */
  reserves: readonly Reserve[];
  collateralDecimals: number;
  /** The position's obligation; null opens it. */
  obligation: Obligation | null;
  setup: { userMetadata: boolean; collateralFarmState: boolean; debtFarmState: boolean };
  elevationGroup: number;
  /** Whole collateral tokens the wallet puts in. */
  ownCollateral: Decimal;
  leverage: Decimal;
  slippageBps: number;
  lookupTable: string | undefined;
  swap: LoopSwapApi;
  label: string;
}

/** What the flash loan costs on `amount` base units: at least one unit when there is a fee. */
export function flashFeeUnits(reserve: Reserve, amount: bigint): bigint {
  const rate = reserve.config.fees.flashLoanFee;
  if (rate.isZero()) return 0n;
  // Rounded up and one more: the program rounds its own way; the excess stays in the wallet.
  return BigInt(rate.times(amount.toString()).ceil().toFixed(0)) + 1n;
}

/**
 * Opening (or adding to) a position at a leverage, as one loop: the wallet's collateral A and a
 * flash loan of A × (L − 1) are deposited, the debt that buys the flash loan back (at most the
 * ExactOut quote's maximum in, at the user's slippage) is borrowed and swapped, and the flash
 * loan repaid. One transaction when the set-up fits with it, else the set-up first.
 */
export async function leverageOpenRequests(
  input: LeverageOpenInput,
): Promise<TransactionRequest[]> {
  registerErrorsOnce();
  const own = amountToLamports(input.ownCollateral, input.collateralDecimals);
  const flash = amountToLamports(
    input.ownCollateral.times(input.leverage.minus(1)),
    input.collateralDecimals,
  );
  if (own <= 0n || flash <= 0n) throw new RangeError('Enter an amount and a leverage above 1x');
  const quote = await input.swap.quote({
    inputMint: input.debt.liquidity.mintPubkey.toBase58(),
    outputMint: input.collateral.liquidity.mintPubkey.toBase58(),
    amount: (flash + flashFeeUnits(input.collateral, flash)).toString(),
    slippageBps: input.slippageBps,
    swapMode: 'ExactOut',
  });
  const borrow = BigInt(quote.otherAmountThreshold.toFixed(0));
  const swap = await input.swap.instructions({
    quote,
    userPublicKey: input.wallet,
    wrapAndUnwrapSol: false,
  });
  programErrorRegistry.register(swap.swapInstruction.programId, SWAP_PROGRAM_ERROR_COPY);
  const owner = new PublicKey(input.wallet);
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
      loop: {
        direction: 'increase',
        ownCollateral: own,
        flashCollateral: flash,
        borrowDebt: borrow,
      },
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
  ].map((address) => new PublicKey(address));
  const withTables = tables.length > 0 ? { lookupTableAddresses: tables } : {};
  const draft = compose(PIPELINE_INSTRUCTIONS);
  const together = compose(PIPELINE_INSTRUCTIONS + draft.setup.length);
  const all = [...together.setup, ...together.action].map(instructionOf);
  if (draft.setup.length === 0 || fitsInOneTransaction(owner, all)) {
    return [{ label: input.label, instructions: all, ...withTables }];
  }
  return [
    { label: `Set up: ${input.label}`, instructions: draft.setup.map(instructionOf) },
    {
      label: input.label,
      instructions: draft.action.map(instructionOf),
      computeUnitLimit: LOOP_UNITS,
      ...withTables,
    },
  ];
}

const instructionOf = (step: LeverageStep) => step.instruction;
