import { ChoiceGroup } from '@keel/ui-kit';
import { POSITION_FILTERS, type PositionFilter } from '../../data/figures/positionFilter';
import { usePositionFilter } from './PositionFilterContext';

/** D§2's market filter over the positions: ☆ (starred), All, USDC, USDG. */
export function PositionFilterBar() {
  const state = usePositionFilter();
  if (!state) return null;
  return (
    <ChoiceGroup<PositionFilter>
      legend="Market filter"
      size="sm"
      className="keel-portfolio__filter"
      options={POSITION_FILTERS.map(({ id, label, name }) => ({
        id,
        label,
        name: id === 'starred' ? name : undefined,
      }))}
      value={state.filter}
      onChange={state.setFilter}
    />
  );
}

/** Said when the filter hides every position. */
export function NoneShownMessage() {
  const state = usePositionFilter();
  if (!state?.noneShown) return null;
  return (
    <p className="keel-portfolio__empty" role="status">
      {state.filter === 'starred'
        ? 'No starred positions. Star a position with ☆ to keep it here.'
        : 'No positions match this filter.'}
    </p>
  );
}
