import { FARMS_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { SYSVAR_RENT_PUBKEY, SystemProgram } from '@solana/web3.js';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import {
  field,
  hasOne,
  mutable,
  remainingAccounts,
  rentSysvar,
  signer,
  systemProgram,
} from '../account-checks';
import {
  checkMarketAuthority,
  loadMarket,
  loadObligation,
  loadReserve,
} from '../actions/action-accounts';
import { farmUserStateLoader, refreshObligationFarm } from '../actions/farms-refresh';
import { type FarmKind, farmOf } from '../actions/refresh-check';
import { klendError, panic } from '../anchor-errors';
import { PROGRAM_VERSION } from '../reserve-account';
import { programAccount } from '../token-checks';

/*
 * init_obligation_farms_for_reserve (farms' initialize_user for the obligation, delegated to the
 * lending market authority) and refresh_obligation_farms_for_reserve (the stake set by CPI).
 */

const INIT = 'handlers/handler_init_obligation_farms_for_reserve.rs';
const INITIALIZE_USER = Buffer.from('6f11b9fa3c7a26fe', 'hex');

/** `mode.try_into().unwrap()` into `ReserveFarmKind`. */
function farmKind(mode: number, at: string): FarmKind {
  if (mode === 0) return 'Collateral';
  if (mode === 1) return 'Debt';
  panic(
    `called \`Result::unwrap()\` on an \`Err\` value: TryFromPrimitiveError { number: ${mode} }`,
    at,
  );
}

/** init_obligation_farms_for_reserve: the obligation's user state in the reserve's farm. */
export function initObligationFarmsForReserve(context: InstructionContext, mode: number): void {
  const payer = field(context, 'payer');
  signer(payer, 'payer');
  const owner = field(context, 'owner');
  const obligation = loadObligation(context);
  const authority = field(context, 'lending_market_authority');
  const reserve = loadReserve(context, 'reserve');
  const farmState = field(context, 'reserve_farm_state');
  const userState = field(context, 'obligation_farm');
  const market = loadMarket(context);
  programAccount(field(context, 'farms_program'), toPublicKey(FARMS_PROGRAM_ID), 'farms_program');
  rentSysvar(field(context, 'rent'), 'rent');
  systemProgram(field(context, 'system_program'), 'system_program');

  mutable(payer, 'payer');
  mutable(obligation.meta, 'obligation');
  hasOne(obligation.value.lendingMarket, market.meta.address, 'obligation');
  hasOne(obligation.value.owner, owner.address, 'obligation');
  checkMarketAuthority(authority, market);
  mutable(reserve.meta, 'reserve');
  hasOne(reserve.value.lendingMarket, market.meta.address, 'reserve');
  mutable(farmState, 'reserve_farm_state');
  mutable(userState, 'obligation_farm');

  const r = reserve.value;
  if (r.config.status === 'Obsolete') throw klendError('ReserveObsolete', { source: `${INIT}:15` });
  if (r.version !== PROGRAM_VERSION) {
    throw klendError('ReserveDeprecated', { source: `${INIT}:20` });
  }
  const farm = farmOf(r, farmKind(mode, `${INIT}:25:49`));
  if (!farm.equals(farmState.address)) {
    throw klendError('InvalidAccountInput', { source: `${INIT}:26` });
  }
  // `cpi_initialize_farmer_delegated`: farms' InitializeUser with its own account flags (the
  // authority read-only, as klend's own account is).
  context.invoke(
    {
      programId: toPublicKey(FARMS_PROGRAM_ID),
      accounts: [
        { address: authority.address, isSigner: true, isWritable: false },
        { address: payer.address, isSigner: true, isWritable: true },
        { address: owner.address, isSigner: false, isWritable: false },
        { address: obligation.meta.address, isSigner: false, isWritable: false },
        { address: userState.address, isSigner: false, isWritable: true },
        { address: farm, isSigner: false, isWritable: true },
        { address: SystemProgram.programId, isSigner: false, isWritable: false },
        { address: SYSVAR_RENT_PUBKEY, isSigner: false, isWritable: false },
      ],
      data: INITIALIZE_USER,
    },
    [authority.address],
  );
}

/** refresh_obligation_farms_for_reserve: the obligation's stake, by anyone (the crank). */
export function refreshObligationFarmsForReserve(context: InstructionContext, mode: number): void {
  signer(field(context, 'crank'), 'crank');
  const obligation = field(context, 'obligation');
  const authority = field(context, 'lending_market_authority');
  const reserve = loadReserve(context, 'reserve');
  const farmState = field(context, 'reserve_farm_state');
  const userState = field(context, 'obligation_farm_user_state');
  farmUserStateLoader(context, userState, 'obligation_farm_user_state');
  const market = loadMarket(context);
  checkMarketAuthority(authority, market);
  hasOne(reserve.value.lendingMarket, market.meta.address, 'reserve');
  mutable(farmState, 'reserve_farm_state');
  mutable(userState, 'obligation_farm_user_state');
  programAccount(field(context, 'farms_program'), toPublicKey(FARMS_PROGRAM_ID), 'farms_program');
  rentSysvar(field(context, 'rent'), 'rent');
  systemProgram(field(context, 'system_program'), 'system_program');

  if (remainingAccounts(context).length > 0) {
    throw klendError('InvalidAccountInput', { source: 'utils/constraints.rs:22' });
  }
  const kind = farmKind(mode, 'handlers/handler_refresh_obligation_farms_for_reserve.rs:22:53');
  refreshObligationFarm(context, {
    reserve: reserve.value,
    kind,
    obligation: obligation.address,
    lendingMarket: market.meta.address,
    marketAuthority: authority.address,
    userState,
    farmState,
  });
}
