import { createPrng } from '../../world/prng';
import type { WorldReserve, WorldToken } from '../../world/types';
import { apiAddress, apiSignature, type DatasetContext, entityKey, memo } from './context';
import { aprToApy, type Decimal, dec, factor, ONE, sum, ZERO } from './decimal';
import { balanceAt, buildLedger, type LedgerEvent } from './ledger';
import type { LendingBook } from './lending';
import { unitRange } from './noise';
import { CostBasisTracker, type Denominated } from './pnl';
import type { PriceBook } from './prices';
import { DAY_MS, floorTo, HOUR_MS, YEAR_MS } from './time';

/** The mainnet earn-vault program (vault accounts are API-only in the sandbox). */
export const EARN_VAULT_PROGRAM_ID = 'KvauGMspG5k6rtzrqqn7WNn3oZdyKqLKwK2XWQ8FLjd';

const VAULT_TOKENS = ['USDC', 'SOL', 'USDT', 'PYUSD', 'JitoSOL', 'USDG'] as const;
/** Vaults the main wallet has used, and its deposits and withdrawals in each. */
const MAIN_WALLET_VAULTS = 3;
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
  lookupTable: string;
  launch: number;
  performanceFeeBps: number;
  managementFeeBps: number;
  holders: number;
  /** Tokens in the vault today (whole tokens). */
  totalTokens: Decimal;
  availableShare: Decimal;
  tokensPerShareToday: Decimal;
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
    this.vaults = VAULT_TOKENS.flatMap((symbol) => {
      const token = prices.find(symbol);
      if (!token) return [];
      const allocations = this.allocationsFor(token);
      if (allocations.length === 0) return [];
      const label = `earn-vault:${token.symbol}`;
      const key = entityKey(ctx, label);
      const tvlUsd = dec(Math.round(unitRange(key, 0, 2, 60)) * 1_000_000);
      return [
        {
          address: apiAddress(ctx, label),
          name: `${ctx.world.brand.productName} ${token.symbol} Earn`,
          token,
          sharesMint: apiAddress(ctx, `${label}:shares`),
          sharesSymbol: `kV${token.symbol}`,
          tokenVault: apiAddress(ctx, `${label}:token-vault`),
          baseVaultAuthority: apiAddress(ctx, `${label}:authority`),
          lookupTable: apiAddress(ctx, `${label}:lookup-table`),
          launch: floorTo(ctx.anchor - Math.round(unitRange(key, 1, 200, 700)) * DAY_MS, DAY_MS),
          performanceFeeBps: 1000,
          managementFeeBps: Math.round(unitRange(key, 2, 0, 4)) * 25,
          holders: Math.round(unitRange(key, 3, 400, 9000)),
          totalTokens: tvlUsd.div(token.priceUsd).toDecimalPlaces(token.decimals),
          availableShare: factor(unitRange(key, 4, 0.02, 0.08)),
          tokensPerShareToday: factor(unitRange(key, 5, 1.01, 1.35)),
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

  tokensPerShareAt(vault: EarnVaultModel, time: number): Decimal {
    const years = (this.ctx.anchor - time) / YEAR_MS;
    return vault.tokensPerShareToday.mul(factor(Math.exp(-this.growthRate(vault) * years)));
  }

  totalTokensAt(vault: EarnVaultModel, time: number): Decimal {
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

  readonly positions = memo((wallet: string): EarnUserPosition[] => {
    const owner = this.ctx.world.wallets.find((candidate) => candidate.publicKey === wallet);
    if (owner?.role !== 'ordinary') return [];
    const prng = createPrng(`${this.ctx.seed}/api/earn-positions/${wallet}`);
    return this.vaults.slice(0, MAIN_WALLET_VAULTS).map((vault) => {
      const fork = prng.fork(vault.address);
      const usd = dec(fork.int(5_000, 40_000));
      const final = usd
        .div(this.prices.priceAt(vault.token, this.ctx.anchor))
        .div(vault.tokensPerShareToday)
        .toDecimalPlaces(vault.token.decimals);
      return {
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
      };
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

  sharesAt(position: EarnUserPosition, time: number): Decimal {
    return balanceAt(position.events, time);
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

  private allocationsFor(token: WorldToken): VaultAllocation[] {
    return this.lending.allMarkets.flatMap((market) =>
      market.reserves
        .filter((reserve) => reserve.mint === token.mint && reserve.status === 'Active')
        .map((reserve) => ({
          reserve,
          marketName: market.name,
          marketAddress: market.address,
          ctokenVault: apiAddress(this.ctx, `earn-vault:${token.symbol}:ctoken:${reserve.address}`),
          weight: unitRange(entityKey(this.ctx, `earn-weight:${reserve.address}`), 0, 1, 5),
        })),
    );
  }
}
