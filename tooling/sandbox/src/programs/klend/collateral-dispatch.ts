import type { InstructionContext } from '../../chain/execution/instruction-context';
import {
  depositLiquidityAndCollateralV1,
  depositLiquidityAndCollateralV2,
} from './handlers/deposit-liquidity-and-collateral';
import {
  depositObligationCollateralV1,
  depositObligationCollateralV2,
} from './handlers/deposit-obligation-collateral';
import { depositReserveLiquidityHandler } from './handlers/deposit-reserve-liquidity';
import { redeemReserveCollateralHandler } from './handlers/redeem-reserve-collateral';
import { withdrawAndRedeemV1, withdrawAndRedeemV2 } from './handlers/withdraw-and-redeem';
import {
  withdrawObligationCollateralV1,
  withdrawObligationCollateralV2,
} from './handlers/withdraw-obligation-collateral';
import { decodeKlendArgs, type KlendInstructionName } from './instructions';

/** The cToken and collateral actions emulated; false when `name` is not one of them. */
export function dispatchCollateralAction(
  context: InstructionContext,
  name: KlendInstructionName,
): boolean {
  const { data } = context;
  switch (name) {
    case 'depositReserveLiquidity':
      depositReserveLiquidityHandler(context, decodeKlendArgs(name, data).liquidityAmount);
      return true;
    case 'redeemReserveCollateral':
      redeemReserveCollateralHandler(context, decodeKlendArgs(name, data).collateralAmount);
      return true;
    case 'depositObligationCollateral':
      depositObligationCollateralV1(context, decodeKlendArgs(name, data).collateralAmount);
      return true;
    case 'depositObligationCollateralV2':
      depositObligationCollateralV2(context, decodeKlendArgs(name, data).collateralAmount);
      return true;
    case 'withdrawObligationCollateral':
      withdrawObligationCollateralV1(context, decodeKlendArgs(name, data).collateralAmount);
      return true;
    case 'withdrawObligationCollateralV2':
      withdrawObligationCollateralV2(context, decodeKlendArgs(name, data).collateralAmount);
      return true;
    case 'depositReserveLiquidityAndObligationCollateral':
      depositLiquidityAndCollateralV1(context, decodeKlendArgs(name, data).liquidityAmount);
      return true;
    case 'depositReserveLiquidityAndObligationCollateralV2':
      depositLiquidityAndCollateralV2(context, decodeKlendArgs(name, data).liquidityAmount);
      return true;
    case 'withdrawObligationCollateralAndRedeemReserveCollateral':
      withdrawAndRedeemV1(context, decodeKlendArgs(name, data).collateralAmount);
      return true;
    case 'withdrawObligationCollateralAndRedeemReserveCollateralV2':
      withdrawAndRedeemV2(context, decodeKlendArgs(name, data).collateralAmount);
      return true;
    default:
      return false;
  }
}
