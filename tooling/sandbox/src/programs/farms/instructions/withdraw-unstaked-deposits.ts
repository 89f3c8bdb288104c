import { sameAddress, toPublicKey } from '@keel/chain-readers';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { requireMut, requireSigner } from '../../anchor/anchor-accounts';
import { tokenTransfer } from '../../runtime/token-cpi';
import { loadFarmState, loadUserState } from '../farm-accounts';
import { farmNow, withdrawUnstakedDeposits as matured } from '../farm-operations';
import { requireSplTokenProgram, tokenAccountAt } from '../farm-token-accounts';
import { writeFarmState, writeUserState } from '../farm-writes';
import { farmsError } from '../farms-errors';
import { FARMS_USER_INSTRUCTIONS } from '../farms-user-instructions';
import {
  accountsOf,
  requireHasOne,
  requireNoRemainingAccounts,
  requireSeeds,
  requireVaultAuthoritySigns,
} from '../instruction-accounts';
import { isDelegated } from '../rewards';
import { requireFarmVault } from './farm-vault';

const { accounts } = FARMS_USER_INSTRUCTIONS.withdrawUnstakedDeposits;

/**
 * withdraw_unstaked_deposits: once the cool-down is over, the pending withdrawal's tokens leave
 * the farm vault for the owner's account, signed by the farm vaults authority PDA.
 */
export function withdrawUnstakedDeposits(context: InstructionContext): void {
  const at = accountsOf(context, accounts);
  const owner = at('owner');
  requireSigner(owner, 'owner');
  const userMeta = at('userState');
  const { state: userAccount, user } = loadUserState(context, userMeta);
  const farmMeta = at('farmState');
  const { state: farmAccount, farm } = loadFarmState(context, farmMeta);
  const ataMeta = at('userAta');
  const ata = tokenAccountAt(context, ataMeta, 'spl', 'user_ata');
  const vaultMeta = at('farmVault');
  const vault = tokenAccountAt(context, vaultMeta, 'spl', 'farm_vault');
  const authority = at('farmVaultsAuthority');
  requireSplTokenProgram(at('tokenProgram'));

  // Constraints, account by account: Anchor checks them once every account is read.
  requireMut(owner, 'owner');
  requireMut(userMeta, 'user_state');
  requireHasOne(toPublicKey(user.owner), owner.address, 'user_state');
  requireHasOne(toPublicKey(user.farmState), farmMeta.address, 'user_state');
  requireMut(farmMeta, 'farm_state');
  requireHasOne(toPublicKey(farm.farmVault), vaultMeta.address, 'farm_state');
  requireHasOne(toPublicKey(farm.farmVaultsAuthority), authority.address, 'farm_state');
  requireMut(ataMeta, 'user_ata');
  requireHasOne(toPublicKey(ata.owner), owner.address, 'user_ata');
  if (!sameAddress(ata.mint, farm.token.mint)) {
    throw farmsError('UserAtaFarmTokenMintMissmatch', { account: 'user_ata' });
  }
  requireFarmVault(context, vaultMeta, vault, farm);
  requireSeeds(
    authority,
    ['authority', farmMeta.address],
    context.programId,
    'farm_vaults_authority',
  );

  // The handler itself.
  requireNoRemainingAccounts(context, accounts);
  if (isDelegated(farm)) {
    throw farmsError('FarmDelegated', {
      source: 'handlers/handler_withdraw_unstaked_deposits.rs:17',
    });
  }
  const amount = matured(farm, user, farmNow(farm, context.clock));
  if (amount > 0n) {
    requireVaultAuthoritySigns(farm, authority.address, context.programId);
    tokenTransfer(context, {
      tokenProgram: at('tokenProgram').address,
      source: vaultMeta.address,
      destination: ataMeta.address,
      authority: authority.address,
      amount,
      pdaSigned: true,
    });
  }
  writeFarmState(context, farmAccount, farm);
  writeUserState(context, userAccount, user);
}
