import { MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import {
  echoQuote,
  expectRepayNamesBorrow,
  flashBorrowIndex,
  hasFlashBorrow,
  routeWithAccounts,
} from '../../../../testing/flashLoanTransactions';
import { obligationFixture } from '../testing/obligationFixture';
import { testKey } from '../testing/reserveFixture';
import { SWAP_MARKET, swapReserve } from '../testing/swapReserves';
import { type ObligationSwapInput, obligationSwapRequests } from './obligationSwapRequests';

const OWNER = testKey(500);
const market = SWAP_MARKET;
const sol = swapReserve('SOL', '100');
const jito = swapReserve('JitoSOL', '100');
const obligation = obligationFixture({
  address: testKey(90),
  market,
  owner: OWNER,
  deposits: [{ reserve: sol.address, cTokens: 5_000_000_000n }],
  borrows: [],
});

function input(routeAccounts: number): ObligationSwapInput {
  return {
    wallet: OWNER.toBase58(),
    obligation,
    reserves: [sol, jito],
    intent: {
      side: 'collateral',
      from: { reserve: sol, decimals: 9, symbol: 'SOL' },
      to: { reserve: jito, decimals: 9, symbol: 'JitoSOL' },
      amount: new MathDecimal('2'),
      all: false,
      slippageBps: 50,
    },
    lookupTable: undefined,
    swap: {
      quote: async (params) => echoQuote(params),
      instructions: async () => routeWithAccounts(routeAccounts, testKey),
    },
    // The reserves have no farms, so no farm state is looked up.
    chain: {
      endpoint: 'test',
      rpc: {
        getMultipleAccountsInfo: async () => {
          throw new Error('no farm state to read');
        },
      },
    },
    rpc: {
      getAddressLookupTable: async () => {
        throw new Error('no lookup table to read');
      },
    },
    label: 'Swap SOL collateral to JitoSOL',
  };
}

describe('obligationSwapRequests', () => {
  it('one transaction: the repay names the borrow after the pipeline’s and the set-up’s instructions', async () => {
    const requests = await obligationSwapRequests(input(4));
    expect(requests).toHaveLength(1);
    // The set-up (a token account for JitoSOL at least) goes before the flash borrow.
    expect(flashBorrowIndex(requests[0]!, OWNER)).toBeGreaterThan(2);
    expectRepayNamesBorrow(requests[0]!, OWNER);
  });

  it('set-up first when all is too big: the swap’s repay names the borrow in its own transaction', async () => {
    const requests = await obligationSwapRequests(input(28));
    expect(requests.map((r) => r.label)).toEqual([
      'Set up: Swap SOL collateral to JitoSOL',
      'Swap SOL collateral to JitoSOL',
    ]);
    expect(hasFlashBorrow(requests[0]!)).toBe(false);
    expectRepayNamesBorrow(requests[1]!, OWNER);
  });

  it('refuses a swap without an amount before asking for a quote', async () => {
    const empty = input(4);
    empty.intent = { ...empty.intent, amount: new MathDecimal(0) };
    let asked = false;
    empty.swap = {
      ...empty.swap,
      quote: async (params) => {
        asked = true;
        return echoQuote(params);
      },
    };
    await expect(obligationSwapRequests(empty)).rejects.toThrow('Enter an amount');
    expect(asked).toBe(false);
  });
});
