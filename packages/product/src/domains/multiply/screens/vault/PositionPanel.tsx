import {
  adjustLeverage,
  DEFAULT_LEVERAGE,
  formatLeverage,
  type LoopReviewChange,
  loopReview,
  MathDecimal,
} from '@keel/core-math';
import {
  Button,
  type PreviewRow,
  PreviewRows,
  Skeleton,
  Slider,
  type TabItem,
  Tabs,
} from '@keel/ui-kit';
import { type ReactNode, useMemo, useState } from 'react';
import { useObligation } from '../../../lending/data/obligationHooks';
import type { ObligationView } from '../../../lending/data/obligationView';
import type { PairRow, PairTag } from '../../data/pairRow';
import { leveragePositionRows } from '../../data/vault/leveragePositionRows';
import {
  NO_POSITION,
  type PairPosition,
  positionSnapshot,
  snapshotPair,
} from '../../data/vault/positionSnapshot';
import { useObligationPnl } from '../../data/vault/useObligationPnl';
import type { VaultTerms } from '../../data/vault/vaultTerms';
import type { OpenPositionData } from '../../data/writes/useOpenPositionContext';
import { LoopReviewDialog, type PendingLoop } from './LoopReviewDialog';
import { useLoopSubmit, useMultiplySlippage } from './useLoopSubmit';
import { type PositionRowsContext, positionRows } from './vaultRows';
import { WithdrawAtLeverage } from './WithdrawAtLeverage';

type ManageTab = 'adjust' | 'add' | 'withdraw' | 'close';

/** The slider's ceiling, as on the open form. */
const SLIDER_MAX_LEVERAGE = 10;

export interface PositionPanelProps {
  row: PairRow;
  tag: PairTag;
  terms: VaultTerms;
  data: OpenPositionData;
  /** The open form, adding to the position: the panel's 'Add' tab. */
  addForm: (position: PairPosition) => ReactNode;
}

/**
 * The one Manage panel of a wallet's position in the pair: what it holds, its leverage, LTV and
 * liquidation price, and one tab per loop that changes it — adjust the leverage up or down, add
 * to it (the open form), withdraw part at the same leverage, or close it to zero. Each tab
 * previews the position before → after with the direction of risk, and every loop opens its
 * review, which lists the same rows, first.
 */
export function PositionPanel(props: PositionPanelProps) {
  const address = props.data.obligation?.address.toBase58();
  const { obligation } = useObligation(props.row.pair.market, address);
  if (!address || !obligation) {
    return (
      <section className="keel-vault-form" aria-label="Your position" aria-busy="true">
        <Skeleton shape="block" height={320} />
      </section>
    );
  }
  return <Position {...props} view={obligation} />;
}

function Position({
  row,
  tag,
  terms,
  data,
  addForm,
  view,
}: PositionPanelProps & { view: ObligationView }) {
  const loop = useLoopSubmit({ row, tag, elevationGroup: terms.elevationGroup, data });
  const slippage = useMultiplySlippage();
  const [pending, setPending] = useState<PendingLoop | null>(null);
  const pnl = useObligationPnl(tag === 'Leverage' ? view.market : undefined, view.address);
  const deposit = view.deposits.find((d) => d.reserve === row.collateral.address);
  const borrow = view.borrows.find((b) => b.reserve === row.debt.address);
  const deposited = deposit?.amount ?? NO_POSITION.deposited;
  const borrowed = borrow?.amount ?? NO_POSITION.borrowed;
  const held = useMemo(() => ({ deposited, borrowed }), [deposited, borrowed]);
  const pair = useMemo(() => snapshotPair(row, terms, tag), [row, terms, tag]);
  const current = useMemo(() => positionSnapshot(pair, held), [pair, held]);
  const max = Math.max(
    DEFAULT_LEVERAGE,
    Math.floor(Math.min(row.maxLeverage.toNumber(), SLIDER_MAX_LEVERAGE) * 10) / 10,
  );
  const [target, setTarget] = useState(() =>
    current.leverage
      ? Math.min(max, Math.max(DEFAULT_LEVERAGE, current.leverage.toDecimalPlaces(1).toNumber()))
      : DEFAULT_LEVERAGE,
  );
  const pairName = `${row.collateral.symbol}/${row.debt.symbol}`;
  const change = adjustLeverage({
    deposited,
    borrowed,
    targetLeverage: target,
    priceCollToDebt: row.collateral.price.div(row.debt.price),
    flashLoanFee: row.collateral.flashLoanFee ?? 0,
  });
  const context: PositionRowsContext = {
    symbols: { collateral: row.collateral.symbol, debt: row.debt.symbol },
    terms,
    apysPending: row.apysPending,
  };
  const adjustRows = positionRows(
    current,
    positionSnapshot(pair, { deposited: change.totalDeposited, borrowed: change.totalBorrowed }),
    context,
  );
  const closeRows = positionRows(current, positionSnapshot(pair, NO_POSITION), {
    ...context,
    emptyReason: 'Closed',
  });
  const rows = [
    ...positionRows(undefined, current, context),
    ...(tag === 'Leverage' ? leveragePositionRows(row, view, pnl) : []),
  ];
  const priceCollToDebt = row.collateral.price.div(row.debt.price);
  /** Opens the review of a loop on this position, with its before → after; Confirm runs `run`. */
  const review = (
    title: string,
    change: LoopReviewChange,
    changes: readonly PreviewRow[],
    run: () => Promise<unknown>,
  ) =>
    setPending({
      title,
      changes,
      review: loopReview({
        deposited,
        borrowed,
        priceCollToDebt,
        collateralPrice: row.collateral.price,
        collateralFlashLoanFee: row.collateral.flashLoanFee ?? 0,
        debtFlashLoanFee: row.debt.flashLoanFee ?? 0,
        slippagePct: slippage,
        change,
      }),
      confirm: () => void run(),
    });
  const adjust = () => {
    const label = `Adjust ${pairName} to ${formatLeverage(target)}`;
    const after = { deposited: change.totalDeposited, borrowed: change.totalBorrowed };
    const preview = { pair, before: held, after };
    if (change.direction === 'increase') {
      const flashCollateral = change.collateralChange;
      review(label, { kind: 'increase', flashCollateral }, adjustRows, () =>
        loop.run(
          { kind: 'increase', ownCollateral: new MathDecimal(0), flashCollateral },
          label,
          'deposit',
          preview,
        ),
      );
    } else if (change.direction === 'decrease') {
      const repayDebt = change.debtChange.neg();
      review(label, { kind: 'decrease', repayDebt }, adjustRows, () =>
        loop.run({ kind: 'decrease', repayDebt }, label, 'withdraw', preview),
      );
    }
  };
  const close = () =>
    review(`Close ${pairName}`, { kind: 'close' }, closeRows, () =>
      loop.run({ kind: 'close', debt: borrowed }, `Close ${pairName}`, 'withdraw', {
        pair,
        before: held,
        after: NO_POSITION,
      }),
    );
  const adjustReason =
    change.direction === 'unchanged'
      ? 'Choose another leverage'
      : change.direction === 'increase'
        ? loop.blockedReason.increase
        : loop.blockedReason.decrease;
  const tabs: readonly TabItem<ManageTab>[] = [
    {
      id: 'adjust',
      label: 'Adjust',
      content: (
        <div className="keel-manage__tab">
          <Slider
            label="Target leverage"
            min={DEFAULT_LEVERAGE}
            max={max}
            step={0.1}
            value={target}
            onChange={setTarget}
          />
          <PreviewRows label="Adjust preview" rows={adjustRows} />
          <Button
            fullWidth
            disabled={adjustReason !== undefined}
            loading={loop.submitting}
            onClick={adjust}
          >
            {adjustReason ?? 'Adjust leverage'}
          </Button>
        </div>
      ),
    },
    { id: 'add', label: 'Add', content: addForm(held) },
    {
      id: 'withdraw',
      label: 'Withdraw',
      content: (
        <div className="keel-manage__tab">
          <WithdrawAtLeverage
            row={row}
            pair={pair}
            current={current}
            context={context}
            loop={loop}
            onReview={review}
          />
        </div>
      ),
    },
    {
      id: 'close',
      label: 'Close',
      content: (
        <div className="keel-manage__tab">
          <p className="keel-vault-form__note">
            Repays the debt with the collateral and returns the rest to the wallet, in one loop.
          </p>
          <PreviewRows label="Close preview" rows={closeRows} />
          <Button
            variant="secondary"
            fullWidth
            disabled={loop.blockedReason.decrease !== undefined || borrowed.isZero()}
            loading={loop.submitting}
            onClick={close}
          >
            Close position
          </Button>
        </div>
      ),
    },
  ];
  return (
    <section className="keel-vault-form keel-manage" aria-labelledby="your-position-title">
      <h2 id="your-position-title" className="keel-section-title">
        Your position
      </h2>
      <PreviewRows label="Position figures" rows={rows} />
      <Tabs<ManageTab> label="Manage the position" fullWidth tabs={tabs} defaultValue="adjust" />
      <LoopReviewDialog
        row={row}
        pending={pending}
        slippageBps={slippage.times(100).round().toNumber()}
        onClose={() => setPending(null)}
      />
    </section>
  );
}
