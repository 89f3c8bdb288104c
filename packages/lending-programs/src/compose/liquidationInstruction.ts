import { accountMeta } from '@keel/chain-readers';
import type { AccountMeta, TransactionInstruction } from '@solana/web3.js';
import {
  liquidateObligationAndRedeemReserveCollateralInstruction,
  liquidateObligationAndRedeemReserveCollateralV2Instruction,
} from '../klend/liquidateInstructions';
import type { LiquidationPlan, ObligationFarm } from './liquidationInputs';

/**
 * In an elevation group the program updates the group's debt trackers of every deposit: the SDK
 * passes the deposit reserves after the liquidation's accounts then, and so do we.
 */
function groupDepositReserves(plan: LiquidationPlan): AccountMeta[] {
  const { obligation } = plan.input;
  if (obligation.elevationGroup === 0) return [];
  return obligation.deposits.map((d) => accountMeta(d.depositReserve, 'w'));
}

const farmsAccounts = (farm: ObligationFarm | null) => ({
  obligationFarmUserState: farm?.userState ?? null,
  reserveFarmState: farm?.farm ?? null,
});

/** liquidate_obligation_and_redeem_reserve_collateral, V1 or V2. */
export function liquidationInstruction(plan: LiquidationPlan): TransactionInstruction {
  const { input, addresses } = plan;
  const { repayReserve: repay, withdrawReserve: withdraw } = input;
  const accounts = {
    liquidator: input.liquidator,
    obligation: input.obligation.address,
    lendingMarket: input.obligation.lendingMarket,
    lendingMarketAuthority: addresses.lendingMarketAuthority,
    repayReserve: repay.address,
    repayReserveLiquidityMint: repay.liquidity.mintPubkey,
    repayReserveLiquiditySupply: repay.liquidity.supplyVault,
    withdrawReserve: withdraw.address,
    withdrawReserveLiquidityMint: withdraw.liquidity.mintPubkey,
    withdrawReserveCollateralMint: withdraw.collateral.mintPubkey,
    withdrawReserveCollateralSupply: withdraw.collateral.supplyVault,
    withdrawReserveLiquiditySupply: withdraw.liquidity.supplyVault,
    withdrawReserveLiquidityFeeReceiver: withdraw.liquidity.feeVault,
    userSourceLiquidity: addresses.repaySource,
    userDestinationCollateral: addresses.collateralDestination,
    userDestinationLiquidity: addresses.withdrawDestination,
    repayLiquidityTokenProgram: repay.liquidity.tokenProgram,
    withdrawLiquidityTokenProgram: withdraw.liquidity.tokenProgram,
  };
  const args = {
    liquidityAmount: input.amount,
    minAcceptableReceivedLiquidityAmount: input.minReceivedAmount ?? 0n,
    // The LTV override is honoured by the staging program only, for the owner: never sent.
    maxAllowedLtvOverridePercent: 0n,
  };
  const common = {
    args,
    programId: plan.klendProgramId,
    remainingAccounts: groupDepositReserves(plan),
  };
  return plan.version === 'v2'
    ? liquidateObligationAndRedeemReserveCollateralV2Instruction({
        accounts: {
          liquidationAccounts: accounts,
          collateralFarmsAccounts: farmsAccounts(addresses.collateralFarm),
          debtFarmsAccounts: farmsAccounts(addresses.debtFarm),
          farmsProgram: plan.farmsProgramId,
        },
        ...common,
      })
    : liquidateObligationAndRedeemReserveCollateralInstruction({ accounts, ...common });
}
