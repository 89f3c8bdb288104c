import { KLEND_PROGRAM_ID } from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';
import type { SimulatedAccount } from '@keel/wallet-connect';
import { describe, expect, it } from 'vitest';
import { lendingActionCheck } from './lendingCheck';
import { actionDataFixture, positionInput, sol, usdc } from './testing/actionDataFixture';
import { type ObligationFixtureInput, obligationFixtureBytes } from './testing/obligationFixture';

const data = actionDataFixture(sol, '50');
const obligationKey = data.addresses.obligation.toBase58();

/** The post-state a node would answer: the obligation as given, the reserves unchanged. */
function postState(obligation: ObligationFixtureInput | null) {
  const state = new Map<string, SimulatedAccount | null>();
  state.set(
    obligationKey,
    obligation === null
      ? null
      : {
          lamports: 1,
          owner: KLEND_PROGRAM_ID.toBase58(),
          data: obligationFixtureBytes(obligation),
        },
  );
  return state;
}

const withSol = (cTokens: bigint): ObligationFixtureInput => ({
  ...positionInput,
  deposits: [{ reserve: positionInput.deposits[0]!.reserve, cTokens }],
});

describe('lendingActionCheck', () => {
  it('asks for the obligation and every reserve it holds', () => {
    const check = lendingActionCheck('supply', new MathDecimal('10'), data);
    expect(check.accounts.map((a) => a.toBase58())).toEqual([
      obligationKey,
      sol.address.toBase58(),
      usdc.address.toBase58(),
    ]);
  });

  it('agrees when the simulated position is what the preview showed', () => {
    const check = lendingActionCheck('supply', new MathDecimal('10'), data);
    const verdict = check.verify(postState(withSol(20_000_000_000n)));
    expect(verdict.disagreement).toBeUndefined();
    expect(verdict.figures).toEqual([
      { label: 'SOL supplied', preview: '20 SOL', simulated: '20 SOL', agrees: true },
      { label: 'LTV', preview: '30.00%', simulated: '30.00%', agrees: true },
    ]);
  });

  it('disagrees, with both values, when the position lands short (a stale exchange rate)', () => {
    const check = lendingActionCheck('supply', new MathDecimal('10'), data);
    const verdict = check.verify(postState(withSol(19_000_000_000n)));
    expect(verdict.figures.map((f) => f.agrees)).toEqual([false, false]);
    expect(verdict.disagreement).toBe(
      'SOL supplied would be 19 SOL, not 20 SOL; LTV would be 31.58%, not 30.00%',
    );
  });

  it('accepts interest to the landing slot (within the tolerance)', () => {
    const check = lendingActionCheck('supply', new MathDecimal('10'), data);
    const verdict = check.verify(postState(withSol(20_000_001_000n)));
    expect(verdict.disagreement).toBeUndefined();
  });

  it('disagrees when the simulation leaves no position', () => {
    const check = lendingActionCheck('supply', new MathDecimal('10'), data);
    expect(check.verify(postState(null)).disagreement).toBe(
      'The simulation left no position to check',
    );
  });

  it('a request for "all" expects nothing of the position to remain', () => {
    const repay = actionDataFixture(usdc, '700');
    const noDebt = { ...positionInput, borrows: [] };
    const typed = lendingActionCheck('repay', new MathDecimal('600'), repay);
    const all = lendingActionCheck('repay', new MathDecimal('600'), repay, true);
    // Max offered 600.00 of 600.000033: the preview keeps 0.000033, "all" leaves none.
    expect(typed.verify(postState(noDebt)).figures[0]).toMatchObject({
      preview: '0.000033 USDC',
      simulated: '0 USDC',
    });
    expect(all.verify(postState(noDebt)).figures[0]).toMatchObject({
      label: 'USDC borrowed',
      preview: '0 USDC',
      agrees: true,
    });
  });
});
