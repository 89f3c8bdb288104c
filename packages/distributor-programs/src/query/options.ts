import type { Address, ChainQueryOptions, ChainRpc } from '@keel/chain-readers';
import { type ClaimStatus, decodeClaimStatus } from '../accounts/claimStatus';
import { decodeMerkleDistributor, type MerkleDistributor } from '../accounts/merkleDistributor';
import { claimStatusAddress } from '../pda';
import { DISTRIBUTOR_PROGRAM_ID } from '../programId';
import { distributorKeys } from './keys';

/** The read connection and its endpoint (the endpoint is part of every key). */
export interface DistributorQueryContext {
  rpc: Pick<ChainRpc, 'getMultipleAccountsInfo'>;
  endpoint: string;
}

/** The distributor's accounts change with every claim: read them fresh, keep them briefly. */
const TIMINGS = { staleTime: 15_000, gcTime: 5 * 60_000 } as const;

async function readOne(rpc: DistributorQueryContext['rpc'], address: Address) {
  const [account] = await rpc.getMultipleAccountsInfo([address]);
  return account ?? null;
}

/** The distributor; a missing account is an error (the address came from the proof service). */
export function distributorQueryOptions(
  { rpc, endpoint }: DistributorQueryContext,
  distributor: Address,
  programId: Address = DISTRIBUTOR_PROGRAM_ID,
): ChainQueryOptions<MerkleDistributor, ReturnType<typeof distributorKeys.distributor>> {
  return {
    queryKey: distributorKeys.distributor(endpoint, distributor),
    queryFn: async () => {
      const account = await readOne(rpc, distributor);
      if (account === null) throw new Error(`Distributor ${distributor.toBase58()} not found`);
      return decodeMerkleDistributor(distributor, account, { programId });
    },
    ...TIMINGS,
  };
}

/** The wallet's ClaimStatus, or null while it has not claimed. Disabled without a wallet. */
export function claimStatusQueryOptions(
  { rpc, endpoint }: DistributorQueryContext,
  distributor: Address,
  wallet: Address | null,
  programId: Address = DISTRIBUTOR_PROGRAM_ID,
): ChainQueryOptions<ClaimStatus | null, ReturnType<typeof distributorKeys.claimStatus>> {
  return {
    queryKey: distributorKeys.claimStatus(endpoint, distributor, wallet),
    queryFn: async () => {
      if (wallet === null) throw new Error('No wallet connected');
      const address = claimStatusAddress(wallet, distributor, programId).address;
      const account = await readOne(rpc, address);
      return account === null ? null : decodeClaimStatus(address, account, { programId });
    },
    enabled: wallet !== null,
    ...TIMINGS,
  };
}
