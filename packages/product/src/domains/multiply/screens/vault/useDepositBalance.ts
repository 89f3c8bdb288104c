import type { Decimal, LeverageToken } from '@keel/core-math';
import { MathDecimal } from '@keel/core-math';
import { SOL_FEE_RESERVE } from '../../../lending/data/actionLimits';
import type { PairRow, PairTag } from '../../data/pairRow';
import { useOpenPositionContext } from '../../data/writes/useOpenPositionContext';

/**
 * The connected wallet's balance of the deposit token and the most it can put in: all of it, less
 * the SOL kept for fees when the token is native SOL. Undefined until the wallet's side loads.
 */
export function useDepositBalance(
  row: PairRow,
  tag: PairTag,
  token: LeverageToken,
): { balance: Decimal; max: Decimal } | undefined {
  const context = useOpenPositionContext(row, tag);
  if (context.status !== 'ready') return undefined;
  const collateral = token === 'collateral';
  const balance = collateral ? context.collateralBalance : context.debtBalance;
  const isSol = collateral ? context.addresses.collateralIsSol : context.addresses.debtIsSol;
  const max = isSol ? MathDecimal.max(balance.minus(SOL_FEE_RESERVE), 0) : balance;
  return { balance, max };
}
