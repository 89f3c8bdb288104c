import { type Decimal, formatPercent, formatPrice, liquidationDistance } from '@keel/core-math';
import { NoValue } from '@keel/ui-kit';

/**
 * A collateral's liquidation price and how far today's price is from it ('$84.20 (−23.4%)'), so
 * the user sees liquidation coming; '-' saying why when there is none: no debt, or no price of
 * this collateral alone brings the position to liquidation.
 */
export function LiquidationPriceCell({
  price,
  liquidationPrice,
  hasDebt,
}: {
  price: Decimal;
  liquidationPrice: Decimal | undefined;
  hasDebt: boolean;
}) {
  if (!liquidationPrice)
    return <NoValue reason={hasDebt ? 'No price of this asset alone liquidates' : 'No debt'} />;
  const distance = liquidationDistance(price, liquidationPrice);
  return (
    <>
      {formatPrice(liquidationPrice, { prefix: '$' })}
      {distance ? (
        <span className="keel-liquidation-distance" title="Distance from today's price">
          {' '}
          ({distance.gt(0) ? '+' : ''}
          {formatPercent(distance, { decimals: 1 })})
        </span>
      ) : null}
    </>
  );
}
