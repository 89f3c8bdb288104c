import { associatedTokenAddress, KLEND_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import type { TransactionInstruction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { U64_MAX } from '../../constants';
import { checkRefresh } from '../../testing/checkRefresh';
import {
  MARKET,
  OWNER,
  sampleObligation,
  sampleReserve,
  solReserve,
  TOKEN_PROGRAM,
} from '../../testing/fixtures';
import { testKey } from '../../testing/keys';
import { addresses } from '../../testing/metas';
import type { LendingReserve } from '../lendingInputs';
import { composeObligationSwap } from './composeObligationSwap';
import type { ComposeObligationSwapInput } from './obligationSwapInputs';

const swapIx = (): TransactionInstruction => ({
  programId: toPublicKey(testKey(900)),
  keys: [],
  data: Buffer.from([1, 2, 3]),
});

const a = sampleReserve(10);
const b = sampleReserve(20);
const debtX = sampleReserve(30);
const debtY = sampleReserve(40);
const all = [a, b, debtX, debtY];

function compose(overrides: Partial<ComposeObligationSwapInput>) {
  return composeObligationSwap({
    market: MARKET,
    owner: OWNER,
    obligation: sampleObligation([a], [debtX]),
    fromReserve: a,
    toReserve: b,
    reserves: all,
    swap: { kind: 'collateral', flashAmount: 1_000n, withdrawCollateral: 900n },
    swapInstructions: [swapIx()],
    fromFarmStateExists: true,
    toFarmStateExists: true,
    instructionsBefore: 2,
    ...overrides,
  });
}

const labels = (steps: { label: string }[]) => steps.map((s) => s.label);
const u64At = (data: Buffer, offset: number) => data.readBigUInt64LE(offset);

function refreshVerdict(
  action: ReturnType<typeof compose>['action'],
  label: string,
  reserve: LendingReserve,
) {
  const actionIndex = action.findIndex((s) => s.label === label);
  return checkRefresh({
    instructions: action.map((s) => s.instruction),
    actionIndex,
    klendProgramId: KLEND_PROGRAM_ID,
    obligation: testKey(3),
    reserves: [{ reserve: reserve.address, farm: null }],
  });
}

describe('composeObligationSwap: collateral', () => {
  it('flash borrows B, deposits it, withdraws A, swaps, flash repays B', () => {
    const { setup, action } = compose({});
    expect(labels(setup)).toEqual(['createTokenAccount', 'createTokenAccount']);
    expect(labels(action)).toEqual([
      'flashBorrow',
      'refreshReserve',
      'refreshReserve',
      'refreshReserve',
      'refreshObligation',
      'deposit',
      'refreshReserve',
      'refreshReserve',
      'refreshReserve',
      'refreshObligation',
      'withdraw',
      'swap',
      'flashRepay',
    ]);
    expect(refreshVerdict(action, 'deposit', b)).toEqual([]);
    expect(refreshVerdict(action, 'withdraw', a)).toEqual([]);
  });

  it('the flash loan is in B, into the wallet’s B account, and the repay names its index', () => {
    const { action } = compose({ instructionsBefore: 5 });
    const borrow = action[0]!.instruction;
    const repay = action.find((s) => s.label === 'flashRepay')!.instruction;
    expect(addresses(borrow)[3]).toBe(b.address.toBase58());
    expect(addresses(borrow)[6]).toBe(
      associatedTokenAddress(OWNER, b.liquidity.mintPubkey, TOKEN_PROGRAM).address.toBase58(),
    );
    expect(addresses(repay)).toEqual(addresses(borrow));
    expect(u64At(borrow.data, 8)).toBe(1_000n);
    expect(u64At(repay.data, 8)).toBe(1_000n);
    expect(repay.data[16]).toBe(5);
  });

  it('the withdrawal refreshes the obligation with B in its deposits', () => {
    const { action } = compose({});
    const refreshes = action.filter((s) => s.label === 'refreshObligation');
    expect(addresses(refreshes[0]!.instruction).slice(2)).toEqual(
      [a, debtX].map((r) => r.address.toBase58()),
    );
    expect(addresses(refreshes[1]!.instruction).slice(2)).toEqual(
      [a, b, debtX].map((r) => r.address.toBase58()),
    );
  });

  it('unwraps SOL at the end when one side is SOL, and creates a missing farm state', () => {
    const sol = solReserve(50);
    const farmed = sampleReserve(60, { farmCollateral: true });
    const { setup, action } = compose({
      obligation: sampleObligation([sol], [debtX]),
      fromReserve: sol,
      toReserve: farmed,
      reserves: [sol, farmed, debtX],
      toFarmStateExists: false,
    });
    expect(labels(action).at(-1)).toBe('unwrapSol');
    expect(labels(setup)).toContain('initObligationFarm');
  });

  it('refuses a reserve the obligation has not deposited, and the same reserve twice', () => {
    expect(() => compose({ fromReserve: b, toReserve: a })).toThrow(/no deposit/);
    expect(() => compose({ toReserve: a })).toThrow(/two different reserves/);
    expect(() =>
      compose({ swap: { kind: 'collateral', flashAmount: 0n, withdrawCollateral: 1n } }),
    ).toThrow(RangeError);
  });
});

describe('composeObligationSwap: debt', () => {
  const debt = (repayDebt: bigint) =>
    compose({
      fromReserve: debtX,
      toReserve: debtY,
      swap: { kind: 'debt', flashAmount: 500n, repayDebt, borrowAmount: 700n },
    });

  it('flash borrows X, repays it, borrows Y, swaps, flash repays X', () => {
    const { action } = debt(500n);
    expect(labels(action).filter((l) => l !== 'refreshReserve')).toEqual([
      'flashBorrow',
      'refreshObligation',
      'repay',
      'refreshObligation',
      'borrow',
      'swap',
      'flashRepay',
    ]);
    expect(addresses(action[0]!.instruction)[3]).toBe(debtX.address.toBase58());
    expect(refreshVerdict(action, 'repay', debtX)).toEqual([]);
    expect(refreshVerdict(action, 'borrow', debtY)).toEqual([]);
  });

  it('repaying all of X frees its slot before the borrow refreshes the obligation', () => {
    const { action } = debt(U64_MAX);
    const refreshes = action.filter((s) => s.label === 'refreshObligation');
    expect(addresses(refreshes[1]!.instruction).slice(2)).toEqual([a.address.toBase58()]);
    const repay = action.find((s) => s.label === 'repay')!.instruction;
    expect(u64At(repay.data, 8)).toBe(U64_MAX);
  });

  it('refuses a reserve the obligation does not borrow', () => {
    expect(() =>
      compose({
        fromReserve: debtY,
        toReserve: debtX,
        swap: { kind: 'debt', flashAmount: 5n, repayDebt: 5n, borrowAmount: 7n },
      }),
    ).toThrow(/no borrow/);
  });
});
