/** One claimant's leaf: the whole amount is unlocked at the claim (nothing vests). */
export interface WorldAirdropAllocation {
  claimant: string;
  /** Raw units of the native token (u64 as a decimal string). */
  amount: string;
  /** How the product API names the allocation's parts (raw units, adding up to `amount`). */
  parts: { name: string; amount: string }[];
}

/** The season's allocation claim: a merkle distributor over the allocations, and its vault. */
export interface WorldAirdrop {
  /** The points season the allocation rewards (the API's `source=Season{n}`). */
  season: number;
  programId: string;
  /** PDA of ("MerkleDistributor", base, mint, version). */
  distributor: string;
  base: string;
  version: number;
  mint: string;
  decimals: number;
  /** The distributor's associated token account of the mint, holding every allocation. */
  vault: string;
  admin: string;
  /** The admin's token account the clawback returns what is left to. */
  clawbackReceiver: string;
  /** Merkle root, hex. */
  root: string;
  maxTotalClaim: string;
  maxNumNodes: number;
  allocations: WorldAirdropAllocation[];
  /** When claims opened (the enable slot's time), seconds from the moment the world is written. */
  claimOpensOffsetSeconds: number;
  /** When anyone may claw the rest back (claims still land until that happens). */
  clawbackStartOffsetSeconds: number;
}
