import {
  type Address,
  type ChainRpc,
  createAddress,
  farmUserStatePda,
  type LendingMarketState,
  type Obligation,
} from '@keel/chain-readers';
import { composeLiquidation } from '@keel/lending-programs';
import type { TransactionRequest } from '@keel/wallet-connect';
import { withSetup } from '../../../actions/setupRequests';
import { registerErrorsOnce } from './lendingWrites';

export interface LiquidationRequestsInput {
  wallet: string;
  market: LendingMarketState;
  obligation: Obligation;
  repayReserve: string;
  withdrawReserve: string;
  /** Base units of the debt token offered (within the program's limit). */
  amount: bigint;
  /** The least collateral liquidity to accept (the prediction less the slippage tolerance). */
  minReceived: bigint;
  label: string;
  lookupTable: string | undefined;
  /** Reads whether the obligation has its farm states (a farm added later has none yet). */
  rpc: Pick<ChainRpc, 'getMultipleAccountsInfo'>;
}

function reserveOf(market: LendingMarketState, address: string) {
  const reserve = market.reserves.find((r) => r.address.toBase58() === address);
  if (!reserve) throw new Error(`Reserve ${address} is not in this market`);
  return reserve;
}

/**
 * Whether the obligation has its state in the withdraw reserve's collateral farm and the repay
 * reserve's debt farm; a missing one is created in the liquidation's transaction.
 */
async function farmStatesExist(input: LiquidationRequestsInput) {
  const withdraw = reserveOf(input.market, input.withdrawReserve);
  const repay = reserveOf(input.market, input.repayReserve);
  const stateOf = (farm: Address | null) =>
    farm === null ? null : farmUserStatePda(farm, input.obligation.address).address;
  const wanted = [stateOf(withdraw.farmCollateral), stateOf(repay.farmDebt)];
  const present = wanted.filter((key): key is Address => key !== null);
  const accounts = present.length > 0 ? await input.rpc.getMultipleAccountsInfo(present) : [];
  const exists = new Map(present.map((key, i) => [key.toBase58(), accounts[i] != null]));
  const existing = (key: Address | null) => key === null || exists.get(key.toBase58()) === true;
  return { collateral: existing(wanted[0] ?? null), debt: existing(wanted[1] ?? null) };
}

/** The transactions of one liquidation by the connected wallet, set-up first when too big. */
export async function liquidationRequests(
  input: LiquidationRequestsInput,
): Promise<TransactionRequest[]> {
  registerErrorsOnce();
  const liquidator = createAddress(input.wallet);
  const farms = await farmStatesExist(input);
  const composed = composeLiquidation({
    liquidator,
    obligation: input.obligation,
    reserves: input.market.reserves,
    repayReserve: reserveOf(input.market, input.repayReserve),
    withdrawReserve: reserveOf(input.market, input.withdrawReserve),
    amount: input.amount,
    minReceivedAmount: input.minReceived,
    // The liquidator's balance was read from this account; a SOL debt is wrapped into it.
    repaySourceExists: true,
    collateralFarmStateExists: farms.collateral,
    debtFarmStateExists: farms.debt,
  });
  return withSetup({
    payer: liquidator,
    label: input.label,
    setup: composed.setup.map((step) => step.instruction),
    action: composed.action.map((step) => step.instruction),
    ...(input.lookupTable ? { lookupTableAddresses: [createAddress(input.lookupTable)] } : {}),
  });
}
