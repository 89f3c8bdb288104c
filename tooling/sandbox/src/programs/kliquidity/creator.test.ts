import {
  associatedTokenAddress,
  decodeOrcaPosition,
  decodeOrcaWhirlpool,
  ORCA_WHIRLPOOL_PROGRAM_ID,
  sameAddress,
  TOKEN_PROGRAM_ID,
  toPublicKey,
  WHIRLPOOL_STRATEGY_SIZE,
  type WhirlpoolStrategy,
} from '@keel/chain-readers';
import {
  type CreatorPool,
  configNumberValue,
  createStrategyInstructionGroups,
  depositAndInvestInstructions,
  openLiquidityPositionInstruction,
  plannedStrategy,
  readRebalanceParams,
  rebalanceParamsValue,
  updateStrategyConfigInstruction,
} from '@keel/liquidity-programs';
import { Keypair, type PublicKey, TransactionInstruction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../test-support/test-chain';
import { writeTokenAccount } from '../../world/accounts/spl-accounts';
import { kliquidityHandler } from './kliquidity-handler';
import {
  depositor,
  failure,
  programContext,
  readStrategy,
  send,
  tokenBalance,
  worldStrategy,
} from './kliquidity-test-kit';

let t: TestChain;

beforeAll(async () => {
  t = await startTestChain({ seed: 'kliquidity-creator', handlers: [kliquidityHandler] });
});
afterAll(() => t.chain.close());

const custom = (code: number) => `custom program error: 0x${code.toString(16)}`;

/** An Orca pool of the world (an existing strategy's) as the creator builders take it. */
function orcaPool(existing: WhirlpoolStrategy) {
  const account = t.chain.ledger.readAccount(toPublicKey(existing.pool));
  if (account === null) throw new Error('no pool');
  const whirlpool = decodeOrcaWhirlpool(existing.pool, account);
  const pool: CreatorPool = {
    address: existing.pool,
    dex: 'ORCA',
    tokenAMint: whirlpool.tokenMintA,
    tokenBMint: whirlpool.tokenMintB,
    tokenATokenProgram: existing.tokenATokenProgram,
    tokenBTokenProgram: existing.tokenBTokenProgram,
    tickSpacing: whirlpool.tickSpacing,
    poolTokenVaultA: whirlpool.tokenVaultA,
    poolTokenVaultB: whirlpool.tokenVaultB,
  };
  const spacing = whirlpool.tickSpacing;
  const around = Math.floor(whirlpool.tickCurrentIndex / spacing) * spacing;
  return { pool, tickLower: around - 20 * spacing, tickUpper: around + 20 * spacing };
}

async function create(admin: Keypair, existing: WhirlpoolStrategy) {
  const strategy = Keypair.generate();
  const positionMint = Keypair.generate();
  const { pool, tickLower, tickUpper } = orcaPool(existing);
  const context = {
    ...programContext(t),
    globalConfig: existing.globalConfig,
    tokenACollateralId: existing.tokenACollateralId,
    tokenBCollateralId: existing.tokenBCollateralId,
  };
  const groups = createStrategyInstructionGroups({
    ...context,
    admin: admin.publicKey,
    strategy: strategy.publicKey,
    pool,
    positionMint: positionMint.publicKey,
    tickLower,
    tickUpper,
    rentLamports: await t.connection.getMinimumBalanceForRentExemption(WHIRLPOOL_STRATEGY_SIZE),
    rebalanceType: 1,
    rebalanceParams: rebalanceParamsValue({
      method: 'PricePercentage',
      lowerBps: 500,
      upperBps: 800,
    }),
  });
  await send(t, [admin, strategy], ...groups.create);
  await send(t, [admin], ...groups.configure);
  await send(t, [admin, positionMint], ...groups.open);
  const planned = plannedStrategy({
    ...context,
    admin: admin.publicKey,
    strategy: strategy.publicKey,
    pool,
    positionMint: positionMint.publicKey,
    tickLower,
    tickUpper,
    decimalsA: existing.tokenAMintDecimals,
    decimalsB: existing.tokenBMintDecimals,
    rebalanceType: 1,
    rebalanceParams: rebalanceParamsValue({
      method: 'PricePercentage',
      lowerBps: 500,
      upperBps: 800,
    }),
  });
  return {
    address: strategy.publicKey,
    positionMint,
    pool,
    tickLower,
    tickUpper,
    context,
    planned,
  };
}

describe('DIY strategies: create, open a position, configure', () => {
  it('creates a community strategy the wallet administers, over the range, Active', async () => {
    const existing = worldStrategy(t, 'ORCA');
    const { wallet } = depositor(t, existing, 0n, 0n);
    const made = await create(wallet, existing);
    const strategy = readStrategy(t, made.address);
    expect(sameAddress(strategy.adminAuthority, wallet.publicKey)).toBe(true);
    expect(strategy.isCommunity).toBe(true);
    expect(strategy.status).toBe('Active');
    expect(strategy.strategyDex).toBe('ORCA');
    expect(sameAddress(strategy.pool, existing.pool)).toBe(true);
    expect(strategy.sharesIssued).toBe(0n);
    expect(strategy.rebalanceType).toBe(1);
    expect(readRebalanceParams(strategy.rebalanceType, strategy.rebalanceRaw.params)).toEqual({
      method: 'PricePercentage',
      lowerBps: 500,
      upperBps: 800,
    });
    const account = t.chain.ledger.readAccount(toPublicKey(strategy.position));
    expect(account?.owner.equals(toPublicKey(ORCA_WHIRLPOOL_PROGRAM_ID))).toBe(true);
    const position = decodeOrcaPosition(strategy.position, account ?? fail());
    expect(sameAddress(position.whirlpool, existing.pool)).toBe(true);
    expect([position.tickLowerIndex, position.tickUpperIndex]).toEqual([
      made.tickLower,
      made.tickUpper,
    ]);
    expect(position.liquidity).toBe(0n);
    // The position NFT sits in the base vault authority's account.
    expect(tokenBalance(t, toPublicKey(strategy.positionTokenAccount))).toBe(1n);
    // The vaults and shares mint exist at the program's addresses.
    expect(
      t.chain.ledger
        .readAccount(toPublicKey(strategy.tokenAVault))
        ?.owner.equals(toPublicKey(TOKEN_PROGRAM_ID)),
    ).toBe(true);
    expect(t.chain.ledger.readAccount(toPublicKey(strategy.sharesMint))).not.toBeNull();
    // What the product plans before the account exists is what the program wrote.
    const fields = [
      'adminAuthority',
      'baseVaultAuthority',
      'pool',
      'position',
      'positionTokenAccount',
      'tickArrayLower',
      'tickArrayUpper',
      'tokenAVault',
      'tokenBVault',
      'sharesMint',
      'sharesMintAuthority',
      'poolTokenVaultA',
      'poolTokenVaultB',
    ] as const;
    for (const field of fields) {
      expect(made.planned[field].toBase58(), field).toBe(strategy[field].toBase58());
    }
  });

  it('a deposit right after lands and invests into the new position', async () => {
    const existing = worldStrategy(t, 'ORCA');
    const { wallet, tokenA, tokenB } = depositor(t, existing, 50_000_000_000n, 50_000_000_000n);
    const made = await create(wallet, existing);
    const strategy = readStrategy(t, made.address);
    const shares = associatedTokenAddress(
      wallet.publicKey,
      strategy.sharesMint,
      TOKEN_PROGRAM_ID,
    ).address;
    writeTokenAccount(t.chain.ledger, toPublicKey(shares), toPublicKey(TOKEN_PROGRAM_ID), {
      mint: strategy.sharesMint.toBase58(),
      owner: wallet.publicKey.toBase58(),
      amount: 0n,
    });
    const beforeA = tokenBalance(t, tokenA);
    const beforeB = tokenBalance(t, tokenB);
    await send(
      t,
      [wallet],
      ...depositAndInvestInstructions({
        ...programContext(t),
        strategy,
        owner: wallet.publicKey,
        tokenMaxA: 1_000_000n,
        tokenMaxB: 1_000_000n,
      }),
    );
    const after = readStrategy(t, made.address);
    expect(after.sharesIssued).toBeGreaterThan(0n);
    expect(tokenBalance(t, toPublicKey(shares))).toBe(after.sharesIssued);
    expect(beforeA - tokenBalance(t, tokenA)).toBe(1_000_000n);
    expect(beforeB - tokenBalance(t, tokenB)).toBe(1_000_000n);
    const position = decodeOrcaPosition(
      after.position,
      t.chain.ledger.readAccount(toPublicKey(after.position)) ?? fail(),
    );
    expect(position.liquidity).toBeGreaterThan(0n);
    // Invested: what is left uninvested is less than what was deposited on at least one side.
    expect(after.tokenAAmounts < 1_000_000n || after.tokenBAmounts < 1_000_000n).toBe(true);
  });

  it('only the admin updates the config; others get InvalidAdminAuthority (6083)', async () => {
    const existing = worldStrategy(t, 'ORCA');
    const { wallet } = depositor(t, existing, 0n, 0n);
    const { wallet: other } = depositor(t, existing, 0n, 0n);
    const made = await create(wallet, existing);
    const update = (admin: PublicKey, mode: 'UpdateRebalanceType', value: Uint8Array) =>
      updateStrategyConfigInstruction({
        admin,
        strategy: made.address,
        globalConfig: existing.globalConfig,
        mode,
        value,
      });
    const refused = await failure(
      t,
      [other],
      update(other.publicKey, 'UpdateRebalanceType', configNumberValue(0)),
    );
    expect(refused.message).toContain(custom(6083));
    expect(refused.logs.join('\n')).toContain('Error Code: InvalidAdminAuthority');
    expect(readStrategy(t, made.address).rebalanceType).toBe(1);
    await send(t, [wallet], update(wallet.publicKey, 'UpdateRebalanceType', configNumberValue(0)));
    expect(readStrategy(t, made.address).rebalanceType).toBe(0);
    const unknown = await failure(
      t,
      [wallet],
      update(wallet.publicKey, 'UpdateRebalanceType', configNumberValue(9)),
    );
    expect(unknown.message).toContain(custom(6109));
  });

  it('refuses a range off the pool’s spacing, a second position and a reused account', async () => {
    const existing = worldStrategy(t, 'ORCA');
    const { wallet } = depositor(t, existing, 0n, 0n);
    const made = await create(wallet, existing);
    const positionMint = Keypair.generate();
    const again = await failure(
      t,
      [wallet, positionMint],
      openLiquidityPositionInstruction({
        ...made.context,
        admin: wallet.publicKey,
        strategy: made.address,
        pool: made.pool,
        positionMint: positionMint.publicKey,
        tickLower: made.tickLower,
        tickUpper: made.tickUpper,
      }),
    );
    expect(again.message).toContain(custom(6052));

    const strategy = Keypair.generate();
    const mint = Keypair.generate();
    const groups = createStrategyInstructionGroups({
      ...made.context,
      admin: wallet.publicKey,
      strategy: strategy.publicKey,
      pool: made.pool,
      positionMint: mint.publicKey,
      tickLower: made.tickLower,
      tickUpper: made.tickUpper,
      rentLamports: await t.connection.getMinimumBalanceForRentExemption(WHIRLPOOL_STRATEGY_SIZE),
      rebalanceType: 0,
      rebalanceParams: rebalanceParamsValue({ method: 'Manual' }),
    });
    await send(t, [wallet, strategy], ...groups.create);
    const [open] = groups.open;
    if (open === undefined) fail();
    // The program's own checks of the ticks (the builder refuses these before sending).
    const withTicks = (lower: number, upper: number) => {
      const data = Buffer.from(open.data);
      data.writeBigInt64LE(BigInt(lower), 8);
      data.writeBigInt64LE(BigInt(upper), 16);
      return new TransactionInstruction({ programId: open.programId, keys: open.keys, data });
    };
    const inverted = await failure(t, [wallet, mint], withTicks(made.tickUpper, made.tickUpper));
    expect(inverted.message).toContain(custom(6060));
    const tooLow = await failure(t, [wallet, mint], withTicks(-500_000, made.tickUpper));
    expect(tooLow.message).toContain(custom(6061));
    if (made.pool.tickSpacing > 1) {
      const off = await failure(t, [wallet, mint], withTicks(made.tickLower + 1, made.tickUpper));
      expect(off.message).toContain(custom(6063));
    }
    await send(t, [wallet, mint], open);
    expect(readStrategy(t, strategy.publicKey).status).toBe('Active');
    // initialize_strategy needs a zeroed account: a second run is refused.
    const [, initialize] = groups.create;
    const reused = await failure(t, [wallet], initialize ?? fail());
    expect(reused.message).toContain(custom(3000));
  });
});

function fail(): never {
  throw new Error('account missing');
}
