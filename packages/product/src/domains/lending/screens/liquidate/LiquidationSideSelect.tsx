import { formatTokenAmount, formatUsd } from '@keel/core-math';
import { TokenSelect } from '@keel/ui-kit';
import { TokenLogo } from '../../../../common/TokenLogo';
import type { LiquidationSide } from '../../data/liquidationSides';

/** One side of the liquidation (the debt to repay or the collateral to receive) to choose. */
export function LiquidationSideSelect({
  label,
  held,
  sides,
  value,
  onSelect,
}: {
  label: string;
  /** What the obligation holds of the chosen side: 'Owed' or 'Deposited'. */
  held: string;
  sides: readonly LiquidationSide[];
  value: string;
  onSelect: (reserve: string) => void;
}) {
  const selected = sides.find((side) => side.reserve === value);
  return (
    <div className="keel-liquidate__pick">
      {/* The select names itself; this is the visible caption. */}
      <span aria-hidden="true">{label}</span>
      <TokenSelect
        label={label}
        value={value}
        onSelect={onSelect}
        options={sides.map((side) => ({
          id: side.reserve,
          symbol: side.symbol,
          mint: side.mint,
          balanceText: formatTokenAmount(side.amount),
        }))}
        renderLogo={(option) => (
          <TokenLogo mint={option.mint ?? ''} symbol={option.symbol} size={20} decorative />
        )}
      />
      {selected ? (
        <span>
          {`${held}: ${formatTokenAmount(selected.amount, { symbol: selected.symbol })} (${formatUsd(selected.value)})`}
        </span>
      ) : null}
    </div>
  );
}
