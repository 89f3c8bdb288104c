import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { tokenTransfer } from '../../runtime/token-cpi';
import { field, hasOne, mutable, optionalField, signer } from '../account-checks';
import {
  checkMarketAuthority,
  loadMarket,
  loadOptionalReferrerState,
  loadReserve,
  writeData,
} from '../actions/action-accounts';
import { calculateFees } from '../actions/borrow-calculation';
import { flashBorrowChecks, flashRepayChecks } from '../actions/flash-introspection';
import {
  available,
  markStale,
  repayToReserve,
  withdrawIncludingQueued,
} from '../actions/reserve-liquidity';
import { checkVaultAfterTransfer } from '../actions/vault-checks';
import { klendError } from '../anchor-errors';
import { fromInt } from '../fraction';
import { REFERRER_TOKEN_STATE, RESERVE } from '../layout-offsets';
import { validateReferrerTokenState } from '../referrer-fees';
import { PROGRAM_VERSION, type ReserveAccount } from '../reserve-account';
import { refreshReserveInterest, updateLimitTimestamps } from '../reserve-refresh';
import {
  addressIs,
  instructionsSysvar,
  mintAccount,
  mintProgramIs,
  tokenAccount,
  tokenAmount,
  tokenInterface,
} from '../token-checks';

const CHECKS = 'lending_market/lending_checks.rs';
const U64_MAX = (1n << 64n) - 1n;

/**
 * `FlashBorrowReserveLiquidity` / `FlashRepayReserveLiquidity` (the same accounts; the vault and
 * the user's account swap roles): loaded in field order, then the constraints.
 */
function flashAccounts(context: InstructionContext, vaultName: string, userName: string) {
  const authority = field(context, 'user_transfer_authority');
  signer(authority, 'user_transfer_authority');
  const marketAuthority = field(context, 'lending_market_authority');
  const market = loadMarket(context);
  const reserve = loadReserve(context, 'reserve');
  const mint = mintAccount(
    context,
    field(context, 'reserve_liquidity_mint'),
    'reserve_liquidity_mint',
  );
  const vault = tokenAccount(context, field(context, vaultName), vaultName);
  const user = tokenAccount(context, field(context, userName), userName);
  const feeVault = tokenAccount(
    context,
    field(context, 'reserve_liquidity_fee_receiver'),
    'reserve_liquidity_fee_receiver',
  );
  const referrerState = loadOptionalReferrerState(context);
  const referrerAccount = optionalField(context, 'referrer_account');
  const sysvar = field(context, 'sysvar_info');
  const tokenProgram = field(context, 'token_program');
  tokenInterface(tokenProgram, 'token_program');

  checkMarketAuthority(marketAuthority, market);
  mutable(reserve.meta, 'reserve');
  hasOne(reserve.value.lendingMarket, market.meta.address, 'reserve');
  const r = reserve.value.bytes;
  addressIs(mint.meta, r.pubkey(RESERVE.liquidityMint), 'reserve_liquidity_mint');
  mintProgramIs(mint, tokenProgram.address, 'reserve_liquidity_mint');
  mutable(vault.meta, vaultName);
  addressIs(vault.meta, r.pubkey(RESERVE.liquiditySupplyVault), vaultName);
  mutable(user.meta, userName);
  mutable(feeVault.meta, 'reserve_liquidity_fee_receiver');
  addressIs(feeVault.meta, r.pubkey(RESERVE.liquidityFeeVault), 'reserve_liquidity_fee_receiver');
  if (referrerState !== null) mutable(referrerState.meta, 'referrer_token_state');
  if (referrerAccount !== null) mutable(referrerAccount, 'referrer_account');
  instructionsSysvar(sysvar, 'sysvar_info');
  return {
    authority,
    market,
    marketAuthority,
    reserve,
    mint,
    vault,
    user,
    feeVault,
    referrerState,
    referrerAccount,
    tokenProgram,
  };
}

/** `flash_borrow_reserve_liquidity_checks` (the Token-2022 extension check is not emulated). */
function flashBorrowReserveChecks(
  context: InstructionContext,
  reserve: ReserveAccount,
  destination: ReturnType<typeof flashAccounts>['user'],
) {
  if (reserve.bytes.pubkey(RESERVE.liquiditySupplyVault).equals(destination.meta.address)) {
    context.log(
      'Borrow reserve liquidity supply cannot be used as the destination liquidity provided',
    );
    throw klendError('InvalidAccountInput', { source: `${CHECKS}:344` });
  }
  if (reserve.version !== PROGRAM_VERSION) {
    context.log('Reserve version does not match the program version');
    throw klendError('ReserveDeprecated', { source: `${CHECKS}:349` });
  }
  if (reserve.config.status === 'Obsolete') {
    context.log('Reserve is obsolete');
    throw klendError('ReserveObsolete', { source: `${CHECKS}:354` });
  }
  if (reserve.bytes.u64(RESERVE.flashLoanFeeSf) === U64_MAX) {
    context.log('Flash loans are disabled for this reserve');
    throw klendError('FlashLoansDisabled', { source: `${CHECKS}:359` });
  }
}

/** `Reserve::borrow(amount, use_withdraw_queue = true)`: queued liquidity may be lent too. */
function flashBorrowFromReserve(context: InstructionContext, r: ReserveAccount, amount: bigint) {
  withdrawIncludingQueued(context, r, amount);
  r.bytes.setU128(RESERVE.borrowedAmountSf, r.totalBorrow() + fromInt(amount));
  markStale(r);
}

/** flash_borrow_reserve_liquidity: lends `amount` for the rest of the transaction. */
export function flashBorrowReserveLiquidity(context: InstructionContext, amount: bigint): void {
  const a = flashAccounts(context, 'reserve_source_liquidity', 'user_destination_liquidity');
  const reserve = a.reserve.value;
  flashBorrowReserveChecks(context, reserve, a.user);
  const vault = a.vault.meta.address;
  const initialBalance = tokenAmount(context, vault);
  const initialAvailable = available(reserve);
  flashBorrowChecks(context, amount);
  const { slot, unixTimestamp: now } = context.clock;
  const referralFeeBps = a.market.value.market.referralFeeBps;
  refreshReserveInterest(context, reserve, { slot, now, price: null, referralFeeBps });
  // flash_borrow_reserve_liquidity repeats the disabled check: it cannot fail here.
  flashBorrowFromReserve(context, reserve, amount);
  tokenTransfer(context, {
    tokenProgram: a.tokenProgram.address,
    source: vault,
    destination: a.user.meta.address,
    authority: a.marketAuthority.address,
    amount,
    mint: { address: a.mint.meta.address, decimals: a.mint.value.decimals },
    pdaSigned: true,
  });
  checkVaultAfterTransfer(context, {
    vault,
    available: available(reserve),
    initialBalance,
    initialAvailable,
    change: -amount,
  });
  writeData(context, a.reserve, reserve.bytes.data);
}

/**
 * flash_repay_reserve_liquidity: the loan comes back with the flash fee; the referrer's share
 * stays in the supply vault (credited to the referrer), the protocol's goes to the fee vault.
 */
export function flashRepayReserveLiquidity(
  context: InstructionContext,
  amount: bigint,
  borrowIndex: number,
): void {
  const a = flashAccounts(context, 'reserve_destination_liquidity', 'user_source_liquidity');
  const reserve = a.reserve.value;
  if (reserve.bytes.pubkey(RESERVE.liquiditySupplyVault).equals(a.user.meta.address)) {
    context.log('Reserve liquidity supply cannot be used as the source liquidity provided');
    throw klendError('InvalidAccountInput', { source: `${CHECKS}:378` });
  }
  const vault = a.vault.meta.address;
  const initialBalance = tokenAmount(context, vault);
  const initialAvailable = available(reserve);
  flashRepayChecks(context, { borrowIndex, amount, reserve: reserve.address });
  let referrer = null;
  if (a.referrerAccount !== null) {
    if (a.referrerState === null) context.log('No referrer account provided');
    else {
      validateReferrerTokenState(
        a.referrerState.value,
        a.referrerState.meta.address,
        reserve,
        a.referrerAccount.address,
      );
      referrer = a.referrerState;
    }
  }
  const referralFeeBps = a.market.value.market.referralFeeBps;
  const fees = calculateFees(context, {
    amount: fromInt(amount),
    feeSf: reserve.bytes.u64(RESERVE.flashLoanFeeSf),
    inclusive: false,
    referralFeeBps,
    hasReferrer: referrer !== null,
  });
  repayToReserve(reserve, amount, fromInt(amount));
  updateLimitTimestamps(reserve, context.clock.unixTimestamp);
  markStale(reserve);
  if (referrer !== null && referralFeeBps > 0) {
    const fee = fromInt(fees.referrerFee);
    const s = referrer.value;
    for (const offset of [
      REFERRER_TOKEN_STATE.amountCumulativeSf,
      REFERRER_TOKEN_STATE.amountUnclaimedSf,
    ]) {
      s.setU128(offset, s.u128(offset) + fee);
    }
    const b = reserve.bytes;
    b.setU128(RESERVE.accumulatedReferrerFeesSf, b.u128(RESERVE.accumulatedReferrerFeesSf) + fee);
    b.setU64(RESERVE.availableAmount, available(reserve) + fees.referrerFee);
  }
  const withReferrerFee = amount + fees.referrerFee;
  const mint = { address: a.mint.meta.address, decimals: a.mint.value.decimals };
  const transfer = (destination: typeof vault, value: bigint) =>
    tokenTransfer(context, {
      tokenProgram: a.tokenProgram.address,
      source: a.user.meta.address,
      destination,
      authority: a.authority.address,
      amount: value,
      mint,
    });
  transfer(vault, withReferrerFee);
  if (fees.protocolFee > 0n) transfer(a.feeVault.meta.address, fees.protocolFee);
  checkVaultAfterTransfer(context, {
    vault,
    available: available(reserve),
    initialBalance,
    initialAvailable,
    change: withReferrerFee,
  });
  writeData(context, a.reserve, reserve.bytes.data);
  if (referrer !== null) writeData(context, referrer, referrer.value.data);
}
