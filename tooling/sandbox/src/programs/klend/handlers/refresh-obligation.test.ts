import { decodeObligation, KLEND_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { MathDecimal, scaledFractionToDecimal } from '@keel/core-math';
import { Keypair, PublicKey } from '@solana/web3.js';
import type Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../../test-support/test-chain';
import type { WorldObligation, WorldReserve } from '../../../world/types';
import { AccountBytes } from '../account-bytes';
import { klendHandler } from '../handler';
import { BORROW, DEPOSIT, OBLIGATION, REFERRER_TOKEN_STATE, RESERVE } from '../layout-offsets';
import { ObligationAccount } from '../obligation-account';
import { failedWith, klendInstruction, send } from '../test-instructions';
import {
  ledgerAccount,
  ledgerBytes,
  patchAccount,
  refreshReserveIx,
  worldMarket,
  worldObligation,
  worldReserve,
} from '../test-world';

let t: TestChain;
let vanilla: WorldObligation;
let multiply: WorldObligation;
const KLEND = KLEND_PROGRAM_ID.toBase58();
const OPERATIONS = 'programs/klend/src/lending_market/lending_operations.rs';

beforeAll(async () => {
  t = await startTestChain({ seed: 'klend-refresh-obligation', handlers: [klendHandler] });
  const owner = t.ordinary.publicKey.toBase58();
  vanilla = worldObligation(
    t,
    (o) => o.owner === owner && o.market === 'main' && o.tag === 'Vanilla',
  );
  multiply = worldObligation(t, (o) => o.owner === owner && o.tag === 'Multiply');
});
afterAll(() => t.chain.close());

const anchorLine = (origin: string, name: string, code: number, msg: string) =>
  `Program log: ${origin} Error Code: ${name}. Error Number: ${code}. Error Message: ${msg}.`;

/** The obligation's reserves as the program wants them: deposits, then borrows, in slot order. */
function slotReserves(address: string): PublicKey[] {
  const obligation = new ObligationAccount(ledgerAccount(t, address).data);
  return [
    ...obligation.activeDeposits().map((s) => obligation.bytes.pubkey(s.base + DEPOSIT.reserve)),
    ...obligation.activeBorrows().map((s) => obligation.bytes.pubkey(s.base + BORROW.reserve)),
  ];
}

function reservesOf(obligation: WorldObligation): WorldReserve[] {
  return slotReserves(obligation.address).map((key) => {
    const found = t.chain.world.markets
      .flatMap((m) => m.reserves)
      .find((r) => r.address === key.toBase58());
    if (found === undefined) throw new Error(`No reserve ${key.toBase58()}`);
    return found;
  });
}

function refreshObligationIx(
  obligation: WorldObligation,
  options: { remaining?: PublicKey[]; readOnly?: number; obligation?: { writable?: boolean } } = {},
) {
  const remaining = options.remaining ?? slotReserves(obligation.address);
  return klendInstruction(
    'refreshObligation',
    {
      lendingMarket: new PublicKey(obligation.marketAddress),
      obligation: { address: new PublicKey(obligation.address), ...options.obligation },
    },
    undefined,
    remaining.map((pubkey, i) => ({ pubkey, isSigner: false, isWritable: i !== options.readOnly })),
  );
}

/** Every reserve refreshed, then the obligation, in one transaction (one slot). */
function refreshAll(obligation: WorldObligation) {
  return [
    ...reservesOf(obligation).map((r) => refreshReserveIx(t, r)),
    refreshObligationIx(obligation),
  ];
}

const relative = (a: Decimal, b: Decimal) => a.minus(b).div(b).abs().toNumber();

describe('refresh_obligation', () => {
  it('re-values deposits and borrows from reserves refreshed in the same slot (MATH §3.1)', async () => {
    const before = decodeObligation(
      new PublicKey(vanilla.address),
      ledgerAccount(t, vanilla.address),
    );
    const sent = await send(t, refreshAll(vanilla), [t.ordinary]);
    expect(sent.err).toBeNull();
    const start = sent.logs.lastIndexOf(`Program ${KLEND} invoke [1]`);
    const lines = sent.logs.slice(start + 1);
    expect(lines[0]).toBe('Program log: Instruction: RefreshObligation');
    expect(lines[1]).toMatch(
      /^Program log: Borrow: USDT amount: \d+\.\d{4} value: \d+\.\d{4} value_bf: \d+\.\d{4}$/,
    );
    expect(lines[2]).toMatch(/^Program log: Deposit: SOL amount: \d+\.\d{4} value: \d+\.\d{4}$/);
    expect(lines[3]).toMatch(/^Program log: Deposit: USDC amount: \d+\.\d{4} value: \d+\.\d{4}$/);
    expect(lines[4]).toMatch(new RegExp(`^Program ${KLEND} consumed 30000 of \\d+ compute units$`));

    const after = decodeObligation(
      new PublicKey(vanilla.address),
      ledgerAccount(t, vanilla.address),
    );
    const slot = (await t.connection.getTransaction(sent.signature))?.slot ?? 0;
    expect(after.lastUpdate).toEqual({ slot: BigInt(slot), stale: false, priceStatus: 0x3f });
    const [sol, usdc, usdt] = reservesOf(vanilla) as [WorldReserve, WorldReserve, WorldReserve];
    const [solDeposit, usdcDeposit] = after.deposits;
    const [borrow] = after.borrows;
    if (solDeposit === undefined || usdcDeposit === undefined || borrow === undefined)
      throw new Error();
    // Totals are the sums of the per-position values, weighted by each reserve's LTVs / factor.
    expect(after.depositedValue.toString()).toBe(
      solDeposit.marketValue.plus(usdcDeposit.marketValue).toString(),
    );
    const weighted = (pct: (r: WorldReserve) => number) =>
      solDeposit.marketValue
        .times(pct(sol))
        .plus(usdcDeposit.marketValue.times(pct(usdc)))
        .div(100);
    expect(
      relative(
        after.allowedBorrowValue,
        weighted((r) => r.loanToValuePct),
      ),
    ).toBeLessThan(1e-15);
    expect(
      relative(
        after.unhealthyBorrowValue,
        weighted((r) => r.liquidationThresholdPct),
      ),
    ).toBeLessThan(1e-15);
    expect(
      relative(
        after.borrowFactorAdjustedDebtValue,
        borrow.marketValue.times(usdt.borrowFactorPct).div(100),
      ),
    ).toBeLessThan(1e-15);
    expect(after.borrowedAssetsMarketValue.toString()).toBe(borrow.marketValue.toString());
    expect(after.lowestReserveDepositLiquidationLtv).toBe(
      BigInt(Math.min(sol.liquidationThresholdPct, usdc.liquidationThresholdPct)),
    );
    expect(after.lowestReserveDepositMaxLtvPct).toBe(
      Math.min(sol.loanToValuePct, usdc.loanToValuePct),
    );
    expect(after.highestBorrowFactorPct).toBe(BigInt(Math.max(100, usdt.borrowFactorPct)));
    expect(after.hasDebt).toBe(true);
    // The world wrote core-math's figures a few slots earlier: only interest since then differs.
    expect(relative(after.depositedValue, before.depositedValue)).toBeLessThan(1e-6);
    expect(
      relative(after.borrowedAssetsMarketValue, before.borrowedAssetsMarketValue),
    ).toBeLessThan(1e-6);
    // The debt follows the reserve's cumulative rate; it is counted outside any group.
    const reserve = ledgerBytes(t, usdt.address);
    expect(borrow.cumulativeBorrowRate.toString()).toBe(
      scaledFractionToDecimal(reserve.uint(RESERVE.cumulativeBorrowRateBsf, 4)).toString(),
    );
    const ceil = BigInt(borrow.borrowedAmount.toFixed(0, MathDecimal.ROUND_UP));
    expect(borrow.borrowedAmountOutsideElevationGroups).toBe(ceil);
  });

  it('inside an elevation group: group LTVs, factor 1, the debt recorded against the collateral', async () => {
    const sent = await send(t, refreshAll(multiply), [t.ordinary]);
    expect(sent.err).toBeNull();
    const after = decodeObligation(
      new PublicKey(multiply.address),
      ledgerAccount(t, multiply.address),
    );
    const group = worldMarket(t, 'jito').elevationGroups.find(
      (g) => g.id === multiply.elevationGroup,
    );
    const [deposit] = after.deposits;
    const [borrow] = after.borrows;
    if (group === undefined || deposit === undefined || borrow === undefined) throw new Error();
    expect(after.borrowFactorAdjustedDebtValue.toString()).toBe(borrow.marketValue.toString());
    expect(
      relative(after.allowedBorrowValue, deposit.marketValue.times(group.loanToValuePct).div(100)),
    ).toBeLessThan(1e-15);
    const debt = BigInt(borrow.borrowedAmount.toFixed(0, MathDecimal.ROUND_UP));
    expect(deposit.borrowedAmountAgainstThisCollateralInElevationGroup).toBe(debt);
    const [collateral] = reservesOf(multiply) as [WorldReserve];
    const slot = RESERVE.borrowedAmountsAgainstThisReserveInElevationGroups + (group.id - 1) * 8;
    expect(ledgerBytes(t, collateral.address).u64(slot)).toBeGreaterThanOrEqual(debt);
    expect(after.highestBorrowFactorPct).toBe(100n);
  });

  it('takes one referrer token state per borrow after the reserves when the obligation has a referrer', async () => {
    patchAccount(t, vanilla.address, (b) =>
      b.setPubkey(OBLIGATION.referrer, Keypair.generate().publicKey),
    );
    const reserves = reservesOf(vanilla);
    const remaining = [...slotReserves(vanilla.address), Keypair.generate().publicKey];
    const ixs = [
      ...reserves.map((r) => refreshReserveIx(t, r)),
      refreshObligationIx(vanilla, { remaining }),
    ];
    const sent = await send(t, ixs, [t.ordinary]);
    // The market pays no referral fee, so the state is counted but never read.
    expect(sent.err).toBeNull();
    patchAccount(t, vanilla.address, (b) => b.setPubkey(OBLIGATION.referrer, PublicKey.default));
  });
});

describe('refresh_obligation rejects', () => {
  it('a reserve not refreshed in this slot (ReserveStale): borrows are checked first', async () => {
    t.chain.ledger.advanceSlots(1);
    const usdt = worldReserve(t, 'main', 'USDT');
    const stale = await send(t, [refreshObligationIx(vanilla)], [t.ordinary]);
    expect(stale.err).toEqual(failedWith(0, { Custom: 6009 }));
    const lastSlot = ledgerBytes(t, usdt.address).u64(RESERVE.lastUpdate);
    expect(stale.logs).toContain(
      `Program log: Borrow reserve ${usdt.address} provided for liquidity 0 is stale\n                and must be refreshed in the current slot. Last Update LastUpdate { slot: ${lastSlot}, stale: 0, price_status: 63, placeholder: [0, 0, 0, 0, 0, 0] }`,
    );
    expect(stale.logs).toContain(
      anchorLine(
        `AnchorError thrown in ${OPERATIONS}:3050.`,
        'ReserveStale',
        6009,
        'Reserve state needs to be refreshed',
      ),
    );
    const onlyBorrow = await send(
      t,
      [refreshReserveIx(t, usdt), refreshObligationIx(vanilla)],
      [t.ordinary],
    );
    expect(onlyBorrow.err).toEqual(failedWith(1, { Custom: 6009 }));
    expect(onlyBorrow.logs).toContainEqual(
      expect.stringMatching(
        /^Program log: Deposit reserve \w+ provided for collateral 0 is stale and must be refreshed in the current slot\. Last Update LastUpdate \{ slot: \d+, stale: 0, price_status: 63, placeholder: \[0, 0, 0, 0, 0, 0\] \}$/,
      ),
    );
  });

  it('the wrong number of remaining accounts (InvalidAccountInput)', async () => {
    const remaining = slotReserves(vanilla.address).slice(0, 2);
    const sent = await send(t, [refreshObligationIx(vanilla, { remaining })], [t.ordinary]);
    expect(sent.err).toEqual(failedWith(0, { Custom: 6006 }));
    expect(sent.logs.slice(2, 4)).toEqual([
      'Program log: expected_remaining_accounts=3, actual_remaining_accounts 2 obligation.has_referrer()=false reserves_count=3 borrow_count=1',
      anchorLine(
        'AnchorError thrown in programs/klend/src/handlers/handler_refresh_obligation.rs:33.',
        'InvalidAccountInput',
        6006,
        'Invalid account input',
      ),
    ]);
  });

  it('reserves out of order, a read-only reserve, an account that is not a reserve', async () => {
    const [sol, usdc, usdt] = slotReserves(vanilla.address) as [PublicKey, PublicKey, PublicKey];
    const refreshes = reservesOf(vanilla).map((r) => refreshReserveIx(t, r));
    const swapped = await send(
      t,
      [...refreshes, refreshObligationIx(vanilla, { remaining: [usdc, sol, usdt] })],
      [t.ordinary],
    );
    expect(swapped.err).toEqual(failedWith(3, { Custom: 6006 }));
    expect(swapped.logs).toContain(
      'Program log: Deposit reserve of collateral 0 does not match the deposit reserve provided',
    );
    // Writability is the transaction's, so alone: a refresh would make the reserve writable.
    // The read-only check comes before the staleness check.
    const readOnly = await send(t, [refreshObligationIx(vanilla, { readOnly: 2 })], [t.ordinary]);
    expect(readOnly.err).toEqual(failedWith(0, { Custom: 6006 }));
    expect(readOnly.logs).toContain(
      anchorLine(
        `AnchorError thrown in ${OPERATIONS}:1661.`,
        'InvalidAccountInput',
        6006,
        'Invalid account input',
      ),
    );
    const market = new PublicKey(vanilla.marketAddress);
    const notReserve = await send(
      t,
      [refreshObligationIx(vanilla, { remaining: [sol, usdc, market] })],
      [t.ordinary],
    );
    expect(notReserve.err).toEqual(failedWith(0, 'ProgramFailedToComplete'));
    expect(notReserve.logs).toContain(
      "Program log: panicked at 'called `Result::unwrap()` on an `Err` value: AccountDiscriminatorMismatch', programs/klend/src/handlers/handler_refresh_obligation.rs:47:81",
    );
  });

  it('an obligation of another market, read-only, or not klend’s', async () => {
    const other = new PublicKey(worldMarket(t, 'jlp').address);
    const ix = refreshObligationIx(vanilla);
    const keys = ix.keys.map((k, i) => (i === 0 ? { ...k, pubkey: other } : k));
    const wrongMarket = await send(t, [{ ...ix, keys }], [t.ordinary]);
    expect(wrongMarket.err).toEqual(failedWith(0, { Custom: 2001 }));
    expect(wrongMarket.logs.slice(2, 7)).toEqual([
      anchorLine(
        'AnchorError caused by account: obligation.',
        'ConstraintHasOne',
        2001,
        'A has one constraint was violated',
      ),
      'Program log: Left:',
      `Program log: ${vanilla.marketAddress}`,
      'Program log: Right:',
      `Program log: ${other.toBase58()}`,
    ]);
    const readOnly = await send(
      t,
      [refreshObligationIx(vanilla, { obligation: { writable: false } })],
      [t.ordinary],
    );
    expect(readOnly.err).toEqual(failedWith(0, { Custom: 2000 }));
    const wallet = ix.keys.map((k, i) => (i === 1 ? { ...k, pubkey: t.ordinary.publicKey } : k));
    const notKlend = await send(t, [{ ...ix, keys: wallet }], [t.ordinary]);
    expect(notKlend.err).toEqual(failedWith(0, { Custom: 3007 }));
  });

  it('an elevation group the market does not define, or whose debt reserve is not borrowed', async () => {
    patchAccount(t, vanilla.address, (b) => b.setU8(OBLIGATION.elevationGroup, 9));
    const undefinedGroup = await send(t, refreshAll(vanilla), [t.ordinary]);
    expect(undefinedGroup.err).toEqual(failedWith(3, { Custom: 6069 }));
    expect(undefinedGroup.logs.slice(-5, -2)).toEqual([
      anchorLine(
        `AnchorError thrown in ${OPERATIONS}:3910.`,
        'InvalidElevationGroup',
        6069,
        'The elevation group chosen for the reserve does not exist in the lending market',
      ),
      'Program log: Left: 0',
      'Program log: Right: 0',
    ]);
    patchAccount(t, vanilla.address, (b) => b.setU8(OBLIGATION.elevationGroup, 1));
    const inconsistent = await send(t, refreshAll(vanilla), [t.ordinary]);
    expect(inconsistent.err).toEqual(failedWith(3, { Custom: 6068 }));
    expect(inconsistent.logs).toContain(
      anchorLine(
        `AnchorError thrown in ${OPERATIONS}:1685.`,
        'InconsistentElevationGroup',
        6068,
        "The obligation's elevation group and the reserve's are not the same",
      ),
    );
    patchAccount(t, vanilla.address, (b) => b.setU8(OBLIGATION.elevationGroup, 0));
  });

  it('a borrow in a group whose debt reserve it is not, a cumulative rate that went down', async () => {
    patchAccount(t, vanilla.address, (b) => b.setU8(OBLIGATION.elevationGroup, 2));
    const usdt = worldReserve(t, 'main', 'USDT');
    const usdc = worldReserve(t, 'main', 'USDC');
    const other = await send(t, refreshAll(vanilla), [t.ordinary]);
    expect(other.err).toEqual(failedWith(3, { Custom: 6104 }));
    expect(other.logs.slice(-7, -2)).toEqual([
      anchorLine(
        `AnchorError thrown in ${OPERATIONS}:1694.`,
        'ElevationGroupHasAnotherDebtReserve',
        6104,
        'In elevation group attempt to borrow from a reserve that is not the debt reserve',
      ),
      'Program log: Left:',
      `Program log: ${usdt.address}`,
      'Program log: Right:',
      `Program log: ${usdc.address}`,
    ]);
    patchAccount(t, vanilla.address, (b) => b.setU8(OBLIGATION.elevationGroup, 0));
    const rate = OBLIGATION.borrows + BORROW.cumulativeBorrowRateBsf;
    const saved = ledgerBytes(t, vanilla.address).uint(rate, 4);
    patchAccount(t, vanilla.address, (b) => b.setUint(rate, 4, 1n << 100n));
    const negative = await send(t, refreshAll(vanilla), [t.ordinary]);
    expect(negative.err).toEqual(failedWith(3, { Custom: 6028 }));
    expect(negative.logs).toContain('Program log: Interest rate cannot be negative');
    patchAccount(t, vanilla.address, (b) => b.setUint(rate, 4, saved));
  });

  it('pays the referrer its share of new interest into its token state, checked by PDA', async () => {
    const usdt = worldReserve(t, 'main', 'USDT');
    const referrer = Keypair.generate().publicKey;
    const [state, bump] = PublicKey.findProgramAddressSync(
      [Buffer.from('referrer_acc'), referrer.toBuffer(), new PublicKey(usdt.address).toBuffer()],
      toPublicKey(KLEND_PROGRAM_ID),
    );
    const writeState = (address: PublicKey) => {
      const data = new AccountBytes(new Uint8Array(360));
      data.data.set(REFERRER_TOKEN_STATE.discriminator, 0);
      data.setPubkey(REFERRER_TOKEN_STATE.referrer, referrer);
      data.setPubkey(REFERRER_TOKEN_STATE.mint, new PublicKey(usdt.mint));
      data.setU64(REFERRER_TOKEN_STATE.bump, BigInt(bump));
      t.chain.ledger.writeAccount(address, {
        lamports: t.chain.ledger.minimumBalanceForRentExemption(360),
        owner: toPublicKey(KLEND_PROGRAM_ID),
        data: data.data,
        executable: false,
        rentEpoch: 0n,
      });
    };
    writeState(state);
    patchAccount(t, vanilla.marketAddress, (b) => b.data.set([0xd0, 0x07], 120)); // 2 000 bps
    patchAccount(t, vanilla.address, (b) => b.setPubkey(OBLIGATION.referrer, referrer));
    t.chain.ledger.advanceSlots(5);
    const reserveBefore = ledgerBytes(t, usdt.address);
    const ixs = (account: PublicKey) => [
      ...reservesOf(vanilla).map((r) => refreshReserveIx(t, r)),
      refreshObligationIx(vanilla, { remaining: [...slotReserves(vanilla.address), account] }),
    ];
    const sent = await send(t, ixs(state), [t.ordinary]);
    expect(sent.err).toBeNull();
    const paid = ledgerBytes(t, state).u128(REFERRER_TOKEN_STATE.amountCumulativeSf);
    expect(paid).toBeGreaterThan(0n);
    expect(ledgerBytes(t, state).u128(REFERRER_TOKEN_STATE.amountUnclaimedSf)).toBe(paid);
    const reserveAfter = ledgerBytes(t, usdt.address);
    expect(
      reserveAfter.u128(RESERVE.accumulatedReferrerFeesSf) -
        reserveBefore.u128(RESERVE.accumulatedReferrerFeesSf),
    ).toBe(paid);
    expect(reserveAfter.u128(RESERVE.absoluteReferralRateSf)).toBeGreaterThan(0n);

    const elsewhere = Keypair.generate().publicKey;
    writeState(elsewhere);
    t.chain.ledger.advanceSlots(5);
    const wrong = await send(t, ixs(elsewhere), [t.ordinary]);
    expect(wrong.err).toEqual(failedWith(3, { Custom: 6076 }));
    expect(wrong.logs).toContain(
      anchorLine(
        'AnchorError thrown in programs/klend/src/lending_market/lending_checks.rs:735.',
        'ReferrerAccountWrongAddress',
        6076,
        'Referrer account address is not a valid program address',
      ),
    );
    patchAccount(t, vanilla.marketAddress, (b) => b.data.set([0, 0], 120));
    patchAccount(t, vanilla.address, (b) => b.setPubkey(OBLIGATION.referrer, PublicKey.default));
  });

  it('a market in emergency mode (GlobalEmergencyMode)', async () => {
    patchAccount(t, vanilla.marketAddress, (b) => b.setU8(122, 1));
    const sent = await send(t, [refreshObligationIx(vanilla)], [t.ordinary]);
    expect(sent.err).toEqual(failedWith(0, { Custom: 6042 }));
    patchAccount(t, vanilla.marketAddress, (b) => b.setU8(122, 0));
  });
});
