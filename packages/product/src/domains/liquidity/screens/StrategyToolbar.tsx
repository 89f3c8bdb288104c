import { FEE_PERIODS, type FeePeriod, STRATEGY_TYPES, type StrategyType } from '@keel/api-client';
import { DEXES, type Dex } from '@keel/chain-readers';
import { ChoiceGroup } from '@keel/ui-kit';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { DEX_NAMES } from '../../portfolio/data/liquidity/positionLabel';
import type { StrategyFilter } from '../data/strategyFilters';
import type { StrategyToken } from '../data/strategyRow';

const TYPE_LABELS: Record<StrategyType, string> = {
  NON_PEGGED: 'Volatile',
  PEGGED: 'Pegged',
  STABLE: 'Stable',
};

const EXCHANGE_OPTIONS = [
  { id: 'ALL' as const, label: 'All' },
  ...DEXES.map((dex) => ({ id: dex, label: DEX_NAMES[dex] })),
];
const TYPE_OPTIONS = [
  { id: 'ALL' as const, label: 'All' },
  ...STRATEGY_TYPES.map((type) => ({ id: type, label: TYPE_LABELS[type] })),
];
const PERIOD_OPTIONS = FEE_PERIODS.map((period) => ({ id: period, label: period }));

/** A group's visible caption; hidden from screen readers, which hear the group's legend. */
function Captioned({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="keel-strategies__field">
      <span aria-hidden="true">{caption}</span>
      {children}
    </div>
  );
}

export interface StrategyToolbarProps {
  filter: StrategyFilter;
  onFilterChange: (patch: Partial<StrategyFilter>) => void;
  period: FeePeriod;
  onPeriodChange: (period: FeePeriod) => void;
  tokens: readonly StrategyToken[];
}

/** Search, the exchange, type and token filters, and the period the figures are for. */
export function StrategyToolbar({
  filter,
  onFilterChange,
  period,
  onPeriodChange,
  tokens,
}: StrategyToolbarProps) {
  const searchId = useId();
  const tokenId = useId();
  return (
    <div className="keel-strategies__toolbar">
      <div className="keel-strategies__field">
        <label htmlFor={searchId}>Search strategies</label>
        <input
          id={searchId}
          type="search"
          className="keel-strategies__input"
          placeholder="Symbol, pair or address"
          value={filter.search}
          onChange={(event) => onFilterChange({ search: event.target.value })}
        />
      </div>
      <div className="keel-strategies__field">
        <label htmlFor={tokenId}>Token</label>
        <select
          id={tokenId}
          className="keel-strategies__input"
          value={filter.token ?? ''}
          onChange={(event) => onFilterChange({ token: event.target.value || undefined })}
        >
          <option value="">All tokens</option>
          {tokens.map((token) => (
            <option key={token.mint} value={token.mint}>
              {token.symbol}
            </option>
          ))}
        </select>
      </div>
      <Captioned caption="Exchange">
        <ChoiceGroup<Dex | 'ALL'>
          legend="Exchange"
          size="sm"
          options={EXCHANGE_OPTIONS}
          value={filter.exchange}
          onChange={(exchange) => onFilterChange({ exchange })}
        />
      </Captioned>
      <Captioned caption="Type">
        <ChoiceGroup<StrategyType | 'ALL'>
          legend="Type"
          size="sm"
          options={TYPE_OPTIONS}
          value={filter.type}
          onChange={(type) => onFilterChange({ type })}
        />
      </Captioned>
      <Captioned caption="APY period">
        <ChoiceGroup<FeePeriod>
          legend="APY period"
          size="sm"
          options={PERIOD_OPTIONS}
          value={period}
          onChange={onPeriodChange}
        />
      </Captioned>
      <Link className="keel-strategies__analytics" to="/liquidity/advanced-analytics">
        Advanced analytics
      </Link>
    </div>
  );
}
