import type { ApiContext } from '../context';
import type { CallOptions } from '../http/transport';
import {
  type DistributorProof,
  type Distributors,
  distributorProofSchema,
  distributorsSchema,
} from '../models/distributor';
import { isNotFound } from './failures';

/** The allocation claim's proof service. */
export function createDistributorApi(ctx: ApiContext) {
  return {
    /** The wallet's amount and merkle proof; null when the wallet is not in the tree (404). */
    async userProof(wallet: string, options: CallOptions = {}): Promise<DistributorProof | null> {
      try {
        return await ctx.call('distributorUserProof', {
          ...options,
          params: { wallet },
          schema: distributorProofSchema,
        });
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async distributors(options: CallOptions = {}): Promise<Distributors> {
      return ctx.call('distributors', { ...options, schema: distributorsSchema });
    },
  };
}

export type DistributorApi = ReturnType<typeof createDistributorApi>;
