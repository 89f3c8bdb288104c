import {
  DEFAULT_LEVERAGE,
  formatPercent,
  formatTokenAmount,
  formatUsd,
  inputDecimalsFor,
  type LeverageToken,
  MathDecimal,
  truncateToDecimals,
} from '@keel/core-math';
import { AmountInput, ChoiceGroup, PreviewRows, Slider } from '@keel/ui-kit';
import { useMemo, useState } from 'react';
import { parseAmount } from '../../../../actions/amountProblem';
import type { PairRow, PairTag } from '../../data/pairRow';
import {
  NO_POSITION,
  type PairPosition,
  positionSnapshot,
  snapshotPair,
} from '../../data/vault/positionSnapshot';
import { vaultPreview } from '../../data/vault/vaultPreview';
import type { VaultTerms } from '../../data/vault/vaultTerms';
import { OpenPositionSubmit } from './OpenPositionSubmit';
import { useDepositBalance } from './useDepositBalance';
import { useLoopPriceImpact } from './useLoopPriceImpact';
import { useMultiplySlippage } from './useLoopSubmit';
import { loopCostRows, positionRows, whatIfRows, whatIfSubject } from './vaultRows';

/** The slider runs to the pair's max, and never past 10x (a group at 99 % LTV would allow 100x). */
const SLIDER_MAX_LEVERAGE = 10;
const WHAT_IF_RANGE_PCT = 50;

/**
 * Open a position, or add to the held one: deposit token and amount, leverage (1 decimal, 'x',
 * default 1.1, bounded by the pair's max), the preview core-math computes (the held position
 * before → after, each risk figure with its direction; an open shows the after values only), a
 * what-if control that moves the price of the asset traded (a long's collateral, a short's debt,
 * a correlated pair's ratio), and the submit that runs the loop.
 */
export function OpenPositionForm({
  row,
  terms,
  tag,
  title = 'Open a position',
  leverage,
  onLeverageChange,
  position,
}: {
  row: PairRow;
  terms: VaultTerms;
  tag: PairTag;
  /** The form's heading and name: 'Open a position', or 'Add to position' in the Manage panel. */
  title?: string;
  /** The chosen leverage, shared with the history chart. */
  leverage: number;
  onLeverageChange: (leverage: number) => void;
  /** The position the deposit adds to (the Manage panel's 'Add' tab); none for an open. */
  position?: PairPosition;
}) {
  const { collateral, debt } = row;
  const [token, setToken] = useState<LeverageToken>('collateral');
  const [amount, setAmount] = useState('');
  const max = Math.max(
    DEFAULT_LEVERAGE,
    Math.floor(Math.min(row.maxLeverage.toNumber(), SLIDER_MAX_LEVERAGE) * 10) / 10,
  );
  const [shiftPct, setShiftPct] = useState(0);
  const slippage = useMultiplySlippage();
  const deposit = token === 'collateral' ? collateral : debt;
  const decimals = inputDecimalsFor(deposit);
  const wallet = useDepositBalance(row, tag, token);
  const chosen = Math.min(leverage, max);
  const pair = useMemo(() => snapshotPair(row, terms, tag), [row, terms, tag]);
  const before = useMemo(() => position && positionSnapshot(pair, position), [pair, position]);
  const preview = useMemo(
    () =>
      vaultPreview({
        ...pair,
        ...(position ? { position } : {}),
        amount: new MathDecimal(amount === '' ? 0 : amount),
        depositToken: token,
        leverage: new MathDecimal(chosen),
        slippagePct: slippage,
        priceShift: new MathDecimal(shiftPct).div(100),
      }),
    [pair, position, amount, token, chosen, slippage, shiftPct],
  );
  const symbols = { collateral: collateral.symbol, debt: debt.symbol };
  // The loop swaps the borrowed debt, and the deposit too when it is made in the debt token.
  const ownDebt = (token === 'debt' ? parseAmount(amount) : undefined) ?? new MathDecimal(0);
  const impactRow = useLoopPriceImpact(
    row,
    preview.debtToBorrow.plus(ownDebt),
    slippage.times(100).round().toNumber(),
  );
  return (
    <section className="keel-vault-form" aria-labelledby="open-position-title">
      <h2 id="open-position-title" className="keel-section-title">
        {title}
      </h2>
      <ChoiceGroup<LeverageToken>
        legend="Deposit token"
        size="sm"
        options={[
          { id: 'collateral', label: collateral.symbol },
          { id: 'debt', label: debt.symbol },
        ]}
        value={token}
        onChange={(next) => {
          setToken(next);
          setAmount('');
        }}
      />
      <AmountInput
        label="Deposit amount"
        value={amount}
        onChange={setAmount}
        decimals={decimals}
        symbol={deposit.symbol}
        {...(wallet
          ? {
              balance: {
                text: `Wallet: ${formatTokenAmount(wallet.balance, { symbol: deposit.symbol })}`,
                max: truncateToDecimals(wallet.max, decimals).toFixed(),
              },
              onMax: setAmount,
              onHalf: setAmount,
            }
          : {})}
        usdValue={`≈ ${formatUsd(new MathDecimal(amount === '' ? 0 : amount).times(deposit.price))}`}
      />
      <Slider
        label="Leverage"
        min={DEFAULT_LEVERAGE}
        max={max}
        step={0.1}
        value={chosen}
        onChange={onLeverageChange}
        color={
          preview.after.risk === 'red' ? 'high' : preview.after.risk === 'orange' ? 'medium' : 'low'
        }
        marks={[{ value: DEFAULT_LEVERAGE }, { value: max }]}
      />
      <PreviewRows
        label="Position preview"
        rows={[
          ...positionRows(
            before,
            preview.after,
            {
              symbols,
              terms,
              apysPending: row.apysPending,
              emptyReason: 'Enter an amount',
            },
            // An open shows the leverage chosen; an addition the position's after it.
            position ? undefined : chosen,
          ),
          ...loopCostRows(preview, symbols, slippage.toFixed()),
          impactRow,
        ]}
      />
      <Slider
        label={`What if ${whatIfSubject(preview.whatIf, symbols)} moves`}
        min={-WHAT_IF_RANGE_PCT}
        max={WHAT_IF_RANGE_PCT}
        step={1}
        value={shiftPct}
        onChange={setShiftPct}
        formatValue={(value) => formatPercent(value / 100, { decimals: 0 })}
      />
      <PreviewRows label="What-if preview" rows={whatIfRows(preview, symbols)} />
      <OpenPositionSubmit
        row={row}
        tag={tag}
        elevationGroup={terms.elevationGroup}
        token={token}
        amount={amount}
        leverage={chosen}
        preview={{ pair, before: position ?? NO_POSITION, after: preview.after }}
        onOpened={() => setAmount('')}
      />
    </section>
  );
}
