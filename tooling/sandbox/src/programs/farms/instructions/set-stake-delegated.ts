import { toPublicKey } from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { type ArgsReader, requireMut, requireSigner } from '../../anchor/anchor-accounts';
import { setStake } from '../delegated-operations';
import { loadFarmState, loadUserState } from '../farm-accounts';
import { farmNow } from '../farm-operations';
import { writeFarmState, writeUserState } from '../farm-writes';
import { farmsError } from '../farms-errors';
import { FARMS_USER_INSTRUCTIONS } from '../farms-user-instructions';
import { accountsOf, requireHasOne, requireNoRemainingAccounts } from '../instruction-accounts';
import { isDelegated } from '../rewards';

const { accounts } = FARMS_USER_INSTRUCTIONS.setStakeDelegated;

/**
 * set_stake_delegated(new_amount): the delegated farm's delegate (klend's lending market
 * authority, by CPI from refresh_obligation_farms_for_reserve) sets a user's raw stake.
 */
export function setStakeDelegated(context: InstructionContext, args: ArgsReader): void {
  const newAmount = args.u64();
  const at = accountsOf(context, accounts);
  const delegate = at('delegateAuthority');
  requireSigner(delegate, 'delegate_authority');
  const userMeta = at('userState');
  const { state: userAccount, user } = loadUserState(context, userMeta);
  const farmMeta = at('farmState');
  const { state: farmAccount, farm } = loadFarmState(context, farmMeta);
  // Constraints, account by account: Anchor checks them once every account is read.
  requireMut(userMeta, 'user_state');
  requireHasOne(toPublicKey(user.farmState), farmMeta.address, 'user_state');
  requireMut(farmMeta, 'farm_state');
  requireHasOne(
    toPublicKey(farm.delegateAuthority ?? PublicKey.default),
    delegate.address,
    'farm_state',
  );

  // The handler itself.
  requireNoRemainingAccounts(context, accounts);
  if (!isDelegated(farm)) {
    throw farmsError('FarmNotDelegated', { source: 'handlers/handler_set_stake_delegated.rs:13' });
  }
  const now = farmNow(farm, context.clock);
  context.log(`SetStakeDelegated: prev:${user.activeStakeScaled} -> new:${newAmount} ts:${now}`);
  setStake(farm, user, newAmount, now);
  writeFarmState(context, farmAccount, farm);
  writeUserState(context, userAccount, user);
}
