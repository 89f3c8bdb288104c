import { LOAD_ERROR_MESSAGES } from '@keel/api-client';
import type { WhirlpoolStrategy } from '@keel/chain-readers';
import { readRebalanceParams } from '@keel/liquidity-programs';
import { AmountInput, ChoiceGroup, Skeleton } from '@keel/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ActionSubmitButton } from '../../../../actions/ActionSubmitButton';
import { feeRows } from '../../../../actions/feeRows';
import { type PreviewRow, PreviewRows } from '../../../../actions/PreviewRows';
import { useBrand } from '../../../../brand/BrandContext';
import { ConnectPrompt } from '../../../../common/ConnectPrompt';
import { LoadError } from '../../../../common/LoadError';
import { QueryState } from '../../../../common/QueryState';
import { PageFrame } from '../../../../layout/PageFrame';
import { brandText } from '../../../../routing/brandText';
import type { ScreenProps } from '../../../../routing/screenProps';
import { useSettings } from '../../../../settings/TransactionSettingsContext';
import { useWalletState } from '../../../../wallet/WalletStoreContext';
import {
  CREATOR_METHODS,
  type CreatorMethod,
  currentMethod,
  editPlan,
  methodLabel,
} from '../../data/creator/creatorPlan';
import { useEditAccount, useEditSubmit } from '../../data/creator/useEditStrategy';
import type { StrategyModel } from '../../data/strategy/strategyModel';
import { useStrategy } from '../../data/strategy/useStrategy';
import './creator.css';

const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`;

/**
 * /edit/{strategyAddress} (create-strategy flag): a DIY vault's rebalance method and its widths,
 * for the wallet that administers it, with the change previewed before → after. An address that
 * is not a strategy gets the not-found copy; a vault that is not a Creator vault, or a wallet
 * that is not its admin, a clear refusal (the settings read-only).
 */
export default function EditStrategyScreen({ route, params }: ScreenProps<'editStrategy'>) {
  const brand = useBrand();
  const address = params.strategyAddress;
  const { strategy, failure, refetch } = useStrategy(address);
  return (
    <PageFrame
      title={brandText(route.title, brand)}
      subtitle={strategy ? `${strategy.tokenA.symbol}-${strategy.tokenB.symbol}` : undefined}
    >
      <QueryState
        data={strategy}
        notFound={failure?.kind === 'notFound' ? failure.message : null}
        back={{ to: '/liquidity', label: 'Back to the strategies' }}
        error={failure?.kind === 'error' ? failure.error : null}
        errorTitle={LOAD_ERROR_MESSAGES.strategies}
        onRetry={refetch}
        skeleton={[48, 320]}
      >
        {(model) => <EditBody model={model} />}
      </QueryState>
    </PageFrame>
  );
}

function EditBody({ model }: { model: StrategyModel }) {
  const wallet = useWalletState((state) => state.session?.address);
  const { account, error, retry } = useEditAccount(model.address);
  if (error) return <LoadError title="Failed to load the strategy" error={error} onRetry={retry} />;
  if (!account) return <Skeleton shape="block" height={240} />;
  const current = readRebalanceParams(account.rebalanceType, account.rebalanceRaw.params);
  const settings = (
    <dl className="keel-creator__price">
      <dt>Rebalance method</dt>
      <dd data-testid="rebalance-method">{methodLabel(current)}</dd>
      <dt>Admin</dt>
      <dd>{short(model.adminAuthority)}</dd>
    </dl>
  );
  let refusal: string | null = null;
  if (!model.isDiy) refusal = 'This strategy is not a Creator vault: it cannot be edited here.';
  else if (wallet && wallet !== model.adminAuthority) {
    refusal = `Only the admin of this vault can edit it. The connected wallet (${short(wallet)}) is not its admin.`;
  }
  return (
    <div className="keel-creator">
      <p>
        <Link to={`/liquidity/${model.address}`}>Open the strategy</Link>
      </p>
      {settings}
      {refusal ? (
        <p role="alert" className="keel-load-error__title">
          {refusal}
        </p>
      ) : !wallet ? (
        <ConnectPrompt text="Connect the wallet that administers this vault to edit it" />
      ) : (
        <EditForm
          account={account}
          wallet={wallet}
          pair={`${model.tokenA.symbol}-${model.tokenB.symbol}`}
        />
      )}
    </div>
  );
}

function EditForm({
  account,
  wallet,
  pair,
}: {
  account: WhirlpoolStrategy;
  wallet: string;
  pair: string;
}) {
  const current = readRebalanceParams(account.rebalanceType, account.rebalanceRaw.params);
  const start = currentMethod(account.rebalanceType, account.rebalanceRaw.params) ?? {
    method: 'Manual' as const,
    lowerPct: '',
    upperPct: '',
  };
  const [method, setMethod] = useState<CreatorMethod>(start.method);
  const [lowerPct, setLowerPct] = useState(start.lowerPct || '5');
  const [upperPct, setUpperPct] = useState(start.upperPct || '5');
  const [saved, setSaved] = useState(false);
  const submitter = useEditSubmit();
  const priorityFeeType = useSettings((state) => state.priorityFeeType);
  const priorityFee = useSettings((state) => state.priorityFee);
  const plan = editPlan({ method, lowerPct, upperPct, current });
  const reason = submitter.blockedReason ?? plan.problem;
  const rows: PreviewRow[] = [
    { label: 'Rebalance method', before: methodLabel(current), after: methodLabel(plan.params) },
    ...feeRows({ transactions: 1, priorityFeeType, priorityFee }),
  ];
  const onSave = async () => {
    if (reason !== undefined || submitter.submitting) return;
    const landed = await submitter.submit({
      strategy: account,
      wallet,
      rebalanceType: plan.type,
      params: plan.params,
      label: `Update ${pair} strategy`,
    });
    setSaved(landed);
  };
  return (
    <form
      className="keel-creator"
      aria-label="Edit the strategy"
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
    >
      <h2 className="keel-creator__section">Rebalance method</h2>
      <ChoiceGroup<CreatorMethod>
        legend="Rebalance method"
        options={CREATOR_METHODS}
        value={method}
        onChange={(next) => {
          setMethod(next);
          setSaved(false);
        }}
      />
      {method === 'PricePercentage' ? (
        <div className="keel-creator__range">
          <AmountInput
            label="Range below the price (%)"
            value={lowerPct}
            onChange={setLowerPct}
            decimals={2}
          />
          <AmountInput
            label="Range above the price (%)"
            value={upperPct}
            onChange={setUpperPct}
            decimals={2}
          />
        </div>
      ) : null}
      <PreviewRows rows={rows} />
      {saved ? <p role="status">The strategy is updated.</p> : null}
      <ActionSubmitButton
        label="Save changes"
        reason={reason}
        submitting={submitter.submitting}
        onSubmit={() => void onSave()}
      />
    </form>
  );
}
