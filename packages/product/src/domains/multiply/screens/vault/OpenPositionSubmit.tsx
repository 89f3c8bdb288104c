import { useApiClientState } from '@keel/api-client/react';
import {
  formatLeverage,
  formatTokenAmount,
  type LeverageToken,
  MathDecimal,
} from '@keel/core-math';
import { Skeleton } from '@keel/ui-kit';
import type Decimal from 'decimal.js';
import { ActionSubmitButton } from '../../../../actions/ActionSubmitButton';
import { amountProblem } from '../../../../actions/amountProblem';
import { useSubmitAction } from '../../../../actions/useSubmitAction';
import { ConnectPrompt } from '../../../../common/ConnectPrompt';
import { LoadError } from '../../../../common/LoadError';
import type { PairRow, PairTag } from '../../data/pairRow';
import { useMultiplyWriteServices } from '../../data/writes/services';
import {
  type OpenPositionData,
  useOpenPositionContext,
} from '../../data/writes/useOpenPositionContext';

export interface OpenPositionSubmitProps {
  row: PairRow;
  tag: PairTag;
  elevationGroup: number;
  token: LeverageToken;
  /** As typed. */
  amount: string;
  leverage: number;
  /** Percent. */
  slippagePct: Decimal;
  /** Called after the position opened. */
  onOpened: () => void;
}

/**
 * The open form's button: the wallet's side of the vault loads here (obligation, set-up
 * accounts, balance) and the loop goes through the one pipeline.
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
  slippagePct,
  onOpened,
  data,
}: OpenPositionSubmitProps & { data: OpenPositionData }) {
  const services = useMultiplyWriteServices();
  const api = useApiClientState();
  const submitter = useSubmitAction('increase');
  const { collateral, debt } = row;
  const problem =
    token === 'debt'
      ? `Deposit ${collateral.symbol} to open a position`
      : amountProblem(amount, [{ max: data.collateralBalance, reason: 'Insufficient balance' }]);
  const onSubmit = async () => {
    if (!services || api.status !== 'ready' || problem !== undefined) return;
    const label = `Open ${formatLeverage(leverage)} ${collateral.symbol}/${debt.symbol}`;
    const results = await submitter.submit({
      failure: 'createLoan',
      description: label,
      requests: () =>
        services.lib.leverageOpenRequests({
          wallet: data.wallet,
          tag,
          collateral: data.collateral,
          debt: data.debt,
          reserves: data.reserves,
          collateralDecimals: collateral.decimals,
          obligation: data.obligation,
          setup: data.setup,
          elevationGroup,
          ownCollateral: new MathDecimal(amount),
          leverage: new MathDecimal(leverage),
          slippageBps: slippagePct.times(100).round().toNumber(),
          lookupTable: data.lookupTable,
          swap: api.client.swap,
          label,
        }),
      invalidates: (endpoint) =>
        services.lib.invalidations(endpoint, data.market, data.addresses.obligation),
    });
    if (results !== null) onOpened();
  };
  return (
    <>
      <p className="keel-vault-form__balance">
        Wallet: {formatTokenAmount(data.collateralBalance, { symbol: collateral.symbol })}
      </p>
      <ActionSubmitButton
        label={data.obligation ? 'Add to position' : 'Open position'}
        reason={submitter.blockedReason ?? problem}
        submitting={submitter.submitting}
        onSubmit={() => void onSubmit()}
      />
    </>
  );
}
