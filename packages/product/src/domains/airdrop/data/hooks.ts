import { useApiQuery } from '@keel/api-client/react';
import { lamportsToAmount } from '@keel/core-math';
import { useQuery } from '@tanstack/react-query';
import type Decimal from 'decimal.js';
import { useMemo } from 'react';
import { whenReady } from '../../../common/services/whenReady';
import { type ClaimState, claimState } from './claimState';
import { useAirdropServices } from './services';

/** The season whose allocation this page claims. */
export const AIRDROP_SEASON = 3;

interface QueryLike {
  error: Error | null;
  refetch: () => unknown;
}

/** The season's totals: allocation, users and claim date (null when the season has none). */
export const useAirdropMetrics = () => useApiQuery((q) => q.points.airdropMetrics(AIRDROP_SEASON));

/** The wallet's allocation by part (empty when not eligible). */
export const useAllocationParts = (wallet: string | undefined) =>
  useApiQuery((q) => q.points.airdropAllocations(AIRDROP_SEASON, wallet));

export interface ClaimData {
  /** undefined while loading or after a failure. */
  state: ClaimState | undefined;
  /** Whole tokens of the distributed mint in the wallet's associated token account. */
  walletBalance: Decimal | undefined;
  error: Error | null;
  refetch: () => void;
}

/**
 * The wallet's claim, from the proof service (its leaf and the distributor it belongs to) and
 * the chain (the distributor, the wallet's ClaimStatus, the mint's decimals, its balance).
 */
export function useClaim(wallet: string | undefined, nowMs: number): ClaimData {
  const services = useAirdropServices();
  const proof = useApiQuery((q) => q.distributor.userProof(wallet));
  const distributors = useApiQuery((q) => q.distributor.distributors());
  const metrics = useAirdropMetrics();
  const address = proof.data?.distributor ?? distributors.data?.trees[0]?.distributor;
  const lib = services?.lib;
  const distributor = useQuery(
    whenReady(services?.lib.distributorQuery(services.chain, address), 'airdropDistributor'),
  );
  const status = useQuery(
    whenReady(services?.lib.claimStatusQuery(services.chain, address, wallet), 'airdropClaim'),
  );
  const mintAddress = distributor.data?.mint.toBase58();
  const mint = useQuery(
    whenReady(services?.lib.mintQuery(services.chain, mintAddress), 'airdropMint'),
  );
  const tokens = useQuery(
    whenReady(services?.lib.walletTokensQuery(services.chain, wallet), 'airdropWalletTokens'),
  );

  const queries: QueryLike[] = [proof, distributors, metrics, distributor, status, mint, tokens];
  const error = queries.find((q) => q.error)?.error ?? null;
  const refetch = () => {
    for (const query of queries) if (query.error) void query.refetch();
  };
  const decimals = mint.data?.decimals;

  const state = useMemo(() => {
    if (!wallet) return { kind: 'notConnected' } as const;
    if (proof.data === undefined || !distributor.data || status.data === undefined)
      return undefined;
    if (decimals === undefined || metrics.data === undefined) return undefined;
    return claimState({
      wallet,
      leaf:
        proof.data === null
          ? null
          : {
              distributor: proof.data.distributor,
              amount: BigInt(proof.data.amount.toFixed(0)),
              proof: proof.data.proof,
            },
      distributor: {
        mint: distributor.data.mint.toBase58(),
        tokenVault: distributor.data.tokenVault.toBase58(),
        clawedBack: distributor.data.clawedBack,
      },
      claimedRaw: status.data === null ? null : status.data.unlockedAmount,
      decimals,
      opensAt: metrics.data?.claimDate,
      nowMs,
    });
  }, [wallet, proof.data, distributor.data, status.data, decimals, metrics.data, nowMs]);

  const walletBalance = useMemo(() => {
    if (!lib || !wallet || !mintAddress || !tokens.data || decimals === undefined) return undefined;
    const raw = lib.claimTokenBalance(tokens.data, wallet, mintAddress);
    return lamportsToAmount(raw.toString(), decimals);
  }, [lib, wallet, mintAddress, tokens.data, decimals]);

  return { state, walletBalance, error, refetch };
}
