import { type LendingMarketState, toPublicKey } from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';
import { U64_MAX } from '@keel/lending-programs';
import type { TransactionRequest } from '@keel/wallet-connect';
import { describe, expect, it } from 'vitest';
import type { LendingActionData, SetupState } from './actionData';
import type { LendingAction } from './actionLimits';
import { lendingActionRequests } from './lendingWrites';
import { obligationView } from './obligationView';
import { reserveView } from './reserveView';
import { obligationFixture } from './testing/obligationFixture';
import { reserveFixture, testKey } from './testing/reserveFixture';
import { marketFixture } from './testing/seedLending';
import { actionAddresses } from './writeAddresses';

const OWNER = testKey(500);
const market = testKey(60);
const sol = reserveFixture({
  address: testKey(61),
  market,
  symbol: 'SOL',
  decimals: 9,
  available: '100',
  borrowed: '0',
  price: '100',
});
/** A stablecoin: the form offers 2 decimals of a debt held to 6. */
const usdc = reserveFixture({
  address: testKey(62),
  market,
  symbol: 'USDC',
  decimals: 6,
  available: '10000',
  borrowed: '5000',
  price: '1',
});
const state: LendingMarketState = { market: marketFixture(market, 'Main'), reserves: [sol, usdc] };
const views = state.reserves.map((r) => reserveView(r, { slotDurationMs: 400, nowSeconds: 0 }));
/** 10 SOL supplied, 600.000033 USDC owed. */
const account = obligationFixture({
  address: testKey(63),
  market,
  owner: OWNER,
  deposits: [{ reserve: toPublicKey(sol.address), cTokens: 10_000_000_000n }],
  borrows: [{ reserve: toPublicKey(usdc.address), lamports: '600000033' }],
});
const position = obligationView(account, state, views);
const everything: SetupState = {
  obligation: true,
  userMetadata: true,
  tokenAccount: true,
  collateralFarmState: true,
  debtFarmState: true,
};

function data(
  reserve: typeof sol,
  walletBalance: string,
  setup: SetupState = everything,
): LendingActionData {
  return {
    wallet: OWNER.toBase58(),
    lookupTable: undefined,
    market: state,
    reserve,
    view: views[reserve === sol ? 0 : 1]!,
    views,
    obligation: position,
    obligationAccount: account,
    walletBalance: new MathDecimal(walletBalance),
    addresses: actionAddresses(OWNER.toBase58(), market.toBase58(), reserve),
    setup,
  };
}

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
    expect(amountOf(requests('withdraw', '10', data(sol, '0')), WITHDRAW)).toBe(U64_MAX);
  });

  it('withdrawing part sends its collateral amount', () => {
    const part = amountOf(requests('withdraw', '4', data(sol, '0')), WITHDRAW);
    expect(part).toBeGreaterThan(0n);
    expect(part).toBeLessThan(U64_MAX);
  });

  it('repaying what Max offers (600.00 of 600.000033) repays all when the wallet covers it', () => {
    expect(amountOf(requests('repay', '600', data(usdc, '700')), REPAY)).toBe(U64_MAX);
  });

  it('repaying all with too little in the wallet sends the typed amount instead', () => {
    expect(amountOf(requests('repay', '600', data(usdc, '600.1')), REPAY)).toBe(600_000_000n);
  });

  it('a repay below the debt is never "all"', () => {
    expect(amountOf(requests('repay', '599.99', data(usdc, '700')), REPAY)).toBe(599_990_000n);
  });

  it('account set-up goes first, in the same transaction when it fits', () => {
    const fresh = { ...everything, userMetadata: false, debtFarmState: false };
    const [only, ...rest] = requests('borrow', '10', data(usdc, '0', fresh));
    expect(rest).toEqual([]);
    expect(only?.label).toBe('Act');
  });
});
