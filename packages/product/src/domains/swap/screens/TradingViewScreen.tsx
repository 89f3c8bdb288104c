import { useApiQuery } from '@keel/api-client/react';
import { formatPercent, formatPrice } from '@keel/core-math';
import { Button, Skeleton, TokenSelect, type TokenSelectOption } from '@keel/ui-kit';
import { useMemo, useState } from 'react';
import { useBrand } from '../../../brand/BrandContext';
import { LoadError } from '../../../common/LoadError';
import { TokenLogo } from '../../../common/TokenLogo';
import { PageFrame } from '../../../layout/PageFrame';
import { brandText } from '../../../routing/brandText';
import type { ScreenProps } from '../../../routing/screenProps';
import {
  CHART_INTERVALS,
  type ChartInterval,
  pairSeries,
  seriesChange,
} from '../data/chart/pairSeries';
import { defaultPair } from '../data/swapLimits';
import type { HeldToken, SwapToken } from '../data/swapTokens';
import { useSwapTokens } from '../data/useSwapTokens';
import { PriceChart } from './PriceChart';

const NO_HOLDINGS: readonly HeldToken[] = [];
const MINUTE = 60_000;

function option(token: SwapToken): TokenSelectOption {
  return { id: token.mint, symbol: token.symbol, name: token.name, verified: token.verified };
}

/** `/tradingview`: a full-height price chart of a pair, with intervals, over the price history. */
export default function TradingViewScreen({ route }: ScreenProps<'tradingView'>) {
  const brand = useBrand();
  const list = useSwapTokens(NO_HOLDINGS);
  const [chosen, setChosen] = useState<{ base?: string; quote?: string }>({});
  const [interval, setInterval] = useState<ChartInterval>(CHART_INTERVALS[1] as ChartInterval);
  const fallback = defaultPair(list.tokens);
  const base = list.tokens.find((t) => t.mint === (chosen.base ?? fallback.input));
  const quote = list.tokens.find((t) => t.mint === (chosen.quote ?? fallback.output));
  const options = useMemo(() => list.tokens.map(option), [list.tokens]);
  // Rounded to the minute so that the query's key holds still between renders.
  const start = useMemo(
    () => Math.floor((Date.now() - interval.spanMs) / MINUTE) * MINUTE,
    [interval],
  );
  const ask = (token: string | undefined) => ({
    token,
    start,
    frequency: interval.frequency,
  });
  const baseHistory = useApiQuery((q) => q.prices.history(ask(base?.mint)));
  const quoteHistory = useApiQuery((q) => q.prices.history(ask(quote?.mint)));
  const points = useMemo(
    () =>
      baseHistory.data && quoteHistory.data ? pairSeries(baseHistory.data, quoteHistory.data) : [],
    [baseHistory.data, quoteHistory.data],
  );
  const change = seriesChange(points);
  const last = points.at(-1);
  const pick = (side: 'base' | 'quote', mint: string) => {
    const other = side === 'base' ? quote?.mint : base?.mint;
    if (mint === other) setChosen({ base: quote?.mint, quote: base?.mint });
    else setChosen({ base: base?.mint, quote: quote?.mint, [side]: mint });
  };
  const error = list.error ?? baseHistory.error ?? quoteHistory.error;
  const retry = () => {
    list.retry();
    void baseHistory.refetch();
    void quoteHistory.refetch();
  };

  return (
    <PageFrame title={brandText(route.title, brand)} subtitle={brandText(route.description, brand)}>
      <section className="keel-chart" aria-label="Price chart">
        <div className="keel-chart__bar">
          {base && quote ? (
            <div className="keel-chart__pair">
              {[
                ['base', 'Base token', base] as const,
                ['quote', 'Quote token', quote] as const,
              ].map(([side, label, token]) => (
                <TokenSelect
                  key={side}
                  label={label}
                  options={options}
                  value={token.mint}
                  onSelect={(mint) => pick(side, mint)}
                  renderLogo={(o) => <TokenLogo mint={o.id} symbol={o.symbol} decorative />}
                />
              ))}
            </div>
          ) : null}
          <fieldset className="keel-chart__intervals" aria-label="Interval">
            {CHART_INTERVALS.map((item) => (
              <Button
                key={item.id}
                size="sm"
                variant={item.id === interval.id ? 'primary' : 'secondary'}
                aria-pressed={item.id === interval.id}
                onClick={() => setInterval(item)}
              >
                {item.id}
              </Button>
            ))}
          </fieldset>
          {last && base && quote ? (
            <output className="keel-chart__last" aria-label="Last price">
              {formatPrice(last.value, { decimals: 6 })} {quote.symbol}
              {change ? ` (${change.gte(0) ? '+' : ''}${formatPercent(change)})` : ''}
            </output>
          ) : null}
        </div>
        <div className="keel-chart__body">
          {error ? (
            <LoadError title="Failed to load the price history" error={error} onRetry={retry} />
          ) : list.loading || baseHistory.isPending || quoteHistory.isPending ? (
            <Skeleton shape="block" height="100%" />
          ) : points.length < 2 ? (
            <p className="keel-chart__empty">No price history for this pair over {interval.id}.</p>
          ) : (
            <PriceChart
              points={points}
              label={`${base?.symbol ?? ''}/${quote?.symbol ?? ''} price over ${interval.id}`}
            />
          )}
        </div>
      </section>
    </PageFrame>
  );
}
