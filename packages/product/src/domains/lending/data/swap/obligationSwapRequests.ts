import type { SwapInstructions, SwapQuote, SwapQuoteParams } from '@keel/api-client';
import {
  type Address,
  type ChainQueryContext,
  createAddress,
  farmUserStatePda,
  type Obligation,
  type Reserve,
  walletAccountsExistQueryOptions,
} from '@keel/chain-readers';
import {
  type CollateralSwap,
  collateralAmountForWithdraw,
  composeObligationSwap,
  type DebtSwap,
  type ObligationSwapStep,
  U64_MAX,
} from '@keel/lending-programs';
import {
  fetchLookupTables,
  nothingToCompare,
  PIPELINE_INSTRUCTION_OFFSET,
  programErrorRegistry,
  type TransactionRequest,
  type TransactionRpc,
} from '@keel/wallet-connect';
import { fitsInOneTransaction, SETUP_NOTHING_TO_COMPARE } from '../../../../actions/setupRequests';
import { SWAP_PROGRAM_ERROR_COPY } from '../../../swap/data/swapErrors';
import { toInstruction } from '../../../swap/data/swapRequests';
import { registerErrorsOnce } from '../lendingWrites';
import { type SwapIntent, swapAmounts, swapQuoteParams } from './swapAmounts';

/** Compute units of a swap sent after its set-up (it cannot be simulated before that lands). */
const SWAP_UNITS = 1_200_000;

/** The swap calls the obligation swap needs (the API client's `swap`). */
export interface ObligationSwapApi {
  quote(params: SwapQuoteParams): Promise<SwapQuote>;
  instructions(request: {
    quote: SwapQuote;
    userPublicKey: string;
    wrapAndUnwrapSol?: boolean;
  }): Promise<SwapInstructions>;
}

export interface ObligationSwapInput {
  wallet: string;
  obligation: Obligation;
  /** Decoded reserves of the market (the obligation's among them). */
  reserves: readonly Reserve[];
  intent: SwapIntent;
  lookupTable: string | undefined;
  swap: ObligationSwapApi;
  chain: ChainQueryContext<'getMultipleAccountsInfo'>;
  rpc: Pick<TransactionRpc, 'getAddressLookupTable'>;
  label: string;
}

/** The obligation's state in the farm each action moves (collateral or debt), when it has one. */
function farmStates(input: ObligationSwapInput): (Address | null)[] {
  const { intent, obligation } = input;
  const farmOf = (reserve: Reserve) =>
    intent.side === 'collateral' ? reserve.farmCollateral : reserve.farmDebt;
  return [intent.from.reserve, intent.to.reserve].map((reserve) => {
    const farm = farmOf(reserve);
    return farm === null ? null : farmUserStatePda(farm, obligation.address).address;
  });
}

async function farmStatesExist(input: ObligationSwapInput): Promise<[boolean, boolean]> {
  const states = farmStates(input);
  const keys = states.filter((key): key is Address => key !== null);
  if (keys.length === 0) return [true, true];
  const found = await walletAccountsExistQueryOptions(
    input.chain,
    createAddress(input.wallet),
    keys,
  ).queryFn();
  let i = 0;
  const [from, to] = states.map((key) => (key === null ? true : (found[i++] ?? false)));
  return [from ?? true, to ?? true];
}

/**
 * One collateral or debt swap of an obligation as the pipeline's requests: one transaction when
 * the set-up fits with it, else the set-up first. The quote is asked when the user submits, so
 * it is never stale.
 */
export async function obligationSwapRequests(
  input: ObligationSwapInput,
): Promise<TransactionRequest[]> {
  registerErrorsOnce();
  const { intent } = input;
  const params = swapQuoteParams(intent);
  if (params === undefined) throw new RangeError('Enter an amount');
  const quote = await input.swap.quote(params);
  const amounts = swapAmounts(intent, quote);
  const swap = await input.swap.instructions({
    quote,
    userPublicKey: input.wallet,
    wrapAndUnwrapSol: false,
  });
  programErrorRegistry.register(swap.swapInstruction.programId, SWAP_PROGRAM_ERROR_COPY);
  const [fromFarmStateExists, toFarmStateExists] = await farmStatesExist(input);
  const change: CollateralSwap | DebtSwap =
    intent.side === 'collateral'
      ? {
          kind: 'collateral',
          flashAmount: amounts.flashAmount,
          withdrawCollateral: intent.all
            ? U64_MAX
            : collateralAmountForWithdraw(intent.from.reserve, amounts.fromUnits),
        }
      : {
          kind: 'debt',
          flashAmount: amounts.flashAmount,
          repayDebt: intent.all ? U64_MAX : amounts.fromUnits,
          borrowAmount: amounts.toUnits,
        };
  const owner = createAddress(input.wallet);
  const compose = (instructionsBefore: number) =>
    composeObligationSwap({
      market: input.obligation.lendingMarket,
      owner,
      obligation: input.obligation,
      fromReserve: intent.from.reserve,
      toReserve: intent.to.reserve,
      reserves: input.reserves,
      swap: change,
      swapInstructions: [swap.swapInstruction, ...swap.otherInstructions].map(toInstruction),
      fromFarmStateExists,
      toFarmStateExists,
      instructionsBefore,
    });
  const tables = [
    ...(input.lookupTable ? [input.lookupTable] : []),
    ...swap.addressLookupTableAddresses,
  ].map((address) => createAddress(address));
  const withTables = tables.length > 0 ? { lookupTableAddresses: tables } : {};
  const draft = compose(PIPELINE_INSTRUCTION_OFFSET);
  const together = compose(PIPELINE_INSTRUCTION_OFFSET + draft.setup.length);
  const all = [...together.setup, ...together.action].map(instructionOf);
  const tableAccounts = [...(await fetchLookupTables(input.rpc, tables, input.label)).values()];
  if (fitsInOneTransaction(owner, all, tableAccounts)) {
    return [{ label: input.label, instructions: all, ...withTables }];
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
      computeUnitLimit: SWAP_UNITS,
      ...withTables,
    },
  ];
}

const instructionOf = (step: ObligationSwapStep) => step.instruction;
