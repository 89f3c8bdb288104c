import {
  type CurvePoint,
  decodeOraclePrices,
  decodeReserve,
  KLEND_PROGRAM_ID,
} from '@keel/chain-readers';
import {
  accrueReserveInterest,
  borrowRateAt,
  compoundedInterestFactor,
  MathDecimal,
} from '@keel/core-math';
import { Keypair, PublicKey } from '@solana/web3.js';
import type Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../../test-support/test-chain';
import { scopePrice } from '../../../world/accounts/scope-prices';
import type { WorldReserve } from '../../../world/types';
import type { AccountBytes } from '../account-bytes';
import { klendHandler } from '../handler';
import { KLEND_INSTRUCTION_ACCOUNTS } from '../instructions';
import { LAST_UPDATE, RESERVE } from '../layout-offsets';
import { PRICE_STATUS } from '../price-validation';
import { failedWith, klendInstruction, send } from '../test-instructions';
import {
  ledgerAccount,
  ledgerBytes,
  patchAccount,
  refreshReserveIx,
  worldMarket,
  worldReserve,
} from '../test-world';

let t: TestChain;
const KLEND = KLEND_PROGRAM_ID.toBase58();
const SLOTS_PER_30_DAYS = 30 * 86_400 * 2.5; // 400 ms slots

beforeAll(async () => {
  t = await startTestChain({ seed: 'klend-refresh-reserve', handlers: [klendHandler] });
});
afterAll(() => t.chain.close());

/**
 * `approximate_compounded_interest` transcribed from the program (state/reserve.rs) for n > 4:
 * b = rate / SLOTS_PER_YEAR; 1 + b·n + b²·n(n−1)/2 + b³·n(n−1)(n−2)/6, each product truncated.
 */
function programGrowth(rateBits: bigint, n: bigint): bigint {
  const one = 1n << 60n;
  const b = rateBits / 63_072_000n;
  const b2 = (b * b) >> 60n;
  const b3 = (b2 * b) >> 60n;
  return one + b * n + (b2 * n * (n - 1n)) / 2n + (b3 * n * (n - 1n) * (n - 2n)) / 6n;
}

/** The curve rate as the program interpolates it, from the raw reserve numbers (U68F60 bits). */
function programBorrowRate(b: AccountBytes, curve: readonly CurvePoint[]): bigint {
  const one = 1n << 60n;
  const borrowed = b.u128(RESERVE.borrowedAmountSf);
  const supply =
    (b.u64(RESERVE.availableAmount) << 60n) +
    borrowed -
    b.u128(RESERVE.accumulatedProtocolFeesSf) -
    b.u128(RESERVE.accumulatedReferrerFeesSf) -
    b.u128(RESERVE.pendingReferrerFeesSf);
  const u = (borrowed << 60n) / supply;
  const bps = Number((u * 10_000n + one / 2n) >> 60n);
  const end = curve.findIndex((p, i) => i > 0 && bps <= p.utilizationRateBps);
  const [p0, p1] = [curve[end - 1] as CurvePoint, curve[end] as CurvePoint];
  const startU = (BigInt(p0.utilizationRateBps) << 60n) / 10_000n;
  const slope =
    ((u - startU) * BigInt(p1.borrowRateBps - p0.borrowRateBps)) /
    BigInt(p1.utilizationRateBps - p0.utilizationRateBps);
  return slope + (BigInt(p0.borrowRateBps) << 60n) / 10_000n;
}

/** Absolute offsets of ReserveConfig.tokenInfo fields (LAYOUTS §2.2, base 5032). */
const TOKEN_INFO = {
  heuristicUpper: 5072,
  maxTwapDivergenceBps: 5088,
  scopePriceFeed: 5112,
  priceChain: 5144,
  pythPrice: 5224,
} as const;

const anchorLine = (origin: string, name: string, code: number, msg: string) =>
  `Program log: ${origin} Error Code: ${name}. Error Number: ${code}. Error Message: ${msg}.`;

function lastUpdate(address: string) {
  const b = ledgerBytes(t, address);
  return {
    slot: b.u64(RESERVE.lastUpdate + LAST_UPDATE.slot),
    stale: b.u8(RESERVE.lastUpdate + LAST_UPDATE.stale),
    priceStatus: b.u8(RESERVE.lastUpdate + LAST_UPDATE.priceStatus),
  };
}

describe('refresh_reserve', () => {
  it('refreshes a world reserve in the current slot, with the Scope price when it is due', async () => {
    const usdc = worldReserve(t, 'main', 'USDC');
    patchAccount(t, usdc.address, (b) => b.setU8(RESERVE.lastUpdate + LAST_UPDATE.stale, 1));
    // Past the market's refresh trigger (50 % of the 180 s max age) but within the max age.
    t.chain.ledger.advanceSlots(300);
    const sent = await send(t, [refreshReserveIx(t, usdc)], [t.ordinary]);
    expect(sent.err).toBeNull();
    expect(sent.logs).toEqual([
      `Program ${KLEND} invoke [1]`,
      'Program log: Instruction: RefreshReserve',
      `Program log: Token: USDC Price: ${new MathDecimal(usdc.priceUsd).toFixed(4, MathDecimal.ROUND_HALF_UP)}`,
      `Program ${KLEND} consumed 25000 of 200000 compute units`,
      `Program ${KLEND} success`,
    ]);
    const slot = (await t.connection.getTransaction(sent.signature))?.slot;
    expect(lastUpdate(usdc.address)).toEqual({
      slot: BigInt(slot ?? 0),
      stale: 0,
      priceStatus: 0x3f,
    });
    const decoded = decodeReserve(new PublicKey(usdc.address), ledgerAccount(t, usdc.address));
    // Scope's value / 10^exp in U68F60, truncated (price_to_fraction).
    const scope = scopePrice(usdc.priceUsd);
    expect(ledgerBytes(t, usdc.address).u128(RESERVE.marketPriceSf)).toBe(
      (scope.value << 60n) / 10n ** scope.exp,
    );
    // The price's time is Scope's (when the world wrote it), not the refresh's.
    const feed = new PublicKey(t.chain.world.accounts.scopeOraclePrices);
    const token = t.chain.world.tokens.find((x) => x.mint === usdc.mint);
    const entry = decodeOraclePrices(feed, ledgerAccount(t, feed)).prices[
      token?.scopePriceIndex ?? -1
    ];
    expect(decoded.liquidity.marketPriceLastUpdatedTs).toBe(entry?.unixTimestamp);
  });

  it('compounds 30 days of interest as the program does and flags the 30-day-old price', async () => {
    const usdt = worldReserve(t, 'main', 'USDT');
    const before = decodeReserve(new PublicKey(usdt.address), ledgerAccount(t, usdt.address));
    const rawBefore = ledgerBytes(t, usdt.address);
    t.chain.ledger.advanceSlots(SLOTS_PER_30_DAYS);
    const sent = await send(t, [refreshReserveIx(t, usdt)], [t.ordinary]);
    expect(sent.err).toBeNull();
    const after = decodeReserve(new PublicKey(usdt.address), ledgerAccount(t, usdt.address));
    const slots = after.lastUpdate.slot - before.lastUpdate.slot;
    expect(slots).toBeGreaterThanOrEqual(BigInt(SLOTS_PER_30_DAYS));

    const liquidity = before.liquidity;
    const supply = new MathDecimal(liquidity.availableAmount.toString())
      .plus(liquidity.borrowedAmount)
      .minus(liquidity.accumulatedProtocolFees)
      .minus(liquidity.accumulatedReferrerFees)
      .minus(liquidity.pendingReferrerFees);
    const rate = borrowRateAt(before.config.borrowRateCurve, liquidity.borrowedAmount.div(supply));
    // The program's own numbers: U68F60 bits, every product truncated (the `fixed` crate).
    const rateBits = programBorrowRate(rawBefore, before.config.borrowRateCurve);
    const cumulativeBefore = rawBefore.uint(RESERVE.cumulativeBorrowRateBsf, 4);
    const cumulativeAfter = ledgerBytes(t, usdt.address).uint(RESERVE.cumulativeBorrowRateBsf, 4);
    expect(cumulativeAfter).toBe((cumulativeBefore * programGrowth(rateBits, slots)) >> 60n);

    // Against core-math's exact compounding: b = rate / 63 072 000 is ~1e-9, so b² and b³ keep
    // only a few bits in U68F60 and the program's growth falls short of the exact one by at
    // most the (b·n)²/2 + (b·n)³/6 it mostly drops.
    const growth = compoundedInterestFactor(rate, slots);
    const linear = rate.times(slots.toString()).div(63_072_000);
    const lost = linear.pow(2).div(2).plus(linear.pow(3).div(6));
    const stored = after.liquidity.cumulativeBorrowRate.div(liquidity.cumulativeBorrowRate);
    const shortfall = growth.minus(stored);
    expect(shortfall.toNumber()).toBeGreaterThanOrEqual(0);
    expect(shortfall.toNumber()).toBeLessThanOrEqual(lost.toNumber());
    expect(shortfall.div(growth).toNumber()).toBeLessThan(1e-4);
    expect(linear.toNumber()).toBeGreaterThan(0.001);

    const accrual = accrueReserveInterest({
      availableAmount: liquidity.availableAmount.toString(),
      borrowedAmount: liquidity.borrowedAmount,
      accumulatedProtocolFees: liquidity.accumulatedProtocolFees,
      curveRate: rate,
      protocolTakeRatePct: before.config.protocolTakeRatePct,
      slotsElapsed: slots,
    });
    const close = (actual: Decimal, expected: Decimal) =>
      actual.minus(expected).div(expected).abs().toNumber();
    // Debt and fees follow the same growth; core-math's differs by the same lost terms.
    const debtGrowth = after.liquidity.borrowedAmount.div(liquidity.borrowedAmount);
    expect(debtGrowth.minus(stored).abs().toNumber()).toBeLessThan(1e-15);
    expect(close(after.liquidity.borrowedAmount, accrual.newDebt)).toBeLessThan(
      lost.toNumber() * 1.01,
    );
    const feesAdded = after.liquidity.accumulatedProtocolFees.minus(
      liquidity.accumulatedProtocolFees,
    );
    const interest = after.liquidity.borrowedAmount.minus(liquidity.borrowedAmount);
    expect(
      close(feesAdded, interest.times(before.config.protocolTakeRatePct).div(100)),
    ).toBeLessThan(1e-12);
    expect(after.liquidity.availableAmount).toBe(liquidity.availableAmount);

    // Scope's price was written with the world, 30 days ago: used, but not age-checked.
    expect(sent.logs).toContainEqual(
      expect.stringMatching(/^Program log: Price is too old age=\d+ max_age=180$/),
    );
    expect(sent.logs).toContain(
      'Program log: Price is too old token=[USDT], AnchorError(AnchorError { error_name: "PriceTooOld", error_code_number: 6039, error_msg: "Price too old", error_origin: Some(Source(Source { filename: "programs/klend/src/utils/prices/checks.rs", line: 113 })), compared_values: None })',
    );
    expect(after.lastUpdate.priceStatus).toBe(PRICE_STATUS.all & ~PRICE_STATUS.priceAgeChecked);
    const scope = scopePrice(usdt.priceUsd);
    expect(ledgerBytes(t, usdt.address).u128(RESERVE.marketPriceSf)).toBe(
      (scope.value << 60n) / 10n ** scope.exp,
    );
  });
});

describe('refresh_reserve rejects', () => {
  function reserveAndMarket(symbol = 'SOL'): { reserve: WorldReserve; market: PublicKey } {
    const reserve = worldReserve(t, 'main', symbol);
    return { reserve, market: new PublicKey(worldMarket(t, 'main').address) };
  }

  it('a reserve passed read-only (ConstraintMut)', async () => {
    const { reserve, market } = reserveAndMarket();
    const ix = klendInstruction('refreshReserve', {
      reserve: { address: new PublicKey(reserve.address), writable: false },
      lendingMarket: market,
      scopePrices: new PublicKey(t.chain.world.accounts.scopeOraclePrices),
    });
    const sent = await send(t, [ix], [t.ordinary]);
    expect(sent.err).toEqual(failedWith(0, { Custom: 2000 }));
    expect(sent.logs).toContain(
      anchorLine(
        'AnchorError caused by account: reserve.',
        'ConstraintMut',
        2000,
        'A mut constraint was violated',
      ),
    );
    expect(sent.logs.at(-1)).toBe(`Program ${KLEND} failed: custom program error: 0x7d0`);
  });

  it('a reserve of another market (ConstraintHasOne, both keys logged)', async () => {
    const { reserve } = reserveAndMarket();
    const other = new PublicKey(worldMarket(t, 'jlp').address);
    const ix = klendInstruction('refreshReserve', {
      reserve: new PublicKey(reserve.address),
      lendingMarket: other,
      scopePrices: new PublicKey(t.chain.world.accounts.scopeOraclePrices),
    });
    const sent = await send(t, [ix], [t.ordinary]);
    expect(sent.err).toEqual(failedWith(0, { Custom: 2001 }));
    const at = sent.logs.indexOf(
      anchorLine(
        'AnchorError caused by account: reserve.',
        'ConstraintHasOne',
        2001,
        'A has one constraint was violated',
      ),
    );
    expect(sent.logs.slice(at + 1, at + 5)).toEqual([
      'Program log: Left:',
      `Program log: ${worldMarket(t, 'main').address}`,
      'Program log: Right:',
      `Program log: ${other.toBase58()}`,
    ]);
  });

  it('an account that is not klend’s (AccountOwnedByWrongProgram) or not a reserve (discriminator)', async () => {
    const { reserve, market } = reserveAndMarket();
    const scope = new PublicKey(t.chain.world.accounts.scopeOraclePrices);
    const notOwned = await send(
      t,
      [
        klendInstruction('refreshReserve', {
          reserve: scope,
          lendingMarket: market,
          scopePrices: scope,
        }),
      ],
      [t.ordinary],
    );
    expect(notOwned.err).toEqual(failedWith(0, { Custom: 3007 }));
    expect(notOwned.logs).toContain(
      anchorLine(
        'AnchorError caused by account: reserve.',
        'AccountOwnedByWrongProgram',
        3007,
        'The given account is owned by a different program than expected',
      ),
    );
    const wrongType = await send(
      t,
      [
        klendInstruction('refreshReserve', {
          reserve: market,
          lendingMarket: market,
          scopePrices: scope,
        }),
      ],
      [t.ordinary],
    );
    expect(wrongType.err).toEqual(failedWith(0, { Custom: 3002 }));
    const marketAsMarket = await send(
      t,
      [
        klendInstruction('refreshReserve', {
          reserve: new PublicKey(reserve.address),
          lendingMarket: new PublicKey(reserve.address),
          scopePrices: scope,
        }),
      ],
      [t.ordinary],
    );
    expect(marketAsMarket.err).toEqual(failedWith(0, { Custom: 3002 }));
    expect(marketAsMarket.logs).toContain(
      anchorLine(
        'AnchorError caused by account: lending_market.',
        'AccountDiscriminatorMismatch',
        3002,
        '8 byte discriminator did not match what was expected',
      ),
    );
  });

  it('too few accounts (AccountNotEnoughKeys) and extra remaining accounts (InvalidAccountInput)', async () => {
    const { reserve, market } = reserveAndMarket();
    const full = refreshReserveIx(t, reserve);
    const short = { ...full, keys: full.keys.slice(0, 2) };
    const sentShort = await send(t, [short], [t.ordinary]);
    expect(sentShort.err).toEqual(failedWith(0, { Custom: 3005 }));
    expect(sentShort.logs).toContain(
      anchorLine(
        'AnchorError caused by account: pyth_oracle.',
        'AccountNotEnoughKeys',
        3005,
        'Not enough account keys given to the instruction',
      ),
    );
    const extra = {
      ...full,
      keys: [...full.keys, { pubkey: market, isSigner: false, isWritable: false }],
    };
    const sentExtra = await send(t, [extra], [t.ordinary]);
    expect(sentExtra.err).toEqual(failedWith(0, { Custom: 6006 }));
    expect(sentExtra.logs).toContain(
      anchorLine(
        'AnchorError thrown in programs/klend/src/utils/constraints.rs:22.',
        'InvalidAccountInput',
        6006,
        'Invalid account input',
      ),
    );
  });

  it('a Scope account other than the configured feed when a price is due (InvalidScopePriceAccount)', async () => {
    const { reserve, market } = reserveAndMarket('JUP');
    t.chain.ledger.advanceSlots(300);
    const ix = klendInstruction('refreshReserve', {
      reserve: new PublicKey(reserve.address),
      lendingMarket: market,
      scopePrices: Keypair.generate().publicKey,
    });
    const sent = await send(t, [ix], [t.ordinary]);
    expect(sent.err).toEqual(failedWith(0, { Custom: 6056 }));
    expect(sent.logs).toContain(
      anchorLine(
        'AnchorError thrown in programs/klend/src/state/token_info.rs:93.',
        'InvalidScopePriceAccount',
        6056,
        'Scope price account does not match configuration',
      ),
    );
  });

  it('a price chain Scope has no price for (PriceNotValid)', async () => {
    const { reserve } = reserveAndMarket('JTO');
    patchAccount(t, reserve.address, (b) => {
      b.setU64(RESERVE.marketPriceLastUpdatedTs, 0n);
      b.data.set([0x58, 0x02], 5144); // priceChain[0] = 600, past Scope's 512 entries
    });
    const sent = await send(t, [refreshReserveIx(t, reserve)], [t.ordinary]);
    expect(sent.err).toEqual(failedWith(0, { Custom: 6044 }));
    expect(sent.logs.slice(2, 5)).toEqual([
      'Program log: Scope chain is empty',
      'Program log: No price feed available',
      anchorLine(
        'AnchorError thrown in programs/klend/src/utils/prices/mod.rs:100.',
        'PriceNotValid',
        6044,
        'Price is not valid',
      ),
    ]);
  });

  it('oracle accounts or configuration other than the program accepts (token_info.rs)', async () => {
    const { reserve, market } = reserveAndMarket('mSOL');
    const scope = new PublicKey(t.chain.world.accounts.scopeOraclePrices);
    const ix = (oracles: Record<string, PublicKey>) =>
      klendInstruction('refreshReserve', {
        reserve: new PublicKey(reserve.address),
        lendingMarket: market,
        scopePrices: scope,
        ...oracles,
      });
    const due = (b: AccountBytes) => b.setU64(RESERVE.marketPriceLastUpdatedTs, 0n);
    const expectError = async (oracles: Record<string, PublicKey>, code: number, line: number) => {
      const sent = await send(t, [ix(oracles)], [t.ordinary]);
      expect(sent.err).toEqual(failedWith(0, { Custom: code }));
      expect(sent.logs[2]).toContain(`thrown in programs/klend/src/state/token_info.rs:${line}.`);
    };
    patchAccount(t, reserve.address, (b) => {
      due(b);
      b.data.fill(0xff, TOKEN_INFO.priceChain, TOKEN_INFO.priceChain + 8);
    });
    await expectError({}, 6029, 83);
    patchAccount(t, reserve.address, (b) => {
      b.data.set([0x03, 0x00], TOKEN_INFO.priceChain);
      b.setU64(TOKEN_INFO.maxTwapDivergenceBps, 100n);
    });
    await expectError({}, 6053, 84);
    patchAccount(t, reserve.address, (b) => b.setU64(TOKEN_INFO.maxTwapDivergenceBps, 0n));
    await expectError({ pythOracle: Keypair.generate().publicKey }, 6054, 85);
    await expectError({ switchboardPriceOracle: Keypair.generate().publicKey }, 6055, 89);
    const pyth = Keypair.generate().publicKey;
    patchAccount(t, reserve.address, (b) => b.setPubkey(TOKEN_INFO.pythPrice, pyth));
    const sent = await send(t, [ix({ pythOracle: pyth })], [t.ordinary]);
    expect(sent.err).toEqual(failedWith(0, 'InvalidInstructionData'));
    expect(sent.logs[2]).toBe(
      'Program log: Reading a Pyth price account is not emulated by the sandbox yet',
    );
  });

  it('a price outside the heuristic band: used, logged, its status flag missing', async () => {
    const { reserve } = reserveAndMarket('PYUSD');
    patchAccount(t, reserve.address, (b) => {
      b.setU64(RESERVE.marketPriceLastUpdatedTs, 0n);
      b.setU64(TOKEN_INFO.heuristicUpper, 50n); // 0.50 USD (exp 2)
    });
    const sent = await send(t, [refreshReserveIx(t, reserve)], [t.ordinary]);
    expect(sent.err).toBeNull();
    expect(sent.logs).toContain(
      'Program log: Price heuristic check failed token=[PYUSD]: AnchorError(AnchorError { error_name: "PriceIsBiggerThanHeuristic", error_code_number: 6045, error_msg: "Price is bigger than allowed by heuristic", error_origin: Some(Source(Source { filename: "programs/klend/src/utils/prices/checks.rs", line: 170 })), compared_values: None })',
    );
    // The world's Scope prices are 30 days old by now (the test above): age not checked either.
    expect(lastUpdate(reserve.address).priceStatus).toBe(
      PRICE_STATUS.all & ~PRICE_STATUS.heuristicChecked & ~PRICE_STATUS.priceAgeChecked,
    );
  });

  it('a configured feed that is not a Scope OraclePrices account (PriceNotValid)', async () => {
    const { reserve, market } = reserveAndMarket('USDG');
    patchAccount(t, reserve.address, (b) => {
      b.setU64(RESERVE.marketPriceLastUpdatedTs, 0n);
      b.setPubkey(TOKEN_INFO.scopePriceFeed, market);
    });
    const ix = klendInstruction('refreshReserve', {
      reserve: new PublicKey(reserve.address),
      lendingMarket: market,
      scopePrices: market,
    });
    const sent = await send(t, [ix], [t.ordinary]);
    expect(sent.err).toEqual(failedWith(0, { Custom: 6044 }));
    expect(sent.logs[2]).toBe('Program log: No price feed available');
  });

  it('a last update in a later slot than the clock (MathOverflow)', async () => {
    const { reserve } = reserveAndMarket('EURC');
    patchAccount(t, reserve.address, (b) =>
      b.setU64(RESERVE.lastUpdate + LAST_UPDATE.slot, BigInt(t.chain.ledger.slot + 10_000)),
    );
    const sent = await send(t, [refreshReserveIx(t, reserve)], [t.ordinary]);
    expect(sent.err).toEqual(failedWith(0, { Custom: 6007 }));
    expect(sent.logs).toContain(
      anchorLine(
        'AnchorError thrown in programs/klend/src/state/last_update.rs:87.',
        'MathOverflow',
        6007,
        'Math operation overflow',
      ),
    );
  });

  it('a deprecated reserve version (ReserveDeprecated) and a market in emergency mode', async () => {
    const { reserve: sol } = reserveAndMarket('SOL');
    patchAccount(t, sol.address, (b) => b.setU64(RESERVE.version, 0n));
    const deprecated = await send(t, [refreshReserveIx(t, sol)], [t.ordinary]);
    expect(deprecated.err).toEqual(failedWith(0, { Custom: 6073 }));
    expect(deprecated.logs).toContain(
      anchorLine(
        'AnchorError thrown in programs/klend/src/handlers/handler_refresh_reserve.rs:18.',
        'ReserveDeprecated',
        6073,
        'Reserve was deprecated, no longer usable',
      ),
    );
    const jlp = worldReserve(t, 'jlp', 'USDC');
    patchAccount(t, worldMarket(t, 'jlp').address, (b) => b.setU8(122, 1));
    const emergency = await send(t, [refreshReserveIx(t, jlp)], [t.ordinary]);
    expect(emergency.err).toEqual(failedWith(0, { Custom: 6042 }));
    expect(emergency.logs).toContain(
      anchorLine(
        'AnchorError thrown in programs/klend/src/utils/constraints.rs:11.',
        'GlobalEmergencyMode',
        6042,
        'Emergency mode is enabled',
      ),
    );
  });

  it('instruction data without a discriminator or with an unknown one', async () => {
    const { reserve } = reserveAndMarket();
    const ix = refreshReserveIx(t, reserve);
    const missing = await send(t, [{ ...ix, data: Buffer.from([1, 2, 3]) }], [t.ordinary]);
    expect(missing.err).toEqual(failedWith(0, { Custom: 100 }));
    expect(missing.logs[1]).toBe(
      'Program log: AnchorError occurred. Error Code: InstructionMissing. Error Number: 100. Error Message: 8 byte instruction identifier not provided.',
    );
    const unknown = await send(t, [{ ...ix, data: Buffer.alloc(8, 7) }], [t.ordinary]);
    expect(unknown.err).toEqual(failedWith(0, { Custom: 101 }));
  });

  it('an instruction the sandbox does not emulate yet: it fails visibly', async () => {
    const usdc = worldReserve(t, 'main', 'USDC');
    const deposit = klendInstruction(
      'withdrawReferrerFees',
      Object.fromEntries(
        KLEND_INSTRUCTION_ACCOUNTS.withdrawReferrerFees.map((a) => [
          a.name,
          a.optional ? null : a.signer ? t.ordinary.publicKey : new PublicKey(usdc.address),
        ]),
      ),
    );
    const sent = await send(t, [deposit], [t.ordinary]);
    expect(sent.err).toEqual(failedWith(0, 'InvalidInstructionData'));
    expect(sent.logs.slice(1, 3)).toEqual([
      'Program log: Instruction: WithdrawReferrerFees',
      'Program log: klend withdrawReferrerFees is not emulated by the sandbox yet',
    ]);
  });
});
