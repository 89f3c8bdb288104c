import {
  type Address,
  associatedTokenAddress,
  KLIQUIDITY_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  type WhirlpoolStrategy,
} from '@keel/chain-readers';
import { SYSVAR_INSTRUCTIONS_PUBKEY, type TransactionInstruction } from '@solana/web3.js';
import { MEMO_PROGRAM_ID, poolEventAuthority, poolProgramOf } from './programs';
import { buildInstruction } from './spec';
import { DEPOSIT_SPEC, INVEST_SPEC, WITHDRAW_SPEC } from './specs';

/** What a strategy instruction needs beside the strategy account. */
export interface StrategyAccountsContext {
  /** The decoded strategy (its fields name every vault, mint and DEX account). */
  strategy: WhirlpoolStrategy;
  /** The program's CollateralInfos (GlobalConfig.tokenInfos). */
  tokenInfos: Address;
  /** Scope OraclePrices of token A and B (CollateralInfos[collateral id].scopeFeed). */
  scopePricesA: Address;
  scopePricesB: Address;
  /** Another deployment of the program (default: mainnet). */
  programId?: Address;
}

/** The owner's associated token accounts of the strategy's tokens and shares. */
export function strategyUserAccounts(strategy: WhirlpoolStrategy, owner: Address) {
  return {
    tokenAAta: associatedTokenAddress(owner, strategy.tokenAMint, strategy.tokenATokenProgram)
      .address,
    tokenBAta: associatedTokenAddress(owner, strategy.tokenBMint, strategy.tokenBTokenProgram)
      .address,
    userSharesAta: associatedTokenAddress(owner, strategy.sharesMint, TOKEN_PROGRAM_ID).address,
  };
}

export interface DepositInput extends StrategyAccountsContext {
  owner: Address;
  /** Raw base units of A and B at most (the program takes them in the strategy's ratio). */
  tokenMaxA: bigint;
  tokenMaxB: bigint;
}

/**
 * deposit(token_max_a, token_max_b): the program takes A and B in the ratio of the strategy's
 * holdings (no more than the maxima) from the owner's ATAs into the strategy's vaults and mints
 * shares at the share price. Unless the strategy allows deposits without invest, an `invest` of
 * the same strategy must follow in the transaction: use `depositAndInvestInstructions`.
 */
export function depositInstruction(input: DepositInput): TransactionInstruction {
  const { strategy } = input;
  return buildInstruction(DEPOSIT_SPEC, {
    programId: input.programId ?? KLIQUIDITY_PROGRAM_ID,
    accounts: {
      user: input.owner,
      strategy: strategy.address,
      globalConfig: strategy.globalConfig,
      pool: strategy.pool,
      position: strategy.position,
      tickArrayLower: strategy.tickArrayLower,
      tickArrayUpper: strategy.tickArrayUpper,
      tokenAVault: strategy.tokenAVault,
      tokenBVault: strategy.tokenBVault,
      baseVaultAuthority: strategy.baseVaultAuthority,
      ...strategyUserAccounts(strategy, input.owner),
      tokenAMint: strategy.tokenAMint,
      tokenBMint: strategy.tokenBMint,
      sharesMint: strategy.sharesMint,
      sharesMintAuthority: strategy.sharesMintAuthority,
      scopePricesA: input.scopePricesA,
      scopePricesB: input.scopePricesB,
      tokenInfos: input.tokenInfos,
      tokenProgram: TOKEN_PROGRAM_ID,
      tokenATokenProgram: strategy.tokenATokenProgram,
      tokenBTokenProgram: strategy.tokenBTokenProgram,
      instructionSysvarAccount: SYSVAR_INSTRUCTIONS_PUBKEY,
    },
    args: { tokenMaxA: input.tokenMaxA, tokenMaxB: input.tokenMaxB },
  });
}

export interface InvestInput extends StrategyAccountsContext {
  /** `actionsAuthority`: any signer (the depositor when it follows a deposit). */
  payer: Address;
  /** The pool tick the caller saw (the program bounds its deviation); default the pool's own. */
  referencePriceTick?: number;
}

/** invest(reference_price_tick): puts the strategy's uninvested tokens into its DEX position. */
export function investInstruction(input: InvestInput): TransactionInstruction {
  const { strategy } = input;
  return buildInstruction(INVEST_SPEC, {
    programId: input.programId ?? KLIQUIDITY_PROGRAM_ID,
    accounts: {
      actionsAuthority: input.payer,
      strategy: strategy.address,
      globalConfig: strategy.globalConfig,
      tokenAVault: strategy.tokenAVault,
      tokenBVault: strategy.tokenBVault,
      tokenAMint: strategy.tokenAMint,
      tokenBMint: strategy.tokenBMint,
      baseVaultAuthority: strategy.baseVaultAuthority,
      pool: strategy.pool,
      tokenATokenProgram: strategy.tokenATokenProgram,
      tokenBTokenProgram: strategy.tokenBTokenProgram,
      memoProgram: MEMO_PROGRAM_ID,
      tokenProgram: TOKEN_PROGRAM_ID,
      tokenProgram2022: TOKEN_2022_PROGRAM_ID,
      position: strategy.position,
      raydiumProtocolPositionOrBaseVaultAuthority:
        strategy.raydiumProtocolPositionOrBaseVaultAuthority,
      positionTokenAccount: strategy.positionTokenAccount,
      poolTokenVaultA: strategy.poolTokenVaultA,
      poolTokenVaultB: strategy.poolTokenVaultB,
      tickArrayLower: strategy.tickArrayLower,
      tickArrayUpper: strategy.tickArrayUpper,
      scopePricesA: input.scopePricesA,
      scopePricesB: input.scopePricesB,
      tokenInfos: input.tokenInfos,
      poolProgram: poolProgramOf(strategy.strategyDex),
      instructionSysvarAccount: SYSVAR_INSTRUCTIONS_PUBKEY,
      eventAuthority: poolEventAuthority(strategy.strategyDex),
    },
    args: { referencePriceTick: input.referencePriceTick ?? 0 },
  });
}

/** A deposit and the invest the program requires after it, in one transaction's order. */
export function depositAndInvestInstructions(input: DepositInput): TransactionInstruction[] {
  return [depositInstruction(input), investInstruction({ ...input, payer: input.owner })];
}

export interface WithdrawInput {
  strategy: WhirlpoolStrategy;
  owner: Address;
  /** Raw share base units to burn. */
  sharesAmount: bigint;
  /** The treasury's fee vaults of A and B (GlobalConfig.treasuryFeeVaults by collateral id). */
  treasuryFeeTokenAVault: Address;
  treasuryFeeTokenBVault: Address;
  programId?: Address;
}

/**
 * withdraw(shares_amount): burns the shares and pays the owner their part of the strategy's
 * uninvested tokens and of its position (less the strategy's withdrawal fee, to the treasury).
 */
export function withdrawInstruction(input: WithdrawInput): TransactionInstruction {
  const { strategy } = input;
  return buildInstruction(WITHDRAW_SPEC, {
    programId: input.programId ?? KLIQUIDITY_PROGRAM_ID,
    accounts: {
      user: input.owner,
      strategy: strategy.address,
      globalConfig: strategy.globalConfig,
      pool: strategy.pool,
      position: strategy.position,
      tickArrayLower: strategy.tickArrayLower,
      tickArrayUpper: strategy.tickArrayUpper,
      tokenAVault: strategy.tokenAVault,
      tokenBVault: strategy.tokenBVault,
      baseVaultAuthority: strategy.baseVaultAuthority,
      poolTokenVaultA: strategy.poolTokenVaultA,
      poolTokenVaultB: strategy.poolTokenVaultB,
      ...strategyUserAccounts(strategy, input.owner),
      tokenAMint: strategy.tokenAMint,
      tokenBMint: strategy.tokenBMint,
      sharesMint: strategy.sharesMint,
      treasuryFeeTokenAVault: input.treasuryFeeTokenAVault,
      treasuryFeeTokenBVault: input.treasuryFeeTokenBVault,
      tokenProgram: TOKEN_PROGRAM_ID,
      tokenProgram2022: TOKEN_2022_PROGRAM_ID,
      tokenATokenProgram: strategy.tokenATokenProgram,
      tokenBTokenProgram: strategy.tokenBTokenProgram,
      memoProgram: MEMO_PROGRAM_ID,
      positionTokenAccount: strategy.positionTokenAccount,
      poolProgram: poolProgramOf(strategy.strategyDex),
      instructionSysvarAccount: SYSVAR_INSTRUCTIONS_PUBKEY,
      eventAuthority: poolEventAuthority(strategy.strategyDex),
    },
    args: { sharesAmount: input.sharesAmount },
  });
}
