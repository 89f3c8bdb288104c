import { array } from '../schema/combinators';
import { field, object } from '../schema/object';
import { decimal, integer, string } from '../schema/primitives';
import type { Infer } from '../schema/schema';

/**
 * A wallet's leaf in the distributor's tree, as the distributor's proof service sends it
 * (`merkle_tree`, `amount`, `proof`): the tree (distributor account) it belongs to, the raw
 * amount and the sibling hashes, each as 32 byte values.
 */
export const distributorProofSchema = object({
  distributor: field(['merkle_tree'], string()),
  /** Raw units of the distributed token. */
  amount: decimal(),
  proof: array(array(integer())),
});
export type DistributorProof = Infer<typeof distributorProofSchema>;

const distributorTreeSchema = object({
  distributor: field(['distributor_pubkey'], string()),
  version: field(['airdrop_version'], integer()),
  maxNumNodes: field(['max_num_nodes'], integer()),
  maxTotalClaim: field(['max_total_claim'], decimal()),
});

/** The distribution's trees and totals. */
export const distributorsSchema = object({
  maxNumNodes: field(['max_num_nodes'], integer()),
  maxTotalClaim: field(['max_total_claim'], decimal()),
  trees: array(distributorTreeSchema),
});
export type Distributors = Infer<typeof distributorsSchema>;
