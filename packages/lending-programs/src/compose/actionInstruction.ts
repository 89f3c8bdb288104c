import { type Address, accountMeta, referrerTokenStatePda } from '@keel/chain-readers';
import type { AccountMeta, TransactionInstruction } from '@solana/web3.js';
import {
  borrowObligationLiquidityInstruction,
  borrowObligationLiquidityV2Instruction,
} from '../klend/borrowInstructions';
import {
  depositReserveLiquidityAndObligationCollateralInstruction,
  depositReserveLiquidityAndObligationCollateralV2Instruction,
} from '../klend/depositInstructions';
import {
  repayObligationLiquidityInstruction,
  repayObligationLiquidityV2Instruction,
} from '../klend/repayInstructions';
import {
  withdrawObligationCollateralAndRedeemReserveCollateralInstruction,
  withdrawObligationCollateralAndRedeemReserveCollateralV2Instruction,
} from '../klend/withdrawInstructions';
import type { LendingActionAddresses } from './addresses';
import type { LendingActionRequest, LendingObligation } from './lendingInputs';

export type KlendInstructionVersion = 'v1' | 'v2';

export interface ActionContext {
  market: Address;
  owner: Address;
  obligation: LendingObligation | null;
  addresses: LendingActionAddresses;
  version: KlendInstructionVersion;
  /** The obligation's referrer (borrows then pay it a fee through its token state). */
  referrer: Address | null;
  klendProgramId: Address;
  farmsProgramId: Address;
}

/**
 * In an elevation group the program checks the group against every deposit: the SDK passes the
 * deposit reserves after borrow and repay, and so do we.
 */
function elevationGroupDeposits(obligation: LendingObligation | null): AccountMeta[] {
  if (obligation === null || obligation.elevationGroup === 0) return [];
  return obligation.deposits.map((d) => accountMeta(d.depositReserve, 'w'));
}

const farmsAccounts = (ctx: ActionContext) => ({
  obligationFarmUserState: ctx.addresses.obligationFarm?.userState ?? null,
  reserveFarmState: ctx.addresses.obligationFarm?.farm ?? null,
});

/** The klend instruction of the action itself, V1 or V2. */
export function lendingActionInstruction(
  action: LendingActionRequest,
  ctx: ActionContext,
): TransactionInstruction {
  const { reserve } = action;
  const common = {
    owner: ctx.owner,
    obligation: ctx.addresses.obligation,
    lendingMarket: ctx.market,
  };
  const programId = ctx.klendProgramId;
  const v2 = ctx.version === 'v2';
  switch (action.kind) {
    case 'deposit': {
      const accounts = {
        ...common,
        lendingMarketAuthority: ctx.addresses.lendingMarketAuthority,
        reserve: reserve.address,
        reserveLiquidityMint: reserve.liquidity.mintPubkey,
        reserveLiquiditySupply: reserve.liquidity.supplyVault,
        reserveCollateralMint: reserve.collateral.mintPubkey,
        reserveDestinationDepositCollateral: reserve.collateral.supplyVault,
        userSourceLiquidity: ctx.addresses.userLiquidityAccount,
        placeholderUserDestinationCollateral: null,
        liquidityTokenProgram: reserve.liquidity.tokenProgram,
      };
      const args = { liquidityAmount: action.amount };
      return v2
        ? depositReserveLiquidityAndObligationCollateralV2Instruction({
            accounts: {
              depositAccounts: accounts,
              farmsAccounts: farmsAccounts(ctx),
              farmsProgram: ctx.farmsProgramId,
            },
            args,
            programId,
          })
        : depositReserveLiquidityAndObligationCollateralInstruction({ accounts, args, programId });
    }
    case 'withdraw': {
      const accounts = {
        ...common,
        lendingMarketAuthority: ctx.addresses.lendingMarketAuthority,
        withdrawReserve: reserve.address,
        reserveLiquidityMint: reserve.liquidity.mintPubkey,
        reserveSourceCollateral: reserve.collateral.supplyVault,
        reserveCollateralMint: reserve.collateral.mintPubkey,
        reserveLiquiditySupply: reserve.liquidity.supplyVault,
        userDestinationLiquidity: ctx.addresses.userLiquidityAccount,
        placeholderUserDestinationCollateral: null,
        liquidityTokenProgram: reserve.liquidity.tokenProgram,
      };
      const args = { collateralAmount: action.collateralAmount };
      return v2
        ? withdrawObligationCollateralAndRedeemReserveCollateralV2Instruction({
            accounts: {
              withdrawAccounts: accounts,
              farmsAccounts: farmsAccounts(ctx),
              farmsProgram: ctx.farmsProgramId,
            },
            args,
            programId,
          })
        : withdrawObligationCollateralAndRedeemReserveCollateralInstruction({
            accounts,
            args,
            programId,
          });
    }
    case 'borrow': {
      const accounts = {
        ...common,
        lendingMarketAuthority: ctx.addresses.lendingMarketAuthority,
        borrowReserve: reserve.address,
        borrowReserveLiquidityMint: reserve.liquidity.mintPubkey,
        reserveSourceLiquidity: reserve.liquidity.supplyVault,
        borrowReserveLiquidityFeeReceiver: reserve.liquidity.feeVault,
        userDestinationLiquidity: ctx.addresses.userLiquidityAccount,
        referrerTokenState:
          ctx.referrer === null
            ? null
            : referrerTokenStatePda(ctx.referrer, reserve.address, programId).address,
        tokenProgram: reserve.liquidity.tokenProgram,
      };
      const args = { liquidityAmount: action.amount };
      const remainingAccounts = elevationGroupDeposits(ctx.obligation);
      return v2
        ? borrowObligationLiquidityV2Instruction({
            accounts: {
              borrowAccounts: accounts,
              farmsAccounts: farmsAccounts(ctx),
              farmsProgram: ctx.farmsProgramId,
            },
            args,
            programId,
            remainingAccounts,
          })
        : borrowObligationLiquidityInstruction({ accounts, args, programId, remainingAccounts });
    }
    case 'repay': {
      const accounts = {
        ...common,
        repayReserve: reserve.address,
        reserveLiquidityMint: reserve.liquidity.mintPubkey,
        reserveDestinationLiquidity: reserve.liquidity.supplyVault,
        userSourceLiquidity: ctx.addresses.userLiquidityAccount,
        tokenProgram: reserve.liquidity.tokenProgram,
      };
      const args = { liquidityAmount: action.amount };
      const remainingAccounts = elevationGroupDeposits(ctx.obligation);
      return v2
        ? repayObligationLiquidityV2Instruction({
            accounts: {
              repayAccounts: accounts,
              farmsAccounts: farmsAccounts(ctx),
              lendingMarketAuthority: ctx.addresses.lendingMarketAuthority,
              farmsProgram: ctx.farmsProgramId,
            },
            args,
            programId,
            remainingAccounts,
          })
        : repayObligationLiquidityInstruction({ accounts, args, programId, remainingAccounts });
    }
  }
}
