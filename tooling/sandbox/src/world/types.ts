/**
 * The sandbox world as plain, serialisable data: tokens, lending markets, liquidity
 * strategies, farms and the sandbox wallets with their positions. Amounts and prices are
 * decimal strings in whole tokens / US dollars; rates in bps or pct are integers. Nothing here
 * is bytes: writing accounts is a separate step (see write-world.ts).
 */

import type { WorldAirdrop } from './airdrop/airdrop-types';
import type { WorldCurator, WorldEarnVault } from './earn/earn-vault-types';
import type { WorldGovernance } from './governance/governance-types';
import type { WalletRole } from './wallet-role';

export type * from './airdrop/airdrop-types';
export type * from './earn/earn-vault-types';
export type * from './governance/governance-types';
export type { WalletRole };

export type TokenProgramName = 'spl-token' | 'spl-token-2022';

export type TokenKind =
  | 'native-sol'
  | 'stable'
  | 'yield-stable'
  | 'lst'
  | 'major'
  | 'lp'
  | 'altcoin'
  | 'governance'
  | 'xstock';

export interface WorldToken {
  symbol: string;
  name: string;
  mint: string;
  decimals: number;
  tokenProgram: TokenProgramName;
  kind: TokenKind;
  priceUsd: string;
  /** Total supply the mint reports, in whole tokens (absent for the native SOL mint). */
  supply: string | null;
  mintAuthority: string | null;
  /** Index of this token's USD price in the Scope OraclePrices account (index 0 is unused). */
  scopePriceIndex: number;
  /** Index of this token in the kliquidity CollateralInfos account. */
  collateralId: number;
}

export type ReserveStatus = 'Active' | 'Obsolete' | 'Hidden';

export interface CurvePoint {
  utilizationRateBps: number;
  borrowRateBps: number;
}

export interface WithdrawalCap {
  /** Whole tokens per interval; "0" with interval 0 means no cap. */
  capacity: string;
  intervalSeconds: number;
  /** Net outflow in the current interval, whole tokens (negative when inflows dominate). */
  filled: string;
  /** Start of the current interval in seconds from the moment the world is written (≤ 0). */
  intervalStartOffsetSeconds: number;
}

/** Asset tiers as the product names them (stored as 0, 1, 2). */
export type AssetTier = 'Regular' | 'Isolated Collateral' | 'Isolated Debt';

export interface WorldReserve {
  address: string;
  market: string;
  symbol: string;
  mint: string;
  decimals: number;
  tokenProgram: TokenProgramName;
  status: ReserveStatus;
  assetTier: AssetTier;
  priceUsd: string;
  loanToValuePct: number;
  liquidationThresholdPct: number;
  borrowFactorPct: number;
  minLiquidationBonusBps: number;
  maxLiquidationBonusBps: number;
  badDebtLiquidationBonusBps: number;
  protocolTakeRatePct: number;
  protocolLiquidationFeePct: number;
  /** Origination fee as a fraction, e.g. "0.001". */
  borrowFee: string;
  /** Flash-loan fee as a fraction; null when flash loans are disabled. */
  flashLoanFee: string | null;
  depositLimit: string;
  borrowLimit: string;
  borrowRateCurve: CurvePoint[];
  elevationGroups: number[];
  utilizationLimitBlockBorrowingAbovePct: number;
  depositWithdrawalCap: WithdrawalCap;
  debtWithdrawalCap: WithdrawalCap;
  totalSupply: string;
  totalBorrowed: string;
  /** Protocol fees accrued and still in the supply vault, whole tokens (not suppliers' money). */
  accumulatedProtocolFees: string;
  /** Cumulative borrow rate since the reserve opened (≥ 1, exact in binary fixed point). */
  cumulativeBorrowRate: string;
  /** cTokens issued, whole cTokens (same decimals as the token); totalSupply / this = exchange rate. */
  collateralSupply: string;
  collateralMint: string;
  liquiditySupplyVault: string;
  collateralSupplyVault: string;
  feeVault: string;
  farmCollateral: string | null;
  farmDebt: string | null;
}

export interface WorldElevationGroup {
  id: number;
  name: string;
  loanToValuePct: number;
  liquidationThresholdPct: number;
  maxLiquidationBonusBps: number;
  debtSymbol: string;
  collateralSymbols: string[];
  maxReservesAsCollateral: number;
}

export interface WorldMarket {
  slug: string;
  name: string;
  description: string;
  address: string;
  isPrimary: boolean;
  owner: string;
  lendingMarketAuthority: string;
  /**
   * The market's address lookup table (the API's market configuration names it): the market's,
   * its reserves' and the programs' accounts, so a lending action fits a v0 transaction.
   */
  lookupTable: string;
  quoteCurrency: 'USD';
  elevationGroups: WorldElevationGroup[];
  reserves: WorldReserve[];
}

export type Dex = 'ORCA' | 'RAYDIUM' | 'METEORA';
export type StrategyType = 'STABLE' | 'PEGGED' | 'NON_PEGGED';

export interface WorldStrategy {
  address: string;
  dex: Dex;
  tokenA: string;
  tokenAMint: string;
  tokenB: string;
  tokenBMint: string;
  shareMint: string;
  shareMintAuthority: string;
  shareSymbol: string;
  shareName: string;
  shareDecimals: number;
  pool: string;
  position: string;
  strategyType: StrategyType;
  status: 'LIVE' | 'DEPRECATED';
  feeTierBps: number;
  /** Pool price: token B per token A. */
  poolPrice: string;
  priceLower: string;
  priceUpper: string;
  tokenAAmount: string;
  tokenBAmount: string;
  sharesIssued: string;
  sharePriceUsd: string;
  tvlUsd: string;
  isDiyVault: boolean;
  isEmptyDiyStrategy: boolean;
  adminAuthority: string;
  farm: string | null;
}

export interface RewardCurvePoint {
  /** Seconds from the moment the world is written; negative means already running. */
  startOffsetSeconds: number;
  /** Whole reward tokens per second from this point on. */
  rewardsPerSecond: string;
}

export interface WorldFarmReward {
  symbol: string;
  mint: string;
  curve: RewardCurvePoint[];
}

export interface WorldFarm {
  address: string;
  kind: 'reserve-collateral' | 'reserve-debt' | 'strategy';
  /** Reserve or strategy the farm belongs to. */
  target: string;
  stakeMint: string;
  rewards: WorldFarmReward[];
}

export type ObligationTag = 'Vanilla' | 'Multiply' | 'Lending' | 'Leverage';
export type ObligationScenario =
  | 'healthy'
  | 'near-liquidation'
  | 'multiply'
  | 'leverage-long'
  | 'leverage-short'
  | 'lending';

export interface ObligationLeg {
  reserve: string;
  symbol: string;
  amount: string;
  valueUsd: string;
}

export interface WorldObligation {
  address: string;
  owner: string;
  market: string;
  marketAddress: string;
  tag: ObligationTag;
  id: number;
  seed1: string;
  seed2: string;
  scenario: ObligationScenario;
  elevationGroup: number;
  deposits: ObligationLeg[];
  borrows: ObligationLeg[];
  /** Borrowed value over deposited value (no borrow factor), as a fraction. */
  loanToValue: string;
}

export interface WalletTokenBalance {
  symbol: string;
  mint: string;
  tokenProgram: TokenProgramName;
  account: string;
  amount: string;
}

export interface WalletStrategyShares {
  strategy: string;
  shareMint: string;
  account: string;
  shares: string;
  valueUsd: string;
  /** Farm of the strategy, or null. */
  farm: string | null;
  /** Shares staked in that farm (besides those in the token account), whole shares. */
  stakedShares: string;
}

export interface WorldWallet {
  role: WalletRole;
  label: string;
  publicKey: string;
  /** klend UserMetadata PDA of the wallet. */
  userMetadata: string;
  solBalance: string;
  tokens: WalletTokenBalance[];
  strategyShares: WalletStrategyShares[];
  obligations: WorldObligation[];
}

export interface WorldBrand {
  productName: string;
  nativeTokenSymbol: string;
}

/** Singleton accounts the programs' accounts point at. */
export interface WorldSharedAccounts {
  /** Scope OraclePrices holding every token's USD price. */
  scopeOraclePrices: string;
  /** Scope OracleMappings named by the prices account (not written). */
  scopeOracleMappings: string;
  liquidityGlobalConfig: string;
  collateralInfos: string;
  /** farms GlobalConfig named by every farm (not written: no encoder for it). */
  farmsGlobalConfig: string;
}

export interface SandboxWorld {
  seed: string;
  brand: WorldBrand;
  programs: {
    lending: string;
    liquidity: string;
    farms: string;
    /** voter-stake-registry (the vote-escrow registry of the native token). */
    voterStakeRegistry: string;
    splGovernance: string;
    /** The merkle distributor the season allocation is claimed from. */
    distributor: string;
    /** The earn vault program. */
    earnVaults: string;
  };
  accounts: WorldSharedAccounts;
  faucet: string;
  protocolAdmin: string;
  /** The 'manager' sandbox wallet: owner of the MANAGED_MARKET_SLUG market, SOL only. */
  managerWallet: string;
  tokens: WorldToken[];
  markets: WorldMarket[];
  strategies: WorldStrategy[];
  farms: WorldFarm[];
  wallets: WorldWallet[];
  /** Staking and governance of the native token. */
  governance: WorldGovernance;
  /** The season 3 allocation claim. */
  airdrop: WorldAirdrop;
  /** Earn vault curators and their vaults (the vault program's accounts). */
  earnCurators: WorldCurator[];
  earnVaults: WorldEarnVault[];
}
