import { type Decimal, formatPercent, formatPrice, liquidationDistance } from '@keel/core-math';

/**
 * A collateral's liquidation price and how far today's price is from it ('$84.20 (−23.4%)'), so
 * the user sees liquidation coming; '-' when the position has none.
 */
export function LiquidationPriceCell({
  price,
  liquidationPrice,
}: {
  price: Decimal;
  liquidationPrice: Decimal | undefined;
}) {
  if (!liquidationPrice) return <>-</>;
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
