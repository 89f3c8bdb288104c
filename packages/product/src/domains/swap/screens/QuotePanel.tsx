import { Button, Skeleton } from '@keel/ui-kit';
import { feeRows } from '../../../actions/feeRows';
import { PreviewRows } from '../../../actions/PreviewRows';
import { LoadError } from '../../../common/LoadError';
import { useSettings } from '../../../settings/TransactionSettingsContext';
import { type QuotedToken, swapPreviewRows } from '../data/swapPreview';
import type { useSwapQuote } from '../data/useSwapQuote';

export interface QuotePanelProps {
  quote: ReturnType<typeof useSwapQuote>;
  input: QuotedToken;
  output: QuotedToken;
  /** False until a pair and an amount are set: no quote is asked. */
  requested: boolean;
}

/** The quote's rows (route, impact, minimum received, fees) and its refresh countdown. */
export function QuotePanel({ quote, input, output, requested }: QuotePanelProps) {
  const priorityFeeType = useSettings((state) => state.priorityFeeType);
  const priorityFee = useSettings((state) => state.priorityFee);
  const { query, secondsLeft } = quote;
  if (!requested) return null;
  if (query.isError && query.data === undefined) {
    return (
      <LoadError
        title="Failed to get a quote"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data === undefined) {
    return (
      <div className="keel-swap__quote" aria-busy="true">
        <span className="keel-visually-hidden" role="status">
          Getting a quote…
        </span>
        <Skeleton shape="block" height={160} />
      </div>
    );
  }
  const rows = [
    ...swapPreviewRows(query.data, input, output),
    ...feeRows({ transactions: 1, priorityFeeType, priorityFee }),
  ];
  return (
    <div className="keel-swap__quote" aria-busy={quote.outdated || undefined}>
      <PreviewRows rows={rows} />
      <div className="keel-swap__refresh">
        <span aria-live="off" className="keel-swap__countdown">
          {query.isFetching ? 'Refreshing quote…' : `Quote refreshes in ${secondsLeft ?? 0}s`}
        </span>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          Refresh quote
        </Button>
      </div>
    </div>
  );
}
