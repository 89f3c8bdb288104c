import type { ApiContext } from '../context';
import type { CallOptions } from '../http/transport';
import {
  type ProvisionalSyntheticDollarStakingYield,
  provisionalSyntheticDollarStakingYieldSchema,
} from '../models/syntheticDollarYield';
import { isAbortError } from './failures';

/**
 * The synthetic dollar's staking yield from the external yields document. Not configured →
 * null without a request; a failure is reported and gives null (the spec names no other
 * fallback).
 */
export async function fetchSyntheticDollarStakingYield(
  ctx: ApiContext,
  options: CallOptions = {},
): Promise<ProvisionalSyntheticDollarStakingYield | null> {
  if (ctx.externalUrl('syntheticDollarYield') === undefined) return null;
  try {
    return await ctx.call('syntheticDollarYield', {
      ...options,
      schema: provisionalSyntheticDollarStakingYieldSchema,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    ctx.report(error, { endpoint: ctx.label('syntheticDollarYield'), fallback: 'null' });
    return null;
  }
}
