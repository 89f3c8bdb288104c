import { toPublicKey } from '@keel/chain-readers';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { requireMut } from '../../anchor/anchor-accounts';
import { loadFarmState, loadUserState } from '../farm-accounts';
import { farmNow, userRefreshState } from '../farm-operations';
import { writeFarmState, writeUserState } from '../farm-writes';
import { FARMS_USER_INSTRUCTIONS } from '../farms-user-instructions';
import { accountsOf, requireHasOne, requireNoRemainingAccounts } from '../instruction-accounts';
import { loadScopePrice, optionalScopePrices } from '../scope-price';

const { accounts } = FARMS_USER_INSTRUCTIONS.refreshUserState;

/**
 * refresh_user_state (permissionless): issues the farm's rewards, credits the user its share
 * (MATH.md §6.2) and activates a deposit whose warm-up is over.
 */
export function refreshUserState(context: InstructionContext): void {
  const at = accountsOf(context, accounts);
  const userMeta = at('userState');
  const { state: userAccount, user } = loadUserState(context, userMeta);
  const farmMeta = at('farmState');
  const { state: farmAccount, farm } = loadFarmState(context, farmMeta);
  const scopePrices = optionalScopePrices(context, at('scopePrices'));
  // Constraints, account by account: Anchor checks them once every account is read.
  requireMut(userMeta, 'user_state');
  requireHasOne(toPublicKey(user.farmState), farmMeta.address, 'user_state');
  requireMut(farmMeta, 'farm_state');

  // The handler itself.
  requireNoRemainingAccounts(context, accounts);
  const price = loadScopePrice(context, scopePrices, farm);
  userRefreshState(farm, user, price, farmNow(farm, context.clock));
  writeFarmState(context, farmAccount, farm);
  writeUserState(context, userAccount, user);
}
