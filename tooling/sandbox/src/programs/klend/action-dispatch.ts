import type { InstructionContext } from '../../chain/execution/instruction-context';
import { dispatchCollateralAction } from './collateral-dispatch';
import {
  borrowObligationLiquidityV1,
  borrowObligationLiquidityV2,
} from './handlers/borrow-obligation-liquidity';
import { flashBorrowReserveLiquidity, flashRepayReserveLiquidity } from './handlers/flash-loan';
import { liquidateV1, liquidateV2 } from './handlers/liquidate-obligation';
import {
  initObligationFarmsForReserve,
  refreshObligationFarmsForReserve,
} from './handlers/obligation-farms';
import {
  repayObligationLiquidityV1,
  repayObligationLiquidityV2,
} from './handlers/repay-obligation-liquidity';
import { requestElevationGroupHandler } from './handlers/request-elevation-group';
import { decodeKlendArgs, type KlendInstructionName } from './instructions';

/** The user actions emulated so far; false when `name` is not one of them. */
export function dispatchAction(context: InstructionContext, name: KlendInstructionName): boolean {
  const { data } = context;
  switch (name) {
    case 'borrowObligationLiquidity':
      borrowObligationLiquidityV1(context, decodeKlendArgs(name, data).liquidityAmount);
      return true;
    case 'borrowObligationLiquidityV2':
      borrowObligationLiquidityV2(context, decodeKlendArgs(name, data).liquidityAmount);
      return true;
    case 'repayObligationLiquidity':
      repayObligationLiquidityV1(context, decodeKlendArgs(name, data).liquidityAmount);
      return true;
    case 'repayObligationLiquidityV2':
      repayObligationLiquidityV2(context, decodeKlendArgs(name, data).liquidityAmount);
      return true;
    case 'flashBorrowReserveLiquidity':
      flashBorrowReserveLiquidity(context, decodeKlendArgs(name, data).liquidityAmount);
      return true;
    case 'flashRepayReserveLiquidity': {
      const args = decodeKlendArgs(name, data);
      flashRepayReserveLiquidity(context, args.liquidityAmount, args.borrowInstructionIndex);
      return true;
    }
    case 'liquidateObligationAndRedeemReserveCollateral':
      liquidateV1(context, decodeKlendArgs(name, data));
      return true;
    case 'liquidateObligationAndRedeemReserveCollateralV2':
      liquidateV2(context, decodeKlendArgs(name, data));
      return true;
    case 'requestElevationGroup':
      requestElevationGroupHandler(context, decodeKlendArgs(name, data).elevationGroup);
      return true;
    case 'initObligationFarmsForReserve':
      initObligationFarmsForReserve(context, decodeKlendArgs(name, data).mode);
      return true;
    case 'refreshObligationFarmsForReserve':
      refreshObligationFarmsForReserve(context, decodeKlendArgs(name, data).mode);
      return true;
    default:
      return dispatchCollateralAction(context, name);
  }
}
