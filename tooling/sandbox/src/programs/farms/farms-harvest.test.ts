import {
  rewardTreasuryVaultPda,
  SCOPE_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import { Keypair, PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../test-support/test-chain';
import { farmsHandler } from './farms-handler';
import { pendingAt, rewardPerShareAt, sdkPendingAt } from './farms-reward-formula';
import { harvestIx, refreshFarmIx, refreshUserIx, stakeIx } from './farms-test-instructions';
import {
  failure,
  farmer,
  GLOBAL_CONFIG_FEE_BPS,
  initializeUserIx,
  landed,
  openWorldFarms,
  readFarm,
  readUser,
  send,
  strategyFarms,
  tokenAccountFor,
  tokenBalance,
  updateFarm,
  userStateAddress,
} from './farms-test-kit';

let t: TestChain;
const log = (line: string) => `Program log: ${line}`;

beforeAll(async () => {
  t = await startTestChain({ seed: 'farms', handlers: [farmsHandler] });
  openWorldFarms(t);
});
afterAll(() => t.chain.close());

function farmAt(i: number): PublicKey {
  const farm = strategyFarms(t)[i];
  if (farm === undefined) throw new Error('no such strategy farm');
  return farm;
}

async function staked(farm: PublicKey, amount: bigint) {
  const f = farmer(t, farm, amount);
  await send(t, [f.wallet], initializeUserIx(farm, f.wallet.publicKey));
  if (amount > 0n) {
    await send(
      t,
      [f.wallet],
      stakeIx(readFarm(t, farm), f.wallet.publicKey, f.stakeAccount, amount),
    );
  }
  const reward = f.rewardAccounts[0];
  if (reward === undefined) throw new Error('the farm has no reward');
  return { ...f, reward };
}

describe('reward accrual and harvest', () => {
  it('stake, wait, refresh, harvest: pays what the kfarms accrual gives, less the treasury fee', async () => {
    const farm = farmAt(6);
    const { wallet, reward, userState } = await staked(farm, 40_000_000n);
    const farm0 = readFarm(t, farm);
    const user0 = readUser(t, userState);
    t.chain.ledger.advanceSlots(150); // one minute of chain time

    const refreshed = await send(
      t,
      [t.ordinary],
      refreshFarmIx(farm),
      refreshUserIx(farm, userState),
    );
    const { now: t1 } = await landed(t, refreshed);
    const farm1 = readFarm(t, farm);
    const user1 = readUser(t, userState);
    expect(farm1.rewardInfos[0]?.lastIssuanceTs).toBe(t1);
    expect(farm1.rewardInfos[0]?.rewardPerShareScaled).toBe(rewardPerShareAt(farm0, 0, t1));
    const accrued = pendingAt(farm0, user0, 0, t1);
    expect(accrued).toBeGreaterThan(0n);
    expect(user1.rewardsIssuedUnclaimed[0]).toBe(accrued);
    // farms-sdk's own reading of the same accounts (rounded where the program floors).
    const sdk = sdkPendingAt(farm0, user0, 0, t1);
    expect(sdk >= accrued && sdk - accrued <= 1n, `farms-sdk ${sdk}, program ${accrued}`).toBe(
      true,
    );

    const vault = farm1.rewardInfos[0]?.rewardsVault as PublicKey;
    const treasury = rewardTreasuryVaultPda(
      farm1.globalConfig,
      farm1.rewardInfos[0]?.token.mint as PublicKey,
    ).address;
    const vaultBefore = tokenBalance(t, vault);
    const harvested = await send(t, [wallet], harvestIx(farm1, wallet.publicKey, reward));
    const { now: t2, logs } = await landed(t, harvested);
    const pending = pendingAt(farm1, user1, 0, t2);
    const fee = (pending * GLOBAL_CONFIG_FEE_BPS) / 10_000n;
    expect(tokenBalance(t, reward)).toBe(pending - fee);
    expect(tokenBalance(t, toPublicKey(treasury))).toBe(fee);
    expect(tokenBalance(t, vault)).toBe(vaultBefore - pending);
    expect(readUser(t, userState)).toMatchObject({
      rewardsIssuedUnclaimed: [0n, 0n, 0n, 0n, 0n, 0n, 0n, 0n, 0n, 0n],
    });
    expect(readUser(t, userState).lastClaimTs[0]).toBe(t2);
    expect(logs).toContain(log('Instruction: HarvestReward'));
    expect(logs).toContain(
      log(
        `HarvestReward user_state ${userState.toBase58()}, farm_state ${farm.toBase58()} ts ${t2}`,
      ),
    );
    expect(logs).toContain(
      log(
        `owner ${wallet.publicKey.toBase58()} amount_user ${pending - fee}, amount_treasury ${fee}`,
      ),
    );
  });

  it('pays a world user what its tally leaves to claim', async () => {
    const holding = t.chain.world.wallets
      .find((w) => w.role === 'ordinary')
      ?.strategyShares.find((s) => s.farm !== null);
    if (holding?.farm == null) throw new Error('the ordinary wallet stakes in no farm');
    const farm = readFarm(t, new PublicKey(holding.farm));
    const userState = userStateAddress(toPublicKey(farm.address), t.ordinary.publicKey);
    const user = readUser(t, userState);
    const mint = farm.rewardInfos[0]?.token.mint as PublicKey;
    const ata = tokenAccountFor(t, t.ordinary.publicKey, mint, toPublicKey(TOKEN_PROGRAM_ID), 0n);
    const signature = await send(t, [t.ordinary], harvestIx(farm, t.ordinary.publicKey, ata));
    const { now } = await landed(t, signature);
    const pending = pendingAt(farm, user, 0, now);
    expect(pending).toBeGreaterThan(0n);
    expect(tokenBalance(t, ata)).toBe(pending - (pending * GLOBAL_CONFIG_FEE_BPS) / 10_000n);
  });

  it('harvests nothing without stake, moving no tokens', async () => {
    const farm = farmAt(6);
    const { wallet, reward } = await staked(farm, 0n);
    const signature = await send(
      t,
      [wallet],
      harvestIx(readFarm(t, farm), wallet.publicKey, reward),
    );
    const { logs, inner } = await landed(t, signature);
    expect(logs).toContain(
      log(`owner ${wallet.publicKey.toBase58()} amount_user 0, amount_treasury 0`),
    );
    expect(inner).toHaveLength(0);
  });

  it('refuses a reward index whose slot names another vault (RewardVaultMismatch, 6009)', async () => {
    const farm = farmAt(6);
    const { wallet, reward } = await staked(farm, 0n);
    const refused = await failure(
      t,
      [wallet],
      harvestIx(readFarm(t, farm), wallet.publicKey, reward, 1),
    );
    expect(refused.message).toContain('custom program error: 0x1779');
    expect(refused.logs).toContain(
      log(
        'AnchorError caused by account: rewards_vault. Error Code: RewardVaultMismatch. Error Number: 6009. Error Message: Reward vault pubkey does not match staking pool vault.',
      ),
    );
  });

  it('panics on a reward index beyond the ten slots, as the program indexes its array', async () => {
    const farm = farmAt(6);
    const { wallet, reward } = await staked(farm, 0n);
    const refused = await failure(
      t,
      [wallet],
      harvestIx(readFarm(t, farm), wallet.publicKey, reward, 10),
    );
    expect(refused.logs).toContain(
      log("panicked at 'index out of bounds: the len is 10 but the index is 10'"),
    );
  });

  it('refuses a reward account of another mint (UserAtaRewardVaultMintMissmatch, 6024)', async () => {
    const farm = farmAt(6);
    const { wallet, stakeAccount } = await staked(farm, 0n);
    const refused = await failure(
      t,
      [wallet],
      harvestIx(readFarm(t, farm), wallet.publicKey, stakeAccount),
    );
    expect(refused.message).toContain('custom program error: 0x1788');
  });

  it('refuses someone else’s reward account (has_one owner, 2001)', async () => {
    const farm = farmAt(6);
    const { wallet } = await staked(farm, 0n);
    const other = await staked(farm, 0n);
    const refused = await failure(
      t,
      [wallet],
      harvestIx(readFarm(t, farm), wallet.publicKey, other.reward),
    );
    expect(refused.logs).toContain(
      log(
        'AnchorError caused by account: user_reward_ata. Error Code: ConstraintHasOne. Error Number: 2001. Error Message: A has one constraint was violated.',
      ),
    );
  });

  it('refuses a harvest before the minimum claim duration (6017)', async () => {
    const farm = farmAt(7);
    const { wallet, reward } = await staked(farm, 1_000_000n);
    const current = readFarm(t, farm);
    const slow = updateFarm(t, farm, {
      rewardInfos: current.rewardInfos.map((r) => ({ ...r, minClaimDurationSeconds: 86_400n })),
    });
    const refused = await failure(t, [wallet], harvestIx(slow, wallet.publicKey, reward));
    expect(refused.message).toContain('custom program error: 0x1781');
    expect(refused.logs).toContain(
      log(
        'AnchorError thrown in programs/kfarms/src/farm_operations.rs:515. Error Code: MinClaimDurationNotReached. Error Number: 6017. Error Message: Minimum claim duration has not been reached.',
      ),
    );
  });

  it('refuses a global config other than the farm’s (has_one global_config, 2001)', async () => {
    const farm = farmAt(6);
    const { wallet, reward } = await staked(farm, 0n);
    const ix = harvestIx(readFarm(t, farm), wallet.publicKey, reward);
    const meta = ix.keys[3];
    if (meta) meta.pubkey = userStateAddress(farm, wallet.publicKey);
    const refused = await failure(t, [wallet], ix);
    // The account is a farms account of another type: Anchor reads it as a GlobalConfig first.
    expect(refused.message).toContain('custom program error: 0xbba'); // AccountDiscriminatorMismatch
  });
});

describe('refresh_user_state / refresh_farm', () => {
  it('refuses a user state of another farm (has_one farm_state, 2001)', async () => {
    const { userState } = await staked(farmAt(6), 0n);
    const refused = await failure(t, [t.ordinary], refreshUserIx(farmAt(7), userState));
    expect(refused.logs).toContain(
      log(
        'AnchorError caused by account: user_state. Error Code: ConstraintHasOne. Error Number: 2001. Error Message: A has one constraint was violated.',
      ),
    );
  });

  it('reads an optional scope_prices account as Scope OraclePrices (3007 otherwise)', async () => {
    const ix = refreshFarmIx(farmAt(6));
    const meta = ix.keys[1];
    if (meta) meta.pubkey = Keypair.generate().publicKey;
    const refused = await failure(t, [t.ordinary], ix);
    expect(refused.message).toContain('custom program error: 0xbbf');
    expect(refused.logs).toContain(log(SCOPE_PROGRAM_ID.toBase58()));
  });

  it('refuses accounts beyond the declared ones (UnexpectedAccount, 6014)', async () => {
    const ix = refreshFarmIx(farmAt(6));
    ix.keys.push({ pubkey: farmAt(7), isSigner: false, isWritable: false });
    const refused = await failure(t, [t.ordinary], ix);
    expect(refused.message).toContain('custom program error: 0x177e');
  });
});
