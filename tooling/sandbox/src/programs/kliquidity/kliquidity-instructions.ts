import { anchorInstructionDiscriminator, bytesToHex } from '@keel/chain-readers';

/** r: read-only, w: writable, s: read-only signer, ws: writable signer (`#[account(mut)]`, `Signer`). */
export type AccountMode = 'r' | 'w' | 's' | 'ws';

export interface StrategyAccount {
  readonly name: string;
  readonly mode: AccountMode;
  /** Anchor's `Option<…>`: an absent account is passed as the program id. */
  readonly optional?: boolean;
}

/** One instruction's accounts struct, in the program's order. */
export interface StrategyInstruction {
  /** The handler's name, camelCase as Anchor's IDL spells it. */
  readonly name: string;
  readonly accounts: readonly StrategyAccount[];
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Anchor's instruction discriminator: sha256("global:<snake_name>")[0..8]. */
export function instructionDiscriminator(instruction: StrategyInstruction): Uint8Array {
  return anchorInstructionDiscriminator(snake(instruction.name));
}

/** The discriminator in hex. */
export function discriminatorOf(instruction: StrategyInstruction): string {
  return bytesToHex(instructionDiscriminator(instruction));
}

/*
 * The accounts structs of the instructions the sandbox emulates, read from the program's
 * published IDL (yvaults 0.1.0): names, order, mut / signer and optionality. The conformance
 * test holds them to the IDL.
 */

export const DEPOSIT_SPEC = {
  name: 'deposit',
  accounts: [
    { name: 'user', mode: 'ws' },
    { name: 'strategy', mode: 'w' },
    { name: 'globalConfig', mode: 'r' },
    { name: 'pool', mode: 'r' },
    { name: 'position', mode: 'r' },
    { name: 'tickArrayLower', mode: 'r' },
    { name: 'tickArrayUpper', mode: 'r' },
    { name: 'tokenAVault', mode: 'w' },
    { name: 'tokenBVault', mode: 'w' },
    { name: 'baseVaultAuthority', mode: 'r' },
    { name: 'tokenAAta', mode: 'w' },
    { name: 'tokenBAta', mode: 'w' },
    { name: 'tokenAMint', mode: 'r' },
    { name: 'tokenBMint', mode: 'r' },
    { name: 'userSharesAta', mode: 'w' },
    { name: 'sharesMint', mode: 'w' },
    { name: 'sharesMintAuthority', mode: 'r' },
    { name: 'scopePricesA', mode: 'r' },
    { name: 'scopePricesB', mode: 'r' },
    { name: 'tokenInfos', mode: 'r' },
    { name: 'tokenProgram', mode: 'r' },
    { name: 'tokenATokenProgram', mode: 'r' },
    { name: 'tokenBTokenProgram', mode: 'r' },
    { name: 'instructionSysvarAccount', mode: 'r' },
  ],
} as const satisfies StrategyInstruction;

export const INVEST_SPEC = {
  name: 'invest',
  accounts: [
    { name: 'actionsAuthority', mode: 'ws' },
    { name: 'strategy', mode: 'w' },
    { name: 'globalConfig', mode: 'r' },
    { name: 'tokenAVault', mode: 'w' },
    { name: 'tokenBVault', mode: 'w' },
    { name: 'tokenAMint', mode: 'r' },
    { name: 'tokenBMint', mode: 'r' },
    { name: 'baseVaultAuthority', mode: 'w' },
    { name: 'pool', mode: 'w' },
    { name: 'tokenATokenProgram', mode: 'r' },
    { name: 'tokenBTokenProgram', mode: 'r' },
    { name: 'memoProgram', mode: 'r' },
    { name: 'tokenProgram', mode: 'r' },
    { name: 'tokenProgram2022', mode: 'r' },
    { name: 'position', mode: 'w' },
    { name: 'raydiumProtocolPositionOrBaseVaultAuthority', mode: 'w' },
    { name: 'positionTokenAccount', mode: 'w' },
    { name: 'poolTokenVaultA', mode: 'w' },
    { name: 'poolTokenVaultB', mode: 'w' },
    { name: 'tickArrayLower', mode: 'w' },
    { name: 'tickArrayUpper', mode: 'w' },
    { name: 'scopePricesA', mode: 'r' },
    { name: 'scopePricesB', mode: 'r' },
    { name: 'tokenInfos', mode: 'r' },
    { name: 'poolProgram', mode: 'r' },
    { name: 'instructionSysvarAccount', mode: 'r' },
    { name: 'eventAuthority', mode: 'r', optional: true },
  ],
} as const satisfies StrategyInstruction;

export const WITHDRAW_SPEC = {
  name: 'withdraw',
  accounts: [
    { name: 'user', mode: 'ws' },
    { name: 'strategy', mode: 'w' },
    { name: 'globalConfig', mode: 'r' },
    { name: 'pool', mode: 'w' },
    { name: 'position', mode: 'w' },
    { name: 'tickArrayLower', mode: 'w' },
    { name: 'tickArrayUpper', mode: 'w' },
    { name: 'tokenAVault', mode: 'w' },
    { name: 'tokenBVault', mode: 'w' },
    { name: 'baseVaultAuthority', mode: 'r' },
    { name: 'poolTokenVaultA', mode: 'w' },
    { name: 'poolTokenVaultB', mode: 'w' },
    { name: 'tokenAAta', mode: 'w' },
    { name: 'tokenBAta', mode: 'w' },
    { name: 'tokenAMint', mode: 'r' },
    { name: 'tokenBMint', mode: 'r' },
    { name: 'userSharesAta', mode: 'w' },
    { name: 'sharesMint', mode: 'w' },
    { name: 'treasuryFeeTokenAVault', mode: 'w' },
    { name: 'treasuryFeeTokenBVault', mode: 'w' },
    { name: 'tokenProgram', mode: 'r' },
    { name: 'tokenProgram2022', mode: 'r' },
    { name: 'tokenATokenProgram', mode: 'r' },
    { name: 'tokenBTokenProgram', mode: 'r' },
    { name: 'memoProgram', mode: 'r' },
    { name: 'positionTokenAccount', mode: 'w' },
    { name: 'poolProgram', mode: 'r' },
    { name: 'instructionSysvarAccount', mode: 'r' },
    { name: 'eventAuthority', mode: 'r', optional: true },
  ],
} as const satisfies StrategyInstruction;

export const COLLECT_FEES_AND_REWARDS_SPEC = {
  name: 'collectFeesAndRewards',
  accounts: [
    { name: 'user', mode: 'ws' },
    { name: 'strategy', mode: 'w' },
    { name: 'globalConfig', mode: 'r' },
    { name: 'baseVaultAuthority', mode: 'w' },
    { name: 'pool', mode: 'w' },
    { name: 'tickArrayLower', mode: 'w' },
    { name: 'tickArrayUpper', mode: 'w' },
    { name: 'position', mode: 'w' },
    { name: 'raydiumProtocolPositionOrBaseVaultAuthority', mode: 'w' },
    { name: 'positionTokenAccount', mode: 'r' },
    { name: 'tokenAVault', mode: 'w' },
    { name: 'poolTokenVaultA', mode: 'w' },
    { name: 'tokenBVault', mode: 'w' },
    { name: 'poolTokenVaultB', mode: 'w' },
    { name: 'treasuryFeeTokenAVault', mode: 'w' },
    { name: 'treasuryFeeTokenBVault', mode: 'w' },
    { name: 'treasuryFeeVaultAuthority', mode: 'r' },
    { name: 'reward0Vault', mode: 'w' },
    { name: 'reward1Vault', mode: 'w' },
    { name: 'reward2Vault', mode: 'w' },
    { name: 'poolRewardVault0', mode: 'w' },
    { name: 'poolRewardVault1', mode: 'w' },
    { name: 'poolRewardVault2', mode: 'w' },
    { name: 'tokenAMint', mode: 'r' },
    { name: 'tokenBMint', mode: 'r' },
    { name: 'tokenATokenProgram', mode: 'r' },
    { name: 'tokenBTokenProgram', mode: 'r' },
    { name: 'memoProgram', mode: 'r' },
    { name: 'tokenProgram', mode: 'r' },
    { name: 'tokenProgram2022', mode: 'r' },
    { name: 'poolProgram', mode: 'r' },
    { name: 'instructionSysvarAccount', mode: 'r' },
    { name: 'eventAuthority', mode: 'r', optional: true },
  ],
} as const satisfies StrategyInstruction;

export const INITIALIZE_STRATEGY_SPEC = {
  name: 'initializeStrategy',
  accounts: [
    { name: 'adminAuthority', mode: 'ws' },
    { name: 'globalConfig', mode: 'r' },
    { name: 'pool', mode: 'r' },
    { name: 'tokenAMint', mode: 'r' },
    { name: 'tokenBMint', mode: 'r' },
    { name: 'tokenAVault', mode: 'w' },
    { name: 'tokenBVault', mode: 'w' },
    { name: 'baseVaultAuthority', mode: 'w' },
    { name: 'sharesMint', mode: 'w' },
    { name: 'sharesMintAuthority', mode: 'w' },
    { name: 'tokenInfos', mode: 'r' },
    { name: 'systemProgram', mode: 'r' },
    { name: 'rent', mode: 'r' },
    { name: 'tokenProgram', mode: 'r' },
    { name: 'tokenATokenProgram', mode: 'r' },
    { name: 'tokenBTokenProgram', mode: 'r' },
    { name: 'strategy', mode: 'w' },
  ],
} as const satisfies StrategyInstruction;

export const OPEN_LIQUIDITY_POSITION_SPEC = {
  name: 'openLiquidityPosition',
  accounts: [
    { name: 'adminAuthority', mode: 'ws' },
    { name: 'strategy', mode: 'w' },
    { name: 'globalConfig', mode: 'r' },
    { name: 'pool', mode: 'w' },
    { name: 'tickArrayLower', mode: 'w' },
    { name: 'tickArrayUpper', mode: 'w' },
    { name: 'baseVaultAuthority', mode: 'w' },
    { name: 'position', mode: 'w' },
    { name: 'positionMint', mode: 'w' },
    { name: 'positionMetadataAccount', mode: 'w' },
    { name: 'positionTokenAccount', mode: 'w' },
    { name: 'rent', mode: 'r' },
    { name: 'system', mode: 'r' },
    { name: 'tokenProgram', mode: 'r' },
    { name: 'tokenProgram2022', mode: 'r' },
    { name: 'tokenATokenProgram', mode: 'r' },
    { name: 'tokenBTokenProgram', mode: 'r' },
    { name: 'memoProgram', mode: 'r' },
    { name: 'associatedTokenProgram', mode: 'r' },
    { name: 'poolProgram', mode: 'r' },
    { name: 'oldTickArrayLowerOrBaseVaultAuthority', mode: 'w' },
    { name: 'oldTickArrayUpperOrBaseVaultAuthority', mode: 'w' },
    { name: 'oldPositionOrBaseVaultAuthority', mode: 'w' },
    { name: 'oldPositionMintOrBaseVaultAuthority', mode: 'w' },
    { name: 'oldPositionTokenAccountOrBaseVaultAuthority', mode: 'w' },
    { name: 'tokenAVault', mode: 'w' },
    { name: 'tokenBVault', mode: 'w' },
    { name: 'tokenAMint', mode: 'r' },
    { name: 'tokenBMint', mode: 'r' },
    { name: 'poolTokenVaultA', mode: 'w' },
    { name: 'poolTokenVaultB', mode: 'w' },
    { name: 'scopePricesA', mode: 'r' },
    { name: 'scopePricesB', mode: 'r' },
    { name: 'tokenInfos', mode: 'r' },
    { name: 'eventAuthority', mode: 'r', optional: true },
    { name: 'consensusAccount', mode: 'r' },
  ],
} as const satisfies StrategyInstruction;

export const UPDATE_STRATEGY_CONFIG_SPEC = {
  name: 'updateStrategyConfig',
  accounts: [
    { name: 'adminAuthority', mode: 's' },
    { name: 'newAccount', mode: 'r' },
    { name: 'strategy', mode: 'w' },
    { name: 'globalConfig', mode: 'r' },
    { name: 'systemProgram', mode: 'r' },
  ],
} as const satisfies StrategyInstruction;
