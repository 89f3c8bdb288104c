import { toPublicKey } from '@keel/chain-readers';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { type ArgsReader, requireMut, requireSigner } from '../../anchor/anchor-accounts';
import { loadFarmState, loadUserState } from '../farm-accounts';
import { farmNow, unstake as unstakeShares } from '../farm-operations';
import { writeFarmState, writeUserState } from '../farm-writes';
import { farmsError } from '../farms-errors';
import { FARMS_USER_INSTRUCTIONS } from '../farms-user-instructions';
import { accountsOf, requireHasOne, requireNoRemainingAccounts } from '../instruction-accounts';
import { isDelegated } from '../rewards';
import { loadScopePrice, optionalScopePrices } from '../scope-price';

const { accounts } = FARMS_USER_INSTRUCTIONS.unstake;
const SOURCE = 'handlers/handler_unstake.rs';

/** Reads a Borsh u128 (two little-endian u64 halves). */
function readU128(args: ArgsReader): bigint {
  const low = args.u64();
  return low + (args.u64() << 64n);
}

/**
 * unstake(stake_shares_scaled): WAD-scaled shares (at most the active ones) become a pending
 * withdrawal, withdrawable after the farm's cool-down; no tokens move yet.
 */
export function unstake(context: InstructionContext, args: ArgsReader): void {
  const shares = readU128(args);
  const at = accountsOf(context, accounts);
  const owner = at('owner');
  requireSigner(owner, 'owner');
  const userMeta = at('userState');
  const { state: userAccount, user } = loadUserState(context, userMeta);
  const farmMeta = at('farmState');
  const { state: farmAccount, farm } = loadFarmState(context, farmMeta);
  const scopePrices = optionalScopePrices(context, at('scopePrices'));

  // Constraints, account by account: Anchor checks them once every account is read.
  requireMut(owner, 'owner');
  requireMut(userMeta, 'user_state');
  requireHasOne(toPublicKey(user.owner), owner.address, 'user_state');
  requireHasOne(toPublicKey(user.farmState), farmMeta.address, 'user_state');
  requireMut(farmMeta, 'farm_state');

  if (shares === 0n) throw farmsError('UnstakeZero', { source: `${SOURCE}:10` });
  // The handler itself.
  requireNoRemainingAccounts(context, accounts);
  const price = loadScopePrice(context, scopePrices, farm);
  if (isDelegated(farm)) throw farmsError('FarmDelegated', { source: `${SOURCE}:18` });
  unstakeShares(farm, user, price, shares, farmNow(farm, context.clock));
  writeFarmState(context, farmAccount, farm);
  writeUserState(context, userAccount, user);
}
