import type { ReserveApys } from '@keel/core-math';
import { formatApy, signOfFigure } from '@keel/core-math';
import { SignedValue, Skeleton, Tooltip } from '@keel/ui-kit';
import type Decimal from 'decimal.js';
import { STAKING_APY_LABEL } from './stakingApy';

/**
 * Supply or borrow APY (rewards included) with its parts on hover or focus; a skeleton while
 * rewards or staking yields are still loading, rather than a figure that will jump.
 */
export function ApyCell({
  apys,
  side,
  pending = false,
}: {
  apys: ReserveApys;
  side: 'supply' | 'borrow';
  pending?: boolean;
}) {
  if (pending) {
    return (
      <span role="status" aria-label={`${side === 'supply' ? 'Supply' : 'Borrow'} APY loading`}>
        <Skeleton shape="text" width={56} />
      </span>
    );
  }
  const total = formatApy(side === 'supply' ? apys.totalDepositApy : apys.totalBorrowApy);
  const rows: { label: string; value: Decimal }[] =
    side === 'supply'
      ? [
          { label: 'Supply APY', value: apys.lendingDepositApy },
          { label: 'Rewards APY', value: apys.collateralFarmTotalApy },
          // The token's own staking yield, only for tokens that have one.
          ...(apys.extraSupplyApy.isZero()
            ? []
            : [{ label: STAKING_APY_LABEL, value: apys.extraSupplyApy }]),
        ]
      : [
          { label: 'Borrow APY', value: apys.lendingBorrowApy },
          // A reward the borrower earns: shown positive, as on the reserve and vault pages; the
          // total (lending borrow APY − rewards) already nets it off.
          { label: 'Rewards APY', value: apys.debtFarmTotalApy },
        ];
  return (
    <Tooltip
      content={
        <dl className="keel-apy-breakdown">
          {rows.map(({ label, value }) => (
            <div key={label} className="keel-apy-breakdown__row">
              <dt>{label}</dt>
              <dd>
                <SignedValue sign={signOfFigure(formatApy(value))}>{formatApy(value)}</SignedValue>
              </dd>
            </div>
          ))}
        </dl>
      }
    >
      <button type="button" className="keel-apy-cell">
        {/* One rule for both sides: painted by the sign shown (a borrow APY is a positive cost). */}
        <SignedValue sign={signOfFigure(total)}>{total}</SignedValue>
      </button>
    </Tooltip>
  );
}
