import { KLEND_PROGRAM_ID, sameAddress, TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import {
  ctokenVaultAddress,
  decodeGlobalConfig,
  type GlobalConfig,
  globalConfigAddress,
  type VaultState,
} from '@keel/vault-programs';
import { type PublicKey, SYSVAR_INSTRUCTIONS_PUBKEY } from '@solana/web3.js';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError } from '../../../chain/execution/program-error';
import {
  type ArgsReader,
  accountAt,
  requireAddress,
  requireMut,
  requireProgram,
  requireSigner,
} from '../../anchor/anchor-accounts';
import {
  exchangeRate,
  fractionCollateralToLiquidity,
  liquidityToCollateralCeil,
} from '../../klend/actions/collateral-rate';
import { max, min } from '../../klend/fraction';
import { tokenBurn, tokenTransfer } from '../../runtime/token-cpi';
import {
  type LoadedVault,
  loadVault,
  requireBaseAuthority,
  requireEventAccounts,
  requireTokenAccount,
  requireVaultKeys,
  writeVault,
} from '../kvault-accounts';
import { cpiRedeemReserveCollateral } from '../kvault-cpi';
import { vaultFailure } from '../kvault-errors';
import { chargedHoldings, least, refreshVaultReserves } from '../kvault-holdings';
import { allocationIndex } from '../vault-allocations';
import { refreshRewards } from '../vault-fees';
import { floorOf, fracOf, fromU64 } from '../vault-fraction';
import { sharesToBurn, totalForShares, withdrawalPenalty } from '../vault-shares';

const HANDLER = 'handlers/handler_withdraw.rs';
const OPERATIONS = 'operations/vault_operations.rs';

interface AvailableAccounts {
  user: AccountMetaView;
  vault: LoadedVault;
  globalConfig: GlobalConfig;
  tokenVault: AccountMetaView;
  userTokenAta: AccountMetaView;
  userSharesAta: AccountMetaView;
  signer: ReturnType<typeof requireBaseAuthority>;
}

/** The `withdraw_from_available` accounts (the first 14 of withdraw too), checked as Anchor does. */
function availableAccounts(context: InstructionContext): AvailableAccounts {
  const user = accountAt(context, 0, 'user');
  const vaultMeta = accountAt(context, 1, 'vault_state');
  const globalConfig = accountAt(context, 2, 'global_config');
  const tokenVault = accountAt(context, 3, 'token_vault');
  const authority = accountAt(context, 4, 'base_vault_authority');
  const userTokenAta = accountAt(context, 5, 'user_token_ata');
  const tokenMint = accountAt(context, 6, 'token_mint');
  const userSharesAta = accountAt(context, 7, 'user_shares_ata');
  const sharesMint = accountAt(context, 8, 'shares_mint');
  const tokenProgram = accountAt(context, 9, 'token_program');
  const sharesTokenProgram = accountAt(context, 10, 'shares_token_program');
  const klendProgram = accountAt(context, 11, 'klend_program');
  requireEventAccounts(
    context,
    accountAt(context, 12, 'event_authority'),
    accountAt(context, 13, 'program'),
  );
  requireSigner(user, 'user');
  const vault = loadVault(context, vaultMeta);
  const state = vault.data;
  requireAddress(
    globalConfig,
    toPublicKey(globalConfigAddress(context.programId).address),
    'global_config',
  );
  const configAccount = context.read(globalConfig.address);
  if (configAccount === null || !configAccount.owner.equals(context.programId)) {
    throw anchorError(ANCHOR_ERRORS.AccountNotInitialized, 'global_config');
  }
  const config = decodeGlobalConfig(globalConfig.address, configAccount, {
    programId: context.programId,
  });
  requireVaultKeys(state, {
    tokenVault: tokenVault.address,
    baseVaultAuthority: authority.address,
    tokenMint: tokenMint.address,
    sharesMint: sharesMint.address,
  });
  for (const [meta, name] of [
    [tokenVault, 'token_vault'],
    [userTokenAta, 'user_token_ata'],
    [tokenMint, 'token_mint'],
    [userSharesAta, 'user_shares_ata'],
    [sharesMint, 'shares_mint'],
  ] as const) {
    requireMut(meta, name);
  }
  requireProgram(tokenProgram, toPublicKey(state.tokenProgram), 'token_program');
  requireProgram(sharesTokenProgram, toPublicKey(TOKEN_PROGRAM_ID), 'shares_token_program');
  requireProgram(klendProgram, toPublicKey(KLEND_PROGRAM_ID), 'klend_program');
  const userTokens = requireTokenAccount(context, userTokenAta, 'user_token_ata');
  if (!sameAddress(userTokens.mint, state.tokenMint)) throw vaultFailure('TokenMintIncorrect');
  const userShares = requireTokenAccount(context, userSharesAta, 'user_shares_ata');
  if (!sameAddress(userShares.mint, state.sharesMint)) throw vaultFailure('SharesMintIncorrect');
  if (!sameAddress(userShares.owner, user.address)) {
    throw anchorError(ANCHOR_ERRORS.ConstraintTokenOwner, 'user_shares_ata');
  }
  const signer = requireBaseAuthority(context, state);
  return { user, vault, globalConfig: config, tokenVault, userTokenAta, userSharesAta, signer };
}

/** The reserve group of `withdraw`: the reserve, its cToken vault and the CPI accounts. */
function reserveAccounts(context: InstructionContext, state: VaultState) {
  const vaultAgain = accountAt(context, 14, 'vault_state');
  const reserve = accountAt(context, 15, 'reserve');
  const ctokenVault = accountAt(context, 16, 'ctoken_vault');
  const lendingMarket = accountAt(context, 17, 'lending_market');
  accountAt(context, 18, 'lending_market_authority');
  const supply = accountAt(context, 19, 'reserve_liquidity_supply');
  const collateralMint = accountAt(context, 20, 'reserve_collateral_mint');
  const collateralProgram = accountAt(context, 21, 'reserve_collateral_token_program');
  requireAddress(
    accountAt(context, 22, 'instruction_sysvar_account'),
    SYSVAR_INSTRUCTIONS_PUBKEY,
    'instruction_sysvar_account',
    true,
  );
  requireEventAccounts(
    context,
    accountAt(context, 23, 'event_authority'),
    accountAt(context, 24, 'program'),
  );
  if (!vaultAgain.address.equals(toPublicKey(state.address))) {
    throw anchorError(ANCHOR_ERRORS.ConstraintHasOne, 'vault_state');
  }
  for (const [meta, name] of [
    [reserve, 'reserve'],
    [ctokenVault, 'ctoken_vault'],
    [supply, 'reserve_liquidity_supply'],
    [collateralMint, 'reserve_collateral_mint'],
  ] as const) {
    requireMut(meta, name);
  }
  requireProgram(
    collateralProgram,
    toPublicKey(TOKEN_PROGRAM_ID),
    'reserve_collateral_token_program',
  );
  const derived = ctokenVaultAddress(state.address, reserve.address, context.programId).address;
  if (!sameAddress(derived, ctokenVault.address)) {
    throw anchorError(ANCHOR_ERRORS.ConstraintSeeds, 'ctoken_vault');
  }
  const index = allocationIndex(state, reserve.address);
  // `require_keys_eq!(reserve_allocation.ctoken_vault, ctoken_vault)`.
  if (!sameAddress(state.vaultAllocationStrategy[index]?.ctokenVault, ctokenVault.address)) {
    throw anchorError(ANCHOR_ERRORS.RequireKeysEqViolated);
  }
  return {
    index,
    cpi: {
      reserve: reserve.address,
      lendingMarket: lendingMarket.address,
      reserveLiquiditySupply: supply.address,
      reserveCollateralMint: collateralMint.address,
      ctokenVault: ctokenVault.address,
      tokenVault: toPublicKey(state.tokenVault),
      tokenMint: toPublicKey(state.tokenMint),
      tokenProgram: toPublicKey(state.tokenProgram),
      baseVaultAuthority: toPublicKey(state.baseVaultAuthority),
    },
  };
}

/** withdraw_from_available(shares_amount): pays out of the token vault only. */
export function withdrawFromAvailable(context: InstructionContext, args: ArgsReader): void {
  const shares = args.u64();
  const accounts = availableAccounts(context);
  settleWithdrawal(context, accounts, shares, null, 14);
}

/**
 * withdraw(shares_amount): pays from the available tokens first, then disinvests the rest from
 * the named reserve (redeeming the vault's cTokens through the lending program).
 */
export function withdraw(context: InstructionContext, args: ArgsReader): void {
  const shares = args.u64();
  const accounts = availableAccounts(context);
  const reserve = reserveAccounts(context, accounts.vault.data);
  settleWithdrawal(context, accounts, shares, reserve, 25);
}

/** What `vault_operations::withdraw` takes from a reserve for the part available cannot pay. */
interface FromReserve {
  /** The liquidity (bits) sent on from the reserve. */
  sendBits: bigint;
  ctokens: bigint;
  disinvested: bigint;
  roundingError: bigint;
}

function fromReserveShare(
  holdings: ReturnType<typeof chargedHoldings>,
  reserve: PublicKey,
  ctokensOwned: bigint,
  wantedTokens: bigint,
): FromReserve {
  const invested = holdings.invested.get(reserve.toBase58());
  if (invested === undefined) throw vaultFailure('ReserveNotPartOfAllocations');
  const wanted = fromU64(wantedTokens);
  const sendBits = min(invested.liquidityBits, wanted);
  if (sendBits === 0n) return { sendBits, ctokens: 0n, disinvested: 0n, roundingError: 0n };
  const rate = exchangeRate(invested.reserve);
  const ctokens = least(liquidityToCollateralCeil(rate, floorOf(sendBits)), ctokensOwned);
  const disinvestedBits = fractionCollateralToLiquidity(rate, fromU64(ctokens));
  const frac = fracOf(disinvestedBits);
  const roundingError = frac > 0n && frac > fracOf(sendBits) ? 1n : 0n;
  return { sendBits, ctokens, disinvested: floorOf(disinvestedBits), roundingError };
}

/**
 * `withdraw_utils::withdraw`: the shares capped at the user's, the vault's reserves refreshed by
 * CPI, then `vault_operations::withdraw` — rewards and fees to now, the shares' part of the AUM
 * less the withdrawal penalty, paid from the available tokens first and then from the named
 * reserve (its cTokens redeemed by CPI), the shares that covers burnt.
 */
function settleWithdrawal(
  context: InstructionContext,
  a: AvailableAccounts,
  requested: bigint,
  fromReserve: ReturnType<typeof reserveAccounts> | null,
  remainingFrom: number,
): void {
  const initial = a.vault.data;
  const userShares = requireTokenAccount(context, a.userSharesAta, 'user_shares_ata').amount;
  const shares = least(requested, userShares);
  refreshVaultReserves(context, initial, remainingFrom);
  if (shares === 0n) throw vaultFailure('CannotWithdrawZeroShares', `${OPERATIONS}:169`);
  const rewarded = refreshRewards(initial, context.clock.unixTimestamp);
  const holdings = chargedHoldings(context, rewarded, remainingFrom);
  const { aumBits } = holdings;
  if (aumBits === 0n) throw vaultFailure('VaultAUMZero', `${OPERATIONS}:142`);
  const state = holdings.state;
  const issued = state.sharesIssued;
  const total = totalForShares(issued, aumBits, shares);
  if (total === 0n) throw vaultFailure('CannotWithdrawZeroLamports', `${OPERATIONS}:193`);
  // `calculate_withdrawal_penalty_params`: the larger of the global and the vault's settings.
  const penalty = withdrawalPenalty(
    total,
    max(a.globalConfig.withdrawalPenaltyBps, state.withdrawalPenaltyBps),
    max(a.globalConfig.withdrawalPenaltyLamports, state.withdrawalPenaltyLamports),
  );
  if (penalty >= total) {
    throw vaultFailure('WithdrawAmountLessThanWithdrawalPenalty', `${OPERATIONS}:200`);
  }
  const forUser = total - penalty;
  const fromAvailable = least(holdings.available, forUser);
  const index = fromReserve?.index ?? -1;
  const ctokensOwned = state.vaultAllocationStrategy[index]?.ctokenAllocation ?? 0n;
  const taken =
    fromReserve === null
      ? { sendBits: 0n, ctokens: 0n, disinvested: 0n, roundingError: 0n }
      : fromReserveShare(holdings, fromReserve.cpi.reserve, ctokensOwned, forUser - fromAvailable);
  const fromInvested = floorOf(taken.sendBits);
  const theoreticalBits = fromU64(fromAvailable + penalty) + taken.sendBits;
  const sentFromInvested = fromInvested - taken.roundingError;
  const burnt = sharesToBurn(theoreticalBits, issued, aumBits, shares);
  const leftInVault = taken.disinvested - sentFromInvested;
  if (burnt === 0n) throw vaultFailure('WithdrawResultsInZeroShares', `${OPERATIONS}:287`);
  if (fromAvailable + fromInvested <= state.minWithdrawAmount) {
    throw vaultFailure('WithdrawAmountBelowMinimum', `${OPERATIONS}:303`);
  }
  const allocations = state.vaultAllocationStrategy.map((entry, at) =>
    at === index ? { ...entry, ctokenAllocation: entry.ctokenAllocation - taken.ctokens } : entry,
  );
  context.log(
    `Withdraw: ${burnt} shares for ${fromAvailable + sentFromInvested} tokens (${taken.ctokens} cTokens disinvested)`,
  );
  tokenBurn(context, {
    tokenProgram: toPublicKey(TOKEN_PROGRAM_ID),
    mint: toPublicKey(state.sharesMint),
    source: a.userSharesAta.address,
    authority: a.user.address,
    amount: burnt,
  });
  let received = 0n;
  if (fromReserve !== null && taken.ctokens > 0n) {
    received = cpiRedeemReserveCollateral(context, fromReserve.cpi, taken.ctokens);
  }
  if (received < sentFromInvested) {
    throw vaultFailure('NotEnoughLiquidityDisinvestedToSendToUser', `${HANDLER}:316`);
  }
  tokenTransfer(context, {
    tokenProgram: toPublicKey(state.tokenProgram),
    source: a.tokenVault.address,
    destination: a.userTokenAta.address,
    authority: a.signer,
    amount: fromAvailable + sentFromInvested,
    mint: { address: toPublicKey(state.tokenMint), decimals: Number(state.tokenMintDecimals) },
    pdaSigned: true,
  });
  writeVault(context, a.vault, {
    ...state,
    tokenAvailable: state.tokenAvailable - fromAvailable + leftInVault,
    sharesIssued: issued - burnt,
    vaultAllocationStrategy: allocations,
    prevAumSf: aumBits - (theoreticalBits - fromU64(penalty)),
  });
}
