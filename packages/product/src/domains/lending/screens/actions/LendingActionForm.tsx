import {
  formatTokenAmount,
  formatUsd,
  inputDecimalsFor,
  MathDecimal,
  truncateToDecimals,
} from '@keel/core-math';
import { AmountInput, Skeleton } from '@keel/ui-kit';
import { useMemo, useState } from 'react';
import { ActionSubmitButton } from '../../../../actions/ActionSubmitButton';
import { amountProblem, parseAmount, tightestLimit } from '../../../../actions/amountProblem';
import { feeRows } from '../../../../actions/feeRows';
import { PreviewRows } from '../../../../actions/PreviewRows';
import { useSubmitAction } from '../../../../actions/useSubmitAction';
import { ConnectPrompt } from '../../../../common/ConnectPrompt';
import { LoadError } from '../../../../common/LoadError';
import { useFlags } from '../../../../flags/FlagsContext';
import { useSettings } from '../../../../settings/TransactionSettingsContext';
import { useLendingActionContext } from '../../data/actionContext';
import type { LendingActionData } from '../../data/actionData';
import { type LendingAction, lendingActionLimits } from '../../data/actionLimits';
import { actionPreview } from '../../data/actionPreview';
import { lendingPreviewRows } from '../../data/previewRows';
import { useLendingServices } from '../../data/services';
import { LENDING_ACTION_COPY } from './actionLabels';
import { rateRow } from './rateRow';

/** The preview of an amount that cannot be submitted shows the position as it is. */
const NO_AMOUNT = new MathDecimal(0);

export interface LendingActionFormProps {
  market: string;
  reserve: string;
  action: LendingAction;
  /** Called after the action landed. */
  onDone?: () => void;
}

/**
 * One lending action as the kit builds every form: amount → preview rows → submit through the one
 * pipeline. What the user typed stays after a failure or a rejected signature.
 */
export function LendingActionForm(props: LendingActionFormProps) {
  const context = useLendingActionContext(props.market, props.reserve);
  switch (context.status) {
    case 'disconnected':
      return (
        <ConnectPrompt
          text={`Connect a wallet to ${LENDING_ACTION_COPY[props.action].title.toLowerCase()}`}
        />
      );
    case 'loading':
      return <Skeleton shape="block" height={320} />;
    case 'error':
      return (
        <LoadError
          title="Failed to load user positions"
          error={context.error}
          onRetry={context.retry}
        />
      );
    case 'ready':
      return <ReadyForm {...props} data={context} />;
  }
}

function ReadyForm({ action, data, onDone }: LendingActionFormProps & { data: LendingActionData }) {
  const copy = LENDING_ACTION_COPY[action];
  const services = useLendingServices();
  const submitter = useSubmitAction(copy.direction);
  const priorityFeeType = useSettings((state) => state.priorityFeeType);
  const priorityFee = useSettings((state) => state.priorityFee);
  const { skipActionLimits } = useFlags();
  const [amount, setAmount] = useState('');
  const { view } = data;
  const decimals = inputDecimalsFor(view);

  const limits = useMemo(
    () =>
      lendingActionLimits({
        action,
        reserve: view,
        obligation: data.obligation,
        walletBalance: data.walletBalance,
        isNativeSol: data.addresses.isNativeSol,
        market: data.market.market,
      }),
    [action, view, data],
  );
  const max = tightestLimit(limits);
  const typed = parseAmount(amount);
  // The test seam lets any positive amount through so the program's own refusal can be seen;
  // Max still comes from the real limits.
  const problem = amountProblem(amount, skipActionLimits ? [] : limits);
  const preview = useMemo(
    () =>
      actionPreview({
        action,
        amount: typed && problem === undefined ? typed : NO_AMOUNT,
        reserve: data.reserve,
        view,
        obligation: data.obligation,
        views: data.views,
      }),
    [action, typed, problem, data, view],
  );
  const symbols = useMemo(
    () => new Map(data.views.map((v) => [v.address, v.symbol])),
    [data.views],
  );
  const rows = [
    rateRow(action, view),
    ...lendingPreviewRows(preview, (reserve) => symbols.get(reserve) ?? reserve),
    ...feeRows({ transactions: 1, priorityFeeType, priorityFee }),
  ];
  const balanceText =
    action === 'supply' || action === 'repay'
      ? `Wallet: ${formatTokenAmount(data.walletBalance, { symbol: view.symbol })}`
      : `Available: ${formatTokenAmount(max, { symbol: view.symbol })}`;

  const onSubmit = async () => {
    if (!services || typed === undefined) return;
    const label = copy.label(amount, view.symbol);
    const results = await submitter.submit({
      failure: copy.failure,
      requests: () => services.lib.lendingActionRequests({ action, amount: typed, label, data }),
      invalidates: (endpoint) => services.lib.lendingInvalidations(endpoint, data, services.api),
    });
    if (results !== null) {
      setAmount('');
      onDone?.();
    }
  };

  return (
    <div className="keel-action-form">
      <AmountInput
        label={`${copy.title} amount`}
        value={amount}
        onChange={setAmount}
        decimals={decimals}
        symbol={view.symbol}
        balance={{
          text: balanceText,
          ...(max ? { max: truncateToDecimals(max, decimals).toFixed() } : {}),
        }}
        usdValue={typed ? `≈ ${formatUsd(typed.times(view.price))}` : undefined}
        onMax={setAmount}
        onHalf={setAmount}
        error={amount !== '' ? problem : undefined}
      />
      <PreviewRows rows={rows} />
      <ActionSubmitButton
        label={copy.title}
        reason={submitter.blockedReason ?? problem}
        submitting={submitter.submitting}
        onSubmit={() => void onSubmit()}
      />
    </div>
  );
}
