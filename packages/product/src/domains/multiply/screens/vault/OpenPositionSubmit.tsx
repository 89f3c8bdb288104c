import { formatLeverage, type LeverageToken, MathDecimal } from '@keel/core-math';
import { Skeleton } from '@keel/ui-kit';
import { ActionSubmitButton } from '../../../../actions/ActionSubmitButton';
import { amountProblem } from '../../../../actions/amountProblem';
import { ConnectPrompt } from '../../../../common/ConnectPrompt';
import { LoadError } from '../../../../common/LoadError';
import type { LoopPreview } from '../../data/multiplyCheck';
import type { PairRow, PairTag } from '../../data/pairRow';
import {
  type OpenPositionData,
  useOpenPositionContext,
} from '../../data/writes/useOpenPositionContext';
import { useLoopSubmit } from './useLoopSubmit';

export interface OpenPositionSubmitProps {
  row: PairRow;
  tag: PairTag;
  elevationGroup: number;
  token: LeverageToken;
  /** As typed. */
  amount: string;
  leverage: number;
  /** The position before and after, as the form previews it: the loop's simulation checks it. */
  preview: LoopPreview;
  /** Called after the position opened. */
  onOpened: () => void;
}

/**
 * The open form's button: the wallet's side of the vault loads here (obligation, set-up
 * accounts, balance, shown in the amount field) and the loop goes through the one pipeline.
 */
export function OpenPositionSubmit(props: OpenPositionSubmitProps) {
  const context = useOpenPositionContext(props.row, props.tag);
  switch (context.status) {
    case 'disconnected':
      return <ConnectPrompt text="Connect a wallet to open a position" />;
    case 'loading':
      return <Skeleton shape="block" height={48} />;
    case 'error':
      return (
        <LoadError
          title="Failed to load user positions"
          error={context.error}
          onRetry={context.retry}
        />
      );
    case 'ready':
      return <ReadySubmit {...props} data={context} />;
  }
}

function ReadySubmit({
  row,
  tag,
  elevationGroup,
  token,
  amount,
  leverage,
  preview,
  onOpened,
  data,
}: OpenPositionSubmitProps & { data: OpenPositionData }) {
  const loop = useLoopSubmit({ row, tag, elevationGroup, data });
  const { collateral, debt } = row;
  const balance = token === 'collateral' ? data.collateralBalance : data.debtBalance;
  const problem = amountProblem(amount, [{ max: balance, reason: 'Insufficient balance' }]);
  const onSubmit = async () => {
    if (problem !== undefined) return;
    const own = new MathDecimal(amount);
    // The collateral the position gains: the deposit in collateral tokens × the leverage.
    const ownInCollateral =
      token === 'collateral' ? own : own.times(debt.price).div(collateral.price);
    const label = `Open ${formatLeverage(leverage)} ${collateral.symbol}/${debt.symbol}`;
    const change =
      token === 'collateral'
        ? {
            kind: 'increase' as const,
            ownCollateral: own,
            flashCollateral: own.times(leverage - 1),
          }
        : {
            kind: 'increase' as const,
            ownCollateral: new MathDecimal(0),
            ownDebt: own,
            flashCollateral: ownInCollateral.times(leverage),
          };
    const results = await loop.run(change, label, 'createLoan', preview);
    if (results !== null) onOpened();
  };
  return (
    <ActionSubmitButton
      label={data.obligation ? 'Add to position' : 'Open position'}
      reason={loop.blockedReason.increase ?? problem}
      submitting={loop.submitting}
      onSubmit={() => void onSubmit()}
    />
  );
}
