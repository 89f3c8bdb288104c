import { KLEND_PROGRAM_ID, sameAddress, TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import {
  ctokenVaultAddress,
  globalConfigAddress,
  sharesForTokens,
  tokensForShares,
  type VaultState,
} from '@keel/vault-programs';
import { SYSVAR_INSTRUCTIONS_PUBKEY } from '@solana/web3.js';
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
import { exchangeRate, liquidityToCollateralCeil } from '../../klend/actions/collateral-rate';
import { totalRedeemableCollateral } from '../../klend/actions/reserve-collateral';
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
import { chargedHoldings, least } from '../kvault-holdings';

const SOURCE = 'handlers/handler_withdraw.rs';

interface AvailableAccounts {
  user: AccountMetaView;
  vault: LoadedVault;
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
  return { user, vault, tokenVault, userTokenAta, userSharesAta, signer };
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
  const index = state.vaultAllocationStrategy.findIndex((a) =>
    sameAddress(a.reserve, reserve.address),
  );
  if (index < 0) throw vaultFailure('ReserveNotPartOfAllocations');
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

function settleWithdrawal(
  context: InstructionContext,
  a: AvailableAccounts,
  requested: bigint,
  fromReserve: ReturnType<typeof reserveAccounts> | null,
  remainingFrom: number,
): void {
  const state = a.vault.data;
  if (requested === 0n) throw vaultFailure('CannotWithdrawZeroShares', `${SOURCE}:120`);
  if (state.sharesIssued === 0n) throw vaultFailure('CannotWithdrawFromEmptyVault');
  const userShares = requireTokenAccount(context, a.userSharesAta, 'user_shares_ata').amount;
  // The program withdraws at most what the user holds.
  const shares = least(requested, userShares);
  if (shares === 0n) throw vaultFailure('CannotWithdrawZeroShares', `${SOURCE}:126`);
  const holdings = chargedHoldings(context, state, remainingFrom);
  const { aum } = holdings;
  const owed = tokensForShares(shares, state.sharesIssued, aum);
  const fromAvailable = least(owed, state.tokenAvailable);
  let received = 0n;
  let redeemed = 0n;
  const allocations = state.vaultAllocationStrategy.map((entry) => ({ ...entry }));
  if (fromReserve !== null && owed > fromAvailable) {
    const entry = allocations[fromReserve.index];
    const view = holdings.reserves.get(fromReserve.cpi.reserve.toBase58());
    if (entry === undefined || view === undefined)
      throw vaultFailure('ReserveNotPartOfAllocations');
    const rate = exchangeRate(view.reserve);
    const wanted = liquidityToCollateralCeil(rate, owed - fromAvailable);
    const redeemable = totalRedeemableCollateral(view.reserve);
    redeemed = least(wanted, entry.ctokenAllocation, redeemable);
    if (redeemed > 0n) {
      received = cpiRedeemReserveCollateral(context, fromReserve.cpi, redeemed);
      entry.ctokenAllocation -= redeemed;
    }
  }
  const paid = least(fromAvailable + received, owed);
  const burnt = paid === owed ? shares : sharesForTokens(paid, state.sharesIssued, aum);
  if (burnt === 0n || paid === 0n)
    throw vaultFailure('WithdrawResultsInZeroShares', `${SOURCE}:168`);
  if (paid < state.minWithdrawAmount) throw vaultFailure('WithdrawAmountBelowMinimum');
  context.log(`Withdraw: ${burnt} shares for ${paid} tokens (${received} disinvested, AUM ${aum})`);
  tokenBurn(context, {
    tokenProgram: toPublicKey(TOKEN_PROGRAM_ID),
    mint: toPublicKey(state.sharesMint),
    source: a.userSharesAta.address,
    authority: a.user.address,
    amount: burnt,
  });
  tokenTransfer(context, {
    tokenProgram: toPublicKey(state.tokenProgram),
    source: a.tokenVault.address,
    destination: a.userTokenAta.address,
    authority: a.signer,
    amount: paid,
    mint: { address: toPublicKey(state.tokenMint), decimals: Number(state.tokenMintDecimals) },
    pdaSigned: true,
  });
  writeVault(context, a.vault, {
    ...holdings.state,
    tokenAvailable: state.tokenAvailable + received - paid,
    sharesIssued: state.sharesIssued - burnt,
    vaultAllocationStrategy: allocations,
    prevAumSf: holdings.aumSf - (paid << 60n),
  });
}
