import { TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../test-support/test-chain';
import { farmsHandler } from './farms-handler';
import { refreshUserIx, stakeIx } from './farms-test-instructions';
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
  tokenAccountFor,
  tokenBalance,
  updateFarm,
  userStateAddress,
} from './farms-test-kit';

let t: TestChain;
const WAD = 10n ** 18n;
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

/** A world user state of an ordinary-wallet obligation in a delegated (reserve) farm. */
function obligationUserState() {
  const wallet = t.chain.world.wallets.find((w) => w.role === 'ordinary');
  for (const farm of t.chain.world.farms.filter((f) => f.kind !== 'strategy')) {
    for (const obligation of wallet?.obligations ?? []) {
      const farmKey = new PublicKey(farm.address);
      const userState = userStateAddress(farmKey, new PublicKey(obligation.address));
      if (t.chain.ledger.readAccount(userState) !== null) return { farm: farmKey, userState };
    }
  }
  throw new Error('no obligation user state in the world');
}

/** A wallet with `amount` staked tokens and its user state in the farm. */
async function joined(farm: PublicKey, amount: bigint) {
  const f = farmer(t, farm, amount);
  await send(t, [f.wallet], initializeUserIx(farm, f.wallet.publicKey));
  return f;
}

describe('stake', () => {
  it('moves the tokens into the farm vault and credits WAD-scaled shares', async () => {
    const farm = farmAt(1);
    const { wallet, stakeAccount, userState } = await joined(farm, 5_000_000n);
    const before = readFarm(t, farm);
    const vaultBefore = tokenBalance(t, toPublicKey(before.farmVault));
    const signature = await send(
      t,
      [wallet],
      stakeIx(before, wallet.publicKey, stakeAccount, 2_000_000n),
    );
    const { logs, now } = await landed(t, signature);

    const after = readFarm(t, farm);
    // Shares are pro rata of the pool: total shares × amount / total tokens.
    const shares = (before.totalActiveStakeScaled * 2_000_000n) / before.totalStakedAmount;
    expect(readUser(t, userState)).toMatchObject({ activeStakeScaled: shares, lastStakeTs: now });
    expect(after.totalStakedAmount).toBe(before.totalStakedAmount + 2_000_000n);
    expect(after.totalActiveStakeScaled).toBe(before.totalActiveStakeScaled + shares);
    expect(tokenBalance(t, toPublicKey(before.farmVault))).toBe(vaultBefore + 2_000_000n);
    expect(tokenBalance(t, stakeAccount)).toBe(3_000_000n);
    expect(logs).toContain(log('Instruction: Stake'));
    expect(logs).toContain(log(`Stake 2000000 ts ${now}`));
    expect(logs).toContain(log('Transferred Ok(())'));
    expect(logs).toContain(`Program ${TOKEN_PROGRAM_ID.toBase58()} invoke [2]`);
  });

  it('stakes the whole balance for u64::MAX', async () => {
    const farm = farmAt(1);
    const { wallet, stakeAccount } = await joined(farm, 777_000n);
    await send(
      t,
      [wallet],
      stakeIx(readFarm(t, farm), wallet.publicKey, stakeAccount, (1n << 64n) - 1n),
    );
    expect(tokenBalance(t, stakeAccount)).toBe(0n);
  });

  it('refuses a zero amount (StakeZero, 6000)', async () => {
    const farm = farmAt(1);
    const { wallet, stakeAccount } = await joined(farm, 1_000n);
    const refused = await failure(
      t,
      [wallet],
      stakeIx(readFarm(t, farm), wallet.publicKey, stakeAccount, 0n),
    );
    expect(refused.message).toContain('custom program error: 0x1770');
    expect(refused.logs).toContain(
      log(
        'AnchorError thrown in programs/kfarms/src/handlers/handler_stake.rs:14. Error Code: StakeZero. Error Number: 6000. Error Message: Cannot stake 0 amount.',
      ),
    );
  });

  it('refuses another wallet’s user state (has_one owner, 2001)', async () => {
    const farm = farmAt(1);
    const alice = await joined(farm, 1_000n);
    const bob = farmer(t, farm, 1_000n);
    const ix = stakeIx(readFarm(t, farm), bob.wallet.publicKey, bob.stakeAccount, 1_000n);
    const meta = ix.keys[1];
    if (meta) meta.pubkey = alice.userState;
    const refused = await failure(t, [bob.wallet], ix);
    expect(refused.message).toContain('custom program error: 0x7d1');
    expect(refused.logs).toEqual(
      expect.arrayContaining([
        log(
          'AnchorError caused by account: user_state. Error Code: ConstraintHasOne. Error Number: 2001. Error Message: A has one constraint was violated.',
        ),
        log(alice.wallet.publicKey.toBase58()),
        log(bob.wallet.publicKey.toBase58()),
      ]),
    );
  });

  it('refuses a token account of another mint (UserAtaFarmTokenMintMissmatch, 6025)', async () => {
    const farm = farmAt(1);
    const { wallet } = await joined(farm, 1_000n);
    const otherMint = readFarm(t, farmAt(2)).token.mint;
    const wrongAta = tokenAccountFor(
      t,
      wallet.publicKey,
      toPublicKey(otherMint),
      toPublicKey(TOKEN_PROGRAM_ID),
      1_000n,
    );
    const refused = await failure(
      t,
      [wallet],
      stakeIx(readFarm(t, farm), wallet.publicKey, wrongAta, 1_000n),
    );
    expect(refused.message).toContain('custom program error: 0x1789');
    expect(refused.logs).toContain(
      log(
        'AnchorError caused by account: user_ata. Error Code: UserAtaFarmTokenMintMissmatch. Error Number: 6025. Error Message: User ata and farm token have different mints.',
      ),
    );
  });

  it('refuses another mint as token_mint (TokenFarmTokenMintMissmatch, 6026)', async () => {
    const farm = farmAt(1);
    const { wallet, stakeAccount } = await joined(farm, 1_000n);
    const ix = stakeIx(readFarm(t, farm), wallet.publicKey, stakeAccount, 1_000n);
    const meta = ix.keys[5];
    if (meta) meta.pubkey = toPublicKey(readFarm(t, farmAt(2)).token.mint);
    const refused = await failure(t, [wallet], ix);
    expect(refused.message).toContain('custom program error: 0x178a');
  });

  it('refuses a vault other than the farm’s (has_one farm_vault, 2001)', async () => {
    const farm = farmAt(1);
    const { wallet, stakeAccount } = await joined(farm, 1_000n);
    const ix = stakeIx(readFarm(t, farm), wallet.publicKey, stakeAccount, 1_000n);
    const meta = ix.keys[3];
    if (meta) meta.pubkey = toPublicKey(readFarm(t, farmAt(2)).farmVault);
    const refused = await failure(t, [wallet], ix);
    expect(refused.logs).toContain(
      log(
        'AnchorError caused by account: farm_state. Error Code: ConstraintHasOne. Error Number: 2001. Error Message: A has one constraint was violated.',
      ),
    );
  });

  it('refuses deposits above the farm’s cap (DepositCapReached, 6045)', async () => {
    const farm = farmAt(3);
    const { wallet, stakeAccount } = await joined(farm, 1_000n);
    const capped = updateFarm(t, farm, { depositCapAmount: readFarm(t, farm).totalStakedAmount });
    const refused = await failure(
      t,
      [wallet],
      stakeIx(capped, wallet.publicKey, stakeAccount, 1_000n),
    );
    expect(refused.message).toContain('custom program error: 0x179d');
    expect(refused.logs).toContain(
      log(
        'AnchorError occurred. Error Code: DepositCapReached. Error Number: 6045. Error Message: Deposit cap reached.',
      ),
    );
  });

  it('refuses staking into a delegated farm (FarmDelegated, 6035)', async () => {
    const { farm, userState } = obligationUserState();
    const owner = t.ordinary;
    const state = readFarm(t, farm);
    const ata = tokenAccountFor(
      t,
      owner.publicKey,
      toPublicKey(state.token.mint),
      toPublicKey(TOKEN_PROGRAM_ID),
      10n,
    );
    const ix = stakeIx(state, owner.publicKey, ata, 10n);
    const meta = ix.keys[1];
    // The obligation's user state (delegatee = obligation), owned by the wallet.
    if (meta) meta.pubkey = userState;
    const refused = await failure(t, [owner], ix);
    expect(refused.message).toContain('custom program error: 0x1793');
    expect(refused.logs).toContain(
      log(
        'AnchorError thrown in programs/kfarms/src/handlers/handler_stake.rs:28. Error Code: FarmDelegated. Error Number: 6035. Error Message: Operation not allowed for delegated farm.',
      ),
    );
  });

  it('holds a deposit pending through the warm-up, then activates it on refresh', async () => {
    const farm = farmAt(4);
    const { wallet, stakeAccount, userState } = await joined(farm, 3_000n);
    const warm = updateFarm(t, farm, { depositWarmupPeriod: 20 });
    const signature = await send(
      t,
      [wallet],
      stakeIx(warm, wallet.publicKey, stakeAccount, 3_000n),
    );
    const { now } = await landed(t, signature);
    const pending = readUser(t, userState);
    expect(pending).toMatchObject({
      activeStakeScaled: 0n,
      pendingDepositStakeScaled: 3_000n * WAD,
      pendingDepositStakeTs: now + 20n,
    });
    expect(readFarm(t, farm).totalPendingAmount).toBe(3_000n);

    t.chain.ledger.advanceSlots(60);
    await send(t, [t.ordinary], refreshUserIx(farm, userState));
    const active = readUser(t, userState);
    expect(active.pendingDepositStakeScaled).toBe(0n);
    expect(active.activeStakeScaled).toBe(
      (warm.totalActiveStakeScaled * 3_000n) / warm.totalStakedAmount,
    );
    expect(readFarm(t, farm).totalPendingAmount).toBe(0n);
  });

  it('checks the signer (AccountNotSigner, 3010)', async () => {
    const farm = farmAt(1);
    const { wallet, stakeAccount } = await joined(farm, 1_000n);
    const ix = stakeIx(readFarm(t, farm), wallet.publicKey, stakeAccount, 1_000n);
    const owner = ix.keys[0];
    if (owner) owner.isSigner = false;
    const refused = await failure(t, [t.ordinary], ix);
    expect(refused.message).toContain('custom program error: 0xbc2');
  });
});
