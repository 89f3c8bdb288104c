import { TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import type { PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../test-support/test-chain';
import { farmsHandler } from './farms-handler';
import { stakeIx, unstakeIx, withdrawIx } from './farms-test-instructions';
import {
  failure,
  farmer,
  initializeUserIx,
  landed,
  openWorldFarms,
  readFarm,
  readUser,
  send,
  strategyFarms,
  tokenBalance,
  updateFarm,
} from './farms-test-kit';

let t: TestChain;
const log = (line: string) => `Program log: ${line}`;
const COOLDOWN = 30;

beforeAll(async () => {
  t = await startTestChain({ seed: 'farms', handlers: [farmsHandler] });
  openWorldFarms(t);
  // A farm with a withdrawal cool-down (the world's farms have none).
  updateFarm(t, cooldownFarm(), { withdrawalCooldownPeriod: COOLDOWN });
});
afterAll(() => t.chain.close());

function cooldownFarm(): PublicKey {
  const farm = strategyFarms(t)[5];
  if (farm === undefined) throw new Error('no such strategy farm');
  return farm;
}

/** A wallet that joined the cool-down farm and staked `amount`. */
async function staker(amount: bigint) {
  const farm = cooldownFarm();
  const f = farmer(t, farm, amount);
  await send(t, [f.wallet], initializeUserIx(farm, f.wallet.publicKey));
  if (amount > 0n)
    await send(
      t,
      [f.wallet],
      stakeIx(readFarm(t, farm), f.wallet.publicKey, f.stakeAccount, amount),
    );
  return f;
}

/** Slots that cover `seconds` of chain time. */
function advanceSeconds(seconds: number): void {
  t.chain.ledger.advanceSlots(Math.ceil((seconds * 1000) / 400) + 5);
}

describe('unstake and withdraw_unstaked_deposits', () => {
  it('moves shares to a pending withdrawal, released only after the cool-down', async () => {
    const { wallet, stakeAccount, userState } = await staker(4_000n);
    const farm = readFarm(t, cooldownFarm());
    const shares = readUser(t, userState).activeStakeScaled;
    const signature = await send(t, [wallet], unstakeIx(farm, wallet.publicKey, shares / 2n));
    const { now } = await landed(t, signature);
    const pending = readUser(t, userState);
    expect(pending.activeStakeScaled).toBe(shares - shares / 2n);
    expect(pending.pendingWithdrawalUnstakeTs).toBe(now + BigInt(COOLDOWN));
    expect(readFarm(t, toPublicKey(farm.address)).totalPendingAmount).toBe(
      farm.totalPendingAmount + 2_000n,
    );

    const early = await failure(t, [wallet], withdrawIx(farm, wallet.publicKey, stakeAccount));
    expect(early.message).toContain('custom program error: 0x1794');
    expect(early.logs).toContain(
      log(
        'AnchorError thrown in programs/kfarms/src/farm_operations.rs:739. Error Code: UnstakeNotElapsed. Error Number: 6036. Error Message: Unstake lockup period is not elapsed. Deposit is locked until end of unstake period.',
      ),
    );

    advanceSeconds(COOLDOWN);
    const vaultBefore = tokenBalance(t, toPublicKey(farm.farmVault));
    const withdrawn = await send(t, [wallet], withdrawIx(farm, wallet.publicKey, stakeAccount));
    const { logs, inner, keys } = await landed(t, withdrawn);
    expect(tokenBalance(t, stakeAccount)).toBe(2_000n);
    expect(tokenBalance(t, toPublicKey(farm.farmVault))).toBe(vaultBefore - 2_000n);
    expect(readUser(t, userState).pendingWithdrawalUnstakeScaled).toBe(0n);
    expect(logs).toContain(log('Instruction: WithdrawUnstakedDeposits'));
    expect(logs).toContain(`Program ${TOKEN_PROGRAM_ID.toBase58()} invoke [2]`);
    // The transfer out of the vault is signed by the farm vaults authority PDA.
    const transfer = inner[0]?.instructions[0];
    expect(keys[transfer?.accounts[2] ?? -1]?.toBase58()).toBe(farm.farmVaultsAuthority.toBase58());
  });

  it('refuses zero shares (UnstakeZero, 6001)', async () => {
    const { wallet } = await staker(1_000n);
    const refused = await failure(
      t,
      [wallet],
      unstakeIx(readFarm(t, cooldownFarm()), wallet.publicKey, 0n),
    );
    expect(refused.message).toContain('custom program error: 0x1771');
    expect(refused.logs).toContain(
      log(
        'AnchorError thrown in programs/kfarms/src/handlers/handler_unstake.rs:10. Error Code: UnstakeZero. Error Number: 6001. Error Message: Cannot unstake 0 amount.',
      ),
    );
  });

  it('refuses to unstake without stake (NothingToUnstake, 6002)', async () => {
    const { wallet } = await staker(0n);
    const refused = await failure(
      t,
      [wallet],
      unstakeIx(readFarm(t, cooldownFarm()), wallet.publicKey, 10n ** 18n),
    );
    expect(refused.message).toContain('custom program error: 0x1772');
    expect(refused.logs).toContain(
      log(
        'AnchorError thrown in programs/kfarms/src/farm_operations.rs:677. Error Code: NothingToUnstake. Error Number: 6002. Error Message: Nothing to unstake.',
      ),
    );
  });

  it('refuses a withdrawal with nothing pending (NothingToWithdraw, 6031)', async () => {
    const { wallet, stakeAccount } = await staker(1_000n);
    const refused = await failure(
      t,
      [wallet],
      withdrawIx(readFarm(t, cooldownFarm()), wallet.publicKey, stakeAccount),
    );
    expect(refused.message).toContain('custom program error: 0x178f');
    expect(refused.logs).toContain(
      log(
        'AnchorError thrown in programs/kfarms/src/farm_operations.rs:743. Error Code: NothingToWithdraw. Error Number: 6031. Error Message: No tokens available to withdraw.',
      ),
    );
  });

  it('extends a pending withdrawal, but not one that matured unwithdrawn (6037)', async () => {
    const { wallet, userState } = await staker(3_000n);
    const farm = readFarm(t, cooldownFarm());
    await send(t, [wallet], unstakeIx(farm, wallet.publicKey, 10n ** 21n));
    // Another amount: an identical transaction would have the same signature.
    const extended = await send(t, [wallet], unstakeIx(farm, wallet.publicKey, 10n ** 21n + 1n));
    const { now } = await landed(t, extended);
    expect(readUser(t, userState).pendingWithdrawalUnstakeTs).toBe(now + BigInt(COOLDOWN));
    advanceSeconds(COOLDOWN);
    const refused = await failure(t, [wallet], unstakeIx(farm, wallet.publicKey, 10n ** 21n + 2n));
    expect(refused.message).toContain('custom program error: 0x1795');
    expect(refused.logs).toContain(
      log(
        'AnchorError thrown in programs/kfarms/src/farm_operations.rs:685. Error Code: PendingWithdrawalNotWithdrawnYet. Error Number: 6037. Error Message: Pending withdrawal already exist and not withdrawn yet.',
      ),
    );
  });

  it('requires the farm vaults authority PDA (seeds, 2006 after has_one)', async () => {
    const { wallet, stakeAccount } = await staker(1_000n);
    const ix = withdrawIx(readFarm(t, cooldownFarm()), wallet.publicKey, stakeAccount);
    const meta = ix.keys[5];
    if (meta) meta.pubkey = wallet.publicKey;
    const refused = await failure(t, [wallet], ix);
    // farm_state's has_one = farm_vaults_authority comes first.
    expect(refused.message).toContain('custom program error: 0x7d1');
  });
});
