import { sameAddress, TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { type ArgsReader, requireMut, requireSigner } from '../../anchor/anchor-accounts';
import { tokenTransfer } from '../../runtime/token-cpi';
import { loadFarmState, loadUserState } from '../farm-accounts';
import { farmNow, stake as stakeTokens } from '../farm-operations';
import { mintAt, requireSplTokenProgram, tokenAccountAt } from '../farm-token-accounts';
import { writeFarmState, writeUserState } from '../farm-writes';
import { farmsError } from '../farms-errors';
import { FARMS_USER_INSTRUCTIONS } from '../farms-user-instructions';
import { accountsOf, requireHasOne, requireNoRemainingAccounts } from '../instruction-accounts';
import { isDelegated } from '../rewards';
import { loadScopePrice, optionalScopePrices } from '../scope-price';
import { U64_MAX } from '../wad';
import { requireFarmVault } from './farm-vault';

const { accounts } = FARMS_USER_INSTRUCTIONS.stake;

/**
 * stake(amount): the owner's tokens move into the farm vault (u64::MAX stakes the whole
 * balance); they count at once, or after the farm's warm-up as a pending deposit.
 */
export function stake(context: InstructionContext, args: ArgsReader): void {
  const requested = args.u64();
  const at = accountsOf(context, accounts);
  const owner = at('owner');
  requireSigner(owner, 'owner');
  const userMeta = at('userState');
  const { state: userAccount, user } = loadUserState(context, userMeta);
  const farmMeta = at('farmState');
  const { state: farmAccount, farm } = loadFarmState(context, farmMeta);
  const vaultMeta = at('farmVault');
  const vault = tokenAccountAt(context, vaultMeta, 'spl', 'farm_vault');
  const ataMeta = at('userAta');
  const ata = tokenAccountAt(context, ataMeta, 'spl', 'user_ata');
  const mintMeta = at('tokenMint');
  mintAt(context, mintMeta, 'spl', 'token_mint');
  const scopePrices = optionalScopePrices(context, at('scopePrices'));
  requireSplTokenProgram(at('tokenProgram'));

  // Constraints, account by account: Anchor checks them once every account is read.
  requireMut(userMeta, 'user_state');
  requireHasOne(toPublicKey(user.owner), owner.address, 'user_state');
  requireHasOne(toPublicKey(user.farmState), farmMeta.address, 'user_state');
  requireMut(farmMeta, 'farm_state');
  requireHasOne(toPublicKey(farm.farmVault), vaultMeta.address, 'farm_state');
  requireFarmVault(context, vaultMeta, vault, farm);
  requireMut(ataMeta, 'user_ata');
  requireHasOne(toPublicKey(ata.owner), owner.address, 'user_ata');
  if (!sameAddress(ata.mint, farm.token.mint)) {
    throw farmsError('UserAtaFarmTokenMintMissmatch', { account: 'user_ata' });
  }
  if (!mintMeta.address.equals(toPublicKey(farm.token.mint))) {
    throw farmsError('TokenFarmTokenMintMissmatch', { account: 'token_mint' });
  }

  if (requested === 0n) throw farmsError('StakeZero', { source: 'handlers/handler_stake.rs:14' });
  // The handler itself.
  requireNoRemainingAccounts(context, accounts);
  const price = loadScopePrice(context, scopePrices, farm);
  const amount = requested === U64_MAX ? ata.amount : requested;
  if (isDelegated(farm))
    throw farmsError('FarmDelegated', { source: 'handlers/handler_stake.rs:28' });
  const now = farmNow(farm, context.clock);
  stakeTokens(farm, user, price, amount, now);
  context.log(`Stake ${amount} ts ${now}`);
  if (amount > 0n) {
    tokenTransfer(context, {
      tokenProgram: toPublicKey(TOKEN_PROGRAM_ID),
      source: ataMeta.address,
      destination: vaultMeta.address,
      authority: owner.address,
      amount,
    });
    context.log('Transferred Ok(())');
  }
  writeFarmState(context, farmAccount, farm);
  writeUserState(context, userAccount, user);
}
