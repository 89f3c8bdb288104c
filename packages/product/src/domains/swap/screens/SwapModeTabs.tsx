import { NavLink } from 'react-router-dom';
import type { SwapMode } from './SwapPanel';

const MODES: readonly { mode: SwapMode; label: string }[] = [
  { mode: 'market', label: 'Market' },
  { mode: 'limit', label: 'Limit' },
];

/** Market and limit, as links to the pair-and-mode route of the same pair. */
export function SwapModeTabs(props: { mode: SwapMode; pairId: string }) {
  return (
    <nav className="keel-swap__modes" aria-label="Order type">
      {MODES.map(({ mode, label }) => (
        <NavLink
          key={mode}
          className="keel-swap__mode"
          to={`/swap/${mode}/${encodeURIComponent(props.pairId)}`}
          aria-current={props.mode === mode ? 'page' : undefined}
          data-active={props.mode === mode || undefined}
        >
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
