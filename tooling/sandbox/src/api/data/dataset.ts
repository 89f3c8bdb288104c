import { AccountStore } from './accounts';
import { createDatasetContext, type DatasetContext, lazy } from './context';
import { EarnBook } from './earn';
import { LendingBook } from './lending';
import { ObligationBook } from './obligations';
import { PointsBook } from './points';
import { PriceBook } from './prices';
import { ReferralLeaderboard } from './referral-leaderboard';
import { buildResources } from './resources';
import { StrategyBook } from './strategies';
import { StrategyPositions } from './strategy-positions';
import {
  type SyntheticDollarYieldDocument,
  syntheticDollarYieldDocument,
} from './synthetic-dollar-yield';
import { TokenCatalogue } from './token-catalogue';

/**
 * The whole sandbox API dataset over one world. Every part is built on first use and kept,
 * so starting the server costs nothing; histories are computed per request from seeded
 * functions of (entity, time).
 */
export class SandboxDataset {
  readonly ctx: DatasetContext;
  readonly prices: () => PriceBook;
  readonly strategies: () => StrategyBook;
  readonly strategyPositions: () => StrategyPositions;
  readonly tokens: () => TokenCatalogue;
  readonly lending: () => LendingBook;
  readonly obligations: () => ObligationBook;
  readonly earn: () => EarnBook;
  readonly points: () => PointsBook;
  readonly resources: () => Record<'mainnet-beta' | 'devnet', unknown>;
  /** The synthetic-dollar issuer's yields document (served on the external path). */
  readonly syntheticDollarYield: () => SyntheticDollarYieldDocument;
  readonly accounts: AccountStore;
  readonly referralLeaderboard: () => ReferralLeaderboard;

  constructor(options: Parameters<typeof createDatasetContext>[0]) {
    const ctx = createDatasetContext(options);
    this.ctx = ctx;
    this.prices = lazy(() => new PriceBook(ctx));
    this.strategies = lazy(() => new StrategyBook(ctx, this.prices()));
    this.strategyPositions = lazy(
      () => new StrategyPositions(ctx, this.prices(), this.strategies()),
    );
    this.tokens = lazy(() => new TokenCatalogue(ctx, this.prices(), this.strategies()));
    this.lending = lazy(() => new LendingBook(ctx, this.prices()));
    this.obligations = lazy(() => new ObligationBook(ctx, this.prices(), this.lending()));
    this.earn = lazy(() => new EarnBook(ctx, this.prices(), this.lending()));
    this.points = lazy(() => new PointsBook(ctx, this.strategies()));
    this.resources = lazy(() =>
      buildResources(ctx, this.prices(), this.lending(), this.strategies()),
    );
    this.syntheticDollarYield = lazy(() => syntheticDollarYieldDocument(ctx, this.prices()));
    this.accounts = new AccountStore(() => ctx);
    this.referralLeaderboard = lazy(() => new ReferralLeaderboard(ctx, this.accounts));
  }

  get world() {
    return this.ctx.world;
  }
}
