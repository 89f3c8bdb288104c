import { sameAddress, TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createDepositEntryInstruction,
  decodeRegistrar,
  decodeVoter,
  decodeVoterWeightRecord,
  depositWithLockupInstructions,
  encodeTokenOwnerRecord,
  resetLockupInstruction,
  tokenOwnerRecordAddress,
  updateVoterWeightRecordInstruction,
  VSR_PROGRAM_ID,
  voterAddress,
  voterVaultAddress,
  voterWeightRecordAddress,
  withdrawInstruction,
} from '@keel/governance-registry';
import {
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  Transaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferChecked } from '../../test-support/spl-instructions';
import { sendLanded, startTestChain, type TestChain } from '../../test-support/test-chain';
import { vsrHandler } from './vsr-handler';

let t: TestChain;
const VSR = VSR_PROGRAM_ID.toBase58();

beforeAll(async () => {
  t = await startTestChain({ seed: 'vsr', handlers: [vsrHandler] });
});
afterAll(() => t.chain.close());

function governance() {
  const world = t.chain.world.governance;
  const registrarAddress = new PublicKey(world.registrar.address);
  const registrarAccount = t.chain.ledger.readAccount(registrarAddress);
  if (registrarAccount === null) throw new Error('registrar not written');
  const registrar = decodeRegistrar(registrarAddress, registrarAccount);
  const mint = new PublicKey(world.token.mint);
  return { world, registrar, mint, decimals: world.token.decimals };
}

async function send(signers: Keypair[], ...instructions: TransactionInstruction[]) {
  return sendLanded(t.connection, new Transaction().add(...instructions), signers);
}

/** The program's failure (code and logs) for a transaction, through preflight. */
async function failure(signers: Keypair[], ...instructions: TransactionInstruction[]) {
  try {
    await send(signers, ...instructions);
  } catch (caught) {
    if (!(caught instanceof SendTransactionError)) throw caught;
    const logs = caught.logs ?? [];
    return { message: caught.message, logs };
  }
  throw new Error('the transaction landed');
}

/** A new wallet with SOL and `tokens` native tokens sent by the ordinary wallet. */
async function fundedWallet(tokens: bigint) {
  const { mint, decimals } = governance();
  const wallet = Keypair.generate();
  await t.connection.requestAirdrop(wallet.publicKey, 2 * LAMPORTS_PER_SOL);
  const source = t.chain.world.wallets
    .find((w) => w.role === 'ordinary')
    ?.tokens.find((b) => b.mint === mint.toBase58());
  if (source === undefined) throw new Error('the ordinary wallet holds no native token');
  const ata = createAssociatedTokenAccountIdempotentInstruction({
    payer: t.ordinary.publicKey,
    owner: wallet.publicKey,
    mint,
  });
  const destination = ata.keys[1]?.pubkey as PublicKey;
  await send(
    [t.ordinary],
    ata,
    transferChecked(
      new PublicKey(source.account),
      mint,
      destination,
      t.ordinary.publicKey,
      tokens,
      decimals,
      toPublicKey(TOKEN_PROGRAM_ID),
    ),
  );
  return { wallet, tokenAccount: destination };
}

function readVoterOf(wallet: PublicKey) {
  const { registrar } = governance();
  const address = voterAddress(registrar.address, wallet).address;
  const account = t.chain.ledger.readAccount(toPublicKey(address));
  return account === null ? null : decodeVoter(address, account);
}

async function stake(wallet: Keypair, amount: bigint, periods = 30) {
  const { registrar, mint } = governance();
  const { instructions, depositEntryIndex } = depositWithLockupInstructions({
    registrar,
    voter: readVoterOf(wallet.publicKey),
    wallet: wallet.publicKey,
    mint,
    amountNative: amount,
    kind: 'cliff',
    periods,
  });
  const signature = await send([wallet], ...instructions);
  return { signature, depositEntryIndex };
}

describe('the emulated voter-stake-registry', () => {
  it('creates a voter, opens a cliff lockup and deposits, moving real tokens into the vault', async () => {
    const { registrar, mint } = governance();
    const { wallet, tokenAccount } = await fundedWallet(5_000_000_000n);
    const { signature, depositEntryIndex } = await stake(wallet, 1_500_000_000n);

    const voter = readVoterOf(wallet.publicKey);
    const entry = voter?.deposits[depositEntryIndex];
    expect(entry).toMatchObject({
      isUsed: true,
      amountDepositedNative: 1_500_000_000n,
      amountInitiallyLockedNative: 1_500_000_000n,
      votingMintConfigIdx: 0,
    });
    expect(entry?.lockup.kind).toBe('cliff');
    expect((entry?.lockup.endTs ?? 0n) - (entry?.lockup.startTs ?? 0n)).toBe(30n * 86_400n);
    const vault = voterVaultAddress(
      voterAddress(registrar.address, wallet.publicKey).address,
      mint,
    );
    expect((await t.connection.getTokenAccountBalance(toPublicKey(vault))).value.amount).toBe(
      '1500000000',
    );
    expect((await t.connection.getTokenAccountBalance(tokenAccount)).value.amount).toBe(
      '3500000000',
    );

    const recorded = await t.connection.getTransaction(signature, {
      maxSupportedTransactionVersion: 0,
    });
    const logs = recorded?.meta?.logMessages ?? [];
    expect(logs).toContain('Program log: Instruction: CreateVoter');
    expect(logs).toContain('Program log: Instruction: CreateDepositEntry');
    expect(logs).toContain(
      `Program log: Deposited amount 1500000000 at deposit index 0 with lockup kind Cliff and ${30 * 86_400} seconds left`,
    );
    expect(logs).toContain(`Program ${TOKEN_PROGRAM_ID.toBase58()} invoke [2]`);
    expect(recorded?.meta?.innerInstructions?.map((inner) => inner.index)).toEqual([0, 1, 2]);
  });

  it('writes the voter weight of the program’s formula, valid in this slot', async () => {
    const { registrar, mint } = governance();
    const { wallet } = await fundedWallet(1_000_000_000n);
    await stake(wallet, 1_000_000_000n, 365);
    const slotBefore = t.chain.ledger.slot;
    await send(
      [wallet],
      updateVoterWeightRecordInstruction({
        registrar: registrar.address,
        voterAuthority: wallet.publicKey,
      }),
    );
    const address = voterWeightRecordAddress(registrar.address, wallet.publicKey).address;
    const record = decodeVoterWeightRecord(
      address,
      t.chain.ledger.readAccount(toPublicKey(address)) ?? {
        owner: VSR_PROGRAM_ID,
        data: new Uint8Array(),
      },
    );
    // Slots tick in real time: the record's expiry is the slot it was written in, and the
    // weight is the one at that slot's time.
    const slot = Number(record.voterWeightExpiry);
    expect(slot).toBeGreaterThanOrEqual(slotBefore);
    expect(slot).toBeLessThanOrEqual(t.chain.ledger.slot);
    // One cliff deposit (VSR.md §5): baseline = scale(shift(amount), baseline factor),
    // locked = maxExtra × min(seconds left, saturation) / saturation.
    const config = registrar.votingMints.find((c) => sameAddress(c.mint, mint));
    const entry = readVoterOf(wallet.publicKey)?.deposits.find((d) => d.isUsed);
    if (config === undefined || entry === undefined) throw new Error('no deposit');
    const now = BigInt(t.chain.ledger.blockTime(slot)) + registrar.timeOffset;
    const shift = (amount: bigint) =>
      config.digitShift < 0
        ? amount / 10n ** BigInt(-config.digitShift)
        : amount * 10n ** BigInt(config.digitShift);
    const baseline =
      (shift(entry.amountDepositedNative) * config.baselineVoteWeightScaledFactor) / 1_000_000_000n;
    const maxExtra =
      (shift(entry.amountInitiallyLockedNative) * config.maxExtraLockupVoteWeightScaledFactor) /
      1_000_000_000n;
    const left = entry.lockup.endTs > now ? entry.lockup.endTs - now : 0n;
    const saturation = config.lockupSaturationSecs;
    const locked = (maxExtra * (left < saturation ? left : saturation)) / saturation;
    expect(record.voterWeight).toBe(baseline + locked);
    expect(locked).toBeGreaterThan(0n);
  });

  it('extends a lockup, and refuses a shorter one with InvalidLockupPeriod (6010)', async () => {
    const { registrar } = governance();
    const { wallet } = await fundedWallet(1_000_000_000n);
    const { depositEntryIndex } = await stake(wallet, 1_000_000_000n, 30);
    const reset = (periods: number) =>
      resetLockupInstruction({
        registrar: registrar.address,
        voterAuthority: wallet.publicKey,
        depositEntryIndex,
        kind: 'cliff',
        periods,
      });
    const refused = await failure([wallet], reset(10));
    expect(refused.message).toContain('custom program error: 0x177a');
    // require_gte!(periods × period_secs, seconds_left) of reset_lockup.rs, with its values.
    expect(refused.logs).toContain(
      'Program log: AnchorError thrown in programs/voter-stake-registry/src/instructions/reset_lockup.rs:37. Error Code: InvalidLockupPeriod. Error Number: 6010. Error Message: .',
    );
    expect(refused.logs).toContain(`Program log: Left: ${10 * 86_400}`);
    expect(refused.logs.some((line) => /^Program log: Right: \d+$/.test(line))).toBe(true);
    expect(refused.logs.at(-1)).toBe(`Program ${VSR} failed: custom program error: 0x177a`);
    // The ledger's clock follows wall time, so the block the reset landed in lies between the two reads.
    const before = BigInt(t.chain.ledger.blockTime(t.chain.ledger.slot));
    await send([wallet], reset(60));
    const after = BigInt(t.chain.ledger.blockTime(t.chain.ledger.slot));
    const lockup = readVoterOf(wallet.publicKey)?.deposits[depositEntryIndex]?.lockup;
    expect(lockup?.kind).toBe('cliff');
    expect(lockup?.endTs).toBeGreaterThanOrEqual(before + 60n * 86_400n);
    expect(lockup?.endTs).toBeLessThanOrEqual(after + 60n * 86_400n);
    const weaker = await failure(
      [wallet],
      resetLockupInstruction({
        registrar: registrar.address,
        voterAuthority: wallet.publicKey,
        depositEntryIndex,
        kind: 'daily',
        periods: 90,
      }),
    );
    expect(weaker.message).toContain('custom program error: 0x1790'); // InvalidLockupKind
  });

  it('refuses a slot already in use, an unknown mint and a deposit index out of range', async () => {
    const { registrar, mint } = governance();
    const { wallet } = await fundedWallet(1_000_000_000n);
    const { depositEntryIndex } = await stake(wallet, 100_000_000n);
    const entry = (index: number, depositMint = mint) =>
      createDepositEntryInstruction({
        registrar: registrar.address,
        voterAuthority: wallet.publicKey,
        depositMint,
        depositEntryIndex: index,
        kind: 'cliff',
        periods: 10,
      });
    expect((await failure([wallet], entry(depositEntryIndex))).message).toContain('0x1777');
    expect((await failure([wallet], entry(32))).message).toContain('0x1776');
    const usdc = new PublicKey(t.chain.world.tokens.find((x) => x.symbol === 'USDC')?.mint ?? '');
    expect((await failure([wallet], entry(1, usdc))).message).toContain('0x1772');
  });

  it('checks the accounts as Anchor does: a voter at the wrong address, a missing signature', async () => {
    const { registrar } = governance();
    const { wallet } = await fundedWallet(1_000_000_000n);
    const { depositEntryIndex } = await stake(wallet, 100_000_000n);
    const other = Keypair.generate().publicKey;
    const wrongVoter = resetLockupInstruction({
      registrar: registrar.address,
      voterAuthority: wallet.publicKey,
      depositEntryIndex,
      kind: 'cliff',
      periods: 90,
    });
    const voterMeta = wrongVoter.keys[1];
    if (voterMeta) voterMeta.pubkey = toPublicKey(voterAddress(registrar.address, other).address);
    const seeds = await failure([wallet], wrongVoter);
    // The voter PDA of another wallet does not exist: Anchor fails loading it.
    expect(seeds.message).toContain('custom program error: 0xbc4'); // AccountNotInitialized 3012

    const unsigned = resetLockupInstruction({
      registrar: registrar.address,
      voterAuthority: wallet.publicKey,
      depositEntryIndex,
      kind: 'cliff',
      periods: 90,
    });
    const authorityMeta = unsigned.keys[2];
    if (authorityMeta) authorityMeta.isSigner = false;
    const notSigned = await failure([t.ordinary], unsigned);
    expect(notSigned.message).toContain('custom program error: 0xbc2'); // AccountNotSigner 3010
    expect(notSigned.logs).toContain(
      'Program log: AnchorError caused by account: voter_authority. Error Code: AccountNotSigner. Error Number: 3010. Error Message: The given account did not sign.',
    );
  });

  it('withdraws nothing locked: the voter without a token owner record fails as the program does', async () => {
    const { registrar, mint } = governance();
    const { wallet } = await fundedWallet(1_000_000_000n);
    const { depositEntryIndex } = await stake(wallet, 500_000_000n);
    const vault = voterVaultAddress(
      voterAddress(registrar.address, wallet.publicKey).address,
      mint,
    );
    const refused = await failure(
      [wallet],
      withdrawInstruction({
        registrar,
        voterAuthority: wallet.publicKey,
        mint,
        depositEntryIndex,
        amountNative: 1n,
      }),
    );
    // spl-governance's reader refuses a token owner record that does not exist (1101).
    expect(refused.message).toContain('custom program error: 0x44d');
    expect(refused.logs).toContain("Program log: GOVERNANCE-TOOLS-ERROR: Account doesn't exist");
    expect((await t.connection.getTokenAccountBalance(toPublicKey(vault))).value.amount).toBe(
      '500000000',
    );
  });

  it('refuses a world voter with unrelinquished votes, even for an expired deposit (506)', async () => {
    const { registrar, mint, world } = governance();
    const now = BigInt(t.chain.ledger.blockTime(t.chain.ledger.slot));
    const voting = world.voters.find((v) => {
      const tor = world.tokenOwnerRecords.find((r) => r.owner === v.wallet);
      return tor !== undefined && tor.unrelinquishedVotesCount > 0;
    });
    if (voting === undefined) throw new Error('no world voter with votes');
    const keys = voting.role === 'ordinary' ? t.ordinary : t.flagged;
    const voter = readVoterOf(keys.publicKey);
    const index = voter?.deposits.findIndex((d) => d.isUsed && d.lockup.endTs <= now) ?? -1;
    expect(index).toBeGreaterThanOrEqual(0);
    const before = (await t.connection.getTokenAccountBalance(new PublicKey(voting.vault))).value;
    const refused = await failure(
      [keys],
      withdrawInstruction({
        registrar,
        voterAuthority: keys.publicKey,
        mint,
        depositEntryIndex: index,
        amountNative: 1n,
      }),
    );
    expect(refused.message).toContain('custom program error: 0x1fa');
    expect(refused.logs).toContain(
      'Program log: GOVERNANCE-ERROR: All votes must be relinquished to withdraw governing tokens',
    );
    const after = (await t.connection.getTokenAccountBalance(new PublicKey(voting.vault))).value;
    expect(after.amount).toBe(before.amount);
  });

  it('withdraws unlocked tokens and refuses locked ones (6008)', async () => {
    const { registrar, mint } = governance();
    const { wallet, tokenAccount } = await fundedWallet(1_000_000_000n);
    await stake(wallet, 500_000_000n, 30);
    const { instructions, depositEntryIndex: free } = depositWithLockupInstructions({
      registrar,
      voter: readVoterOf(wallet.publicKey),
      wallet: wallet.publicKey,
      mint,
      amountNative: 200_000_000n,
      kind: 'none',
      periods: 0,
    });
    await send([wallet], ...instructions);
    // The wallet's spl-governance record, as CreateTokenOwnerRecord leaves it.
    const tor = tokenOwnerRecordAddress(
      registrar.realm,
      registrar.realmGoverningTokenMint,
      wallet.publicKey,
      registrar.governanceProgramId,
    ).address;
    t.chain.ledger.writeAccount(toPublicKey(tor), {
      lamports: 10_000_000n,
      owner: toPublicKey(registrar.governanceProgramId),
      data: encodeTokenOwnerRecord({
        realm: registrar.realm,
        governingTokenMint: registrar.realmGoverningTokenMint,
        governingTokenOwner: wallet.publicKey,
        governingTokenDepositAmount: 0n,
        unrelinquishedVotesCount: 0n,
        outstandingProposalCount: 0,
        version: 1,
        governanceDelegate: null,
      }),
      executable: false,
      rentEpoch: 0n,
    });
    const withdraw = (depositEntryIndex: number, amountNative: bigint) =>
      withdrawInstruction({
        registrar,
        voterAuthority: wallet.publicKey,
        mint,
        depositEntryIndex,
        amountNative,
      });
    const locked = await failure([wallet], withdraw(0, 100_000_000n));
    expect(locked.message).toContain('custom program error: 0x1778');
    await send([wallet], withdraw(free, 200_000_000n));
    expect(readVoterOf(wallet.publicKey)?.deposits[free]?.amountDepositedNative).toBe(0n);
    expect((await t.connection.getTokenAccountBalance(tokenAccount)).value.amount).toBe(
      '500000000',
    );
  });
});
