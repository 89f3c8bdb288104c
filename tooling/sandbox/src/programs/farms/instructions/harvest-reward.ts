import { sameAddress, toPublicKey } from '@keel/chain-readers';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { type ArgsReader, requireMut, requireSigner } from '../../anchor/anchor-accounts';
import { tokenTransfer } from '../../runtime/token-cpi';
import { anchorFailure, TOKEN_TOKEN_PROGRAM_MISMATCH } from '../anchor-errors';
import { loadFarmState, loadGlobalConfig, loadUserState } from '../farm-accounts';
import { farmNow, harvest } from '../farm-operations';
import { mintAt, requireTokenInterface, tokenAccountAt } from '../farm-token-accounts';
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
import { validateRewardMintExtensions } from '../reward-mint-extensions';
import { loadScopePrice, optionalScopePrices } from '../scope-price';
import { requireRewardVaults } from './reward-vaults';

const { accounts } = FARMS_USER_INSTRUCTIONS.harvestReward;

/**
 * harvest_reward(reward_index): accrues the reward (MATH.md §6) and pays what the user earned
 * from the farm's reward vault, signed by the farm vaults authority PDA; the global config's
 * treasury fee goes to the reward treasury vault.
 */
export function harvestReward(context: InstructionContext, args: ArgsReader): void {
  const rewardIndex = args.u64();
  const at = accountsOf(context, accounts);
  const owner = at('owner');
  requireSigner(owner, 'owner');
  const userMeta = at('userState');
  const { state: userAccount, user } = loadUserState(context, userMeta);
  const farmMeta = at('farmState');
  const { state: farmAccount, farm } = loadFarmState(context, farmMeta);
  const configMeta = at('globalConfig');
  const config = loadGlobalConfig(context, configMeta);
  const mintMeta = at('rewardMint');
  const mint = mintAt(context, mintMeta, 'interface', 'reward_mint');
  const ataMeta = at('userRewardAta');
  const ata = tokenAccountAt(context, ataMeta, 'interface', 'user_reward_ata');
  const vaultMeta = at('rewardsVault');
  const vault = tokenAccountAt(context, vaultMeta, 'interface', 'rewards_vault');
  const treasuryMeta = at('rewardsTreasuryVault');
  const treasury = tokenAccountAt(context, treasuryMeta, 'interface', 'rewards_treasury_vault');
  const authority = at('farmVaultsAuthority');
  const scopePrices = optionalScopePrices(context, at('scopePrices'));
  const tokenProgram = at('tokenProgram');
  requireTokenInterface(tokenProgram);

  // Constraints, account by account: Anchor checks them once every account is read.
  requireMut(owner, 'owner');
  requireMut(userMeta, 'user_state');
  requireHasOne(toPublicKey(user.owner), owner.address, 'user_state');
  requireHasOne(toPublicKey(user.farmState), farmMeta.address, 'user_state');
  requireMut(farmMeta, 'farm_state');
  requireHasOne(toPublicKey(farm.globalConfig), configMeta.address, 'farm_state');
  requireHasOne(toPublicKey(farm.farmVaultsAuthority), authority.address, 'farm_state');
  requireMut(ataMeta, 'user_reward_ata');
  requireHasOne(toPublicKey(ata.owner), owner.address, 'user_reward_ata');
  if (!sameAddress(ata.mint, mintMeta.address)) {
    throw farmsError('UserAtaRewardVaultMintMissmatch', { account: 'user_reward_ata' });
  }
  if (!sameAddress(ata.tokenProgram, tokenProgram.address)) {
    throw anchorFailure(TOKEN_TOKEN_PROGRAM_MISMATCH);
  }
  requireRewardVaults(context, {
    farm: { address: farmMeta.address, account: farmAccount },
    rewardIndex,
    mint: mintMeta.address,
    tokenProgram: tokenProgram.address,
    globalConfig: configMeta.address,
    vault: { meta: vaultMeta, account: vault },
    treasury: { meta: treasuryMeta, account: treasury },
  });
  requireSeeds(
    authority,
    ['authority', farmMeta.address],
    context.programId,
    'farm_vaults_authority',
  );

  // The handler itself.
  requireNoRemainingAccounts(context, accounts);
  const mintAccount = context.read(mintMeta.address);
  if (mintAccount !== null) validateRewardMintExtensions(mintAccount);
  const price = loadScopePrice(context, scopePrices, farm);
  if (rewardIndex >= BigInt(farm.rewardInfos.length)) {
    throw farmsError('RewardIndexOutOfRange', { source: 'handlers/handler_harvest_reward.rs:27' });
  }
  const now = farmNow(farm, context.clock);
  context.log(
    `HarvestReward user_state ${userMeta.address.toBase58()}, farm_state ${farmMeta.address.toBase58()} ts ${now}`,
  );
  const paid = harvest(farm, user, config.treasuryFeeBps, price, Number(rewardIndex), now);
  context.log(
    `owner ${user.owner.toBase58()} amount_user ${paid.user}, amount_treasury ${paid.treasury}`,
  );
  const pay = (destination: typeof ataMeta, amount: bigint) => {
    if (amount === 0n) return;
    requireVaultAuthoritySigns(farm, authority.address, context.programId);
    tokenTransfer(context, {
      tokenProgram: tokenProgram.address,
      source: vaultMeta.address,
      destination: destination.address,
      authority: authority.address,
      amount,
      mint: { address: mintMeta.address, decimals: mint.decimals },
      pdaSigned: true,
    });
  };
  pay(ataMeta, paid.user);
  pay(treasuryMeta, paid.treasury);
  writeFarmState(context, farmAccount, farm);
  writeUserState(context, userAccount, user);
}
