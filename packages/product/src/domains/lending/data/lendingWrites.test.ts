import { MathDecimal } from '@keel/core-math';
import { U64_MAX } from '@keel/lending-programs';
import { isNothingToCompare, type TransactionRequest } from '@keel/wallet-connect';
import { describe, expect, it } from 'vitest';
import type { LendingActionData } from './actionData';
import type { LendingAction } from './actionLimits';
import { lendingActionRequests } from './lendingWrites';
import { actionDataFixture, everything, sol, usdc } from './testing/actionDataFixture';

const WITHDRAW = ['4b5d5ddc2296dac4', 'eb34779895c51407'];
const REPAY = ['91b20de14cf09348', '74aed54cb435d290'];

/** The u64 amount the request's `kinds` instruction carries. */
function amountOf(requests: TransactionRequest[], kinds: string[]): bigint | undefined {
  const all = requests.flatMap((request) => request.instructions);
  const ix = all.find((i) => kinds.includes(Buffer.from(i.data.subarray(0, 8)).toString('hex')));
  return ix ? Buffer.from(ix.data).readBigUInt64LE(8) : undefined;
}

const requests = (action: LendingAction, amount: string, input: LendingActionData) =>
  lendingActionRequests({ action, amount: new MathDecimal(amount), label: 'Act', data: input });

describe('lendingActionRequests', () => {
  it('withdrawing the whole deposit sends "all", so interest since the read is included', () => {
    expect(amountOf(requests('withdraw', '10', actionDataFixture(sol, '0')), WITHDRAW)).toBe(
      U64_MAX,
    );
  });

  it('withdrawing part sends its collateral amount', () => {
    const part = amountOf(requests('withdraw', '4', actionDataFixture(sol, '0')), WITHDRAW);
    expect(part).toBeGreaterThan(0n);
    expect(part).toBeLessThan(U64_MAX);
  });

  it('repaying what Max offers (600.00 of 600.000033) repays all when the wallet covers it', () => {
    expect(amountOf(requests('repay', '600', actionDataFixture(usdc, '700')), REPAY)).toBe(U64_MAX);
  });

  it('repaying all with too little in the wallet sends the typed amount instead', () => {
    expect(amountOf(requests('repay', '600', actionDataFixture(usdc, '600.1')), REPAY)).toBe(
      600_000_000n,
    );
  });

  it('a repay below the debt is never "all"', () => {
    expect(amountOf(requests('repay', '599.99', actionDataFixture(usdc, '700')), REPAY)).toBe(
      599_990_000n,
    );
  });

  it('account set-up goes first, in the same transaction when it fits', () => {
    const fresh = { ...everything, userMetadata: false, debtFarmState: false };
    const [only, ...rest] = requests('borrow', '10', actionDataFixture(usdc, '0', fresh));
    expect(rest).toEqual([]);
    expect(only?.label).toBe('Act');
  });

  it('the action carries the check of its preview; a repay of "all" expects no debt left', () => {
    const [action] = requests('repay', '600', actionDataFixture(usdc, '700'));
    const check = action?.check;
    if (!check || isNothingToCompare(check)) throw new Error('the action has no figures to check');
    expect(check.accounts.map((a) => a.toBase58())).toContain(usdc.address.toBase58());
    const figures = check.verify(new Map()).figures;
    expect(figures).toEqual([]);
  });
});
