import { VAULT_PROGRAM_ID } from '@keel/vault-programs';
import { createPrng } from '../../world/prng';
import type { WorldCurator, WorldReserve, WorldToken } from '../../world/types';
import { apiAddress, apiSignature, type DatasetContext, entityKey, memo } from './context';
import { aprToApy, type Decimal, dec, factor, ONE, sum, ZERO } from './decimal';
import { balanceAt, buildLedger, type LedgerEvent, withLanded } from './ledger';
import type { LendingBook } from './lending';
import { unitRange } from './noise';
import { CostBasisTracker, type Denominated } from './pnl';
import type { PriceBook } from './prices';
import { DAY_MS, floorTo, HOUR_MS, YEAR_MS } from './time';
import { type VaultNow, vaultNow } from './vault-now';

/** The earn-vault program (its vault accounts are on the sandbox chain: world/earn). */
export const EARN_VAULT_PROGRAM_ID = VAULT_PROGRAM_ID.toBase58();

/** The main wallet's deposits and withdrawals in each vault it holds. */
const EVENTS_PER_VAULT = 100;

export interface VaultAllocation {
  reserve: WorldReserve;
  marketName: string;
  marketAddress: string;
  ctokenVault: string;
  weight: number;
}

export interface EarnVaultModel {
  address: string;
  name: string;
  token: WorldToken;
  sharesMint: string;
  sharesSymbol: string;
  tokenVault: string;
  baseVaultAuthority: string;
  /** Who runs the vault (its admin signs its administration). */
  curator: WorldCurator;
  lookupTable: string;
  launch: number;
  performanceFeeBps: number;
  managementFeeBps: number;
  holders: number;
  /** Tokens in the vault today (whole tokens). */
  totalTokens: Decimal;
  availableShare: Decimal;
  tokensPerShareToday: Decimal;
  /** The main wallet's shares today (what its shares ATA on the chain holds), or null. */
  walletShares: Decimal | null;
  allocations: VaultAllocation[];
}

export type EarnDenomination = 'token' | 'sol' | 'usd';
const EARN_DENOMINATIONS: readonly EarnDenomination[] = ['token', 'sol', 'usd'];

export interface EarnUserPosition {
  vault: EarnVaultModel;
  events: LedgerEvent[];
}

export interface AllocationTransaction {
  time: number;
  signature: string;
  allocation: VaultAllocation;
  /** Whole tokens; negative when withdrawn from the reserve. */
  amount: Decimal;
  tokenPrice: Decimal;
  solPrice: Decimal;
}

/** Earn vaults lending one token across the world's reserves of that token. */
export class EarnBook {
  readonly vaults: readonly EarnVaultModel[];

  constructor(
    private readonly ctx: DatasetContext,
    private readonly prices: PriceBook,
    private readonly lending: LendingBook,
  ) {
    // The vaults, their PDAs, allocations, curators, fees and amounts are the world's (the same
    // accounts the sandbox chain holds); launch, holders and the invested share are the API's.
    this.vaults = ctx.world.earnVaults.flatMap((vault) => {
      const token = prices.find(vault.tokenSymbol);
      if (!token) return [];
      const curator = ctx.world.earnCurators.find((c) => c.managerName === vault.curator);
      if (!curator) return [];
      const label = `earn-vault:${token.symbol}`;
      const key = entityKey(ctx, label);
      const scale = dec(10).pow(vault.tokenDecimals);
      const totalTokens = dec(vault.tokenAvailable).div(scale);
      const allocations = vault.allocations.flatMap((allocation) => {
        const market = lending.allMarkets.find((m) => m.address === allocation.market);
        const reserve = market?.reserves.find((r) => r.address === allocation.reserve);
        if (!market || !reserve) return [];
        return [
          {
            reserve,
            marketName: market.name,
            marketAddress: market.address,
            ctokenVault: allocation.ctokenVault,
            weight: allocation.weight / 100,
          },
        ];
      });
      if (allocations.length === 0) return [];
      return [
        {
          address: vault.address,
          name: vault.name,
          token,
          sharesMint: vault.sharesMint,
          sharesSymbol: `kV${token.symbol}`,
          tokenVault: vault.tokenVault,
          baseVaultAuthority: vault.baseVaultAuthority,
          curator,
          lookupTable: apiAddress(ctx, `${label}:lookup-table`),
          launch: floorTo(ctx.anchor - Math.round(unitRange(key, 1, 200, 700)) * DAY_MS, DAY_MS),
          performanceFeeBps: vault.performanceFeeBps,
          managementFeeBps: vault.managementFeeBps,
          holders: Math.round(unitRange(key, 3, 400, 9000)),
          totalTokens,
          availableShare: factor(unitRange(key, 4, 0.02, 0.08)),
          tokensPerShareToday: totalTokens.div(dec(vault.sharesIssued).div(scale)),
          walletShares: vault.walletShares === null ? null : dec(vault.walletShares).div(scale),
          allocations,
        },
      ];
    });
  }

  /** Today's APY as a float growth rate for the share price curve (built once per vault). */
  private readonly growthRate = memo((vault: EarnVaultModel): number =>
    this.apyAt(vault, this.ctx.anchor).toNumber(),
  );

  get(address: string): EarnVaultModel | undefined {
    return this.vaults.find((vault) => vault.address === address);
  }

  bySharesMint(mint: string): EarnVaultModel | undefined {
    return this.vaults.find((vault) => vault.sharesMint === mint);
  }

  /** Supply APY of the vault: its reserves' supply APRs by weight, less the performance fee. */
  apyAt(vault: EarnVaultModel, time: number): Decimal {
    const totalWeight = vault.allocations.reduce((total, a) => total + a.weight, 0);
    const apr = sum(
      vault.allocations.map((allocation) =>
        this.lending
          .stateAt(allocation.reserve, time)
          .supplyApr.mul(factor(allocation.weight / totalWeight)),
      ),
    ).mul(ONE.minus(dec(vault.performanceFeeBps).div(10_000)));
    return aprToApy(apr);
  }

  /** Mean APY over the `days` days before the anchor (daily samples). */
  readonly meanApy = memo((query: string): Decimal => {
    const [address, daysText] = query.split('|');
    const vault = this.get(address ?? '');
    const days = Number(daysText);
    if (!vault) return ZERO;
    const samples: Decimal[] = [];
    for (let index = 0; index < days; index += 1) {
      const time = this.ctx.anchor - index * DAY_MS;
      if (time < vault.launch) break;
      samples.push(this.apyAt(vault, time));
    }
    return samples.length === 0 ? ZERO : sum(samples).div(samples.length);
  });

  /**
   * The vault's holdings now, as its account on the chain holds them (a deposit, a withdrawal or
   * an invest moves them at once, as the real API reads them); without a chain, the world's.
   * Read per request.
   */
  now(vault: EarnVaultModel): VaultNow {
    return vaultNow(this.ctx.chain, vault.address, vault.token.decimals) ?? this.written(vault);
  }

  /** The holdings the world wrote, split between the vault and its reserves as the API tells it. */
  private written(vault: EarnVaultModel): VaultNow {
    const available = vault.totalTokens.mul(vault.availableShare);
    const invested = vault.totalTokens.minus(available);
    const totalWeight = vault.allocations.reduce((t, a) => t + a.weight, 0);
    const investedByReserve = new Map<string, Decimal>();
    const ctokensByReserve = new Map<string, bigint>();
    for (const allocation of vault.allocations) {
      const tokens = invested.mul(dec(allocation.weight).div(totalWeight));
      const rate = this.lending.exchangeRate(allocation.reserve, this.ctx.anchor);
      investedByReserve.set(allocation.reserve.address, tokens);
      ctokensByReserve.set(
        allocation.reserve.address,
        BigInt(tokens.div(rate).mul(dec(10).pow(vault.token.decimals)).toFixed(0)),
      );
    }
    return {
      available,
      investedByReserve,
      ctokensByReserve,
      invested,
      aum: vault.totalTokens,
      sharesIssued: vault.totalTokens.div(vault.tokensPerShareToday),
      tokensPerShare: vault.tokensPerShareToday,
    };
  }

  /** Tokens per share: the vault's growth curve up to now, then what the chain holds. */
  tokensPerShareAt(vault: EarnVaultModel, time: number): Decimal {
    if (time >= this.ctx.anchor) {
      const now = this.now(vault);
      if (!now.sharesIssued.isZero()) return now.tokensPerShare;
    }
    const years = (this.ctx.anchor - time) / YEAR_MS;
    return vault.tokensPerShareToday.mul(factor(Math.exp(-this.growthRate(vault) * years)));
  }

  /** Tokens in the vault: its growth since launch up to now, then the chain's AUM. */
  totalTokensAt(vault: EarnVaultModel, time: number): Decimal {
    if (time >= this.ctx.anchor) return this.now(vault).aum;
    if (time < vault.launch) return ZERO;
    const progress = Math.min(1, (time - vault.launch) / (this.ctx.anchor - vault.launch));
    return vault.totalTokens.mul(factor(Math.max(0.03, progress ** 0.7)));
  }

  sharesIssuedAt(vault: EarnVaultModel, time: number): Decimal {
    return this.totalTokensAt(vault, time).div(this.tokensPerShareAt(vault, time));
  }

  /** Interest the vault earned since launch (in tokens): what its share price growth implies. */
  cumulativeInterest(vault: EarnVaultModel): Decimal {
    const growth = this.tokensPerShareAt(vault, vault.launch).div(vault.tokensPerShareToday);
    return vault.totalTokens.mul(ONE.minus(growth));
  }

  /**
   * The wallet's positions: the seeded history of each vault it holds, followed by the share
   * changes that landed on the chain since (a wallet that deposited only on the sandbox chain has
   * just those). Read per request: a write changes them.
   */
  positions(wallet: string): EarnUserPosition[] {
    const seeded = this.seededPositions(wallet);
    return this.vaults.flatMap((vault) => {
      const landed = this.ctx.chain.tokenFlows(wallet, vault.sharesMint, EARN_VAULT_PROGRAM_ID);
      const base = seeded.find((position) => position.vault === vault);
      if (landed.length === 0) return base ? [base] : [];
      return [{ vault, events: withLanded(base?.events ?? [], landed, this.ctx.anchor) }];
    });
  }

  private readonly seededPositions = memo((wallet: string): EarnUserPosition[] => {
    const owner = this.ctx.world.wallets.find((candidate) => candidate.publicKey === wallet);
    if (owner?.role !== 'ordinary') return [];
    const prng = createPrng(`${this.ctx.seed}/api/earn-positions/${wallet}`);
    return this.vaults.flatMap((vault) => {
      if (vault.walletShares === null) return [];
      const fork = prng.fork(vault.address);
      const final = vault.walletShares;
      return [
        {
          vault,
          events: buildLedger({
            prng: fork,
            start: Math.max(vault.launch, this.ctx.historyStart) + DAY_MS,
            end: this.ctx.anchor - 4 * HOUR_MS,
            count: EVENTS_PER_VAULT,
            finalBalance: final,
            scale: final,
            places: vault.token.decimals,
          }),
        },
      ];
    });
  });

  position(wallet: string, vault: string): EarnUserPosition | undefined {
    return this.positions(wallet).find((position) => position.vault.address === vault);
  }

  /** Price of one share in tokens, SOL and USD. */
  unitPrice(vault: EarnVaultModel, time: number): Denominated<EarnDenomination> {
    const token = this.tokensPerShareAt(vault, time);
    const usd = token.mul(this.prices.priceAt(vault.token, time));
    return { token, usd, sol: usd.div(this.prices.sol(time)) };
  }

  /** The position's shares in the wallet's share account at `time`. */
  sharesAt(position: EarnUserPosition, time: number): Decimal {
    return balanceAt(position.events, time);
  }

  /**
   * The position's shares staked in the vault's farm. The world writes its vaults without a farm
   * (`vaultFarm` is the default key), so a deposit's shares all stay in the wallet's share
   * account and none is staked.
   */
  stakedSharesAt(_position: EarnUserPosition, _time: number): Decimal {
    return ZERO;
  }

  /** Average-cost PnL replayed up to `time` (buys and sells at their share prices). */
  tracker(position: EarnUserPosition, until: number): CostBasisTracker<EarnDenomination> {
    const tracker = new CostBasisTracker(EARN_DENOMINATIONS);
    for (const event of position.events) {
      if (event.time > until) break;
      tracker.trade(event.delta, this.unitPrice(position.vault, event.time));
    }
    return tracker;
  }

  /** The vault's moves between reserves: about one every two days since launch. */
  readonly allocationTransactions = memo((address: string): AllocationTransaction[] => {
    const vault = this.get(address);
    if (!vault) return [];
    const prng = createPrng(`${this.ctx.seed}/api/earn-allocations/${address}`);
    const rows: AllocationTransaction[] = [];
    let index = 0;
    for (let time = vault.launch + HOUR_MS; time < this.ctx.anchor; time += 2 * DAY_MS) {
      const allocation = prng.pick(vault.allocations);
      const at = time + prng.int(0, 20) * HOUR_MS;
      if (at >= this.ctx.anchor) break;
      const share = factor(0.002 + prng.next() * 0.03);
      const amount = this.totalTokensAt(vault, at)
        .mul(share)
        .toDecimalPlaces(vault.token.decimals)
        .mul(prng.chance(0.55) ? 1 : -1);
      if (amount.isZero()) continue;
      rows.push({
        time: at,
        signature: apiSignature(this.ctx, `earn-allocation:${address}:${index}`),
        allocation,
        amount,
        tokenPrice: this.prices.priceAt(vault.token, at),
        solPrice: this.prices.sol(at),
      });
      index += 1;
    }
    return rows;
  });
}
