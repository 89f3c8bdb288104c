import {
  type Address,
  ASSOCIATED_TOKEN_PROGRAM_ID,
  associatedTokenAddress,
  createAddress,
  DEFAULT_ADDRESS,
  type Dex,
  KLIQUIDITY_PROGRAM_ID,
  SYSTEM_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  toPublicKey,
  WHIRLPOOL_STRATEGY_SIZE,
} from '@keel/chain-readers';
import { SYSVAR_RENT_PUBKEY, SystemProgram, type TransactionInstruction } from '@solana/web3.js';
import {
  INITIALIZE_STRATEGY_SPEC,
  OPEN_LIQUIDITY_POSITION_SPEC,
  UPDATE_STRATEGY_CONFIG_SPEC,
} from '../instructions/adminSpecs';
import { MEMO_PROGRAM_ID, poolProgramOf } from '../instructions/programs';
import { buildInstruction } from '../instructions/spec';
import {
  newStrategyAddresses,
  orcaPositionAddress,
  orcaTickArrayAddress,
  positionMetadataAddress,
} from '../pda';
import {
  configNumberValue,
  STRATEGY_CONFIG_MODES,
  type StrategyConfigMode,
} from './strategyConfig';
import { tickArrayStart } from './ticks';

/** The account open_liquidity_position reads the network's consensus from. */
export const CONSENSUS_ACCOUNT_ID = createAddress('9GJmEHGom9eWo4np4L5vC6b6ri1Df2xN8KFoWixvD1Bs');

/** initialize_strategy's `strategy_type` argument: the exchange, by the program's DEX order. */
const DEX_NUMBERS: Record<Dex, bigint> = { ORCA: 0n, RAYDIUM: 1n, METEORA: 2n };

/** The pool a strategy is created on, as its exchange's account records it. */
export interface CreatorPool {
  address: Address;
  dex: Dex;
  tokenAMint: Address;
  tokenBMint: Address;
  tokenATokenProgram: Address;
  tokenBTokenProgram: Address;
  tickSpacing: number;
  poolTokenVaultA: Address;
  poolTokenVaultB: Address;
}

/** The program's GlobalConfig and what it records, and the pool tokens' collateral ids. */
export interface CreatorProgramContext {
  globalConfig: Address;
  tokenInfos: Address;
  tokenACollateralId: bigint;
  tokenBCollateralId: bigint;
  scopePricesA: Address;
  scopePricesB: Address;
  programId?: Address;
}

/**
 * The strategy account, created by the system program from a new keypair (which signs) with the
 * strategy's size, owned by the program: initialize_strategy takes it zeroed.
 */
export function createStrategyAccountInstruction(input: {
  payer: Address;
  strategy: Address;
  /** Rent exemption for WHIRLPOOL_STRATEGY_SIZE bytes (getMinimumBalanceForRentExemption). */
  lamports: number;
  programId?: Address;
}): TransactionInstruction {
  return SystemProgram.createAccount({
    fromPubkey: toPublicKey(input.payer),
    newAccountPubkey: toPublicKey(input.strategy),
    lamports: input.lamports,
    space: WHIRLPOOL_STRATEGY_SIZE,
    programId: toPublicKey(input.programId ?? KLIQUIDITY_PROGRAM_ID),
  });
}

/**
 * initialize_strategy(strategy_type, token_a_collateral_id, token_b_collateral_id): the strategy
 * on `pool` with `admin` as its admin authority, its vaults, base vault authority, shares mint and
 * shares mint authority at the program's addresses.
 */
export function initializeStrategyInstruction(
  input: CreatorProgramContext & { admin: Address; strategy: Address; pool: CreatorPool },
): TransactionInstruction {
  const programId = input.programId ?? KLIQUIDITY_PROGRAM_ID;
  const { pool } = input;
  const keys = newStrategyAddresses(input.strategy, pool.tokenAMint, pool.tokenBMint, programId);
  return buildInstruction(INITIALIZE_STRATEGY_SPEC, {
    programId,
    accounts: {
      adminAuthority: input.admin,
      globalConfig: input.globalConfig,
      pool: pool.address,
      tokenAMint: pool.tokenAMint,
      tokenBMint: pool.tokenBMint,
      tokenAVault: keys.tokenAVault,
      tokenBVault: keys.tokenBVault,
      baseVaultAuthority: keys.baseVaultAuthority,
      sharesMint: keys.sharesMint,
      sharesMintAuthority: keys.sharesMintAuthority,
      tokenInfos: input.tokenInfos,
      systemProgram: SYSTEM_PROGRAM_ID,
      rent: SYSVAR_RENT_PUBKEY,
      tokenProgram: TOKEN_PROGRAM_ID,
      tokenATokenProgram: pool.tokenATokenProgram,
      tokenBTokenProgram: pool.tokenBTokenProgram,
      strategy: input.strategy,
    },
    args: {
      strategyType: DEX_NUMBERS[pool.dex],
      tokenACollateralId: input.tokenACollateralId,
      tokenBCollateralId: input.tokenBCollateralId,
    },
  });
}

/** The position accounts a range opens on an Orca pool (position PDA of a new mint). */
export function orcaPositionAccounts(input: {
  pool: CreatorPool;
  positionMint: Address;
  baseVaultAuthority: Address;
  tickLower: number;
  tickUpper: number;
}) {
  const { pool } = input;
  const program = poolProgramOf(pool.dex);
  const position = orcaPositionAddress(input.positionMint, program);
  return {
    position: position.address,
    bump: position.bump,
    positionMetadata: positionMetadataAddress(input.positionMint).address,
    positionTokenAccount: associatedTokenAddress(
      input.baseVaultAuthority,
      input.positionMint,
      TOKEN_PROGRAM_ID,
    ).address,
    tickArrayLower: orcaTickArrayAddress(
      pool.address,
      tickArrayStart(input.tickLower, pool.tickSpacing),
      program,
    ).address,
    tickArrayUpper: orcaTickArrayAddress(
      pool.address,
      tickArrayStart(input.tickUpper, pool.tickSpacing),
      program,
    ).address,
  };
}

export interface OpenPositionInput extends CreatorProgramContext {
  admin: Address;
  strategy: Address;
  pool: CreatorPool;
  /** The new position NFT's mint: a new keypair, which signs. */
  positionMint: Address;
  tickLower: number;
  tickUpper: number;
}

/**
 * open_liquidity_position(tick_lower_index, tick_upper_index, bump) for a strategy without a
 * position yet (the "old position" accounts are then the base vault authority, the new mint and
 * its token account, as the program's client passes them). The position mint signs. Orca pools.
 */
export function openLiquidityPositionInstruction(input: OpenPositionInput): TransactionInstruction {
  const { pool } = input;
  if (pool.dex !== 'ORCA') throw new RangeError(`Opening a ${pool.dex} position is not supported`);
  if (
    !Number.isInteger(input.tickLower) ||
    !Number.isInteger(input.tickUpper) ||
    input.tickLower >= input.tickUpper
  ) {
    throw new RangeError('The range’s lower tick must be below its upper tick');
  }
  const programId = input.programId ?? KLIQUIDITY_PROGRAM_ID;
  const keys = newStrategyAddresses(input.strategy, pool.tokenAMint, pool.tokenBMint, programId);
  const position = orcaPositionAccounts({
    pool,
    positionMint: input.positionMint,
    baseVaultAuthority: keys.baseVaultAuthority,
    tickLower: input.tickLower,
    tickUpper: input.tickUpper,
  });
  const ix = buildInstruction(OPEN_LIQUIDITY_POSITION_SPEC, {
    programId,
    accounts: {
      adminAuthority: input.admin,
      strategy: input.strategy,
      globalConfig: input.globalConfig,
      pool: pool.address,
      tickArrayLower: position.tickArrayLower,
      tickArrayUpper: position.tickArrayUpper,
      baseVaultAuthority: keys.baseVaultAuthority,
      position: position.position,
      positionMint: input.positionMint,
      positionMetadataAccount: position.positionMetadata,
      positionTokenAccount: position.positionTokenAccount,
      rent: SYSVAR_RENT_PUBKEY,
      system: SYSTEM_PROGRAM_ID,
      tokenProgram: TOKEN_PROGRAM_ID,
      tokenProgram2022: TOKEN_2022_PROGRAM_ID,
      tokenATokenProgram: pool.tokenATokenProgram,
      tokenBTokenProgram: pool.tokenBTokenProgram,
      memoProgram: MEMO_PROGRAM_ID,
      associatedTokenProgram: ASSOCIATED_TOKEN_PROGRAM_ID,
      poolProgram: poolProgramOf(pool.dex),
      oldTickArrayLowerOrBaseVaultAuthority: keys.baseVaultAuthority,
      oldTickArrayUpperOrBaseVaultAuthority: keys.baseVaultAuthority,
      oldPositionOrBaseVaultAuthority: keys.baseVaultAuthority,
      oldPositionMintOrBaseVaultAuthority: input.positionMint,
      oldPositionTokenAccountOrBaseVaultAuthority: position.positionTokenAccount,
      tokenAVault: keys.tokenAVault,
      tokenBVault: keys.tokenBVault,
      tokenAMint: pool.tokenAMint,
      tokenBMint: pool.tokenBMint,
      poolTokenVaultA: pool.poolTokenVaultA,
      poolTokenVaultB: pool.poolTokenVaultB,
      scopePricesA: input.scopePricesA,
      scopePricesB: input.scopePricesB,
      tokenInfos: input.tokenInfos,
      eventAuthority: null,
      consensusAccount: CONSENSUS_ACCOUNT_ID,
    },
    args: {
      tickLowerIndex: BigInt(input.tickLower),
      tickUpperIndex: BigInt(input.tickUpper),
      bump: position.bump,
    },
  });
  // The new mint is created by the pool program in the same instruction: it signs, at its
  // `positionMint` place (as the program's client marks it; the message merges the privilege
  // into the same key at `oldPositionMintOrBaseVaultAuthority`).
  const mint =
    ix.keys[OPEN_LIQUIDITY_POSITION_SPEC.accounts.findIndex((a) => a.name === 'positionMint')];
  if (mint !== undefined) {
    mint.isSigner = true;
    mint.isWritable = true;
  }
  return ix;
}

/**
 * update_strategy_config(mode, value): one setting of a strategy, signed by its admin authority.
 * `newAccount` is only read by the modes that set an account (the default key otherwise).
 */
export function updateStrategyConfigInstruction(input: {
  admin: Address;
  strategy: Address;
  globalConfig: Address;
  mode: StrategyConfigMode;
  value: Uint8Array;
  newAccount?: Address;
  programId?: Address;
}): TransactionInstruction {
  return buildInstruction(UPDATE_STRATEGY_CONFIG_SPEC, {
    programId: input.programId ?? KLIQUIDITY_PROGRAM_ID,
    accounts: {
      adminAuthority: input.admin,
      newAccount: input.newAccount ?? DEFAULT_ADDRESS,
      strategy: input.strategy,
      globalConfig: input.globalConfig,
      systemProgram: SYSTEM_PROGRAM_ID,
    },
    args: { mode: STRATEGY_CONFIG_MODES[input.mode], value: input.value },
  });
}

/**
 * A DIY strategy's creation as the program's client builds it, in transaction order: the
 * account and initialize_strategy (the strategy keypair signs), its settings (rebalance method
 * and parameters, the community flag), then the position over the range (the position mint
 * signs). Each group depends on the one before it having landed.
 */
export function createStrategyInstructionGroups(
  input: OpenPositionInput & {
    rentLamports: number;
    rebalanceType: number;
    rebalanceParams: Uint8Array;
  },
): {
  create: TransactionInstruction[];
  configure: TransactionInstruction[];
  open: TransactionInstruction[];
} {
  const programId = input.programId ?? KLIQUIDITY_PROGRAM_ID;
  const config = (mode: StrategyConfigMode, value: Uint8Array) =>
    updateStrategyConfigInstruction({
      admin: input.admin,
      strategy: input.strategy,
      globalConfig: input.globalConfig,
      mode,
      value,
      programId,
    });
  return {
    create: [
      createStrategyAccountInstruction({
        payer: input.admin,
        strategy: input.strategy,
        lamports: input.rentLamports,
        programId,
      }),
      initializeStrategyInstruction(input),
    ],
    configure: [
      config('UpdateRebalanceType', configNumberValue(input.rebalanceType)),
      config('UpdateRebalanceParams', input.rebalanceParams),
      config('UpdateIsCommunity', configNumberValue(1)),
    ],
    open: [openLiquidityPositionInstruction(input)],
  };
}
