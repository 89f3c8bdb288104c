import {
  amountToLamports,
  formatTokenAmount,
  formatUsd,
  inputDecimalsFor,
  liquidationMinReceived,
  truncateToDecimals,
} from '@keel/core-math';
import { AmountInput, Skeleton } from '@keel/ui-kit';
import { useMemo, useState } from 'react';
import { ActionSubmitButton } from '../../../../actions/ActionSubmitButton';
import {
  AMOUNT_REASONS,
  type AmountLimit,
  amountProblem,
  parseAmount,
  tightestLimit,
} from '../../../../actions/amountProblem';
import { feeRows } from '../../../../actions/feeRows';
import { PreviewRows } from '../../../../actions/PreviewRows';
import { useSubmitAction } from '../../../../actions/useSubmitAction';
import { ConnectPrompt } from '../../../../common/ConnectPrompt';
import { LoadError } from '../../../../common/LoadError';
import { useFlags } from '../../../../flags/FlagsContext';
import { useSettings } from '../../../../settings/TransactionSettingsContext';
import { NATIVE_SOL_MINT } from '../../../../sidePanel/balances/walletBalances';
import { SOL_FEE_RESERVE } from '../../data/actionLimits';
import { type LiquidationData, useLiquidationContext } from '../../data/liquidationContext';
import type { LiquidationPair } from '../../data/liquidationInput';
import { LIQUIDATION_REFUSALS, liquidationPreview, NO_REPAY } from '../../data/liquidationPreview';
import { liquidationPreviewRows } from '../../data/liquidationRows';
import { liquidationSides } from '../../data/liquidationSides';
import { useLendingServices } from '../../data/services';
import { LiquidationSideSelect } from './LiquidationSideSelect';
import './liquidate.css';

export const LIQUIDATION_REASONS = {
  aboveMax: 'Above what one liquidation may repay',
} as const;

export interface LiquidationFormProps {
  market: string;
  obligation: string;
  /** Called after the liquidation landed. */
  onDone?: () => void;
}

/** The liquidation of one obligation, built from the action kit like every form. */
export function LiquidationForm(props: LiquidationFormProps) {
  const context = useLiquidationContext(props.market, props.obligation);
  switch (context.status) {
    case 'disconnected':
      return <ConnectPrompt text="Connect a wallet to liquidate" />;
    case 'loading':
      return <Skeleton shape="block" height={420} />;
    case 'error':
      return (
        <LoadError
          title="Failed to load the obligation"
          error={context.error}
          onRetry={context.retry}
        />
      );
    case 'ready':
      return <ReadyForm {...props} data={context} />;
  }
}

function ReadyForm({
  market,
  obligation,
  onDone,
  data,
}: LiquidationFormProps & { data: LiquidationData }) {
  const services = useLendingServices();
  const submitter = useSubmitAction('decrease');
  const priorityFeeType = useSettings((state) => state.priorityFeeType);
  const priorityFee = useSettings((state) => state.priorityFee);
  const slippage = useSettings((state) => state.slippage);
  const { skipActionLimits } = useFlags();
  const sides = useMemo(() => liquidationSides(data), [data]);
  const [chosen, setPair] = useState<LiquidationPair>(sides.initial);
  // A re-read obligation may no longer hold what was chosen: back to the program's first pick.
  const pair =
    sides.debts.some((d) => d.reserve === chosen.debt) &&
    sides.collaterals.some((c) => c.reserve === chosen.collateral)
      ? chosen
      : sides.initial;
  const [amount, setAmount] = useState('');
  const debt = data.views.find((v) => v.address === pair.debt);
  const collateral = data.views.find((v) => v.address === pair.collateral);
  const typed = parseAmount(amount);
  const held = debt !== undefined && collateral !== undefined;
  const preview = useMemo(
    () => (held ? liquidationPreview(data, pair, parseAmount(amount) ?? NO_REPAY) : undefined),
    [held, data, pair, amount],
  );
  if (!debt || !collateral || !preview) {
    return <p className="keel-action-form__note">This obligation has nothing to liquidate.</p>;
  }

  const balance = data.balances.get(pair.debt) ?? NO_REPAY;
  const spendable = debt.mint === NATIVE_SOL_MINT ? balance.minus(SOL_FEE_RESERVE) : balance;
  const limits: AmountLimit[] = [
    { max: spendable, reason: AMOUNT_REASONS.insufficientBalance },
    { max: preview.maxRepay, reason: LIQUIDATION_REASONS.aboveMax },
  ];
  const decimals = inputDecimalsFor(debt);
  const max = tightestLimit(limits);
  // The test seam lets any positive amount through so the program's own refusal can be seen.
  const refusal = preview.result.ok ? undefined : LIQUIDATION_REFUSALS[preview.result.refusal];
  const problem = skipActionLimits
    ? amountProblem(amount, [])
    : (amountProblem(amount, limits) ?? refusal);
  const rows = [
    ...liquidationPreviewRows(preview, { debt: debt.symbol, collateral: collateral.symbol }),
    ...feeRows({ transactions: 1, priorityFeeType, priorityFee }),
  ];
  const choose = (side: keyof LiquidationPair) => (reserve: string) => {
    setPair({ ...pair, [side]: reserve });
    if (side === 'debt') setAmount('');
  };

  const onSubmit = async () => {
    if (!services || typed === undefined) return;
    const received = preview.result.ok ? preview.result.receivedLiquidity : 0n;
    const results = await submitter.submit({
      failure: 'liquidate',
      requests: () =>
        services.lib.liquidationWrites.requests({
          wallet: data.wallet,
          market: data.market,
          obligation: data.obligationAccount,
          repayReserve: pair.debt,
          withdrawReserve: pair.collateral,
          amount: amountToLamports(typed, debt.decimals),
          minReceived: liquidationMinReceived(received, slippage),
          label: `Liquidate: repay ${amount} ${debt.symbol}`,
          lookupTable: data.lookupTable,
          rpc: services.chain.rpc,
        }),
      invalidates: (endpoint) =>
        services.lib.liquidationWrites.invalidations(
          endpoint,
          { market, obligation, owner: data.obligation.owner },
          services.api,
        ),
    });
    if (results !== null) {
      setAmount('');
      onDone?.();
    }
  };

  return (
    <div className="keel-action-form">
      <div className="keel-liquidate__sides">
        <LiquidationSideSelect
          label="Debt to repay"
          held="Owed"
          sides={sides.debts}
          value={pair.debt}
          onSelect={choose('debt')}
        />
        <LiquidationSideSelect
          label="Collateral to receive"
          held="Deposited"
          sides={sides.collaterals}
          value={pair.collateral}
          onSelect={choose('collateral')}
        />
      </div>
      <AmountInput
        label="Repay amount"
        value={amount}
        onChange={setAmount}
        decimals={decimals}
        symbol={debt.symbol}
        balance={{
          text: `Wallet: ${formatTokenAmount(balance, { symbol: debt.symbol })}`,
          ...(max ? { max: truncateToDecimals(max, decimals).toFixed() } : {}),
        }}
        usdValue={typed ? `≈ ${formatUsd(typed.times(debt.price))}` : undefined}
        onMax={setAmount}
        onHalf={setAmount}
        error={amount !== '' ? problem : undefined}
      />
      {preview.fullLiquidationOnly ? (
        <p className="keel-action-form__note">
          This debt is below the market’s minimum for a partial liquidation: it is repaid in full.
        </p>
      ) : null}
      <PreviewRows rows={rows} />
      <ActionSubmitButton
        label="Liquidate"
        reason={submitter.blockedReason ?? problem}
        submitting={submitter.submitting}
        onSubmit={() => void onSubmit()}
      />
    </div>
  );
}
