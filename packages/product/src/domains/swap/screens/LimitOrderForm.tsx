import {
  formatPercent,
  formatPrice,
  formatTokenAmount,
  formatUsd,
  inputDecimalsFor,
  tokenAmountDisplay,
  truncateToDecimals,
} from '@keel/core-math';
import { AmountInput, Button, NoValue, TokenSelect, type TokenSelectOption } from '@keel/ui-kit';
import type Decimal from 'decimal.js';
import { useMemo, useState } from 'react';
import { ActionSubmitButton } from '../../../actions/ActionSubmitButton';
import { amountProblem, parseAmount, tightestLimit } from '../../../actions/amountProblem';
import { type PreviewRow, PreviewRows } from '../../../actions/PreviewRows';
import { useSubmitAction } from '../../../actions/useSubmitAction';
import { TokenLogo } from '../../../common/TokenLogo';
import { inputRaw, limitOutputRaw, parsePrice, priceDistance } from '../data/limit/limitMath';
import { useLimitServices } from '../data/limit/limitServices';
import { usePairMarketPrice } from '../data/limit/usePairMarketPrice';
import { swapAmountLimits } from '../data/swapLimits';
import type { SwapToken } from '../data/swapTokens';

export interface LimitFormState {
  amount: string;
  price: string;
}

const amountText = (value: Decimal, token: SwapToken) =>
  formatTokenAmount(value, { ...tokenAmountDisplay(token.symbol), symbol: token.symbol });

function tokenOption(token: SwapToken): TokenSelectOption {
  return { id: token.mint, symbol: token.symbol, name: token.name, verified: token.verified };
}

/** A typed price carries up to 8 decimals, whatever the pair; shown prices follow D§9 (formatPrice). */
const PRICE_DECIMALS = 8;

/** Why the market price is missing: one side of the pair has no price (or it is being asked). */
const NO_MARKET = 'No market price for this pair';

/**
 * The limit order as the action kit builds every form: price and amount → preview rows (market
 * price and distance, what the order receives, expiry) → submit through the one pipeline.
 */
export function LimitOrderForm(props: {
  wallet?: string;
  tokens: readonly SwapToken[];
  input: SwapToken;
  output: SwapToken;
  onPair: (input: string, output: string) => void;
}) {
  const { wallet, input, output } = props;
  const [form, setForm] = useState<LimitFormState>({ amount: '', price: '' });
  const submitter = useSubmitAction('increase');
  const services = useLimitServices();
  const options = useMemo(() => props.tokens.map(tokenOption), [props.tokens]);
  const market = usePairMarketPrice(input, output);
  const price = parsePrice(form.price);
  const typed = parseAmount(form.amount);
  const limits = swapAmountLimits(input, wallet !== undefined);
  const max = tightestLimit(limits);
  const problem = amountProblem(form.amount, limits);
  const decimals = inputDecimalsFor(input);
  const distance = price ? priceDistance(price, market) : null;
  const receive = price && typed?.gt(0) ? typed.times(price) : null;
  const outputRaw = price && typed ? limitOutputRaw(typed, price, output.decimals) : 0n;
  const priceProblem =
    form.price === ''
      ? 'Enter a limit price'
      : price === null
        ? 'Enter a price above zero'
        : receive !== null && outputRaw === 0n
          ? 'The order receives less than the smallest unit'
          : undefined;

  const choose = (side: 'input' | 'output', mint: string) => {
    const other = side === 'input' ? output.mint : input.mint;
    if (mint === other) props.onPair(output.mint, input.mint);
    else if (side === 'input') props.onPair(mint, output.mint);
    else props.onPair(input.mint, mint);
    setForm({ ...form, price: '' });
  };

  const rows: PreviewRow[] = [
    {
      label: 'Market price',
      after: market ? `${formatPrice(market)} ${output.symbol}` : <NoValue reason={NO_MARKET} />,
    },
    {
      label: 'Distance from market',
      after: distance ? (
        `${distance.gte(0) ? '+' : ''}${formatPercent(distance)}`
      ) : (
        <NoValue reason={price ? NO_MARKET : 'Enter a limit price'} />
      ),
      ...(distance?.lt(0) ? { tone: 'medium' as const } : {}),
    },
    {
      label: 'You receive',
      after: receive ? (
        amountText(receive, output)
      ) : (
        <NoValue reason="Enter an amount and a limit price" />
      ),
    },
    { label: 'Expiry', after: 'Never: open until filled or cancelled' },
  ];

  const onSubmit = async () => {
    if (wallet === undefined || services === undefined || !typed || !price) return;
    const label = `Limit order: ${form.amount} ${input.symbol} to ${output.symbol}`;
    const results = await submitter.submit({
      failure: 'limitOrder',
      description: label,
      invalidates: (endpoint) => [services.lib.allKeys(endpoint)],
      requests: () =>
        services.lib.placeRequests({
          chain: services.chain,
          wallet,
          inputMint: input.mint,
          outputMint: output.mint,
          inputAmount: inputRaw(typed, input.decimals),
          outputAmount: outputRaw,
          label,
        }),
    });
    if (results !== null) setForm({ ...form, amount: '' });
  };

  return (
    <section className="keel-swap__card" aria-label="Limit order">
      <AmountInput
        label="You sell"
        value={form.amount}
        onChange={(amount) => setForm({ ...form, amount })}
        decimals={decimals}
        symbol={input.symbol}
        tokenSlot={
          <TokenSelect
            label="Sell token"
            align="end"
            options={options}
            value={input.mint}
            onSelect={(mint) => choose('input', mint)}
            renderLogo={(option) => (
              <TokenLogo mint={option.id} symbol={option.symbol} decorative />
            )}
          />
        }
        {...(wallet === undefined
          ? {}
          : {
              balance: {
                text: `Balance: ${amountText(input.balance, input)}`,
                ...(max ? { max: truncateToDecimals(max, decimals).toFixed() } : {}),
              },
              onMax: (amount: string) => setForm({ ...form, amount }),
              onHalf: (amount: string) => setForm({ ...form, amount }),
            })}
        usdValue={typed && input.price ? `≈ ${formatUsd(typed.times(input.price))}` : undefined}
        error={form.amount !== '' ? problem : undefined}
      />
      <div className="keel-swap__reverse">
        <Button
          variant="secondary"
          size="sm"
          aria-label="Reverse tokens"
          onClick={() => choose('input', output.mint)}
        >
          ⇅
        </Button>
      </div>
      <AmountInput
        label={`Limit price (${output.symbol} per ${input.symbol})`}
        value={form.price}
        onChange={(next) => setForm({ ...form, price: next })}
        decimals={PRICE_DECIMALS}
        symbol={output.symbol}
        tokenSlot={
          <TokenSelect
            label="Buy token"
            align="end"
            options={options}
            value={output.mint}
            onSelect={(mint) => choose('output', mint)}
            renderLogo={(option) => (
              <TokenLogo mint={option.id} symbol={option.symbol} decorative />
            )}
          />
        }
        {...(market
          ? {
              balance: {
                text: `Market: ${formatPrice(market)}`,
                max: market.toDecimalPlaces(PRICE_DECIMALS).toFixed(),
              },
              onMax: (next: string) => setForm({ ...form, price: next }),
              maxLabel: 'Use market',
            }
          : {})}
        error={form.price !== '' ? priceProblem : undefined}
      />
      <PreviewRows rows={rows} label="Limit order preview" />
      <ActionSubmitButton
        label="Place limit order"
        reason={submitter.blockedReason ?? problem ?? priceProblem}
        submitting={submitter.submitting}
        onSubmit={() => void onSubmit()}
      />
    </section>
  );
}
