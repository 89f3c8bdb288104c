import { toPublicKey } from '@keel/chain-readers';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
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
import { depositObligationCollateral } from '../actions/collateral-deposit';
import { refreshFarmsAfterAction } from '../actions/farms-refresh';
import { checkRefresh } from '../actions/refresh-check';
import { checkReserveStatusAndVersion } from '../actions/reserve-checks';
import { klendError } from '../anchor-errors';
import { RESERVE } from '../layout-offsets';
import { refreshReserveInterest } from '../reserve-refresh';
import {
  addressIs,
  instructionsSysvar,
  programAccount,
  TOKEN_PROGRAM,
  tokenAccount,
  tokenMintIs,
} from '../token-checks';

/** `DepositObligationCollateral`: accounts loaded in field order, then the constraints. */
function depositAccounts(context: InstructionContext) {
  const owner = field(context, 'owner');
  signer(owner, 'owner');
  const obligation = loadObligation(context);
  const market = loadMarket(context);
  const reserve = loadReserve(context, 'deposit_reserve');
  const vault = tokenAccount(
    context,
    field(context, 'reserve_destination_collateral'),
    'reserve_destination_collateral',
  );
  const source = tokenAccount(
    context,
    field(context, 'user_source_collateral'),
    'user_source_collateral',
  );
  const tokenProgram = field(context, 'token_program');
  programAccount(tokenProgram, toPublicKey(TOKEN_PROGRAM), 'token_program');
  const sysvar = field(context, 'instruction_sysvar_account');

  mutable(obligation.meta, 'obligation');
  hasOne(obligation.value.owner, owner.address, 'obligation');
  hasOne(obligation.value.lendingMarket, market.meta.address, 'obligation');
  mutable(reserve.meta, 'deposit_reserve');
  hasOne(reserve.value.lendingMarket, market.meta.address, 'deposit_reserve');
  const r = reserve.value.bytes;
  mutable(vault.meta, 'reserve_destination_collateral');
  addressIs(vault.meta, r.pubkey(RESERVE.collateralSupplyVault), 'reserve_destination_collateral');
  mutable(source.meta, 'user_source_collateral');
  tokenMintIs(source, r.pubkey(RESERVE.collateralMint), 'user_source_collateral');
  instructionsSysvar(sysvar, 'instruction_sysvar_account');
  return { owner, obligation, market, reserve, vault, source, tokenProgram };
}

type DepositAccounts = ReturnType<typeof depositAccounts>;

/** `process_impl`: checks, the reserve's own refresh (no price), the deposit, the transfer. */
function depositImpl(context: InstructionContext, a: DepositAccounts, amount: bigint): void {
  const reserve = a.reserve.value;
  if (reserve.bytes.pubkey(RESERVE.collateralSupplyVault).equals(a.source.meta.address)) {
    context.log(
      'Deposit reserve collateral supply cannot be used as the source collateral provided',
    );
    throw klendError('InvalidAccountInput', { source: 'lending_market/lending_checks.rs:137' });
  }
  checkReserveStatusAndVersion(context, reserve);
  const { slot, unixTimestamp: now } = context.clock;
  const referralFeeBps = a.market.value.market.referralFeeBps;
  refreshReserveInterest(context, reserve, { slot, now, price: null, referralFeeBps });
  depositObligationCollateral({
    context,
    market: a.market.value,
    reserve,
    obligation: a.obligation.value,
    amount,
  });
  context.log(`pnl: Depositing obligation collateral ${amount}`);
  tokenTransfer(context, {
    tokenProgram: a.tokenProgram.address,
    source: a.source.meta.address,
    destination: a.vault.meta.address,
    authority: a.owner.address,
    amount,
  });
  writeData(context, a.reserve, reserve.bytes.data);
  writeData(context, a.obligation, a.obligation.value.bytes.data);
}

/** deposit_obligation_collateral: the refresh instructions around it checked first. */
export function depositObligationCollateralV1(context: InstructionContext, amount: bigint): void {
  const a = depositAccounts(context);
  checkRefresh(
    context,
    [{ reserve: a.reserve.value, kind: 'Collateral' }],
    a.obligation.meta.address,
  );
  depositImpl(context, a, amount);
}

/** deposit_obligation_collateral_v2: the collateral farm's stake refreshed by CPI afterwards. */
export function depositObligationCollateralV2(context: InstructionContext, amount: bigint): void {
  const a = depositAccounts(context);
  const authority = field(context, 'lending_market_authority');
  checkMarketAuthority(authority, a.market);
  const farms = loadFarmsAccounts(context);
  checkFarmsProgram(context);
  depositImpl(context, a, amount);
  refreshFarmsAfterAction(context, {
    reserve: a.reserve.value,
    kind: 'Collateral',
    obligation: a.obligation.meta.address,
    lendingMarket: a.market.meta.address,
    marketAuthority: authority.address,
    ...farms,
  });
}
