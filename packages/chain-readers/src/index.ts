// Addresses
export {
  ADDRESS_LENGTH,
  type Address,
  createAddress,
  DEFAULT_ADDRESS,
  InvalidAddressError,
  isAddress,
  parseAddress,
  sameAddress,
} from './address/address';
export { decodeBase58, encodeBase58 } from './address/base58';
export { isOnCurve } from './address/edwardsCurve';
export { toPublicKey } from './address/toPublicKey';

// Bytes
export { ByteReader } from './bytes/ByteReader';
export { ByteWriter } from './bytes/ByteWriter';
export { ByteRangeError, ByteValueError, InvalidFieldValueError } from './bytes/errors';
export { bytesToHex, hexToBytes } from './bytes/hex';

// Errors
export {
  AccountDecodeError,
  type AccountDecodeErrorInit,
  type AccountDecodeFailure,
} from './errors/AccountDecodeError';
export {
  ChainReadError,
  ReserveNotFoundError,
  requireUserFarmPositions,
  UserFarmPositionNotLoadedError,
  WalletNotConnectedError,
} from './errors/chainErrors';
export {
  ERROR_MESSAGES,
  invalidEnvironmentMessage,
  reserveNotFoundMessage,
} from './errors/messages';
export { type AccountMode, accountMeta, accountMetas } from './instructions/accountMetas';
export {
  anchorAccountDiscriminator,
  anchorInstructionDiscriminator,
} from './instructions/anchorDiscriminators';
// Instruction bytes: account metas, data, Anchor's discriminators and error lines, token set-up
export {
  type AnchorErrorCode,
  type AnchorErrorOrigin,
  anchorErrorLogLines,
} from './instructions/anchorErrorLog';
export { instructionData, u32Bytes, u64Bytes } from './instructions/instructionData';
export {
  closeTokenAccountInstruction,
  createAssociatedTokenAccountIdempotentInstruction,
  syncNativeInstruction,
  unwrapSolInstruction,
  wrapSolInstructions,
} from './instructions/tokenInstructions';

// Layouts: shared
export type { AccountBytes } from './layouts/accountBytes';
export {
  type AnchorAccountSpec,
  anchorAccountWriter,
  type DecodeOptions,
  DISCRIMINATOR_SIZE,
  decodeAnchorAccount,
} from './layouts/decodeAccount';
export { enumIndex, enumName } from './layouts/enumField';
// Layouts: farms
export { FARMS_DISCRIMINATORS } from './layouts/farms/discriminators';
export {
  decodeFarmState,
  encodeFarmState,
  FARM_STATE_SIZE,
  type FarmState,
  type FarmStateData,
  LOCKING_MODES,
  type LockingMode,
  TIME_UNITS,
  type TimeUnit,
} from './layouts/farms/farmState';
export type { FarmTokenInfo } from './layouts/farms/farmTokenInfo';
export {
  type FarmRewardInfo,
  REWARD_TYPES,
  type RewardPerTimeUnitPoint,
  type RewardType,
} from './layouts/farms/rewardInfo';
export {
  decodeUserState,
  encodeUserState,
  USER_STATE_SIZE,
  type UserState,
  type UserStateData,
} from './layouts/farms/userState';
// Layouts: klend
export type { CurvePoint } from './layouts/klend/borrowRateCurve';
export { KLEND_DISCRIMINATORS } from './layouts/klend/discriminators';
export {
  ELEVATION_GROUP_SIZE,
  type ElevationGroup,
  readElevationGroup,
  writeElevationGroup,
} from './layouts/klend/elevationGroup';
export type { LastUpdate } from './layouts/klend/lastUpdate';
export {
  decodeLendingMarket,
  encodeLendingMarket,
  LENDING_MARKET_SIZE,
  LENDING_MARKET_SPEC,
  type LendingMarket,
  type LendingMarketData,
} from './layouts/klend/lendingMarket';
export {
  decodeObligation,
  encodeObligation,
  OBLIGATION_SIZE,
  OBLIGATION_SPEC,
  type Obligation,
  type ObligationData,
} from './layouts/klend/obligation';
export type { ObligationCollateral } from './layouts/klend/obligationCollateral';
export type { ObligationLiquidity } from './layouts/klend/obligationLiquidity';
export type { BorrowOrder, ObligationOrder } from './layouts/klend/obligationOrders';
export {
  OBLIGATION_TAGS,
  type ObligationTag,
  obligationTagValue,
} from './layouts/klend/obligationTag';
export {
  decodeReserve,
  encodeReserve,
  RESERVE_SIZE,
  RESERVE_SPEC,
  type Reserve,
  type ReserveData,
} from './layouts/klend/reserve';
export type { ReserveCollateral } from './layouts/klend/reserveCollateral';
export {
  RESERVE_STATUSES,
  type ReserveConfig,
  type ReserveStatus,
} from './layouts/klend/reserveConfig';
export { isFlashLoanDisabled, type ReserveFees } from './layouts/klend/reserveFees';
export type { ReserveLiquidity } from './layouts/klend/reserveLiquidity';
export type { ReserveTokenInfo } from './layouts/klend/tokenInfo';
export {
  decodeUserMetadata,
  encodeUserMetadata,
  USER_METADATA_SIZE,
  type UserMetadata,
  type UserMetadataData,
} from './layouts/klend/userMetadata';
export type { WithdrawalCaps } from './layouts/klend/withdrawalCaps';
// Layouts: kliquidity and the DEX accounts a strategy is valued from
export {
  COLLATERAL_INFO_COUNT,
  COLLATERAL_INFOS_SIZE,
  type CollateralInfo,
  type CollateralInfos,
  type CollateralInfosData,
  decodeCollateralInfos,
  encodeCollateralInfos,
} from './layouts/kliquidity/collateralInfos';
export {
  DEXES,
  type Dex,
  dexFromNumber,
  dexToNumber,
  InvalidDexError,
  parseDex,
} from './layouts/kliquidity/dex';
export { KLIQUIDITY_DISCRIMINATORS } from './layouts/kliquidity/discriminators';
export {
  decodeKliquidityGlobalConfig,
  encodeKliquidityGlobalConfig,
  KLIQUIDITY_GLOBAL_CONFIG_SIZE,
  type KliquidityGlobalConfig,
  type KliquidityGlobalConfigData,
} from './layouts/kliquidity/globalConfig';
export type { IssuedRewardInfo } from './layouts/kliquidity/issuedRewardInfo';
export {
  decodeMeteoraBinArray,
  encodeMeteoraBinArray,
  METEORA_BIN_ARRAY_SIZE,
  METEORA_BIN_FIELDS,
  METEORA_BINS_PER_ARRAY,
  type MeteoraBin,
  type MeteoraBinArray,
  type MeteoraBinArrayData,
  meteoraBinArrayIndex,
  meteoraBinArrayIndexes,
  meteoraBinArrayPda,
  meteoraBinOffset,
  meteoraBinSlot,
} from './layouts/kliquidity/meteoraBinArray';
export {
  decodeMeteoraLbPair,
  encodeMeteoraLbPair,
  METEORA_LB_PAIR_SIZE,
  type MeteoraLbPair,
  type MeteoraLbPairData,
} from './layouts/kliquidity/meteoraLbPair';
export {
  decodeMeteoraPosition,
  encodeMeteoraPosition,
  METEORA_POSITION_BINS,
  METEORA_POSITION_SIZE,
  type MeteoraPosition,
  type MeteoraPositionData,
  meteoraPositionShareOffset,
} from './layouts/kliquidity/meteoraPosition';
export {
  decodeOrcaPosition,
  encodeOrcaPosition,
  ORCA_POSITION_SIZE,
  type OrcaPosition,
  type OrcaPositionData,
  type PositionRewardInfo,
} from './layouts/kliquidity/orcaPosition';
export {
  decodeOrcaWhirlpool,
  encodeOrcaWhirlpool,
  ORCA_WHIRLPOOL_SIZE,
  type OrcaWhirlpool,
  type OrcaWhirlpoolData,
  type WhirlpoolRewardInfo,
} from './layouts/kliquidity/orcaWhirlpool';
export {
  decodeRaydiumPool,
  encodeRaydiumPool,
  RAYDIUM_POOL_SIZE,
  type RaydiumPool,
  type RaydiumPoolData,
  type RaydiumPoolRewardInfo,
} from './layouts/kliquidity/raydiumPool';
export {
  decodeRaydiumPosition,
  encodeRaydiumPosition,
  RAYDIUM_POSITION_SIZE,
  type RaydiumPosition,
  type RaydiumPositionData,
} from './layouts/kliquidity/raydiumPosition';
export type { StrategyReward } from './layouts/kliquidity/strategyRewards';
export {
  decodeWhirlpoolStrategy,
  encodeWhirlpoolStrategy,
  REBALANCE_TYPES,
  type RebalanceRaw,
  STRATEGY_CREATION_STATUSES,
  STRATEGY_STATUSES,
  STRATEGY_TYPES,
  type StrategyCreationStatus,
  type StrategyStatus,
  WHIRLPOOL_STRATEGY_SIZE,
  type WhirlpoolStrategy,
  type WhirlpoolStrategyData,
} from './layouts/kliquidity/whirlpoolStrategy';
// Layouts: Scope
export {
  type DatedPrice,
  decodeOraclePrices,
  encodeOraclePrices,
  ORACLE_PRICE_COUNT,
  ORACLE_PRICES_SIZE,
  type OraclePrices,
  type OraclePricesData,
} from './layouts/scope/oraclePrices';
export { type ScopePrice, scopePriceToDecimal } from './layouts/scope/price';
// Layouts: SPL
export { decodeMint, encodeMint, MINT_SIZE, type Mint, type MintData } from './layouts/spl/mint';
export {
  decodeTokenAccount,
  encodeTokenAccount,
  TOKEN_ACCOUNT_SIZE,
  type TokenAccount,
  type TokenAccountData,
  type TokenAccountState,
} from './layouts/spl/tokenAccount';

// Networks and connections
export { CONNECTION_COMMITMENTS } from './networks/commitments';
export {
  CONFIRMATION_TIMEOUT_MS,
  type ConnectionEndpoint,
  type Connections,
  type ConnectionsConfig,
  type CreateConnectionsOptions,
  connectionsConfigForNetwork,
  createConnections,
} from './networks/connections';
export {
  ChainNotFoundError,
  CUSTOM_NETWORK_DISPLAY_NAME,
  createCustomNetwork,
  DEFAULT_ENVIRONMENT,
  DEFAULT_NETWORKS,
  getNetwork,
  getNetworkByChainId,
  InvalidEnvironmentError,
  LOCALNET_CHAIN_ID,
  LOCALNET_NETWORK,
  MAINNET_CHAIN_ID,
  MAINNET_NETWORK,
  type Network,
} from './networks/network';

// PDAs
export {
  farmUserStatePda,
  farmVaultPda,
  farmVaultsAuthorityPda,
  rewardTreasuryVaultPda,
  rewardVaultPda,
} from './pda/farms';
export {
  klendGlobalConfigPda,
  lendingMarketAuthorityPda,
  lendingObligationPda,
  leveragedObligationPda,
  type ObligationSeeds,
  obligationPda,
  ownerQueuedCollateralVaultPda,
  referrerStatePda,
  referrerTokenStatePda,
  reserveCollateralMintPda,
  reserveCollateralSupplyPda,
  reserveFeeVaultPda,
  reserveLiquiditySupplyPda,
  shortUrlPda,
  userMetadataPda,
  vanillaObligationPda,
  withdrawTicketPda,
} from './pda/klend';
export {
  findProgramAddress,
  type ProgramAddress,
  type Seed,
  u8Seed,
  u64Seed,
} from './pda/programAddress';
export { associatedTokenAddress } from './pda/token';

// Program ids
export {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  FARMS_PROGRAM_ID,
  KLEND_PROGRAM_ID,
  KLIQUIDITY_PROGRAM_ID,
  METEORA_DLMM_PROGRAM_ID,
  NATIVE_MINT,
  ORCA_WHIRLPOOL_PROGRAM_ID,
  RAYDIUM_CLMM_PROGRAM_ID,
  SCOPE_PROGRAM_ID,
  SYSTEM_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from './programIds';

// Query options
export {
  mintQueryOptions,
  mintsQueryOptions,
  obligationQueryOptions,
  reserveAssetTiersQueryOptions,
} from './query/accountOptions';
export type { ChainQueryOptions } from './query/chainQueryOptions';
export { chainKeys } from './query/keys';
export { strategiesQueryOptions, strategyDebugQueryOptions } from './query/liquidityOptions';
export {
  blockTimeQueryOptions,
  type ChainQueryContext,
  farmsQueryOptions,
  lendingMarketQueryOptions,
  marketObligationsQueryOptions,
  nativeBalanceQueryOptions,
  obligationsQueryOptions,
  slotDurationQueryOptions,
  slotQueryOptions,
  tokenAccountsQueryOptions,
  userFarmStatesQueryOptions,
  walletAccountsExistQueryOptions,
} from './query/options';
export { CHAIN_QUERY_TIMINGS } from './query/timings';

// Reads
export type { ChainRpc, KeyedAccount, TokenAccountsFilter } from './reads/chainRpc';
export {
  DEFAULT_SLOT_DURATION_MS,
  medianSlotDurationMs,
  PERFORMANCE_SAMPLE_LIMIT,
  parseSlotDurationOverride,
  readBlockTime,
  readRecentSlotDurationMs,
  readSlot,
  SLOT_DURATION_OVERRIDE_PARAM,
  slotDurationOverrideFromSearch,
} from './reads/clock';
export { chunk, mapWithConcurrency } from './reads/concurrency';
export { AccountNotFoundError } from './reads/errors';
export {
  type FarmsReadOptions,
  readFarms,
  readUserFarmStates,
  reserveFarmAddresses,
} from './reads/farms';
export { JsonRpcError, type JsonRpcFetch } from './reads/jsonRpc';
export {
  createJsonRpcChain,
  type JsonRpcChain,
  type JsonRpcChainOptions,
  type RpcAccount,
} from './reads/jsonRpcChain';
export {
  findReserve,
  type KlendReadOptions,
  type LendingMarketState,
  readLendingMarket,
  readMarketObligations,
  readMarketReserves,
  readObligations,
  readObligationsByOwner,
  readUserMetadata,
} from './reads/lending';
export {
  type LiquidityReadOptions,
  readAllStrategies,
  readStrategies,
  readStrategyValuationAccounts,
  type StrategyValuationAccounts,
} from './reads/liquidity';
export {
  ACCOUNTS_CHUNK_SIZE,
  type AccountsRpc,
  type BatchReadOptions,
  DEFAULT_READ_CONCURRENCY,
  readDecodedAccounts,
  readMultipleAccounts,
} from './reads/multipleAccounts';
export { RESERVE_ASSET_TIER_OFFSET, readReserveAssetTiers } from './reads/reserveAssetTiers';
export { mapInSlices, SLICE_BUDGET_MS, yieldToEventLoop } from './reads/slices';
export { type DebugAccount, readStrategyDebugAccounts } from './reads/strategyDebug';
export {
  decodeDexAccounts,
  meteoraBinArrayAddresses,
  type StrategyDexAccounts,
  withBinArrays,
} from './reads/strategyDexAccounts';
export { readMints, readNativeBalance, readTokenAccounts } from './reads/wallet';

// Subscriptions
export {
  invalidateBalancesOnWalletLogs,
  type QueryInvalidator,
} from './subscriptions/balanceInvalidation';
export { type LogsRpc, subscribeToWalletLogs, type Unsubscribe } from './subscriptions/walletLogs';
