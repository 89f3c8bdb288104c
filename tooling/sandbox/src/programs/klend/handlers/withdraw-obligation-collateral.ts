import { toPublicKey } from '@keel/chain-readers';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { closeProgramAccount } from '../../runtime/system-cpi';
import { tokenTransfer } from '../../runtime/token-cpi';
import { field, hasOne, mutable, signer } from '../account-checks';
import {
  checkFarmsProgram,
  checkMarketAuthority,
  loadFarmsAccounts,
  loadMarket,
  loadObligation,
  loadReserve,
  writeData,
} from '../actions/action-accounts';
import { withdrawObligationCollateral } from '../actions/collateral-withdraw';
import { refreshFarmsAfterAction } from '../actions/farms-refresh';
import { checkRefresh } from '../actions/refresh-check';
import { checkReserveVersion } from '../actions/reserve-checks';
import { klendError } from '../anchor-errors';
import { RESERVE } from '../layout-offsets';
import {
  addressIs,
  instructionsSysvar,
  programAccount,
  TOKEN_PROGRAM,
  tokenAccount,
  tokenMintIs,
  tokenOwnerIs,
} from '../token-checks';

const CHECKS = 'lending_market/lending_checks.rs';

/** `WithdrawObligationCollateral`: accounts loaded in field order, then the constraints. */
function withdrawAccounts(context: InstructionContext) {
  const owner = field(context, 'owner');
  signer(owner, 'owner');
  const obligation = loadObligation(context);
  const market = loadMarket(context);
  const authority = field(context, 'lending_market_authority');
  const reserve = loadReserve(context, 'withdraw_reserve');
  const vault = tokenAccount(
    context,
    field(context, 'reserve_source_collateral'),
    'reserve_source_collateral',
  );
  const destination = tokenAccount(
    context,
    field(context, 'user_destination_collateral'),
    'user_destination_collateral',
  );
  const tokenProgram = field(context, 'token_program');
  programAccount(tokenProgram, toPublicKey(TOKEN_PROGRAM), 'token_program');
  const sysvar = field(context, 'instruction_sysvar_account');

  mutable(owner, 'owner');
  mutable(obligation.meta, 'obligation');
  hasOne(obligation.value.lendingMarket, market.meta.address, 'obligation');
  hasOne(obligation.value.owner, owner.address, 'obligation');
  checkMarketAuthority(authority, market);
  mutable(reserve.meta, 'withdraw_reserve');
  hasOne(reserve.value.lendingMarket, market.meta.address, 'withdraw_reserve');
  const r = reserve.value.bytes;
  mutable(vault.meta, 'reserve_source_collateral');
  addressIs(vault.meta, r.pubkey(RESERVE.collateralSupplyVault), 'reserve_source_collateral');
  mutable(destination.meta, 'user_destination_collateral');
  tokenMintIs(destination, r.pubkey(RESERVE.collateralMint), 'user_destination_collateral');
  tokenOwnerIs(destination, owner.address, 'user_destination_collateral');
  instructionsSysvar(sysvar, 'instruction_sysvar_account');
  return { owner, obligation, market, authority, reserve, vault, destination, tokenProgram };
}

type WithdrawAccounts = ReturnType<typeof withdrawAccounts>;

/** `withdraw_obligation_collateral_checks`. */
function withdrawChecks(context: InstructionContext, a: WithdrawAccounts): void {
  const reserve = a.reserve.value;
  checkReserveVersion(context, reserve, 320);
  if (reserve.bytes.pubkey(RESERVE.collateralSupplyVault).equals(a.destination.meta.address)) {
    context.log(
      'Withdraw reserve collateral supply cannot be used as the destination collateral provided',
    );
    throw klendError('InvalidAccountInput', { source: `${CHECKS}:325` });
  }
  if (reserve.config.blockCtokenUsage) {
    throw klendError('CTokenUsageBlocked', { source: `${CHECKS}:328` });
  }
}

/** `process_impl`: the withdrawal, the transfer, and the obligation closed once empty. */
function withdrawImpl(context: InstructionContext, a: WithdrawAccounts, amount: bigint): void {
  withdrawChecks(context, a);
  const obligation = a.obligation.value;
  const withdrawn = withdrawObligationCollateral({
    context,
    market: a.market.value,
    reserve: a.reserve.value,
    obligation,
    amount,
  });
  tokenTransfer(context, {
    tokenProgram: a.tokenProgram.address,
    source: a.vault.meta.address,
    destination: a.destination.meta.address,
    authority: a.authority.address,
    amount: withdrawn,
    pdaSigned: true,
  });
  context.log(`pnl: Withdraw obligation collateral ${withdrawn}`);
  writeData(context, a.reserve, a.reserve.value.bytes.data);
  writeData(context, a.obligation, obligation.bytes.data);
  if (obligation.activeDeposits().length === 0 && obligation.activeBorrows().length === 0) {
    // `close_account_loader`: the rent goes back to the owner, the account is gone.
    context.log('Closing account');
    closeProgramAccount(context, {
      address: a.obligation.meta.address,
      destination: a.owner.address,
    });
  }
}

/** withdraw_obligation_collateral: the refresh instructions around it checked first. */
export function withdrawObligationCollateralV1(context: InstructionContext, amount: bigint): void {
  const a = withdrawAccounts(context);
  checkRefresh(
    context,
    [{ reserve: a.reserve.value, kind: 'Collateral' }],
    a.obligation.meta.address,
  );
  withdrawImpl(context, a, amount);
}

/** withdraw_obligation_collateral_v2: the collateral farm's stake refreshed by CPI afterwards. */
export function withdrawObligationCollateralV2(context: InstructionContext, amount: bigint): void {
  const a = withdrawAccounts(context);
  const farms = loadFarmsAccounts(context);
  checkFarmsProgram(context);
  withdrawImpl(context, a, amount);
  refreshFarmsAfterAction(context, {
    reserve: a.reserve.value,
    kind: 'Collateral',
    obligation: a.obligation.meta.address,
    lendingMarket: a.market.meta.address,
    marketAuthority: a.authority.address,
    ...farms,
  });
}
