import {
  DEFAULT_ADDRESS,
  decodeWhirlpoolStrategy,
  encodeWhirlpoolStrategy,
  KLIQUIDITY_PROGRAM_ID,
  type WhirlpoolStrategy,
} from '@keel/chain-readers';
import { newStrategyAddresses } from '../pda';
import { type OpenPositionInput, orcaPositionAccounts } from './creatorInstructions';

const NO_CAP = {
  configCapacity: 0n,
  currentTotal: 0n,
  lastIntervalStartTimestamp: 0n,
  configIntervalLengthSeconds: 0n,
};
const DEX_NUMBERS = { ORCA: 0n, RAYDIUM: 1n, METEORA: 2n } as const;

/**
 * The strategy as the program will hold it once created, configured and its position opened
 * (no tokens, no shares): what a deposit sent in the same run as the creation is built from,
 * before the account can be read.
 */
export function plannedStrategy(
  input: OpenPositionInput & {
    decimalsA: number;
    decimalsB: number;
    rebalanceType: number;
    rebalanceParams: Uint8Array;
  },
): WhirlpoolStrategy {
  const programId = input.programId ?? KLIQUIDITY_PROGRAM_ID;
  const { pool } = input;
  const keys = newStrategyAddresses(input.strategy, pool.tokenAMint, pool.tokenBMint, programId);
  const position = orcaPositionAccounts({
    pool,
    positionMint: input.positionMint,
    baseVaultAuthority: keys.baseVaultAuthority,
    tickLower: input.tickLower,
    tickUpper: input.tickUpper,
  });
  const none = DEFAULT_ADDRESS;
  const bytes = encodeWhirlpoolStrategy({
    adminAuthority: input.admin,
    globalConfig: input.globalConfig,
    baseVaultAuthority: keys.baseVaultAuthority,
    baseVaultAuthorityBump: 0,
    pool: pool.address,
    poolTokenVaultA: pool.poolTokenVaultA,
    poolTokenVaultB: pool.poolTokenVaultB,
    tickArrayLower: position.tickArrayLower,
    tickArrayUpper: position.tickArrayUpper,
    position: position.position,
    positionMint: input.positionMint,
    positionMetadata: position.positionMetadata,
    positionTokenAccount: position.positionTokenAccount,
    tokenAVault: keys.tokenAVault,
    tokenBVault: keys.tokenBVault,
    tokenAMint: pool.tokenAMint,
    tokenBMint: pool.tokenBMint,
    tokenAMintDecimals: input.decimalsA,
    tokenBMintDecimals: input.decimalsB,
    tokenAAmounts: 0n,
    tokenBAmounts: 0n,
    tokenACollateralId: input.tokenACollateralId,
    tokenBCollateralId: input.tokenBCollateralId,
    sharesMint: keys.sharesMint,
    sharesMintDecimals: 6,
    sharesMintAuthority: keys.sharesMintAuthority,
    sharesMintAuthorityBump: 0,
    sharesIssued: 0n,
    status: 'Active',
    rewards: [],
    depositCapUsd: 0n,
    feesACumulative: 0n,
    feesBCumulative: 0n,
    depositCapUsdPerIxn: 0n,
    withdrawalCapA: NO_CAP,
    withdrawalCapB: NO_CAP,
    maxPriceDeviationBps: 0n,
    swapVaultMaxSlippageBps: 0,
    swapVaultMaxSlippageFromReferenceBps: 0,
    strategyType: DEX_NUMBERS[pool.dex],
    withdrawFee: 0n,
    feesFee: 0n,
    positionTimestamp: 0n,
    issuedRewards: [],
    strategyDex: pool.dex,
    raydiumProtocolPositionOrBaseVaultAuthority: keys.baseVaultAuthority,
    allowDepositWithoutInvest: 0n,
    raydiumPoolConfigOrBaseVaultAuthority: keys.baseVaultAuthority,
    depositBlocked: false,
    creationStatus: 'IGNORED',
    investBlocked: false,
    shareCalculationMethod: 0,
    withdrawBlocked: false,
    localAdminBlocked: false,
    flashVaultSwapAllowed: false,
    referenceSwapPriceA: { value: 0n, exp: 0n },
    referenceSwapPriceB: { value: 0n, exp: 0n },
    isCommunity: true,
    rebalanceType: input.rebalanceType,
    rebalanceRaw: {
      params: input.rebalanceParams,
      state: new Uint8Array(256),
      referencePriceType: 0,
    },
    tokenAFeesFromRewardsCumulative: 0n,
    tokenBFeesFromRewardsCumulative: 0n,
    strategyLookupTable: none,
    lastSwapUnevenStepTimestamp: 0n,
    farm: null,
    rebalancesCap: NO_CAP,
    swapUnevenAuthority: none,
    tokenATokenProgram: pool.tokenATokenProgram,
    tokenBTokenProgram: pool.tokenBTokenProgram,
    pendingAdmin: none,
    maxDeviationFromRefPriceOnInvestBps: 0,
    lastInvestSlot: 0n,
  });
  return decodeWhirlpoolStrategy(input.strategy, { owner: programId, data: bytes }, { programId });
}
