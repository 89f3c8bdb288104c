import type Decimal from 'decimal.js';
import { transform } from '../schema/combinators';
import { object } from '../schema/object';
import { decimal } from '../schema/primitives';
import type { Schema } from '../schema/schema';
import { type EpochMs, timestamp } from '../schema/timestamp';

/** The synthetic dollar's staking yield (what staking the dollar earns, Ethena-type). */
export interface ProvisionalSyntheticDollarStakingYield {
  /** As a fraction: 0.0452 is 4.52 %. */
  apy: Decimal;
  lastUpdated: EpochMs;
}

/** One `{ lastUpdated, value }` entry of the yields document; `value` is a percent. */
const percentYieldEntrySchema = object({ lastUpdated: timestamp(), value: decimal() });

/**
 * PROVISIONAL: the issuer's public yields document,
 * `{ protocolYield: { lastUpdated, value }, stakingYield: { lastUpdated, value } }`, values in
 * percent (4.52 is 4.52 %), sent as numbers or numeric strings. Only `stakingYield` is read;
 * other fields pass and are dropped.
 */
export const provisionalSyntheticDollarStakingYieldSchema: Schema<ProvisionalSyntheticDollarStakingYield> =
  transform(object({ stakingYield: percentYieldEntrySchema }), ({ stakingYield }) => ({
    apy: stakingYield.value.div(100),
    lastUpdated: stakingYield.lastUpdated,
  }));
