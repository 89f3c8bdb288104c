import {
  calculatePendingRewards,
  Farms,
  FarmState as SdkFarmState,
} from '@kamino-finance/farms-sdk';
import {
  associatedTokenAddress,
  FARMS_PROGRAM_ID,
  rewardTreasuryVaultPda,
  TOKEN_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import {
  address,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  type Instruction,
  none,
  type TransactionSigner,
} from '@solana/kit';
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram } from '@solana/web3.js';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENT_EXEMPT_EPOCH } from '../../chain/ledger-account';
import { startTestChain, type TestChain } from '../../test-support/test-chain';
import { writeTokenAccount } from '../../world/accounts/spl-accounts';
import { farmsHandler } from './farms-handler';
import { landed, readFarm, send, strategyFarms, tokenBalance } from './farms-test-kit';
import { legacyInstruction } from './kit-instruction';

/*
 * farms-sdk 3.2.24 against the sandbox: a wallet joins a strategy farm, stakes, harvests,
 * unstakes and takes its tokens back with transactions built by the SDK's own `Farms` helpers
 * (their PDAs and token accounts), and the SDK's decoders read every result back — the stake, the
 * farm's totals, the reward its own `calculatePendingRewards` predicts for the landing's time.
 */

const WAD = 10n ** 18n;
const STAKE = 25_000_000n;

let t: TestChain;
let farms: Farms;
let wallet: Keypair;
let signer: TransactionSigner;
let farm: PublicKey;
let stakeAccount: PublicKey;

const rpc = () => createSolanaRpc(t.chain.rpcUrl);

async function sdkFarm() {
  const state = await SdkFarmState.fetch(rpc(), address(farm.toBase58()));
  if (state === null) throw new Error('farms-sdk found no farm');
  return state;
}

async function sdkUser() {
  const [found] = await farms.getUserStatesForUserAndFarm(signer.address, address(farm.toBase58()));
  if (found === undefined) throw new Error('farms-sdk found no user state');
  return found;
}

async function land(...ixs: Instruction[]) {
  return landed(t, await send(t, [wallet], ...ixs.map(legacyInstruction)));
}

beforeAll(async () => {
  t = await startTestChain({ seed: 'farms-sdk', handlers: [farmsHandler] });
  farms = new Farms(rpc());
  farm = strategyFarms(t)[2] as PublicKey;
  wallet = Keypair.generate();
  t.chain.ledger.writeAccount(wallet.publicKey, {
    lamports: 5n * BigInt(LAMPORTS_PER_SOL),
    owner: SystemProgram.programId,
    data: new Uint8Array(),
    executable: false,
    rentEpoch: RENT_EXEMPT_EPOCH,
  });
  signer = await createKeyPairSignerFromBytes(wallet.secretKey);
  // The SDK stakes from the wallet's associated token account of the farm's token.
  const mint = toPublicKey(readFarm(t, farm).token.mint);
  stakeAccount = toPublicKey(
    associatedTokenAddress(wallet.publicKey, mint, TOKEN_PROGRAM_ID).address,
  );
  writeTokenAccount(t.chain.ledger, stakeAccount, toPublicKey(TOKEN_PROGRAM_ID), {
    mint: mint.toBase58(),
    owner: wallet.publicKey.toBase58(),
    amount: STAKE,
  });
});
afterAll(() => t.chain.close());

describe('farms-sdk 3.2.24 against the sandbox', () => {
  it('uses the program the sandbox emulates', () => {
    expect(farms.getProgramID().toString()).toBe(FARMS_PROGRAM_ID.toBase58());
  });

  it('join and stake built by the SDK land, and the SDK reads the stake back', async () => {
    const before = await sdkFarm();
    const mint = before.token.mint;
    await land(
      await farms.createNewUserIx(signer, address(farm.toBase58())),
      await farms.stakeIx(
        signer,
        address(farm.toBase58()),
        new Decimal(STAKE.toString()),
        mint,
        none(),
      ),
    );
    const { userState } = await sdkUser();
    // No warm-up on the world's farms: the stake is active at once, WAD-scaled.
    expect(BigInt(userState.activeStakeScaled.toString())).toBe(STAKE * WAD);
    expect(userState.owner).toBe(signer.address);
    const after = await sdkFarm();
    expect(BigInt(after.totalStakedAmount.toString())).toBe(
      BigInt(before.totalStakedAmount.toString()) + STAKE,
    );
    expect(tokenBalance(t, stakeAccount)).toBe(0n);
  });

  it('a harvest built by the SDK pays what its calculatePendingRewards predicts, less the treasury fee', async () => {
    t.chain.ledger.advanceSlots(300);
    const farmBefore = await sdkFarm();
    const { key, userState } = await sdkUser();
    const reward = farmBefore.rewardInfos[0];
    if (reward === undefined) throw new Error('the farm pays no reward');
    const mint = reward.token.mint;
    const [ataIxs, harvestIxs] = await farms.claimForUserForFarmRewardIx(
      signer,
      address(farm.toBase58()),
      mint,
      false,
      0,
    );
    const rewardAccount = toPublicKey(
      associatedTokenAddress(
        wallet.publicKey,
        new PublicKey(mint),
        new PublicKey(reward.token.tokenProgram),
      ).address,
    );
    const treasury = toPublicKey(
      rewardTreasuryVaultPda(new PublicKey(farmBefore.globalConfig), new PublicKey(mint)).address,
    );
    const treasuryBefore = tokenBalance(t, treasury);
    const { now } = await land(...ataIxs.map(([, ix]) => ix), ...harvestIxs);
    expect(key).toBe(harvestIxs[0]?.accounts?.[1]?.address);
    const predicted = BigInt(
      calculatePendingRewards(farmBefore, userState, 0, new Decimal(now.toString()), null).toFixed(
        0,
      ),
    );
    const paid = tokenBalance(t, rewardAccount) + (tokenBalance(t, treasury) - treasuryBefore);
    expect(predicted).toBeGreaterThan(0n);
    // The SDK rounds the user's share of the issuance where the program floors it.
    expect(predicted - paid >= 0n && predicted - paid <= 1n, `SDK ${predicted}, paid ${paid}`).toBe(
      true,
    );
    const { userState: after } = await sdkUser();
    expect(after.rewardsIssuedUnclaimed[0]?.toString()).toBe('0');
    expect(after.lastClaimTs[0]?.toString()).toBe(now.toString());
  });

  it('unstake and withdraw built by the SDK land: the SDK reads no stake left, the tokens are back', async () => {
    const before = await sdkFarm();
    const { key } = await sdkUser();
    await land(
      await farms.unstakeIx(
        signer,
        address(farm.toBase58()),
        new Decimal((STAKE * WAD).toString()),
        none(),
      ),
      await farms.withdrawUnstakedDepositIx(
        signer,
        key,
        address(farm.toBase58()),
        before.token.mint,
      ),
    );
    const { userState } = await sdkUser();
    expect(userState.activeStakeScaled.toString()).toBe('0');
    expect(userState.pendingWithdrawalUnstakeScaled.toString()).toBe('0');
    const after = await sdkFarm();
    expect(BigInt(after.totalStakedAmount.toString())).toBe(
      BigInt(before.totalStakedAmount.toString()) - STAKE,
    );
    expect(tokenBalance(t, stakeAccount)).toBe(STAKE);
  });
});
