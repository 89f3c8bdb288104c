import { KLEND_PROGRAM_ID, sameAddress, TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { activeAllocations, ctokenVaultAddress } from '@keel/vault-programs';
import { SYSVAR_INSTRUCTIONS_PUBKEY } from '@solana/web3.js';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError } from '../../../chain/execution/program-error';
import {
  accountAt,
  requireAddress,
  requireMut,
  requireProgram,
  requireSigner,
} from '../../anchor/anchor-accounts';
import { exchangeRate, liquidityToCollateralCeil } from '../../klend/actions/collateral-rate';
import { totalRedeemableCollateral } from '../../klend/actions/reserve-collateral';
import {
  loadVault,
  requireBaseAuthority,
  requireVaultKeys,
  tokenBalance,
  writeVault,
} from '../kvault-accounts';
import { cpiDepositReserveLiquidity, cpiRedeemReserveCollateral } from '../kvault-cpi';
import { vaultFailure } from '../kvault-errors';
import { chargedHoldings, least } from '../kvault-holdings';

const SOURCE = 'handlers/handler_invest.rs';
const FIXED_ACCOUNTS = 17;

/**
 * invest(): moves one reserve toward its target — the vault's value × its weight / all weights
 * (the unallocated weight included), within its cap: deposits available tokens when it is below,
 * redeems cTokens when it is above. Anyone may crank it.
 */
export function invest(context: InstructionContext): void {
  const payer = accountAt(context, 0, 'payer');
  accountAt(context, 1, 'payer_token_account');
  const vaultMeta = accountAt(context, 2, 'vault_state');
  const tokenVault = accountAt(context, 3, 'token_vault');
  const tokenMint = accountAt(context, 4, 'token_mint');
  const authority = accountAt(context, 5, 'base_vault_authority');
  const ctokenVault = accountAt(context, 6, 'ctoken_vault');
  const reserve = accountAt(context, 7, 'reserve');
  const lendingMarket = accountAt(context, 8, 'lending_market');
  accountAt(context, 9, 'lending_market_authority');
  const supply = accountAt(context, 10, 'reserve_liquidity_supply');
  const collateralMint = accountAt(context, 11, 'reserve_collateral_mint');
  accountAt(context, 12, 'reserve_whitelist_entry');
  requireProgram(
    accountAt(context, 13, 'klend_program'),
    toPublicKey(KLEND_PROGRAM_ID),
    'klend_program',
  );
  requireProgram(
    accountAt(context, 14, 'reserve_collateral_token_program'),
    toPublicKey(TOKEN_PROGRAM_ID),
    'reserve_collateral_token_program',
  );
  const tokenProgram = accountAt(context, 15, 'token_program');
  requireAddress(
    accountAt(context, 16, 'instruction_sysvar_account'),
    SYSVAR_INSTRUCTIONS_PUBKEY,
    'instruction_sysvar_account',
    true,
  );
  requireSigner(payer, 'payer');
  const vault = loadVault(context, vaultMeta);
  const state = vault.data;
  requireVaultKeys(state, {
    tokenVault: tokenVault.address,
    tokenMint: tokenMint.address,
    baseVaultAuthority: authority.address,
  });
  requireProgram(tokenProgram, toPublicKey(state.tokenProgram), 'token_program');
  for (const [meta, name] of [
    [tokenVault, 'token_vault'],
    [ctokenVault, 'ctoken_vault'],
    [reserve, 'reserve'],
    [supply, 'reserve_liquidity_supply'],
    [collateralMint, 'reserve_collateral_mint'],
  ] as const) {
    requireMut(meta, name);
  }
  if (
    !sameAddress(
      ctokenVaultAddress(state.address, reserve.address, context.programId).address,
      ctokenVault.address,
    )
  ) {
    throw anchorError(ANCHOR_ERRORS.ConstraintSeeds, 'ctoken_vault');
  }
  const signer = requireBaseAuthority(context, state);
  const index = state.vaultAllocationStrategy.findIndex((a) =>
    sameAddress(a.reserve, reserve.address),
  );
  const entry = state.vaultAllocationStrategy[index];
  if (entry === undefined) throw vaultFailure('ReserveNotPartOfAllocations');
  if (
    entry.lastInvestSlot !== 0n &&
    context.clock.slot < entry.lastInvestSlot + state.minInvestDelaySlots
  ) {
    throw vaultFailure('InvestTooSoon', `${SOURCE}:74`);
  }

  const holdings = chargedHoldings(context, state, FIXED_ACCOUNTS);
  const view = holdings.reserves.get(reserve.address.toBase58());
  if (view === undefined) throw vaultFailure('ReserveNotProvidedInTheAccounts');
  const totalWeight = activeAllocations(state.vaultAllocationStrategy).reduce(
    (sum, allocation) => sum + allocation.targetAllocationWeight,
    state.unallocatedWeight,
  );
  const byWeight =
    totalWeight === 0n ? 0n : (holdings.aum * entry.targetAllocationWeight) / totalWeight;
  const target = least(byWeight, entry.tokenAllocationCap);
  const cpi = {
    reserve: reserve.address,
    lendingMarket: lendingMarket.address,
    reserveLiquiditySupply: supply.address,
    reserveCollateralMint: collateralMint.address,
    ctokenVault: ctokenVault.address,
    tokenVault: tokenVault.address,
    tokenMint: toPublicKey(state.tokenMint),
    tokenProgram: toPublicKey(state.tokenProgram),
    baseVaultAuthority: signer,
  };
  const tokensBefore = tokenBalance(context, tokenVault.address);
  let ctokens = entry.ctokenAllocation;
  if (target > view.invested) {
    const want = target - view.invested;
    const amount = least(want, state.tokenAvailable);
    if (amount > 0n) {
      if (amount < state.minInvestAmount) throw vaultFailure('InvestAmountBelowMinimum');
      context.log(`Invest: depositing ${amount} into ${reserve.address.toBase58()}`);
      ctokens += cpiDepositReserveLiquidity(context, cpi, amount);
    }
  } else if (target < view.invested) {
    const rate = exchangeRate(view.reserve);
    const wanted = liquidityToCollateralCeil(rate, view.invested - target);
    const redeemable = totalRedeemableCollateral(view.reserve);
    const collateral = least(wanted, ctokens, redeemable);
    if (collateral > 0n) {
      context.log(`Invest: redeeming ${collateral} cTokens of ${reserve.address.toBase58()}`);
      cpiRedeemReserveCollateral(context, cpi, collateral);
      ctokens -= collateral;
    }
  }
  const tokensAfter = tokenBalance(context, tokenVault.address);
  const allocations = state.vaultAllocationStrategy.map((allocation, at) =>
    at === index
      ? {
          ...allocation,
          ctokenAllocation: ctokens,
          lastInvestSlot: context.clock.slot,
          tokenTargetAllocationSf: target << 60n,
        }
      : allocation,
  );
  writeVault(context, vault, {
    ...holdings.state,
    tokenAvailable: state.tokenAvailable + tokensAfter - tokensBefore,
    vaultAllocationStrategy: allocations,
  });
}
