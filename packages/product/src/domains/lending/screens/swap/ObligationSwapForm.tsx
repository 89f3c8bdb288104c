import { useApiClientState } from '@keel/api-client/react';
import {
  formatTokenAmount,
  formatUsd,
  inputDecimalsFor,
  MathDecimal,
  shortenAddress,
  truncateToDecimals,
} from '@keel/core-math';
import { AmountInput, Button } from '@keel/ui-kit';
import { useId, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ActionSubmitButton } from '../../../../actions/ActionSubmitButton';
import { amountProblem, parseAmount } from '../../../../actions/amountProblem';
import { feeRows } from '../../../../actions/feeRows';
import { PreviewRows } from '../../../../actions/PreviewRows';
import { useSubmitAction } from '../../../../actions/useSubmitAction';
import { useSettings } from '../../../../settings/TransactionSettingsContext';
import { slippageBps } from '../../../swap/data/swapPreview';
import { useSwapQuote } from '../../../swap/data/useSwapQuote';
import { obligationApiReads } from '../../data/obligationApiReads';
import { useLendingServices } from '../../data/services';
import { useLendingSwapServices } from '../../data/swap/services';
import {
  flashLoansOff,
  type SwapIntent,
  type SwapSide,
  swapAmounts,
  swapQuoteParams,
} from '../../data/swap/swapAmounts';
import { obligationSwapPreview, obligationSwapRows } from '../../data/swap/swapPreview';
import type { LendingSwapData } from '../../data/swap/useLendingSwapContext';
import { dashboardPath } from '../lendingPaths';

const SIDES: readonly { side: SwapSide; label: string }[] = [
  { side: 'collateral', label: 'Collateral' },
  { side: 'debt', label: 'Debt' },
];

/** What the form offers on each side: the obligation's positions, then the market's reserves. */
function choices(data: LendingSwapData, side: SwapSide, from: string | undefined) {
  const held = side === 'collateral' ? data.view.deposits : data.view.borrows;
  const fromChoice = held.find((p) => p.reserve === from) ?? held[0];
  const reserveOf = new Map(data.reserves.map((r) => [r.address.toBase58(), r]));
  const targets = data.views.filter((view) => {
    const reserve = reserveOf.get(view.address);
    if (!reserve || view.address === fromChoice?.reserve || view.status !== 'Active') return false;
    // The flash loan is in the token deposited (collateral) or repaid (debt).
    return side === 'debt' || !flashLoansOff(reserve);
  });
  return { held, fromChoice, targets, reserveOf };
}

/** Obligation, mode, from and to tokens, amount → preview rows → one transaction. */
export function ObligationSwapForm({
  data,
  base,
  initialSide = 'collateral',
}: {
  data: LendingSwapData;
  base: string;
  initialSide?: SwapSide;
}) {
  const ids = { obligation: useId(), from: useId(), to: useId() };
  const navigate = useNavigate();
  const services = useLendingSwapServices();
  const apiReads = useLendingServices()?.api;
  const api = useApiClientState();
  const submitter = useSubmitAction('increase');
  const slippage = useSettings((state) => state.slippage);
  const priorityFeeType = useSettings((state) => state.priorityFeeType);
  const priorityFee = useSettings((state) => state.priorityFee);
  const [side, setSide] = useState<SwapSide>(initialSide);
  const [from, setFrom] = useState<string | undefined>();
  const [to, setTo] = useState<string | undefined>();
  const [amount, setAmount] = useState('');
  const { held, fromChoice, targets, reserveOf } = choices(data, side, from);
  const toChoice = targets.find((v) => v.address === to) ?? targets[0];
  const fromView = data.views.find((v) => v.address === fromChoice?.reserve);
  const fromReserve = fromChoice ? reserveOf.get(fromChoice.reserve) : undefined;
  const toReserve = toChoice ? reserveOf.get(toChoice.address) : undefined;
  const max = fromChoice?.amount;
  const decimals = fromView ? inputDecimalsFor(fromView) : 6;
  // Max fills the field with the position truncated to the field's decimals: that is "all".
  const whole = max ? truncateToDecimals(max, decimals) : undefined;
  const typed = parseAmount(amount);
  const limits = max
    ? [
        {
          max,
          reason: side === 'collateral' ? 'Above the collateral' : 'Above the debt',
        },
      ]
    : [];
  const problem =
    fromChoice === undefined
      ? side === 'debt'
        ? 'No debt to swap'
        : 'No collateral to swap'
      : toChoice === undefined
        ? 'No reserve to swap into'
        : side === 'debt' && fromReserve && flashLoansOff(fromReserve)
          ? `Flash loans are off for ${fromChoice.symbol}`
          : amountProblem(amount, limits);
  const intent: SwapIntent | undefined =
    fromReserve && toReserve && fromView && toChoice && typed && problem === undefined
      ? {
          side,
          from: { reserve: fromReserve, decimals: fromView.decimals, symbol: fromView.symbol },
          to: { reserve: toReserve, decimals: toChoice.decimals, symbol: toChoice.symbol },
          amount: typed,
          all: whole !== undefined && typed.gte(whole),
          slippageBps: slippageBps(slippage),
        }
      : undefined;
  const params = intent ? swapQuoteParams(intent) : undefined;
  const quote = useSwapQuote(params);
  const quoted = intent && !quote.outdated ? quote.query.data : undefined;
  const amounts = useMemo(() => {
    if (!intent || !quoted) return undefined;
    try {
      return swapAmounts(intent, quoted);
    } catch {
      return undefined;
    }
  }, [intent, quoted]);
  const rows =
    intent && fromView && toChoice
      ? [
          ...obligationSwapRows({
            preview: obligationSwapPreview({
              obligation: data.view,
              intent,
              amounts,
              fromView,
              toView: toChoice,
              views: data.views,
            }),
            intent,
            amounts,
            quote: quoted,
          }),
          ...feeRows({ transactions: 1, priorityFeeType, priorityFee }),
        ]
      : feeRows({ transactions: 1, priorityFeeType, priorityFee });
  const quoteProblem =
    intent === undefined
      ? undefined
      : quote.query.error
        ? 'No route for this swap'
        : amounts === undefined
          ? 'Fetching a quote…'
          : undefined;
  const market = data.market.address;
  const obligation = data.obligation.address.toBase58();

  const pickSide = (next: SwapSide) => {
    setSide(next);
    setFrom(undefined);
    setTo(undefined);
    setAmount('');
  };
  const onSubmit = async () => {
    if (!services || api.status !== 'ready' || !intent) return;
    const label = `Swap ${amount} ${intent.from.symbol} ${side} to ${intent.to.symbol}`;
    const results = await submitter.submit({
      failure: 'swap',
      description: label,
      requests: () =>
        services.lib.obligationSwapRequests({
          wallet: data.wallet,
          obligation: data.obligation,
          reserves: data.reserves,
          intent,
          lookupTable: data.market.lookupTable || undefined,
          swap: api.client.swap,
          chain: services.chain,
          rpc: services.chain.rpc,
          label,
        }),
      invalidates: (endpoint) => [
        ...services.lib.invalidations(endpoint, market, obligation),
        ...(apiReads
          ? obligationApiReads(apiReads, { market, obligation, owner: data.wallet })
          : []),
      ],
    });
    if (results !== null) setAmount('');
  };

  return (
    <div className="keel-action-form">
      {data.positions.length > 1 ? (
        <div className="keel-lending-swap__field">
          <label htmlFor={ids.obligation}>Position</label>
          <select
            id={ids.obligation}
            value={obligation}
            onChange={(e) => navigate({ search: `?obligation=${e.target.value}` })}
          >
            {data.positions.map((p) => (
              <option key={p.obligation.address.toBase58()} value={p.obligation.address.toBase58()}>
                {`${p.market.name} · ${shortenAddress(p.obligation.address.toBase58())}`}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <fieldset className="keel-lending-swap__modes" aria-label="Swap">
        {SIDES.map((option) => (
          <Button
            key={option.side}
            variant={side === option.side ? 'primary' : 'secondary'}
            aria-pressed={side === option.side}
            onClick={() => pickSide(option.side)}
          >
            {option.label}
          </Button>
        ))}
      </fieldset>
      <div className="keel-lending-swap__pair">
        <div className="keel-lending-swap__field">
          <label htmlFor={ids.from}>From</label>
          <select
            id={ids.from}
            value={fromChoice?.reserve ?? ''}
            disabled={held.length === 0}
            onChange={(e) => {
              setFrom(e.target.value);
              setAmount('');
            }}
          >
            {held.map((p) => (
              <option key={p.reserve} value={p.reserve}>
                {p.symbol}
              </option>
            ))}
          </select>
        </div>
        <div className="keel-lending-swap__field">
          <label htmlFor={ids.to}>To</label>
          <select
            id={ids.to}
            value={toChoice?.address ?? ''}
            disabled={targets.length === 0}
            onChange={(e) => setTo(e.target.value)}
          >
            {targets.map((v) => (
              <option key={v.address} value={v.address}>
                {v.symbol}
              </option>
            ))}
          </select>
        </div>
      </div>
      <AmountInput
        label={side === 'collateral' ? 'Collateral to swap' : 'Debt to swap'}
        value={amount}
        onChange={setAmount}
        decimals={decimals}
        symbol={fromView?.symbol ?? ''}
        balance={{
          text: `${side === 'collateral' ? 'Deposited' : 'Borrowed'}: ${formatTokenAmount(
            max ?? new MathDecimal(0),
            { symbol: fromView?.symbol ?? '' },
          )}`,
          ...(whole ? { max: whole.toFixed() } : {}),
        }}
        usdValue={typed && fromView ? `≈ ${formatUsd(typed.times(fromView.price))}` : undefined}
        onMax={setAmount}
        onHalf={setAmount}
        error={amount !== '' ? problem : undefined}
      />
      <PreviewRows rows={rows} />
      <ActionSubmitButton
        label={side === 'collateral' ? 'Swap collateral' : 'Swap debt'}
        reason={submitter.blockedReason ?? problem ?? quoteProblem}
        submitting={submitter.submitting}
        onSubmit={() => void onSubmit()}
      />
      <p>
        <Link to={dashboardPath(base, market, obligation)}>View the position</Link>
      </p>
    </div>
  );
}
