import { toPublicKey } from '@keel/chain-readers';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { tokenTransfer } from '../../runtime/token-cpi';
import { field, hasOne, mutable, remainingAccounts, signer } from '../account-checks';
import {
  checkFarmsProgram,
  checkMarketAuthority,
  loadFarmsAccounts,
  loadMarket,
  loadObligation,
  loadOptionalReferrerState,
  loadReserve,
  writeData,
} from '../actions/action-accounts';
import type { BorrowSize } from '../actions/borrow-calculation';
import { borrowObligationLiquidity } from '../actions/borrow-operation';
import { refreshFarmsAfterAction } from '../actions/farms-refresh';
import { checkRefresh } from '../actions/refresh-check';
import { checkReserveStatusAndVersion } from '../actions/reserve-checks';
import { checkVaultAfterTransfer } from '../actions/vault-checks';
import { anchorFailure, klendError } from '../anchor-errors';
import { KLEND_ERRORS } from '../errors';
import { RESERVE } from '../layout-offsets';
import { validateReferrerTokenState } from '../referrer-fees';
import { RemainingAccounts } from '../remaining-accounts';
import {
  addressIs,
  instructionsSysvar,
  mintAccount,
  mintProgramIs,
  tokenAccount,
  tokenAmount,
  tokenInterface,
  tokenMintIs,
  tokenOwnerIs,
} from '../token-checks';

const U64_MAX = (1n << 64n) - 1n;
const HANDLER = 'handlers/handler_borrow_obligation_liquidity.rs';

/** `BorrowObligationLiquidity`: every account loaded in field order, then the constraints. */
function borrowAccounts(context: InstructionContext) {
  const owner = field(context, 'owner');
  signer(owner, 'owner');
  const obligation = loadObligation(context);
  const market = loadMarket(context);
  const authority = field(context, 'lending_market_authority');
  const reserve = loadReserve(context, 'borrow_reserve');
  const mint = mintAccount(
    context,
    field(context, 'borrow_reserve_liquidity_mint'),
    'borrow_reserve_liquidity_mint',
  );
  const supply = tokenAccount(
    context,
    field(context, 'reserve_source_liquidity'),
    'reserve_source_liquidity',
  );
  const feeVault = tokenAccount(
    context,
    field(context, 'borrow_reserve_liquidity_fee_receiver'),
    'borrow_reserve_liquidity_fee_receiver',
  );
  const destination = tokenAccount(
    context,
    field(context, 'user_destination_liquidity'),
    'user_destination_liquidity',
  );
  const referrer = loadOptionalReferrerState(context);
  const tokenProgram = field(context, 'token_program');
  tokenInterface(tokenProgram, 'token_program');
  const sysvar = field(context, 'instruction_sysvar_account');

  mutable(obligation.meta, 'obligation');
  hasOne(obligation.value.lendingMarket, market.meta.address, 'obligation');
  if (!obligation.value.owner.equals(owner.address)) {
    throw anchorFailure(KLEND_ERRORS.InvalidObligationOwner, {
      account: 'obligation',
      pubkeys: [obligation.value.owner, owner.address],
    });
  }
  checkMarketAuthority(authority, market);
  mutable(reserve.meta, 'borrow_reserve');
  hasOne(reserve.value.lendingMarket, market.meta.address, 'borrow_reserve');
  const r = reserve.value.bytes;
  addressIs(mint.meta, r.pubkey(RESERVE.liquidityMint), 'borrow_reserve_liquidity_mint');
  mintProgramIs(mint, tokenProgram.address, 'borrow_reserve_liquidity_mint');
  mutable(supply.meta, 'reserve_source_liquidity');
  addressIs(supply.meta, r.pubkey(RESERVE.liquiditySupplyVault), 'reserve_source_liquidity');
  mutable(feeVault.meta, 'borrow_reserve_liquidity_fee_receiver');
  addressIs(
    feeVault.meta,
    r.pubkey(RESERVE.liquidityFeeVault),
    'borrow_reserve_liquidity_fee_receiver',
  );
  mutable(destination.meta, 'user_destination_liquidity');
  tokenMintIs(destination, toPublicKey(supply.value.mint), 'user_destination_liquidity');
  tokenOwnerIs(destination, owner.address, 'user_destination_liquidity');
  if (referrer !== null) mutable(referrer.meta, 'referrer_token_state');
  instructionsSysvar(sysvar, 'instruction_sysvar_account');
  return {
    owner,
    obligation,
    market,
    authority,
    reserve,
    mint,
    supply,
    feeVault,
    destination,
    referrer,
    tokenProgram,
  };
}

type BorrowAccounts = ReturnType<typeof borrowAccounts>;

/** `borrow_obligation_liquidity_process_impl`. */
function borrowImpl(context: InstructionContext, a: BorrowAccounts, size: BorrowSize) {
  context.log(`borrow_size ${size.kind === 'Exact' ? `Exact(${size.amount})` : 'AllAvailable'}`);
  const reserve = a.reserve.value;
  if (reserve.bytes.pubkey(RESERVE.liquiditySupplyVault).equals(a.destination.meta.address)) {
    context.log(
      'Borrow reserve liquidity supply cannot be used as the destination liquidity provided',
    );
    throw klendError('InvalidAccountInput', { source: 'lending_market/lending_checks.rs:44' });
  }
  checkReserveStatusAndVersion(context, reserve);
  const obligation = a.obligation.value;
  let referrerState = null;
  if (obligation.hasReferrer) {
    if (a.referrer === null)
      throw klendError('ReferrerAccountMissing', { source: `${HANDLER}:96` });
    validateReferrerTokenState(
      a.referrer.value,
      a.referrer.meta.address,
      reserve,
      obligation.referrer,
    );
    referrerState = a.referrer.value;
  }
  const vault = a.supply.meta.address;
  const initialBalance = tokenAmount(context, vault);
  const initialAvailable = reserve.bytes.u64(RESERVE.availableAmount);
  const remaining = new RemainingAccounts(context);
  const result = borrowObligationLiquidity({
    context,
    market: a.market.value,
    reserve,
    obligation,
    size,
    referrerTokenState: referrerState,
    depositReserves: remainingAccounts(context),
    remaining,
  });
  context.log(
    `pnl: Borrow obligation liquidity ${result.receiveAmount} with origination_fee ${result.originationFee}`,
  );
  const mint = { address: a.mint.meta.address, decimals: a.mint.value.decimals };
  const transfer = (destination: typeof vault, amount: bigint) =>
    tokenTransfer(context, {
      tokenProgram: a.tokenProgram.address,
      source: vault,
      destination,
      authority: a.authority.address,
      amount,
      mint,
      pdaSigned: true,
    });
  if (result.originationFee > 0n) transfer(a.feeVault.meta.address, result.originationFee);
  transfer(a.destination.meta.address, result.receiveAmount);
  checkVaultAfterTransfer(context, {
    vault,
    available: reserve.bytes.u64(RESERVE.availableAmount),
    initialBalance,
    initialAvailable,
    change: -(result.originationFee + result.receiveAmount),
  });
  remaining.writeBack();
  writeData(context, a.reserve, reserve.bytes.data);
  writeData(context, a.obligation, obligation.bytes.data);
  if (a.referrer !== null && referrerState !== null)
    writeData(context, a.referrer, referrerState.data);
}

const sizeOf = (amount: bigint): BorrowSize =>
  amount === U64_MAX ? { kind: 'AllAvailable' } : { kind: 'Exact', amount };

/** borrow_obligation_liquidity: the refresh instructions around it checked first. */
export function borrowObligationLiquidityV1(context: InstructionContext, amount: bigint): void {
  const a = borrowAccounts(context);
  checkRefresh(context, [{ reserve: a.reserve.value, kind: 'Debt' }], a.obligation.meta.address);
  borrowImpl(context, a, sizeOf(amount));
}

/** borrow_obligation_liquidity_v2: the obligation's debt farm refreshed by CPI afterwards. */
export function borrowObligationLiquidityV2(context: InstructionContext, amount: bigint): void {
  const a = borrowAccounts(context);
  const farms = loadFarmsAccounts(context);
  checkFarmsProgram(context);
  borrowImpl(context, a, sizeOf(amount));
  refreshFarmsAfterAction(context, {
    reserve: a.reserve.value,
    kind: 'Debt',
    obligation: a.obligation.meta.address,
    lendingMarket: a.market.meta.address,
    marketAuthority: a.authority.address,
    ...farms,
  });
}
