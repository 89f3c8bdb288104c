import { usePositionFilter } from './PositionFilterContext';

/** Stars or unstars a position for the ☆ filter (a local preference, not a transaction). */
export function StarButton({ positionKey, name }: { positionKey: string; name: string }) {
  const state = usePositionFilter();
  if (!state) return null;
  const starred = state.starred.has(positionKey);
  return (
    <button
      type="button"
      className="keel-portfolio__star"
      aria-pressed={starred}
      aria-label={`Star ${name}`}
      onClick={() => state.toggleStar(positionKey)}
    >
      <span aria-hidden="true">{starred ? '★' : '☆'}</span>
    </button>
  );
}
