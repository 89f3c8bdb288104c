import { airdropProof } from '../../world/airdrop/airdrop-proofs';
import { HttpError } from '../http/http-error';
import type { RouteModule } from './route-context';
import { walletParam } from './wire';

/**
 * The distributor's proof service, in the shape the distributor's own API serves it:
 * `GET /distributor/user/{wallet}` → `{ merkle_tree, amount, proof }` (the proof as arrays of 32
 * byte values; 404 `{ error: "User not found" }` for a wallet outside the tree) and
 * `GET /distributor/distributors` → the trees and their totals. The real service runs on its own
 * host; the sandbox serves the same paths on the product API's host.
 */
export const distributorRoutes: RouteModule = ({ data }) => [
  {
    method: 'GET',
    path: '/distributor/user/{wallet}',
    handle: ({ params }) => {
      const wallet = walletParam(params, 'wallet');
      const { airdrop } = data().world;
      const found = airdropProof(airdrop, wallet);
      if (found === null) throw new HttpError(404, 'User not found');
      return {
        json: {
          merkle_tree: airdrop.distributor,
          // A JSON number, as the service writes the u64 (allocations stay below 2^53).
          amount: Number(found.amount),
          proof: found.proof.map((node) => Array.from(node)),
        },
      };
    },
  },
  {
    method: 'GET',
    path: '/distributor/distributors',
    handle: () => {
      const { airdrop } = data().world;
      return {
        json: {
          max_num_nodes: airdrop.maxNumNodes,
          max_total_claim: Number(airdrop.maxTotalClaim),
          trees: [
            {
              distributor_pubkey: airdrop.distributor,
              airdrop_version: airdrop.version,
              max_num_nodes: airdrop.maxNumNodes,
              max_total_claim: Number(airdrop.maxTotalClaim),
            },
          ],
        },
      };
    },
  },
];
