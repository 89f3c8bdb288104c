import type { FetchLike } from '@keel/api-client';

/** One answer of the fake API: a JSON body and a status (200 unless said). */
interface FakeAnswer {
  status?: number;
  json: unknown;
}

/** Answers by path (`/kvaults/vaults`); unanswered paths get a 404. */
export type FakeEarnRoutes = (path: string) => FakeAnswer | undefined;

/** A fetch for `seedLending({ fetch })` answering from the routes; `calls` records each path. */
export function fakeEarnFetch(routes: FakeEarnRoutes, calls: string[] = []): FetchLike {
  return async (url) => {
    const parsed = new URL(url);
    calls.push(parsed.pathname);
    const answer = routes(parsed.pathname) ?? { status: 404, json: { error: 'not found' } };
    const status = answer.status ?? 200;
    const body = JSON.stringify(answer.json);
    return { ok: status >= 200 && status < 300, status, text: async () => body };
  };
}

export interface WireVaultInput {
  address: string;
  name: string;
  tokenMint: string;
  admin: string;
  /** Reserve addresses and their integer weights. */
  allocations: readonly { reserve: string; weight: number; cap: string }[];
  performanceFeeBps?: number;
  managementFeeBps?: number;
}

/** A vault as `/kvaults/vaults` sends it (6-decimal token). */
export function wireVault(input: WireVaultInput) {
  return {
    address: input.address,
    programId: 'Vau1tProgram1111111111111111111111111111111',
    state: {
      name: input.name,
      tokenMint: input.tokenMint,
      tokenMintDecimals: 6,
      sharesMint: `${input.address.slice(0, 30)}Shares`,
      sharesMintDecimals: 6,
      vaultAdminAuthority: input.admin,
      tokenAvailable: '1000000000',
      sharesIssued: '9000000000',
      performanceFeeBps: input.performanceFeeBps ?? 1000,
      managementFeeBps: input.managementFeeBps ?? 50,
      vaultAllocationStrategy: input.allocations.map((a) => ({
        reserve: a.reserve,
        targetAllocationWeight: a.weight,
        tokenAllocationCap: a.cap,
      })),
    },
  };
}

/** Vault metrics as the API sends them (APYs are fractions). */
export function wireMetrics(input: {
  apy: string;
  apy7d: string;
  apy30d: string;
  availableUsd: string;
  investedUsd: string;
  sharePrice: string;
  tokensPerShare: string;
}) {
  return {
    apy: input.apy,
    apy7d: input.apy7d,
    apy30d: input.apy30d,
    tokenPrice: '1',
    tokensAvailable: input.availableUsd,
    tokensAvailableUsd: input.availableUsd,
    tokensInvested: input.investedUsd,
    tokensInvestedUsd: input.investedUsd,
    sharePrice: input.sharePrice,
    tokensPerShare: input.tokensPerShare,
    numberOfHolders: 42,
    sharesIssued: '9000',
  };
}

/** A metrics history point with separate farm reward and incentive APYs. */
export function wireHistoryPoint(time: string, apy: string, farm: string, incentives: string) {
  return {
    timestamp: time,
    tvl: '1000000',
    apy,
    apyFarmRewards: farm,
    apyIncentives: incentives,
    apyReservesIncentives: '0',
    sharePrice: '1.1',
  };
}
