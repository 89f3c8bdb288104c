import {
  decodeMeteoraPosition,
  decodeOrcaPosition,
  decodeRaydiumPosition,
  findProgramAddress,
  KLIQUIDITY_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  toPublicKey,
  type WhirlpoolStrategy,
} from '@keel/chain-readers';
import {
  MEMO_PROGRAM_ID,
  poolEventAuthority,
  poolProgramOf,
  treasuryFeeVaultAddress,
} from '@keel/liquidity-programs';
import {
  Keypair,
  LAMPORTS_PER_SOL,
  type PublicKey,
  SYSVAR_INSTRUCTIONS_PUBKEY,
  SystemProgram,
  TransactionInstruction,
} from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENT_EXEMPT_EPOCH } from '../../chain/ledger-account';
import { startTestChain, type TestChain } from '../../test-support/test-chain';
import { writeTokenAccount } from '../../world/accounts/spl-accounts';
import { kliquidityHandler } from './kliquidity-handler';
import { COLLECT_FEES_AND_REWARDS_SPEC, discriminatorOf } from './kliquidity-instructions';
import { failure, readStrategy, send, tokenBalance, worldStrategy } from './kliquidity-test-kit';

let t: TestChain;

beforeAll(async () => {
  t = await startTestChain({ seed: 'kliquidity-collect', handlers: [kliquidityHandler] });
});
afterAll(() => t.chain.close());

const custom = (code: number) => `custom program error: 0x${code.toString(16)}`;

function funded(): Keypair {
  const wallet = Keypair.generate();
  t.chain.ledger.writeAccount(wallet.publicKey, {
    lamports: BigInt(LAMPORTS_PER_SOL),
    owner: SystemProgram.programId,
    data: new Uint8Array(),
    executable: false,
    rentEpoch: RENT_EXEMPT_EPOCH,
  });
  return wallet;
}

/** The instruction built from the IDL's account list, as the strategy's fields name them. */
function collectInstruction(
  strategy: WhirlpoolStrategy,
  user: PublicKey,
  override: Partial<Record<string, PublicKey>> = {},
): TransactionInstruction {
  const unused = strategy.baseVaultAuthority;
  const rewardVault = (i: number) => {
    const reward = strategy.rewards[i];
    return reward !== undefined && reward.decimals > 0 ? reward.vault : unused;
  };
  const accounts: Record<string, PublicKey> = {
    user,
    strategy: toPublicKey(strategy.address),
    globalConfig: toPublicKey(strategy.globalConfig),
    baseVaultAuthority: toPublicKey(strategy.baseVaultAuthority),
    pool: toPublicKey(strategy.pool),
    tickArrayLower: toPublicKey(strategy.tickArrayLower),
    tickArrayUpper: toPublicKey(strategy.tickArrayUpper),
    position: toPublicKey(strategy.position),
    raydiumProtocolPositionOrBaseVaultAuthority: toPublicKey(
      strategy.raydiumProtocolPositionOrBaseVaultAuthority,
    ),
    positionTokenAccount: toPublicKey(strategy.positionTokenAccount),
    tokenAVault: toPublicKey(strategy.tokenAVault),
    poolTokenVaultA: toPublicKey(strategy.poolTokenVaultA),
    tokenBVault: toPublicKey(strategy.tokenBVault),
    poolTokenVaultB: toPublicKey(strategy.poolTokenVaultB),
    treasuryFeeTokenAVault: toPublicKey(treasuryFeeVaultAddress(strategy.tokenAMint).address),
    treasuryFeeTokenBVault: toPublicKey(treasuryFeeVaultAddress(strategy.tokenBMint).address),
    treasuryFeeVaultAuthority: toPublicKey(
      findProgramAddress(['treasury_fee_vault_authority'], KLIQUIDITY_PROGRAM_ID).address,
    ),
    reward0Vault: toPublicKey(rewardVault(0)),
    reward1Vault: toPublicKey(rewardVault(1)),
    reward2Vault: toPublicKey(rewardVault(2)),
    poolRewardVault0: toPublicKey(unused),
    poolRewardVault1: toPublicKey(unused),
    poolRewardVault2: toPublicKey(unused),
    tokenAMint: toPublicKey(strategy.tokenAMint),
    tokenBMint: toPublicKey(strategy.tokenBMint),
    tokenATokenProgram: toPublicKey(strategy.tokenATokenProgram),
    tokenBTokenProgram: toPublicKey(strategy.tokenBTokenProgram),
    memoProgram: toPublicKey(MEMO_PROGRAM_ID),
    tokenProgram: toPublicKey(TOKEN_PROGRAM_ID),
    tokenProgram2022: toPublicKey(TOKEN_2022_PROGRAM_ID),
    poolProgram: toPublicKey(poolProgramOf(strategy.strategyDex)),
    instructionSysvarAccount: SYSVAR_INSTRUCTIONS_PUBKEY,
    eventAuthority: toPublicKey(poolEventAuthority(strategy.strategyDex) ?? KLIQUIDITY_PROGRAM_ID),
    ...override,
  };
  return new TransactionInstruction({
    programId: toPublicKey(KLIQUIDITY_PROGRAM_ID),
    keys: COLLECT_FEES_AND_REWARDS_SPEC.accounts.map((spec) => {
      const pubkey = accounts[spec.name];
      if (pubkey === undefined) throw new Error(`no ${spec.name}`);
      return { pubkey, isSigner: spec.mode === 'ws', isWritable: spec.mode.startsWith('w') };
    }),
    data: Buffer.from(discriminatorOf(COLLECT_FEES_AND_REWARDS_SPEC), 'hex'),
  });
}

/** The fees the strategy's pool position is owed, read with the pool layouts' decoders. */
function owedOf(strategy: WhirlpoolStrategy): { a: bigint; b: bigint } {
  const account = t.chain.ledger.readAccount(toPublicKey(strategy.position));
  if (account === null) throw new Error('no position');
  if (strategy.strategyDex === 'ORCA') {
    const position = decodeOrcaPosition(strategy.position, account);
    return { a: position.feeOwedA, b: position.feeOwedB };
  }
  if (strategy.strategyDex === 'RAYDIUM') {
    const position = decodeRaydiumPosition(strategy.position, account);
    return { a: position.tokenFeesOwed0, b: position.tokenFeesOwed1 };
  }
  // PositionV2 fee_infos: 70 × 48 bytes at 4552, fee_x / fee_y pending at +32 / +40.
  const data = Buffer.from(account.data);
  let a = 0n;
  let b = 0n;
  for (let i = 0; i < 70; i += 1) {
    a += data.readBigUInt64LE(4552 + i * 48 + 32);
    b += data.readBigUInt64LE(4552 + i * 48 + 40);
  }
  return { a, b };
}

describe.each(['ORCA', 'RAYDIUM', 'METEORA'] as const)('%s collectFeesAndRewards', (dex) => {
  it('moves the fees the position is owed from the pool’s vaults to the strategy’s', async () => {
    const before = worldStrategy(t, dex);
    const owed = owedOf(before);
    // The world's positions have earned fees (one turnover at the fee tier).
    expect(owed.a > 0n && owed.b > 0n).toBe(true);
    const treasuryA = treasuryFeeVaultAddress(before.tokenAMint).address;
    const balances = () => ({
      poolA: tokenBalance(t, toPublicKey(before.poolTokenVaultA)),
      poolB: tokenBalance(t, toPublicKey(before.poolTokenVaultB)),
      vaultA: tokenBalance(t, toPublicKey(before.tokenAVault)),
      vaultB: tokenBalance(t, toPublicKey(before.tokenBVault)),
      treasuryA: tokenBalance(t, toPublicKey(treasuryA)),
    });
    const was = balances();
    const user = funded();
    await send(t, [user], collectInstruction(before, user.publicKey));
    const after = readStrategy(t, toPublicKey(before.address));
    const now = balances();
    const feeA = (owed.a * before.feesFee) / 10_000n;
    const feeB = (owed.b * before.feesFee) / 10_000n;
    expect(now.poolA).toBe(was.poolA - owed.a);
    expect(now.poolB).toBe(was.poolB - owed.b);
    expect(now.vaultA).toBe(was.vaultA + owed.a - feeA);
    expect(now.vaultB).toBe(was.vaultB + owed.b - feeB);
    expect(now.treasuryA).toBe(was.treasuryA + feeA);
    // The strategy counts them as uninvested and in its cumulative fees; the position owes nothing.
    expect(after.tokenAAmounts).toBe(before.tokenAAmounts + owed.a - feeA);
    expect(after.tokenBAmounts).toBe(before.tokenBAmounts + owed.b - feeB);
    expect(after.feesACumulative).toBe(before.feesACumulative + owed.a);
    expect(after.feesBCumulative).toBe(before.feesBCumulative + owed.b);
    expect(owedOf(after)).toEqual({ a: 0n, b: 0n });
    if (dex === 'METEORA') {
      const account = t.chain.ledger.readAccount(toPublicKey(before.position));
      const position = account && decodeMeteoraPosition(before.position, account);
      expect(position?.totalClaimedFeeXAmount).toBe(owed.a);
    }
    // Collecting again finds nothing owed and moves nothing.
    await send(t, [user], collectInstruction(after, user.publicKey));
    expect(tokenBalance(t, toPublicKey(before.poolTokenVaultA))).toBe(now.poolA);
    expect(readStrategy(t, toPublicKey(before.address)).feesACumulative).toBe(
      after.feesACumulative,
    );
  });
});

describe('collectFeesAndRewards rewards and refusals', () => {
  it('an Orca reward slot the strategy uses: the owed reward moves to the strategy’s reward vault', async () => {
    const strategy = worldStrategy(t, 'ORCA');
    const rewardMint = strategy.tokenAMint;
    const poolRewardVault = Keypair.generate().publicKey;
    const strategyRewardVault = Keypair.generate().publicKey;
    writeTokenAccount(t.chain.ledger, poolRewardVault, toPublicKey(TOKEN_PROGRAM_ID), {
      mint: rewardMint.toBase58(),
      owner: strategy.pool.toBase58(),
      amount: 5_000_000n,
    });
    writeTokenAccount(t.chain.ledger, strategyRewardVault, toPublicKey(TOKEN_PROGRAM_ID), {
      mint: rewardMint.toBase58(),
      owner: strategy.baseVaultAuthority.toBase58(),
      amount: 0n,
    });
    const patch = (address: PublicKey, edit: (data: Buffer) => void) => {
      const account = t.chain.ledger.readAccount(address);
      if (account === null) throw new Error('missing');
      const data = Buffer.from(account.data);
      edit(data);
      t.chain.ledger.writeAccount(address, { ...account, data });
    };
    // Strategy reward slot 0 (vault at 824, decimals at 864), the pool's reward 0 vault (269 +
    // 32) and the position's reward 0 amount owed (144 + 16).
    patch(toPublicKey(strategy.address), (data) => {
      strategyRewardVault.toBuffer().copy(data, 824);
      data.writeBigUInt64LE(6n, 864);
    });
    patch(toPublicKey(strategy.pool), (data) => {
      data.set(rewardMint.toBytes(), 269);
      poolRewardVault.toBuffer().copy(data, 269 + 32);
    });
    patch(toPublicKey(strategy.position), (data) => data.writeBigUInt64LE(1_234_567n, 144 + 16));
    const configured = readStrategy(t, toPublicKey(strategy.address));
    const user = funded();
    const wrong = await failure(
      t,
      [user],
      collectInstruction(configured, user.publicKey, { poolRewardVault0: strategyRewardVault }),
    );
    expect(wrong.message).toContain(custom(6019));
    expect(wrong.logs.join('\n')).toContain('Error Code: InvalidRewardMapping');
    await send(
      t,
      [user],
      collectInstruction(configured, user.publicKey, { poolRewardVault0: poolRewardVault }),
    );
    expect(tokenBalance(t, strategyRewardVault)).toBe(1_234_567n);
    expect(tokenBalance(t, poolRewardVault)).toBe(5_000_000n - 1_234_567n);
    const after = readStrategy(t, toPublicKey(strategy.address));
    expect(after.rewards[0]?.amountCumulative).toBe(
      (configured.rewards[0]?.amountCumulative ?? 0n) + 1_234_567n,
    );
    const position = t.chain.ledger.readAccount(toPublicKey(strategy.position));
    expect(
      position && decodeOrcaPosition(strategy.position, position).rewardInfos[0]?.amountOwed,
    ).toBe(0n);
  });

  it('a treasury vault of another mint: ConstraintSeeds; another pool program: WrongDEXProgramID', async () => {
    const strategy = worldStrategy(t, 'RAYDIUM');
    const user = funded();
    const seeds = await failure(
      t,
      [user],
      collectInstruction(strategy, user.publicKey, {
        treasuryFeeTokenAVault: toPublicKey(treasuryFeeVaultAddress(strategy.tokenBMint).address),
      }),
    );
    expect(seeds.message).toContain(custom(2006));
    const program = await failure(
      t,
      [user],
      collectInstruction(strategy, user.publicKey, {
        poolProgram: toPublicKey(poolProgramOf('ORCA')),
      }),
    );
    expect(program.logs.join('\n')).toContain('Error Code: WrongDEXProgramID');
    expect(readStrategy(t, toPublicKey(strategy.address)).feesACumulative).toBe(
      strategy.feesACumulative,
    );
  });
});
