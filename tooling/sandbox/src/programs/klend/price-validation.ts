import type { ReserveTokenInfo } from '@keel/chain-readers';
import { scaledFractionToDecimal } from '@keel/core-math';
import type { InstructionContext } from '../../chain/execution/instruction-context';
import { errorDebug, panic } from './anchor-errors';
import { mulInt } from './fraction';
import { twapEnabled } from './oracle-config';
import { priceToFraction, type TimestampedPrice } from './scope-price';

/** LastUpdate.priceStatus bit flags (PriceStatusFlags). */
export const PRICE_STATUS = {
  priceLoaded: 1,
  priceAgeChecked: 2,
  twapChecked: 4,
  twapAgeChecked: 8,
  heuristicChecked: 16,
  priceUsageAllowed: 32,
  all: 0x3f,
} as const;

/** A validated price: its Fraction bits, its time and the checks it passed. */
export interface PriceResult {
  price: bigint;
  timestamp: bigint;
  status: number;
}

const CHECKS = 'utils/prices/checks.rs';

/** `check_price_age`: an age above the maximum is PriceTooOld (logged, not raised). */
function priceAgeError(
  context: InstructionContext,
  timestamp: bigint,
  maxAge: bigint,
  now: bigint,
): string | null {
  const age = now > timestamp ? now - timestamp : 0n;
  if (age <= maxAge) return null;
  context.log(`Price is too old age=${age} max_age=${maxAge}`);
  return errorDebug('PriceTooOld', `${CHECKS}:113`);
}

function heuristicError(price: bigint, info: ReserveTokenInfo): string | null {
  const { lower, upper, exp } = info.heuristic;
  if (exp > 0xffff_ffffn) panic('called `Result::unwrap()` on an `Err` value');
  if (lower > 0n && price < priceToFraction({ value: lower, exp: Number(exp) })) {
    return errorDebug('PriceIsLowerThanHeuristic', `${CHECKS}:157`);
  }
  if (upper > 0n && priceToFraction({ value: upper, exp: Number(exp) }) < price) {
    return errorDebug('PriceIsBiggerThanHeuristic', `${CHECKS}:170`);
  }
  return null;
}

/** `check_twap_in_tolerance`: |price − twap| within maxTwapDivergenceBps of the price. */
function twapToleranceError(
  context: InstructionContext,
  price: bigint,
  twap: bigint,
  info: ReserveTokenInfo,
): string | null {
  const difference = price > twap ? price - twap : twap - price;
  const tolerance = info.maxTwapDivergenceBps;
  if (mulInt(difference, 10_000n) < mulInt(price, tolerance)) return null;
  const text = (bits: bigint) => scaledFractionToDecimal(bits).toString();
  context.log(
    `Price is too far from TWAP token=${info.name} price=${text(price)} twap=${text(twap)} tolerance_bps=${tolerance}`,
  );
  return errorDebug('PriceTooDivergentFromTwap');
}

function twapStatus(
  context: InstructionContext,
  price: bigint,
  twap: TimestampedPrice | null,
  info: ReserveTokenInfo,
  now: bigint,
): number {
  const label = info.name;
  if (!twapEnabled(info)) return PRICE_STATUS.twapChecked | PRICE_STATUS.twapAgeChecked;
  if (twap === null) {
    context.log(`Price twap is not available but required, token=[${label}]`);
    return 0;
  }
  let status = 0;
  const ageError = priceAgeError(context, twap.timestamp, info.maxAgeTwapSeconds, now);
  if (ageError === null) status |= PRICE_STATUS.twapAgeChecked;
  else context.log(`Price twap is too old token=[${label}], ${ageError}`);
  const loaded = twap.load();
  const toleranceError =
    typeof loaded === 'bigint' ? twapToleranceError(context, price, loaded, info) : loaded.error;
  if (toleranceError === null) status |= PRICE_STATUS.twapChecked;
  else context.log(`Price twap check failed token=[${label}]: ${toleranceError}`);
  return status;
}

/**
 * `get_validated_price`: the price with the checks it passed as status flags. Failed checks are
 * only logged (the price is still used, flagged); a price that cannot be loaded gives none.
 */
export function validatedPrice(
  context: InstructionContext,
  found: { price: TimestampedPrice; twap: TimestampedPrice | null },
  info: ReserveTokenInfo,
  now: bigint,
): PriceResult | null {
  const label = info.name;
  const loaded = found.price.load();
  if (typeof loaded !== 'bigint') {
    context.log(`Price is not available token=[${label}], ${loaded.error}`);
    return null;
  }
  let status = PRICE_STATUS.priceLoaded;
  const ageError = priceAgeError(context, found.price.timestamp, info.maxAgePriceSeconds, now);
  if (ageError === null) status |= PRICE_STATUS.priceAgeChecked;
  else context.log(`Price is too old token=[${label}], ${ageError}`);
  status |= twapStatus(context, loaded, found.twap, info, now);
  const heuristic = heuristicError(loaded, info);
  if (heuristic === null) status |= PRICE_STATUS.heuristicChecked;
  else context.log(`Price heuristic check failed token=[${label}]: ${heuristic}`);
  if (!info.blockPriceUsage) status |= PRICE_STATUS.priceUsageAllowed;
  return { price: loaded, timestamp: found.price.timestamp, status };
}
