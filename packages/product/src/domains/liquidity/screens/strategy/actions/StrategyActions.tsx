import { LOAD_ERROR_MESSAGES } from '@keel/api-client';
import { useApiQuery } from '@keel/api-client/react';
import { Skeleton, Tabs } from '@keel/ui-kit';
import { ConnectPrompt } from '../../../../../common/ConnectPrompt';
import { LoadError } from '../../../../../common/LoadError';
import { useFailureToast } from '../../../../../common/useFailureToast';
import { useWalletState } from '../../../../../wallet/WalletStoreContext';
import { type StrategyFarmContext, useStrategyFarm } from '../../../data/writes/farmContext';
import {
  type StrategyWriteReady,
  useStrategyWriteContext,
} from '../../../data/writes/writeContext';
import { StrategyDepositForm, type StrategyFormTokens } from './StrategyDepositForm';
import { StrategyHarvestPanel, StrategyStakeForm, StrategyUnstakeForm } from './StrategyFarmForms';
import { StrategyWithdrawForm } from './StrategyWithdrawForm';
import type { StrategyActionsProps } from './types';

/**
 * Deposit and withdraw for a strategy, and stake, unstake and harvest in its farm, one tab each,
 * once the wallet is connected and the strategy's holdings, the farm and the wallet's balances
 * are read from the chain (the farm tabs appear once the farm is read; a farm that cannot be
 * read shows its D§8 error in a Farm tab, with 'Failed to fetch farm data' as a toast).
 */
export function StrategyActions({ strategy }: StrategyActionsProps) {
  const wallet = useWalletState((state) => state.session?.address);
  const context = useStrategyWriteContext(strategy.address, wallet);
  const farm = useStrategyFarm(strategy.farm, wallet);
  const metrics = useApiQuery((q) => q.strategies.metricsOf(strategy.address));
  const tokens: StrategyFormTokens = {
    symbolA: strategy.tokenA.symbol,
    symbolB: strategy.tokenB.symbol,
    sharePriceUsd: metrics.data?.sharePrice,
  };
  return (
    <section className="strategy-actions" aria-label="Deposit and withdraw">
      {context.status === 'disconnected' ? (
        <ConnectPrompt text="Connect a wallet to deposit" />
      ) : context.status === 'loading' ? (
        <Skeleton shape="block" height={320} />
      ) : context.status === 'error' ? (
        <LoadError
          title="Failed to load your balances"
          error={context.error}
          onRetry={context.retry}
        />
      ) : (
        <ReadyTabs context={context} tokens={tokens} farm={farm} />
      )}
    </section>
  );
}

/** The error to describe under the farm's title: its cause when it only repeats the title. */
function beneathTitle(error: Error): Error {
  return error.message === LOAD_ERROR_MESSAGES.farmData && error.cause instanceof Error
    ? error.cause
    : error;
}

/** Deposit and withdraw; stake, unstake and harvest when the shares have a farm. */
function ReadyTabs({
  context,
  tokens,
  farm,
}: {
  context: StrategyWriteReady;
  tokens: StrategyFormTokens;
  farm: StrategyFarmContext;
}) {
  const farmProps =
    farm.status === 'ready'
      ? {
          farm: farm.farm,
          user: farm.user,
          wallet: context.wallet,
          sharesDecimals: context.state.holdings.sharesDecimals,
        }
      : null;
  // D§8: a farm that cannot be read toasts 'Failed to fetch farm data' and says why in its tab.
  useFailureToast(
    farm.status === 'error' ? farm.error : null,
    LOAD_ERROR_MESSAGES.farmData,
    'farm-data',
  );
  const farmTabs = farmProps
    ? [
        { id: 'stake', label: 'Stake', content: <StrategyStakeForm {...farmProps} /> },
        { id: 'unstake', label: 'Unstake', content: <StrategyUnstakeForm {...farmProps} /> },
        { id: 'harvest', label: 'Harvest', content: <StrategyHarvestPanel {...farmProps} /> },
      ]
    : farm.status === 'error'
      ? [
          {
            id: 'farm',
            label: 'Farm',
            content: (
              <LoadError
                title={LOAD_ERROR_MESSAGES.farmData}
                error={beneathTitle(farm.error)}
                onRetry={farm.retry}
              />
            ),
          },
        ]
      : [];
  return (
    <Tabs
      label="Strategy action"
      fullWidth
      defaultValue="deposit"
      tabs={[
        {
          id: 'deposit',
          label: 'Deposit',
          content: <StrategyDepositForm context={context} {...tokens} />,
        },
        {
          id: 'withdraw',
          label: 'Withdraw',
          content: <StrategyWithdrawForm context={context} {...tokens} />,
        },
        ...farmTabs,
      ]}
    />
  );
}
