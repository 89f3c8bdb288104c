import {
  formatApy,
  formatLeverage,
  formatLiquidationHorizon,
  formatPercent,
  formatUsd,
} from '@keel/core-math';
import { Button, NoValue, Skeleton, Table, type TableColumn } from '@keel/ui-kit';
import { lazy, Suspense } from 'react';
import { useBrand } from '../../../../brand/BrandContext';
import { AddressText } from '../../../../common/AddressText';
import { Figures } from '../../../../common/Figures';
import { LoadError } from '../../../../common/LoadError';
import { nameOfObligation } from '../../../../common/positionNames';
import { QueryState } from '../../../../common/QueryState';
import { signedFigure } from '../../../../common/signedFigure';
import { PageFrame } from '../../../../layout/PageFrame';
import { brandText } from '../../../../routing/brandText';
import type { ScreenProps } from '../../../../routing/screenProps';
import type { LendingAction } from '../../data/actionLimits';
import { useLendingMarketList } from '../../data/hooks';
import { useObligation, useObligationApiData } from '../../data/obligationHooks';
import type {
  ObligationBorrowView,
  ObligationDepositView,
  ObligationView,
} from '../../data/obligationView';
import { AssetLink } from '../AssetLink';
import { LENDING_ACTION_COPY } from '../actions/actionLabels';
import { LendingActionsDialog } from '../actions/LendingActions';
import { formatLendingAmount } from '../formatLendingAmount';
import { lendingBaseOf, reservePath } from '../lendingPaths';
import { LENDING_TOASTS, useMarketFailureToasts } from '../lendingToasts';
import { ObligationSwapLinks } from '../swap/ObligationSwapLinks';
import { ElevationGroupSection } from './ElevationGroupSection';
import { LiquidationPriceCell } from './LiquidationPriceCell';
import { interestTotalUsd, netValueSeries, pnlState } from './obligationFigures';
import { PnlValue } from './PnlValue';
import { RiskBanner } from './risk/RiskBanner';
import { TransactionsSection } from './TransactionsSection';
import { useManageTarget } from './useManageTarget';
import { VaultManageLink } from './VaultManageLink';

type Manage = (row: { reserve: string; symbol: string }, action: LendingAction) => void;

/** A row's two manage buttons (Supply / Withdraw, Borrow / Repay), when the wallet may act. */
function manageColumn<Row extends { reserve: string; symbol: string }>(
  manage: Manage | undefined,
  actions: readonly [LendingAction, LendingAction],
): TableColumn<Row>[] {
  if (!manage) return [];
  return [
    {
      id: 'manage',
      header: <span className="keel-visually-hidden">Manage</span>,
      // On a phone the buttons close each card rather than hiding in it.
      card: 'actions',
      align: 'end',
      cell: (row) => (
        <span className="keel-reserve-actions">
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant="secondary"
              aria-label={`${LENDING_ACTION_COPY[action].title} ${row.symbol}`}
              onClick={() => manage(row, action)}
            >
              {LENDING_ACTION_COPY[action].title}
            </Button>
          ))}
        </span>
      ),
    },
  ];
}

/** An interest total the API has not given: loading, or a dash that says it failed. */
function interestPending(query: { error: unknown }) {
  return query.error ? <NoValue reason="Interest history could not be loaded" /> : '…';
}

const HistoryChart = lazy(() => import('../reserve/HistoryChart'));

function DepositsTable({
  deposits,
  hasDebt,
  base,
  market,
  manage,
}: {
  deposits: ObligationDepositView[];
  /** Without debt no price liquidates: the liquidation price says so. */
  hasDebt: boolean;
  base: string;
  market: string;
  manage: Manage | undefined;
}) {
  return (
    <Table
      label="Deposits"
      rows={deposits}
      getRowKey={(d) => d.reserve}
      emptyState="No deposits"
      columns={[
        {
          id: 'asset',
          header: 'Asset',
          cell: (d) => (
            <AssetLink mint={d.mint} symbol={d.symbol} to={reservePath(base, market, d.reserve)} />
          ),
        },
        {
          id: 'amount',
          header: 'Amount',
          cell: (d) => formatLendingAmount(d.amount, d.symbol, { showSymbol: false }),
          align: 'end',
        },
        { id: 'value', header: 'Value', cell: (d) => formatUsd(d.value), align: 'end' },
        {
          id: 'apy',
          header: 'Supply APY',
          cell: (d) => signedFigure(formatApy(d.apy)),
          align: 'end',
        },
        {
          id: 'maxLtv',
          header: 'Max LTV',
          cell: (d) => formatPercent(d.maxLtv, { decimals: 0 }),
          align: 'end',
        },
        {
          id: 'liquidationLtv',
          header: 'Liquidation LTV',
          cell: (d) => formatPercent(d.liquidationLtv, { decimals: 0 }),
          align: 'end',
        },
        {
          id: 'liquidationPrice',
          header: 'Liquidation price',
          cell: (d) => (
            <LiquidationPriceCell
              price={d.price}
              liquidationPrice={d.liquidationPrice}
              hasDebt={hasDebt}
            />
          ),
          align: 'end',
        },
        ...manageColumn<ObligationDepositView>(manage, ['supply', 'withdraw']),
      ]}
    />
  );
}

function BorrowsTable({
  borrows,
  base,
  market,
  manage,
}: {
  borrows: ObligationBorrowView[];
  base: string;
  market: string;
  manage: Manage | undefined;
}) {
  return (
    <Table
      label="Borrows"
      rows={borrows}
      getRowKey={(b) => b.reserve}
      emptyState="No borrows"
      columns={[
        {
          id: 'asset',
          header: 'Asset',
          cell: (b) => (
            <AssetLink mint={b.mint} symbol={b.symbol} to={reservePath(base, market, b.reserve)} />
          ),
        },
        {
          id: 'amount',
          header: 'Amount',
          cell: (b) => formatLendingAmount(b.amount, b.symbol, { showSymbol: false }),
          align: 'end',
        },
        { id: 'value', header: 'Value', cell: (b) => formatUsd(b.value), align: 'end' },
        {
          id: 'apy',
          header: 'Borrow APY',
          cell: (b) => signedFigure(formatApy(b.apy)),
          align: 'end',
        },
        {
          id: 'borrowFactor',
          header: 'Borrow factor',
          cell: (b) => formatPercent(b.borrowFactor, { decimals: 0 }),
          align: 'end',
        },
        ...manageColumn<ObligationBorrowView>(manage, ['borrow', 'repay']),
      ]}
    />
  );
}

function ObligationBody({ obligation, base }: { obligation: ObligationView; base: string }) {
  const api = useObligationApiData(obligation.market, obligation.address);
  const manageTarget = useManageTarget(obligation);
  const manage: Manage | undefined = manageTarget.manageable
    ? (row, action) => manageTarget.open({ reserve: row.reserve, symbol: row.symbol, action })
    : undefined;
  const { stats } = obligation;
  const earned = api.interestEarned.data
    ? formatUsd(
        interestTotalUsd(api.interestEarned.data.totalFeesEarnedObligation, obligation.address),
      )
    : interestPending(api.interestEarned);
  const paid = api.interestPaid.data
    ? formatUsd(interestTotalUsd(api.interestPaid.data.totalFeesPaidObligation, obligation.address))
    : interestPending(api.interestPaid);
  return (
    <>
      <RiskBanner
        obligation={obligation}
        onManage={manageTarget.manageable ? manageTarget.open : undefined}
      />
      <Figures
        title="Position"
        figures={[
          { label: 'Net account value', value: formatUsd(stats.netAccountValue) },
          {
            label: 'LTV',
            value: (
              <span className={`keel-risk--${obligation.risk}`} data-risk={obligation.risk}>
                {formatPercent(stats.loanToValue)}
              </span>
            ),
          },
          { label: 'Max LTV', value: formatPercent(stats.maxLtv) },
          { label: 'Liquidation LTV', value: formatPercent(stats.liquidationLtv) },
          { label: 'Borrow limit', value: formatUsd(stats.borrowLimit) },
          { label: 'Total deposits', value: formatUsd(stats.userTotalDeposit) },
          { label: 'Total borrows', value: formatUsd(stats.userTotalBorrow) },
          { label: 'Leverage', value: formatLeverage(stats.leverage) },
          {
            label: 'Net APY',
            value: obligation.apysPending
              ? '…'
              : signedFigure(obligation.netApy ? formatApy(obligation.netApy) : '-', {
                  reason: 'No deposits',
                }),
          },
          { label: 'PnL', value: <PnlValue state={pnlState(api.pnl, 'usd')} unit="USD" /> },
          { label: 'PnL (SOL)', value: <PnlValue state={pnlState(api.pnl, 'sol')} unit="SOL" /> },
          { label: 'Interest earned', value: earned },
          { label: 'Interest paid', value: paid },
          ...(obligation.liquidationHorizonDays === undefined || obligation.apysPending
            ? []
            : [
                {
                  label: 'Liquidation by interest',
                  value: formatLiquidationHorizon(obligation.liquidationHorizonDays),
                },
              ]),
        ]}
      />
      <VaultManageLink obligation={obligation} base={base} />
      <ObligationSwapLinks obligation={obligation} base={base} />
      <h2 className="keel-section-title">Deposits</h2>
      <DepositsTable
        deposits={obligation.deposits}
        hasDebt={obligation.stats.hasDebt}
        base={base}
        market={obligation.market}
        manage={manage}
      />
      <h2 className="keel-section-title">Borrows</h2>
      <BorrowsTable
        borrows={obligation.borrows}
        base={base}
        market={obligation.market}
        manage={manage}
      />
      {manageTarget.manageable ? <ElevationGroupSection obligation={obligation} /> : null}
      {manageTarget.target ? (
        <LendingActionsDialog
          open
          onClose={manageTarget.close}
          title={`${LENDING_ACTION_COPY[manageTarget.target.action].title} ${manageTarget.target.symbol}`}
          market={obligation.market}
          reserve={manageTarget.target.reserve}
          initial={manageTarget.target.action}
        />
      ) : null}
      <section aria-label="Net value history">
        <h2 className="keel-section-title">Net value history</h2>
        {api.history.error ? (
          <LoadError
            title="History is not available"
            error={api.history.error}
            onRetry={() => void api.history.refetch()}
          />
        ) : api.history.data ? (
          <Suspense fallback={<Skeleton shape="block" height={220} />}>
            <HistoryChart
              label="Net value"
              points={netValueSeries(api.history.data)}
              percent={false}
            />
          </Suspense>
        ) : (
          <Skeleton shape="block" height={220} />
        )}
      </section>
      <TransactionsSection obligation={obligation.address} transactions={api.transactions} />
    </>
  );
}

/**
 * An obligation's dashboard (lending, leverage, or by address alone): read-only figures from the
 * chain and core-math, PnL, interest and history from the API.
 */
export default function ObligationScreen({
  route,
  params,
}: ScreenProps<'obligation' | 'obligationDashboard' | 'leverageDashboard'>) {
  const brand = useBrand();
  const { obligation, notFound, error, market, marketError, farmError, isLoading, refetch } =
    useObligation(params.marketAddress, params.obligationAddress);
  useMarketFailureToasts(market, { error: marketError, farmError });
  const base = lendingBaseOf(route);
  const marketName = useLendingMarketList().markets?.find(
    (entry) => entry.address === obligation?.market,
  )?.name;
  const body = (
    <QueryState
      data={isLoading ? null : obligation}
      notFound={notFound}
      back={{ to: base, label: 'Back to the markets' }}
      error={error}
      errorTitle={LENDING_TOASTS.lendingMarket}
      onRetry={refetch}
    >
      {(loaded) => <ObligationBody obligation={loaded} base={base} />}
    </QueryState>
  );
  return (
    <PageFrame
      title={brandText(route.title, brand)}
      subtitle={
        obligation ? (
          <>
            {marketName ? `${marketName} · ` : ''}
            {nameOfObligation(obligation)} <AddressText address={obligation.address} />
          </>
        ) : (
          brandText(route.description, brand)
        )
      }
    >
      {body}
    </PageFrame>
  );
}
