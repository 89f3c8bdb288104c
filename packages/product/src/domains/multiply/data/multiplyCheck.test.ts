import {
  encodeReserve,
  KLEND_PROGRAM_ID,
  NATIVE_MINT,
  OBLIGATION_SIZE,
  toPublicKey,
} from '@keel/chain-readers';
import { amountToLamports, MathDecimal } from '@keel/core-math';
import type { SimulatedAccount, SimulatedWallet } from '@keel/wallet-connect';
import { describe, expect, it } from 'vitest';
import { reserveView } from '../../lending/data/reserveView';
import {
  type ObligationFixtureInput,
  obligationFixtureBytes,
} from '../../lending/data/testing/obligationFixture';
import {
  type ReserveFixtureInput,
  reserveFixture,
  reserveFixtureData,
  testKey,
} from '../../lending/data/testing/reserveFixture';
import { marketFixture } from '../../lending/data/testing/seedLending';
import { type LoopCheckInput, multiplyLoopCheck } from './multiplyCheck';
import { NO_POSITION, type PairPosition, type SnapshotPair } from './vault/positionSnapshot';
import { vaultPreview } from './vault/vaultPreview';
import type { LoopChange } from './writes/leverageLoopRequests';

const market = testKey(140);
const obligation = testKey(143);
const solInput: ReserveFixtureInput = {
  address: testKey(141),
  market,
  symbol: 'SOL',
  decimals: 9,
  mint: NATIVE_MINT,
  available: '1000',
  borrowed: '100',
  price: '150',
  loanToValuePct: 75,
  liquidationThresholdPct: 80,
};
const sol = reserveFixture(solInput);
const usdc = reserveFixture({
  address: testKey(142),
  market,
  symbol: 'USDC',
  decimals: 6,
  mint: testKey(144),
  available: '1000000',
  borrowed: '50000',
  price: '1',
});
const state = { market: marketFixture(market, 'Main'), reserves: [sol, usdc] };
const views = { slotDurationMs: 400, nowSeconds: 0 };
/** A long SOL/USDC, valued as the vault form values it. */
const pair: SnapshotPair = {
  collateral: reserveView(sol, views),
  debt: reserveView(usdc, views),
  terms: {
    elevationGroup: 0,
    maxLtv: new MathDecimal('0.75'),
    liquidationLtv: new MathDecimal('0.8'),
    debtBorrowFactorPct: new MathDecimal(100),
  },
  correlated: false,
  traded: 'collateral',
};
const SLIPPAGE = new MathDecimal('0.5');

/** 1 SOL opened at 3x: 3 SOL held against 2 SOL of USDC, fee and slippage on top. */
const opened = vaultPreview({
  ...pair,
  amount: new MathDecimal(1),
  depositToken: 'collateral',
  leverage: new MathDecimal(3),
  slippagePct: SLIPPAGE,
  priceShift: new MathDecimal(0),
}).after;
const open: LoopChange = {
  kind: 'increase',
  ownCollateral: new MathDecimal(1),
  flashCollateral: new MathDecimal(2),
};

function check(change: LoopChange, before: PairPosition, after: PairPosition) {
  const input: LoopCheckInput = {
    preview: { pair, before, after },
    change,
    market: state,
    collateral: sol,
    debt: usdc,
    obligation,
    slippagePct: SLIPPAGE,
  };
  return multiplyLoopCheck(input);
}

const account = (data: Uint8Array): SimulatedAccount => ({
  lamports: 1,
  owner: KLEND_PROGRAM_ID.toBase58(),
  data,
});

/** The obligation the node simulated: SOL lamports deposited (cTokens at rate 1), USDC owed. */
function position(solLamports: bigint, usdcUnits: string): ObligationFixtureInput {
  return {
    address: obligation,
    market,
    tag: 'Leverage',
    deposits: [{ reserve: toPublicKey(sol.address), cTokens: solLamports }],
    borrows: [{ reserve: toPublicKey(usdc.address), lamports: usdcUnits }],
  };
}

function postState(held: ObligationFixtureInput | null, solPrice?: string) {
  const post = new Map<string, SimulatedAccount | null>();
  post.set(obligation.toBase58(), held ? account(obligationFixtureBytes(held)) : null);
  if (solPrice) {
    post.set(
      sol.address.toBase58(),
      account(encodeReserve(reserveFixtureData({ ...solInput, price: solPrice }))),
    );
  }
  return post;
}

const solReceived = (lamports: bigint): SimulatedWallet => ({
  movements: [{ mint: NATIVE_MINT.toBase58(), decimals: 9, change: lamports }],
});

const previewDebtUnits = amountToLamports(opened.borrowed, 6).toString();

describe('multiplyLoopCheck', () => {
  it('asks for the obligation and the pair’s reserves', () => {
    expect(check(open, NO_POSITION, opened).accounts.map((address) => address.toBase58())).toEqual([
      obligation.toBase58(),
      sol.address.toBase58(),
      usdc.address.toBase58(),
    ]);
  });

  it('agrees with an open the simulation lands as previewed, and names each figure', () => {
    const verdict = check(open, NO_POSITION, opened).verify(
      postState(position(3_000_000_000n, previewDebtUnits)),
    );
    expect(verdict.disagreement).toBeUndefined();
    expect(verdict.figures).toEqual([
      { label: 'SOL collateral', preview: '3 SOL', simulated: '3 SOL', agrees: true },
      {
        label: 'USDC debt',
        preview: '301.801499 USDC',
        simulated: '301.801499 USDC',
        agrees: true,
      },
      { label: 'LTV', preview: '67.07%', simulated: '67.07%', agrees: true },
      { label: 'Leverage', preview: '3.0x', simulated: '3.0x', agrees: true },
    ]);
  });

  it('gives the debt the swap sells for the slippage, twice, on what it sells', () => {
    // Sold: 2.002 SOL of USDC (300.3); 1 % of it, and interest on the debt, is 3.15 USDC.
    const better = check(open, NO_POSITION, opened).verify(
      postState(position(3_000_000_000n, '299000000')),
    );
    expect(better.disagreement).toBeUndefined();
    const worse = check(open, NO_POSITION, opened).verify(
      postState(position(3_000_000_000n, '305500000')),
    );
    expect(worse.disagreement).toBe(
      'USDC debt would be 305.5 USDC, not 301.801499 USDC; LTV would be 67.89%, not 67.07%; Leverage would be 3.1x, not 3.0x',
    );
  });

  it('holds the collateral an open deposits to interest alone (a stale exchange rate shows)', () => {
    const verdict = check(open, NO_POSITION, opened).verify(
      postState(position(2_990_000_000n, previewDebtUnits)),
    );
    expect(verdict.figures.map((figure) => [figure.label, figure.agrees])).toEqual([
      ['SOL collateral', false],
      ['USDC debt', true],
      ['LTV', true],
      ['Leverage', true],
    ]);
    expect(verdict.disagreement).toBe('SOL collateral would be 2.99 SOL, not 3 SOL');
  });

  it('values the position at the simulated reserve’s price: a moved price shows in the LTV', () => {
    const verdict = check(open, NO_POSITION, opened).verify(
      postState(position(3_000_000_000n, previewDebtUnits), '120'),
    );
    expect(verdict.disagreement).toBe(
      'LTV would be 83.83%, not 67.07%; Leverage would be 6.2x, not 3.0x',
    );
  });

  it('disagrees when the simulation leaves no position after an open', () => {
    expect(check(open, NO_POSITION, opened).verify(postState(null)).disagreement).toBe(
      'The simulation left no position to check',
    );
  });

  describe('a close', () => {
    const held = { deposited: new MathDecimal(3), borrowed: new MathDecimal('301.8') };
    const close: LoopChange = { kind: 'close', debt: held.borrowed };
    // The review's 'You receive': 3 − 301.8 × 1.001 × 1.005 / 150 SOL.
    const received = 975_917_000n;
    const rent = BigInt((OBLIGATION_SIZE + 128) * 6_960);

    it('agrees when the obligation is gone and the SOL arrives, its rent set apart', () => {
      const verdict = check(close, held, NO_POSITION).verify(
        postState(null),
        solReceived(received + rent),
      );
      expect(verdict.disagreement).toBeUndefined();
      expect(verdict.figures).toEqual([
        { label: 'SOL collateral', preview: '0 SOL', simulated: '0 SOL', agrees: true },
        { label: 'USDC debt', preview: '0 USDC', simulated: '0 USDC', agrees: true },
        {
          label: 'SOL received',
          preview: '0.975917 SOL',
          simulated: '0.975917 SOL',
          agrees: true,
        },
      ]);
    });

    it('disagrees when less reaches the wallet than the review said, beyond the slippage', () => {
      const verdict = check(close, held, NO_POSITION).verify(
        postState(null),
        solReceived(received + rent - 50_000_000n),
      );
      expect(verdict.disagreement).toBe('SOL received would be 0.925917 SOL, not 0.975917 SOL');
    });

    it('disagrees when the position is not emptied', () => {
      const verdict = check(close, held, NO_POSITION).verify(
        postState(position(10_000_000n, '0')),
        solReceived(received),
      );
      expect(verdict.disagreement).toBe('SOL collateral would be 0.01 SOL, not 0 SOL');
    });
  });

  it('an adjust down sells collateral: its collateral gets the slippage, its debt does not', () => {
    const held = { deposited: new MathDecimal(3), borrowed: new MathDecimal(300) };
    const after = { deposited: new MathDecimal(2), borrowed: new MathDecimal(150) };
    const down: LoopChange = { kind: 'decrease', repayDebt: new MathDecimal(150) };
    // Sold: 150.15 USDC of SOL (1.001 SOL); 1 % of it is 0.01 SOL.
    const verdict = (solLamports: bigint, usdcUnits: string) =>
      check(down, held, after).verify(postState(position(solLamports, usdcUnits)), solReceived(0n))
        .disagreement;
    expect(verdict(2_008_000_000n, '150000000')).toBeUndefined();
    expect(verdict(2_020_000_000n, '150000000')).toBe(
      'SOL collateral would be 2.02 SOL, not 2 SOL; LTV would be 49.50%, not 50.00%',
    );
    expect(verdict(2_000_000_000n, '151000000')).toBe('USDC debt would be 151 USDC, not 150 USDC');
  });

  it('a withdraw at the same leverage pays out what was typed', () => {
    const held = { deposited: new MathDecimal(3), borrowed: new MathDecimal(300) };
    const after = { deposited: new MathDecimal('2.4'), borrowed: new MathDecimal(240) };
    const withdraw: LoopChange = {
      kind: 'decrease',
      repayDebt: new MathDecimal(60),
      ownCollateral: new MathDecimal('0.2'),
    };
    const landed = postState(position(2_400_000_000n, '240000000'));
    expect(
      check(withdraw, held, after).verify(landed, solReceived(201_000_000n)).disagreement,
    ).toBeUndefined();
    expect(check(withdraw, held, after).verify(landed, solReceived(0n)).disagreement).toBe(
      'SOL received would be 0 SOL, not 0.2 SOL',
    );
  });
});
