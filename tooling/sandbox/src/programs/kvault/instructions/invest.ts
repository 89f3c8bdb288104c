import { KLEND_PROGRAM_ID, sameAddress, TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { ctokenVaultAddress, type VaultAllocation, type VaultState } from '@keel/vault-programs';
import { SYSVAR_INSTRUCTIONS_PUBKEY } from '@solana/web3.js';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError, ProgramError } from '../../../chain/execution/program-error';
import {
  accountAt,
  requireAddress,
  requireMut,
  requireProgram,
  requireSigner,
} from '../../anchor/anchor-accounts';
import { exchangeRate, fractionCollateralToLiquidity } from '../../klend/actions/collateral-rate';
import { tokenTransfer } from '../../runtime/token-cpi';
import { loadVault, requireBaseAuthority, requireVaultKeys, writeVault } from '../kvault-accounts';
import { cpiDepositReserveLiquidity, cpiRedeemReserveCollateral } from '../kvault-cpi';
import { vaultFailure } from '../kvault-errors';
import { chargedHoldings, least, refreshVaultReserves } from '../kvault-holdings';
import { allocationIndex, inUse, targetAllocations } from '../vault-allocations';
import { refreshRewards } from '../vault-fees';
import { ceilOf, floorOf, fracOf, fractionLiquidityToCollateral, fromU64 } from '../vault-fraction';

const OPERATIONS = 'operations/vault_operations.rs';
const FIXED_ACCOUNTS = 17;

/**
 * invest() as handler_invest.rs runs it: the vault's reserves refreshed by CPI, rewards and fees
 * brought to now, every reserve's target recomputed (`refresh_target_allocations`: weights,
 * caps, the unallocated share), then one reserve moved toward its target — available tokens
 * deposited when it is below, cTokens redeemed when above — the rounding loss paid by the crank
 * funds or the payer, and the reserves refreshed again. Anyone may crank it. The program's
 * post-transfer balance checks are not re-run.
 */
export function invest(context: InstructionContext): void {
  const payer = accountAt(context, 0, 'payer');
  const payerTokenAccount = accountAt(context, 1, 'payer_token_account');
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
  const whitelistEntry = accountAt(context, 12, 'reserve_whitelist_entry');
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
  refreshVaultReserves(context, state, FIXED_ACCOUNTS);
  const now = context.clock.unixTimestamp;
  const holdings = chargedHoldings(context, refreshRewards(state, now), FIXED_ACCOUNTS);
  const targets = targetAllocations(holdings.state, holdings.aumBits);
  const charged: VaultState = {
    ...holdings.state,
    vaultAllocationStrategy: holdings.state.vaultAllocationStrategy.map((allocation, at) =>
      inUse(allocation)
        ? { ...allocation, tokenTargetAllocationSf: targets[at] ?? 0n }
        : allocation,
    ),
  };
  const index = allocationIndex(charged, reserve.address);
  const entry = charged.vaultAllocationStrategy[index] as VaultAllocation;
  if (context.clock.slot < entry.lastInvestSlot + charged.minInvestDelaySlots) {
    throw vaultFailure('InvestTooSoon', `${OPERATIONS}:506`);
  }
  const invested = holdings.invested.get(reserve.address.toBase58());
  if (invested === undefined) throw vaultFailure('ReserveNotPartOfAllocations');
  const actual = invested.liquidityBits;
  const target = entry.tokenTargetAllocationSf;
  const add = actual <= target;
  const wantedBits = add
    ? least(target - actual, fromU64(charged.tokenAvailable))
    : actual - target;
  if (wantedBits <= fromU64(charged.minInvestAmount)) {
    throw vaultFailure('InvestAmountBelowMinimum', `${OPERATIONS}:538`);
  }
  if (add && charged.allowInvestInWhitelistedReservesOnly === 1) {
    // `Option<Account>`: the program's own id stands for none.
    if (whitelistEntry.address.equals(context.programId)) {
      throw vaultFailure('ReserveNotWhitelisted', `${OPERATIONS}:544`);
    }
    context.log('reserve whitelist entries are not emulated by the sandbox');
    throw new ProgramError('InvalidAccountData');
  }
  const rate = exchangeRate(invested.reserve);
  const collateral =
    entry.targetAllocationWeight === 0n
      ? entry.ctokenAllocation
      : floorOf(fractionLiquidityToCollateral(rate, wantedBits));
  const liquidityBits = fractionCollateralToLiquidity(rate, fromU64(collateral));
  let roundingLoss = fracOf(liquidityBits) > 0n ? 1n : 0n;
  const liquidity = add ? ceilOf(liquidityBits) : floorOf(liquidityBits);
  const tokenAvailable = add
    ? charged.tokenAvailable - (liquidity - roundingLoss)
    : charged.tokenAvailable + liquidity + roundingLoss;
  const ctokenAllocation = add
    ? entry.ctokenAllocation + collateral
    : entry.ctokenAllocation - collateral;
  let crankFunds = charged.availableCrankFunds;
  // The crank funds pay the rounding loss when they can; the payer pays it otherwise.
  if (crankFunds >= roundingLoss) {
    crankFunds -= roundingLoss;
    roundingLoss = 0n;
  }
  context.log(
    `InvestEffects direction=${add ? 'Add' : 'Subtract'} liquidity_amount=${liquidity}, collateral_amount=${collateral}, rounding_loss=${roundingLoss}`,
  );
  if (roundingLoss > 0n) {
    tokenTransfer(context, {
      tokenProgram: toPublicKey(state.tokenProgram),
      source: payerTokenAccount.address,
      destination: tokenVault.address,
      authority: payer.address,
      amount: roundingLoss,
      mint: { address: toPublicKey(state.tokenMint), decimals: Number(state.tokenMintDecimals) },
    });
  }
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
  if (liquidity > 0n) {
    if (add) cpiDepositReserveLiquidity(context, cpi, liquidity);
    else cpiRedeemReserveCollateral(context, cpi, collateral);
  }
  refreshVaultReserves(context, state, FIXED_ACCOUNTS);
  writeVault(context, vault, {
    ...charged,
    tokenAvailable,
    availableCrankFunds: crankFunds,
    vaultAllocationStrategy: charged.vaultAllocationStrategy.map((allocation, at) =>
      at === index
        ? { ...allocation, ctokenAllocation, lastInvestSlot: context.clock.slot }
        : allocation,
    ),
  });
}
