import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { ANCHOR_ERRORS } from '../../../chain/execution/program-error';
import { tokenTransfer } from '../../runtime/token-cpi';
import { field, hasOne, mutable, remainingAccounts, signer } from '../account-checks';
import {
  checkFarmsProgram,
  checkMarketAuthority,
  loadFarmsAccounts,
  loadMarket,
  loadObligation,
  loadReserve,
  writeData,
} from '../actions/action-accounts';
import { refreshFarmsAfterAction } from '../actions/farms-refresh';
import { checkRefresh } from '../actions/refresh-check';
import { repayObligationLiquidity } from '../actions/repay-operation';
import { checkReserveVersion } from '../actions/reserve-checks';
import { checkVaultAfterTransfer } from '../actions/vault-checks';
import { anchorFailure, klendError } from '../anchor-errors';
import { RESERVE } from '../layout-offsets';
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
} from '../token-checks';

/** Jupiter's program: klend refuses repayments in a transaction that calls it. */
const RESTRICTED_PROGRAMS = ['jupr81YtYssSyPt8jbnGuiWon5f6x9TcDEFxYe3Bdzi'];

/** `RepayObligationLiquidity`: accounts loaded in field order, then the constraints. */
function repayAccounts(context: InstructionContext) {
  const owner = field(context, 'owner');
  signer(owner, 'owner');
  const obligation = loadObligation(context);
  const market = loadMarket(context);
  const reserve = loadReserve(context, 'repay_reserve');
  const mint = mintAccount(
    context,
    field(context, 'reserve_liquidity_mint'),
    'reserve_liquidity_mint',
  );
  const vault = tokenAccount(
    context,
    field(context, 'reserve_destination_liquidity'),
    'reserve_destination_liquidity',
  );
  const source = tokenAccount(
    context,
    field(context, 'user_source_liquidity'),
    'user_source_liquidity',
  );
  const tokenProgram = field(context, 'token_program');
  tokenInterface(tokenProgram, 'token_program');
  const sysvar = field(context, 'instruction_sysvar_account');

  mutable(obligation.meta, 'obligation');
  hasOne(obligation.value.lendingMarket, market.meta.address, 'obligation');
  if (!obligation.value.lendingMarket.equals(reserve.value.lendingMarket)) {
    throw anchorFailure(ANCHOR_ERRORS.ConstraintRaw, { account: 'obligation' });
  }
  mutable(reserve.meta, 'repay_reserve');
  hasOne(reserve.value.lendingMarket, market.meta.address, 'repay_reserve');
  const r = reserve.value.bytes;
  addressIs(mint.meta, r.pubkey(RESERVE.liquidityMint), 'reserve_liquidity_mint');
  mintProgramIs(mint, tokenProgram.address, 'reserve_liquidity_mint');
  mutable(vault.meta, 'reserve_destination_liquidity');
  addressIs(vault.meta, r.pubkey(RESERVE.liquiditySupplyVault), 'reserve_destination_liquidity');
  mutable(source.meta, 'user_source_liquidity');
  tokenMintIs(source, r.pubkey(RESERVE.liquidityMint), 'user_source_liquidity');
  instructionsSysvar(sysvar, 'instruction_sysvar_account');
  if (context.instructions.some((ix) => RESTRICTED_PROGRAMS.includes(ix.programId.toBase58()))) {
    throw anchorFailure(
      {
        code: 6134,
        name: 'TransactionIncludesRestrictedPrograms',
        msg: 'Transaction includes restricted programs',
      },
      { account: 'instruction_sysvar_account' },
    );
  }
  return { owner, obligation, market, reserve, mint, vault, source, tokenProgram };
}

type RepayAccounts = ReturnType<typeof repayAccounts>;

function repayImpl(context: InstructionContext, a: RepayAccounts, amount: bigint) {
  const reserve = a.reserve.value;
  if (reserve.bytes.pubkey(RESERVE.liquiditySupplyVault).equals(a.source.meta.address)) {
    context.log('Repay reserve liquidity supply cannot be used as the source liquidity provided');
    throw klendError('InvalidAccountInput', { source: 'lending_market/lending_checks.rs:297' });
  }
  checkReserveVersion(context, reserve, 302);
  const vault = a.vault.meta.address;
  const initialBalance = tokenAmount(context, vault);
  const initialAvailable = reserve.bytes.u64(RESERVE.availableAmount);
  const remaining = new RemainingAccounts(context);
  const repay = repayObligationLiquidity({
    context,
    market: a.market.value,
    reserve,
    obligation: a.obligation.value,
    amount,
    depositReserves: remainingAccounts(context),
    remaining,
  });
  context.log(`pnl: Repaying obligation liquidity ${repay} liquidity_amount ${amount}`);
  tokenTransfer(context, {
    tokenProgram: a.tokenProgram.address,
    source: a.source.meta.address,
    destination: vault,
    authority: a.owner.address,
    amount: repay,
    mint: { address: a.mint.meta.address, decimals: a.mint.value.decimals },
  });
  checkVaultAfterTransfer(context, {
    vault,
    available: reserve.bytes.u64(RESERVE.availableAmount),
    initialBalance,
    initialAvailable,
    change: repay,
  });
  remaining.writeBack();
  writeData(context, a.reserve, reserve.bytes.data);
  writeData(context, a.obligation, a.obligation.value.bytes.data);
}

/** repay_obligation_liquidity: the refresh instructions around it checked first. */
export function repayObligationLiquidityV1(context: InstructionContext, amount: bigint): void {
  const a = repayAccounts(context);
  checkRefresh(context, [{ reserve: a.reserve.value, kind: 'Debt' }], a.obligation.meta.address);
  repayImpl(context, a, amount);
}

/** repay_obligation_liquidity_v2: the obligation's debt farm refreshed by CPI afterwards. */
export function repayObligationLiquidityV2(context: InstructionContext, amount: bigint): void {
  const a = repayAccounts(context);
  const farms = loadFarmsAccounts(context);
  const authority = field(context, 'lending_market_authority');
  checkMarketAuthority(authority, a.market);
  checkFarmsProgram(context);
  repayImpl(context, a, amount);
  refreshFarmsAfterAction(context, {
    reserve: a.reserve.value,
    kind: 'Debt',
    obligation: a.obligation.meta.address,
    lendingMarket: a.market.meta.address,
    marketAuthority: authority.address,
    ...farms,
  });
}
