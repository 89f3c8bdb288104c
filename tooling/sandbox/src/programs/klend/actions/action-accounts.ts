import { FARMS_PROGRAM_ID, KLEND_DISCRIMINATORS, toPublicKey } from '@keel/chain-readers';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../../chain/execution/instruction-context';
import type { LedgerAccount } from '../../../chain/ledger-account';
import { AccountBytes } from '../account-bytes';
import { field, loader, mutable, optionalField, seedsWithBump } from '../account-checks';
import { REFERRER_TOKEN_STATE } from '../layout-offsets';
import { MarketAccount } from '../market-account';
import { ObligationAccount } from '../obligation-account';
import { ReserveAccount } from '../reserve-account';
import { programAccount } from '../token-checks';
import { farmUserStateLoader } from './farms-refresh';

/* The klend accounts the action instructions take, loaded as Anchor's `try_accounts` loads them. */

export interface Loaded<T> {
  meta: AccountMetaView;
  state: LedgerAccount;
  value: T;
}

export function loadObligation(context: InstructionContext, name = 'obligation') {
  const meta = field(context, name);
  const state = loader(context, meta, KLEND_DISCRIMINATORS.Obligation, name);
  return { meta, state, value: new ObligationAccount(state.data) };
}

export function loadMarket(context: InstructionContext) {
  const meta = field(context, 'lending_market');
  const state = loader(context, meta, KLEND_DISCRIMINATORS.LendingMarket, 'lending_market');
  return { meta, state, value: new MarketAccount(meta.address, state) };
}

export function loadReserve(context: InstructionContext, name: string) {
  const meta = field(context, name);
  const state = loader(context, meta, KLEND_DISCRIMINATORS.Reserve, name);
  return { meta, state, value: new ReserveAccount(meta.address, state) };
}

/** `Option<AccountLoader<'info, ReferrerTokenState>>` marked `mut`. */
export function loadOptionalReferrerState(context: InstructionContext) {
  const name = 'referrer_token_state';
  const meta = optionalField(context, name);
  if (meta === null) return null;
  const state = loader(context, meta, REFERRER_TOKEN_STATE.discriminator, name);
  return { meta, state, value: new AccountBytes(state.data) };
}

/** `seeds = [b"lma", lending_market], bump = lending_market.bump_seed`. */
export function checkMarketAuthority(
  meta: AccountMetaView,
  market: Loaded<MarketAccount>,
  name = 'lending_market_authority',
): void {
  seedsWithBump(
    meta,
    [Buffer.from('lma'), market.meta.address.toBytes()],
    market.value.bumpSeed,
    name,
  );
}

export interface FarmsAccounts {
  userState: AccountMetaView | null;
  farmState: AccountMetaView | null;
}

/**
 * `OptionalObligationFarmsAccounts` (both `mut`), loaded then constrained; `group` names the
 * nested struct where an instruction has two (liquidation: collateral and debt farms).
 */
export function loadFarmsAccounts(context: InstructionContext, group?: string): FarmsAccounts {
  const userState = optionalField(context, 'obligation_farm_user_state', group);
  if (userState !== null) farmUserStateLoader(context, userState, 'obligation_farm_user_state');
  const farmState = optionalField(context, 'reserve_farm_state', group);
  if (userState !== null) mutable(userState, 'obligation_farm_user_state');
  if (farmState !== null) mutable(farmState, 'reserve_farm_state');
  return { userState, farmState };
}

/** `Program<'info, farms::program::Farms>`. */
export function checkFarmsProgram(context: InstructionContext): void {
  programAccount(field(context, 'farms_program'), toPublicKey(FARMS_PROGRAM_ID), 'farms_program');
}

/** Writes a klend account's new bytes back (its RefMut dropped). */
export function writeData(context: InstructionContext, loaded: Loaded<unknown>, data: Uint8Array) {
  context.write(loaded.meta.address, { ...loaded.state, data });
}
