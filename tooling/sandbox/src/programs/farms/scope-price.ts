import {
  type DatedPrice,
  decodeOraclePrices,
  type FarmState,
  ORACLE_PRICE_COUNT,
  SCOPE_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../chain/execution/instruction-context';
import { programPanic } from './anchor-errors';
import { loadZeroCopy } from './farm-accounts';
import { farmsError } from './farms-errors';
import { sub, tenPow, U64_MAX } from './wad';

/*
 * Farms whose rewards or deposit cap are valued in another token read a Scope price
 * (`scope_oracle_price_id`); u64::MAX means no oracle.
 */

const ORACLE_PRICES_DISCRIMINATOR = Uint8Array.from([
  0x59, 0x80, 0x76, 0xdd, 0x06, 0x48, 0xb4, 0x92,
]);

/**
 * `Option<AccountLoader<OraclePrices>>` while Anchor reads the accounts: the program's own id
 * stands for None, anything else must be a Scope OraclePrices account.
 */
export function optionalScopePrices(
  context: InstructionContext,
  meta: AccountMetaView,
): AccountMetaView | null {
  if (meta.address.equals(context.programId)) return null;
  loadZeroCopy(
    context,
    meta,
    'scope_prices',
    toPublicKey(SCOPE_PROGRAM_ID),
    ORACLE_PRICES_DISCRIMINATOR,
  );
  return meta;
}

/** `load_scope_price`: the farm's price when it has an oracle, null when it has none. */
export function loadScopePrice(
  context: InstructionContext,
  scopePrices: AccountMetaView | null,
  farm: FarmState,
): DatedPrice | null {
  if (farm.scopeOraclePriceId === U64_MAX) return null;
  const key = scopePrices?.address;
  const expected = farm.scopePrices ?? PublicKey.default;
  if (key === undefined || key.equals(PublicKey.default) || key.equals(context.programId)) {
    throw farmsError('InvalidOracleConfig');
  }
  if (!key.equals(toPublicKey(expected))) throw farmsError('InvalidOracleConfig');
  const id = Number(farm.scopeOraclePriceId);
  if (farm.scopeOraclePriceId >= BigInt(ORACLE_PRICE_COUNT)) {
    throw programPanic(
      `index out of bounds: the len is ${ORACLE_PRICE_COUNT} but the index is ${id}`,
    );
  }
  const account = context.read(key);
  if (account === null) throw farmsError('InvalidOracleConfig');
  try {
    return decodeOraclePrices(key, account).prices[id] ?? null;
  } catch {
    throw programPanic('sandbox: the OraclePrices account could not be read');
  }
}

function priced(farm: FarmState, amount: bigint, price: DatedPrice | null, now: bigint): bigint {
  if (price === null) throw farmsError('MissingScopePrices');
  if (sub(now, price.unixTimestamp) > farm.scopeOracleMaxAge) {
    throw farmsError('ScopeOraclePriceTooOld');
  }
  return (amount * price.price.value) / tenPow(price.price.exp);
}

/** A reward amount in the oracle's terms (refresh_global_reward). */
export function scopeAdjusted(
  farm: FarmState,
  amount: bigint,
  price: DatedPrice | null,
  now: bigint,
): bigint {
  return farm.scopeOraclePriceId === U64_MAX ? amount : priced(farm, amount, price, now);
}

/** `FarmState::can_accept_deposit`: the cap (0 = none) on the staked total, oracle-valued. */
export function canAcceptDeposit(
  farm: FarmState,
  amount: bigint,
  price: DatedPrice | null,
  now: bigint,
): boolean {
  const total = farm.totalStakedAmount + amount;
  if (total > U64_MAX) throw programPanic('attempt to add with overflow');
  const value = farm.scopeOraclePriceId === U64_MAX ? total : priced(farm, total, price, now);
  return farm.depositCapAmount === 0n || value <= farm.depositCapAmount;
}
