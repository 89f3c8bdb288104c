import {
  decodeMeteoraBinArray,
  decodeMeteoraLbPair,
  decodeMeteoraPosition,
  decodeOrcaPosition,
  decodeRaydiumPosition,
  meteoraBinArrayIndex,
  meteoraBinSlot,
  toPublicKey,
  type WhirlpoolStrategy,
} from '@keel/chain-readers';
import {
  amountToLamports,
  dlmmBinShareAmounts,
  dlmmPositionAmounts,
  lamportsToAmount,
  MathDecimal,
  positionTokenAmounts,
  strategySharePrice,
  strategyTvl,
} from '@keel/core-math';
import {
  depositAndInvestInstructions,
  depositInstruction,
  readStrategyWriteState,
  treasuryFeeVaultAddress,
  withdrawInstruction,
} from '@keel/liquidity-programs';
import { PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../test-support/test-chain';
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
  t = await startTestChain({ seed: 'kliquidity', handlers: [kliquidityHandler] });
});
afterAll(() => t.chain.close());

const custom = (code: number) => `custom program error: 0x${code.toString(16)}`;

/** The DLMM position's share of its bins (its pair's bin arrays = the strategy's tick arrays). */
function dlmmValue(strategy: WhirlpoolStrategy) {
  const read = (key: PublicKey) => {
    const account = t.chain.ledger.readAccount(key);
    if (account === null) throw new Error(`no account ${key.toBase58()}`);
    return account;
  };
  const position = decodeMeteoraPosition(strategy.position, read(toPublicKey(strategy.position)));
  const arrays = [strategy.tickArrayLower, strategy.tickArrayUpper].map((key) =>
    decodeMeteoraBinArray(key, read(toPublicKey(key))),
  );
  return dlmmPositionAmounts({
    lowerBinId: position.lowerBinId,
    upperBinId: position.upperBinId,
    liquidityShares: position.liquidityShares,
    binAt: (binId) => {
      const array = arrays.find((a) => a.index === meteoraBinArrayIndex(binId));
      const slot = array && meteoraBinSlot(array.index, binId);
      return array && slot !== undefined ? array.bins[slot] : undefined;
    },
  });
}

/** A DLMM position's 70 liquidity shares, as stored. */
function positionShares(position: PublicKey): bigint[] {
  const account = t.chain.ledger.readAccount(position);
  if (account === null) throw new Error('no DLMM position');
  return decodeMeteoraPosition(position, account).liquidityShares;
}

/** The position's bins: id, the position's share and the bin (reserves, supply). */
function dlmmBins(strategy: WhirlpoolStrategy) {
  const read = (key: PublicKey) => t.chain.ledger.readAccount(key) ?? fail();
  const position = decodeMeteoraPosition(strategy.position, read(toPublicKey(strategy.position)));
  const arrays = [strategy.tickArrayLower, strategy.tickArrayUpper].map((key) =>
    decodeMeteoraBinArray(key, read(toPublicKey(key))),
  );
  const bins = [];
  for (let binId = position.lowerBinId; binId <= position.upperBinId; binId += 1) {
    const array = arrays.find((candidate) => candidate.index === meteoraBinArrayIndex(binId));
    const slot = array && meteoraBinSlot(array.index, binId);
    const bin = array && slot !== undefined ? array.bins[slot] : undefined;
    if (bin === undefined) throw new Error(`bin ${binId} not in the strategy's bin arrays`);
    bins.push({ binId, share: position.liquidityShares[binId - position.lowerBinId] ?? 0n, bin });
  }
  return bins;
}

function fail(): never {
  throw new Error('account missing');
}

/** Position liquidity and the holdings valued with core-math at the world's USD prices. */
function valued(strategy: WhirlpoolStrategy) {
  const priceOf = (mint: PublicKey) =>
    t.chain.world.tokens.find((token) => token.mint === mint.toBase58())?.priceUsd ?? '0';
  const account = t.chain.ledger.readAccount(toPublicKey(strategy.position));
  let liquidity = 0n;
  let invested = { a: new MathDecimal(0), b: new MathDecimal(0) };
  if (account !== null && strategy.strategyDex === 'METEORA') {
    invested = dlmmValue(strategy);
    liquidity = decodeMeteoraPosition(strategy.position, account).liquidityShares.reduce(
      (sum, share) => sum + share,
      0n,
    );
  } else if (account !== null) {
    const position =
      strategy.strategyDex === 'ORCA'
        ? decodeOrcaPosition(strategy.position, account)
        : decodeRaydiumPosition(strategy.position, account);
    const pool = t.chain.ledger.readAccount(toPublicKey(strategy.pool));
    const sqrtPrice = Buffer.from(pool?.data ?? []).subarray(
      strategy.strategyDex === 'ORCA' ? 65 : 253,
    );
    const sqrtPriceX64 = sqrtPrice.readBigUInt64LE(0) + (sqrtPrice.readBigUInt64LE(8) << 64n);
    liquidity = position.liquidity;
    invested = positionTokenAmounts({
      liquidity: liquidity.toString(),
      sqrtPriceX64: sqrtPriceX64.toString(),
      tickLower: position.tickLowerIndex,
      tickUpper: position.tickUpperIndex,
    });
  }
  const side = (
    available: bigint,
    investedRaw: InstanceType<typeof MathDecimal>,
    decimals: number,
    mint: PublicKey,
  ) => ({
    available: available.toString(),
    invested: investedRaw.toFixed(0),
    decimals,
    price: priceOf(mint),
  });
  const tvl = strategyTvl(
    side(
      strategy.tokenAAmounts,
      invested.a,
      strategy.tokenAMintDecimals,
      toPublicKey(strategy.tokenAMint),
    ),
    side(
      strategy.tokenBAmounts,
      invested.b,
      strategy.tokenBMintDecimals,
      toPublicKey(strategy.tokenBMint),
    ),
  );
  return {
    liquidity,
    tvl,
    sharePrice: strategySharePrice(
      tvl.totalUsd,
      strategy.sharesIssued,
      strategy.sharesMintDecimals,
    ),
    priceOf,
  };
}

/** A deposit worth about `usd` in the strategy's ratio, offered with 10 % spare of B. */
function offer(strategy: WhirlpoolStrategy, usd: number) {
  const { tvl, priceOf } = valued(strategy);
  const share = new MathDecimal(usd).div(tvl.totalUsd);
  return {
    a: amountToLamports(tvl.totalA.times(share), strategy.tokenAMintDecimals),
    b: amountToLamports(tvl.totalB.times(share).times('1.1'), strategy.tokenBMintDecimals),
    priceOf,
  };
}

describe.each(['ORCA', 'RAYDIUM', 'METEORA'] as const)('%s strategy', (dex) => {
  it('deposit + invest: both tokens in the strategy’s ratio, shares at the share price', async () => {
    const before = worldStrategy(t, dex);
    const valueBefore = valued(before);
    // What the forms read (liquidity-programs) is what the program holds.
    const state = await readStrategyWriteState(t.connection, before.address);
    expect(state.holdings.totalA).toBe(
      amountToLamports(valueBefore.tvl.totalA, before.tokenAMintDecimals),
    );
    expect(state.holdings.totalB).toBe(
      amountToLamports(valueBefore.tvl.totalB, before.tokenBMintDecimals),
    );
    const { a, b } = offer(before, 1_000);
    const user = depositor(t, before, a, b);
    await send(
      t,
      [user.wallet],
      ...depositAndInvestInstructions({
        ...programContext(t),
        strategy: before,
        owner: user.wallet.publicKey,
        tokenMaxA: a,
        tokenMaxB: b,
      }),
    );
    const after = readStrategy(t, toPublicKey(before.address));
    const spentA = a - tokenBalance(t, user.tokenA);
    const spentB = b - tokenBalance(t, user.tokenB);
    // A limits: all of it is taken, and B only in the ratio (the 10 % spare stays).
    expect(spentA).toBe(a);
    expect(spentB).toBeLessThan(b);
    const ratio = lamportsToAmount(spentB, before.tokenBMintDecimals).div(
      lamportsToAmount(spentA, before.tokenAMintDecimals),
    );
    const held = valueBefore.tvl.totalB.div(valueBefore.tvl.totalA);
    expect(ratio.div(held).minus(1).abs().lt('0.0001')).toBe(true);
    const minted = tokenBalance(t, user.shares);
    expect(after.sharesIssued - before.sharesIssued).toBe(minted);
    const depositUsd = lamportsToAmount(spentA, before.tokenAMintDecimals)
      .times(valueBefore.priceOf(toPublicKey(before.tokenAMint)))
      .plus(
        lamportsToAmount(spentB, before.tokenBMintDecimals).times(
          valueBefore.priceOf(toPublicKey(before.tokenBMint)),
        ),
      );
    const expected = depositUsd.div(valueBefore.sharePrice);
    expect(lamportsToAmount(minted, 6).minus(expected).abs().lte('0.000002')).toBe(true);
    // The share price the API serves does not move with a deposit.
    const valueAfter = valued(after);
    expect(valueAfter.sharePrice.div(valueBefore.sharePrice).minus(1).abs().lt('0.000001')).toBe(
      true,
    );
    // Invested (a DLMM position's bins included): the position grew, at most dust stays.
    expect(valueAfter.liquidity).toBeGreaterThan(valueBefore.liquidity);
    expect(
      after.tokenAAmounts <= before.tokenAAmounts + 1n ||
        after.tokenBAmounts <= before.tokenBAmounts + 1n,
    ).toBe(true);
    expect(tokenBalance(t, toPublicKey(after.tokenAVault))).toBe(after.tokenAAmounts);
    expect(tokenBalance(t, toPublicKey(after.tokenBVault))).toBe(after.tokenBAmounts);

    // Withdraw every share: both tokens back (less rounding), the shares burnt.
    await send(
      t,
      [user.wallet],
      withdrawInstruction({
        strategy: after,
        owner: user.wallet.publicKey,
        sharesAmount: minted,
        treasuryFeeTokenAVault: treasuryFeeVaultAddress(after.tokenAMint).address,
        treasuryFeeTokenBVault: treasuryFeeVaultAddress(after.tokenBMint).address,
      }),
    );
    const end = readStrategy(t, toPublicKey(before.address));
    expect(tokenBalance(t, user.shares)).toBe(0n);
    expect(end.sharesIssued).toBe(before.sharesIssued);
    const backA = tokenBalance(t, user.tokenA) - (a - spentA);
    const backB = tokenBalance(t, user.tokenB) - (b - spentB);
    expect(
      new MathDecimal((spentA - backA).toString()).lte(
        new MathDecimal(spentA.toString()).times('0.0001').plus(2),
      ),
    ).toBe(true);
    expect(
      new MathDecimal((spentB - backB).toString()).lte(
        new MathDecimal(spentB.toString()).times('0.0001').plus(2),
      ),
    ).toBe(true);
    expect(backA <= spentA && backB <= spentB).toBe(true);
    expect(tokenBalance(t, toPublicKey(end.tokenAVault))).toBe(end.tokenAAmounts);
  });
});

describe('METEORA invest', () => {
  it('puts the strategy’s tokens into the position’s bins, as the DLMM program adds liquidity', async () => {
    const before = worldStrategy(t, 'METEORA');
    const pair = decodeMeteoraLbPair(
      before.pool,
      t.chain.ledger.readAccount(toPublicKey(before.pool)) ?? fail(),
    );
    const binsBefore = dlmmBins(before);
    const valueBefore = dlmmValue(before);
    const reserveA = tokenBalance(t, toPublicKey(before.poolTokenVaultA));
    const reserveB = tokenBalance(t, toPublicKey(before.poolTokenVaultB));
    const { a, b } = offer(before, 2_000);
    const user = depositor(t, before, a, b);
    await send(
      t,
      [user.wallet],
      ...depositAndInvestInstructions({
        ...programContext(t),
        strategy: before,
        owner: user.wallet.publicKey,
        tokenMaxA: a,
        tokenMaxB: b,
      }),
    );
    const after = readStrategy(t, toPublicKey(before.address));
    const spentA = a - tokenBalance(t, user.tokenA);
    const spentB = b - tokenBalance(t, user.tokenB);
    const bins = binsBefore.length;
    // Only rounding dust stays uninvested (the world's own uninvested part went in too).
    expect(after.tokenAAmounts).toBeLessThanOrEqual(BigInt(bins));
    expect(after.tokenBAmounts).toBeLessThanOrEqual(BigInt(bins));
    expect(tokenBalance(t, toPublicKey(after.tokenAVault))).toBe(after.tokenAAmounts);
    expect(tokenBalance(t, toPublicKey(after.tokenBVault))).toBe(after.tokenBAmounts);
    const investedA = before.tokenAAmounts + spentA - after.tokenAAmounts;
    const investedB = before.tokenBAmounts + spentB - after.tokenBAmounts;
    // The tokens went into the pair's reserves …
    expect(tokenBalance(t, toPublicKey(after.poolTokenVaultA))).toBe(reserveA + investedA);
    expect(tokenBalance(t, toPublicKey(after.poolTokenVaultB))).toBe(reserveB + investedB);
    // … and the position's value (core-math) grew by them, less per-bin rounding.
    const valueAfter = dlmmValue(after);
    const grewA = valueAfter.a.minus(valueBefore.a);
    const grewB = valueAfter.b.minus(valueBefore.b);
    const dust = 2 * bins;
    expect(grewA.minus(investedA.toString()).abs().lte(dust)).toBe(true);
    expect(grewB.minus(investedB.toString()).abs().lte(dust)).toBe(true);
    // Bin by bin: below the active bin only Y went in, above only X, the active bin kept its
    // ratio; the shares minted stand for what went in, and the other holders lost nothing.
    const binsAfter = dlmmBins(after);
    binsBefore.forEach((was, i) => {
      const now = binsAfter[i];
      if (now === undefined) throw new Error('bin missing');
      const addedX = now.bin.amountX - was.bin.amountX;
      const addedY = now.bin.amountY - was.bin.amountY;
      const minted = now.share - was.share;
      expect(now.bin.liquiditySupply - was.bin.liquiditySupply).toBe(minted);
      if (was.binId < pair.activeId) expect(addedX).toBe(0n);
      if (was.binId > pair.activeId) expect(addedY).toBe(0n);
      if (was.binId === pair.activeId && was.bin.amountX > 0n && was.bin.amountY > 0n) {
        const ratioBefore = new MathDecimal(was.bin.amountX.toString()).div(
          was.bin.amountY.toString(),
        );
        const ratioAfter = new MathDecimal(now.bin.amountX.toString()).div(
          now.bin.amountY.toString(),
        );
        expect(ratioAfter.div(ratioBefore).minus(1).abs().lt('0.000001')).toBe(true);
      }
      if (minted === 0n) return;
      const stands = dlmmBinShareAmounts(minted, now.bin);
      expect(new MathDecimal(addedX.toString()).minus(stands.a).abs().lte(1)).toBe(true);
      expect(new MathDecimal(addedY.toString()).minus(stands.b).abs().lte(1)).toBe(true);
      const othersNow = dlmmBinShareAmounts(now.bin.liquiditySupply - now.share, now.bin);
      const othersWas = dlmmBinShareAmounts(was.bin.liquiditySupply - was.share, was.bin);
      expect(othersNow.a.gte(othersWas.a.minus(1)) && othersNow.b.gte(othersWas.b.minus(1))).toBe(
        true,
      );
    });
    expect(binsAfter.some((bin, i) => bin.share > (binsBefore[i]?.share ?? 0n))).toBe(true);
  });
});

describe('METEORA withdrawal', () => {
  it('takes the shares’ part of every bin out of the bins, the position and the reserves', async () => {
    const before = worldStrategy(t, 'METEORA');
    const { a, b } = offer(before, 500);
    const user = depositor(t, before, a, b);
    await send(
      t,
      [user.wallet],
      ...depositAndInvestInstructions({
        ...programContext(t),
        strategy: before,
        owner: user.wallet.publicKey,
        tokenMaxA: a,
        tokenMaxB: b,
      }),
    );
    const deposited = readStrategy(t, toPublicKey(before.address));
    const shares = tokenBalance(t, user.shares);
    const binsBefore = dlmmValue(deposited);
    const sharesBefore = positionShares(toPublicKey(deposited.position));
    const reserveA = tokenBalance(t, toPublicKey(deposited.poolTokenVaultA));
    const reserveB = tokenBalance(t, toPublicKey(deposited.poolTokenVaultB));
    const walletA = tokenBalance(t, user.tokenA);
    await send(
      t,
      [user.wallet],
      withdrawInstruction({
        strategy: deposited,
        owner: user.wallet.publicKey,
        sharesAmount: shares,
        treasuryFeeTokenAVault: treasuryFeeVaultAddress(deposited.tokenAMint).address,
        treasuryFeeTokenBVault: treasuryFeeVaultAddress(deposited.tokenBMint).address,
      }),
    );
    const end = readStrategy(t, toPublicKey(before.address));
    const binsAfter = dlmmValue(end);
    const fromBinsA = BigInt(binsBefore.a.minus(binsAfter.a).toFixed(0));
    const fromBinsB = BigInt(binsBefore.b.minus(binsAfter.b).toFixed(0));
    // The bins gave the shares' fraction of what they held (per bin rounded down).
    const fraction = new MathDecimal(shares.toString()).div(deposited.sharesIssued.toString());
    expect(fromBinsA > 0n && fromBinsB > 0n).toBe(true);
    expect(
      new MathDecimal(fromBinsA.toString()).minus(binsBefore.a.times(fraction)).abs().lte(8),
    ).toBe(true);
    // … and those tokens (what every bin paid, rounded down) left the pair's reserves.
    const tookA = reserveA - tokenBalance(t, toPublicKey(end.poolTokenVaultA));
    const tookB = reserveB - tokenBalance(t, toPublicKey(end.poolTokenVaultB));
    const bins = BigInt(sharesBefore.filter((share) => share > 0n).length);
    expect(tookA <= fromBinsA + bins && tookA >= fromBinsA - bins).toBe(true);
    expect(tookB <= fromBinsB + bins && tookB >= fromBinsB - bins).toBe(true);
    // The position's shares went down by the same fraction in every bin.
    const sharesAfter = positionShares(toPublicKey(end.position));
    sharesBefore.forEach((share, i) => {
      expect(sharesAfter[i]).toBe(share - (share * shares) / deposited.sharesIssued);
    });
    // The user got the vaults' part plus the bins' part of A (no withdrawal fee here).
    const fromVaultsA = (deposited.tokenAAmounts * shares) / deposited.sharesIssued;
    expect(tokenBalance(t, user.tokenA) - walletA).toBe(
      fromVaultsA + tookA - ((fromVaultsA + tookA) * deposited.withdrawFee) / 10_000n,
    );
    expect(tokenBalance(t, toPublicKey(end.tokenAVault))).toBe(end.tokenAAmounts);
  });
});

describe('refusals', () => {
  it('a deposit without the invest after it: DepositWithoutInvestDisallowed', async () => {
    const strategy = worldStrategy(t, 'ORCA');
    const { a, b } = offer(strategy, 10);
    const user = depositor(t, strategy, a, b);
    const { message, logs } = await failure(
      t,
      [user.wallet],
      depositInstruction({
        ...programContext(t),
        strategy,
        owner: user.wallet.publicKey,
        tokenMaxA: a,
        tokenMaxB: b,
      }),
    );
    expect(message).toContain(custom(6102));
    expect(logs.join('\n')).toContain('Error Code: DepositWithoutInvestDisallowed');
    expect(tokenBalance(t, user.tokenA)).toBe(a);
  });

  it('nothing offered: DepositAmountsZero; a deprecated strategy: StrategyDepositBlocked', async () => {
    const strategy = worldStrategy(t, 'ORCA');
    const user = depositor(t, strategy, 0n, 0n);
    const zero = await failure(
      t,
      [user.wallet],
      ...depositAndInvestInstructions({
        ...programContext(t),
        strategy,
        owner: user.wallet.publicKey,
        tokenMaxA: 0n,
        tokenMaxB: 0n,
      }),
    );
    expect(zero.message).toContain(custom(6015));
    const deprecated = t.chain.world.strategies.find((s) => s.status === 'DEPRECATED');
    if (deprecated === undefined) return;
    const blocked = readStrategy(t, new PublicKey(deprecated.address));
    const other = depositor(t, blocked, 10n ** 6n, 10n ** 6n);
    const refused = await failure(
      t,
      [other.wallet],
      ...depositAndInvestInstructions({
        ...programContext(t),
        strategy: blocked,
        owner: other.wallet.publicKey,
        tokenMaxA: 10n ** 6n,
        tokenMaxB: 10n ** 6n,
      }),
    );
    expect(refused.message).toContain(custom(6089));
  });

  it('a vault of another strategy: ConstraintHasOne on the strategy', async () => {
    const strategy = worldStrategy(t, 'ORCA');
    const other = worldStrategy(t, 'RAYDIUM');
    const { a, b } = offer(strategy, 10);
    const user = depositor(t, strategy, a, b);
    const { message, logs } = await failure(
      t,
      [user.wallet],
      ...depositAndInvestInstructions({
        ...programContext(t),
        strategy: { ...strategy, tokenAVault: other.tokenAVault },
        owner: user.wallet.publicKey,
        tokenMaxA: a,
        tokenMaxB: b,
      }),
    );
    expect(message).toContain(custom(2001));
    expect(logs.join('\n')).toContain('caused by account: strategy');
  });

  it('zero shares: SharesZero; more shares than the wallet holds: the token program refuses', async () => {
    const strategy = worldStrategy(t, 'RAYDIUM');
    const user = depositor(t, strategy, 0n, 0n);
    const withdraw = (sharesAmount: bigint) =>
      withdrawInstruction({
        strategy,
        owner: user.wallet.publicKey,
        sharesAmount,
        treasuryFeeTokenAVault: treasuryFeeVaultAddress(strategy.tokenAMint).address,
        treasuryFeeTokenBVault: treasuryFeeVaultAddress(strategy.tokenBMint).address,
      });
    expect((await failure(t, [user.wallet], withdraw(0n))).message).toContain(custom(6016));
    expect((await failure(t, [user.wallet], withdraw(5n))).message).toContain(custom(1));
    expect(readStrategy(t, toPublicKey(strategy.address)).sharesIssued).toBe(strategy.sharesIssued);
  });
});
