import { sameAddress, TOKEN_PROGRAM_ID } from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { requireMut } from '../../anchor/anchor-accounts';
import { loadFarmState } from '../farm-accounts';
import { farmNow } from '../farm-operations';
import { writeFarmState } from '../farm-writes';
import { FARMS_USER_INSTRUCTIONS } from '../farms-user-instructions';
import { accountsOf, requireNoRemainingAccounts } from '../instruction-accounts';
import { isDelegated, refreshGlobalRewards } from '../rewards';
import { loadScopePrice, optionalScopePrices } from '../scope-price';

const { accounts } = FARMS_USER_INSTRUCTIONS.refreshFarm;

/**
 * refresh_farm: issues every reward up to now (MATH.md §6.1). It also records whether the farm
 * is delegated, and a delegated farm forgets an SPL Token staked-token program (no tokens
 * move there).
 */
export function refreshFarm(context: InstructionContext): void {
  const at = accountsOf(context, accounts);
  const farmMeta = at('farmState');
  const { state, farm } = loadFarmState(context, farmMeta);
  const scopePrices = optionalScopePrices(context, at('scopePrices'));
  // Constraints, account by account: Anchor checks them once every account is read.
  requireMut(farmMeta, 'farm_state');

  // The handler itself.
  requireNoRemainingAccounts(context, accounts);
  const price = loadScopePrice(context, scopePrices, farm);
  farm.isFarmDelegated = isDelegated(farm);
  if (sameAddress(farm.token.tokenProgram, TOKEN_PROGRAM_ID) && isDelegated(farm)) {
    farm.token.tokenProgram = PublicKey.default;
  }
  refreshGlobalRewards(farm, price, farmNow(farm, context.clock));
  writeFarmState(context, state, farm);
}
