import { encodeFarmState, FARMS_PROGRAM_ID, sameAddress, toPublicKey } from '@keel/chain-readers';
import { Keypair, type PublicKey, SYSVAR_RENT_PUBKEY, SystemProgram } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENT_EXEMPT_EPOCH } from '../../chain/ledger-account';
import { startTestChain, type TestChain } from '../../test-support/test-chain';
import { farmsHandler } from './farms-handler';
import { issuedUntil } from './farms-reward-formula';
import {
  delegatedFarm,
  failure,
  farmsInstruction,
  landed,
  readFarm,
  readUser,
  send,
  u64Arg,
  userStateAddress,
} from './farms-test-kit';

let t: TestChain;
const WAD = 10n ** 18n;
const log = (line: string) => `Program log: ${line}`;

beforeAll(async () => {
  t = await startTestChain({ seed: 'farms', handlers: [farmsHandler] });
});
afterAll(() => t.chain.close());

/**
 * A copy of a world reserve farm whose delegate is a test key, standing in for klend's lending
 * market authority (which signs only by CPI).
 */
function farmDelegatedTo(delegate: PublicKey): PublicKey {
  const address = Keypair.generate().publicKey;
  const world = readFarm(t, delegatedFarm(t));
  const data = encodeFarmState({ ...world, delegateAuthority: delegate });
  t.chain.ledger.writeAccount(address, {
    lamports: t.chain.ledger.minimumBalanceForRentExemption(data.length),
    owner: toPublicKey(FARMS_PROGRAM_ID),
    data,
    executable: false,
    rentEpoch: RENT_EXEMPT_EPOCH,
  });
  return address;
}

function setStakeIx(delegate: PublicKey, farm: PublicKey, userState: PublicKey, amount: bigint) {
  return farmsInstruction(
    'setStakeDelegated',
    { delegateAuthority: delegate, userState, farmState: farm },
    u64Arg(amount),
  );
}

describe('delegated farms (klend obligation farms)', () => {
  it('lets the delegate create an obligation’s user state and set its raw stake', async () => {
    const delegate = t.ordinary;
    const farm = farmDelegatedTo(delegate.publicKey);
    const owner = Keypair.generate().publicKey;
    const obligation = Keypair.generate().publicKey;
    const userState = userStateAddress(farm, obligation);
    await send(
      t,
      [delegate],
      farmsInstruction('initializeUser', {
        authority: delegate.publicKey,
        payer: delegate.publicKey,
        owner,
        delegatee: obligation,
        userState,
        farmState: farm,
        systemProgram: SystemProgram.programId,
        rent: SYSVAR_RENT_PUBKEY,
      }),
    );
    const created = readUser(t, userState);
    expect(created.isFarmDelegated).toBe(true);
    expect(sameAddress(created.owner, owner)).toBe(true);
    expect(sameAddress(created.delegatee, obligation)).toBe(true);

    const before = readFarm(t, farm);
    const amount = before.totalStakedAmount / 10n;
    const set = await send(t, [delegate], setStakeIx(delegate.publicKey, farm, userState, amount));
    const { logs, now } = await landed(t, set);
    expect(logs).toContain(log(`SetStakeDelegated: prev:0 -> new:${amount} ts:${now}`));
    const staked = readFarm(t, farm);
    // Delegated farms count raw amounts, not WAD-scaled shares.
    expect(readUser(t, userState).activeStakeScaled).toBe(amount);
    expect(staked.totalStakedAmount).toBe(before.totalStakedAmount + amount);
    expect(staked.totalActiveStakeScaled).toBe(before.totalActiveStakeScaled + amount);

    t.chain.ledger.advanceSlots(50);
    const lower = amount / 2n;
    const lowered = await send(
      t,
      [delegate],
      setStakeIx(delegate.publicKey, farm, userState, lower),
    );
    const { now: later } = await landed(t, lowered);
    const reward = staked.rewardInfos[0];
    if (reward === undefined) throw new Error('the farm has no reward');
    // refresh_global_reward on a delegated farm: reward per share over the raw total stake.
    const perShare =
      reward.rewardPerShareScaled +
      (issuedUntil(staked, reward, later) * WAD) / staked.totalActiveStakeScaled;
    const user = readUser(t, userState);
    expect(user.activeStakeScaled).toBe(lower);
    const earned = (perShare * amount - reward.rewardPerShareScaled * amount) / WAD;
    expect(earned).toBeGreaterThan(0n);
    expect(user.rewardsIssuedUnclaimed[0]).toBe(earned);
    expect(user.rewardsTallyScaled[0]).toBe(perShare * lower);
  });

  it('refuses anyone but the farm’s delegate (has_one delegate_authority, 2001)', async () => {
    const farm = delegatedFarm(t);
    const stranger = Keypair.generate();
    t.chain.ledger.writeAccount(stranger.publicKey, {
      lamports: 1_000_000_000n,
      owner: SystemProgram.programId,
      data: new Uint8Array(),
      executable: false,
      rentEpoch: RENT_EXEMPT_EPOCH,
    });
    const any = t.chain.ledger
      .accountsOwnedBy(toPublicKey(FARMS_PROGRAM_ID))
      .find(
        ({ account }) =>
          account.data.length === 920 &&
          Buffer.from(account.data.subarray(16, 48)).equals(farm.toBuffer()),
      );
    if (any === undefined) throw new Error('no user state in the delegated farm');
    const refused = await failure(
      t,
      [stranger],
      setStakeIx(stranger.publicKey, farm, any.address, 1n),
    );
    expect(refused.message).toContain('custom program error: 0x7d1');
    const delegate = readFarm(t, farm).delegateAuthority?.toBase58() ?? '';
    expect(refused.logs).toEqual(
      expect.arrayContaining([
        log(
          'AnchorError caused by account: farm_state. Error Code: ConstraintHasOne. Error Number: 2001. Error Message: A has one constraint was violated.',
        ),
        log(delegate),
        log(stranger.publicKey.toBase58()),
      ]),
    );
  });
});
