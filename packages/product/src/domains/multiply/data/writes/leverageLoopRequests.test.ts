import type { SwapQuoteParams } from '@keel/api-client';
import { MathDecimal } from '@keel/core-math';
import { U64_MAX } from '@keel/lending-programs';
import { describe, expect, it } from 'vitest';
import {
  echoQuote,
  expectRepayNamesBorrow,
  flashBorrowIndex,
  hasFlashBorrow,
  routeWithAccounts,
  sentInstructionData,
} from '../../../../testing/flashLoanTransactions';
import { obligationFixture } from '../../../lending/data/testing/obligationFixture';
import { testKey } from '../../../lending/data/testing/reserveFixture';
import { SWAP_MARKET, swapReserve } from '../../../lending/data/testing/swapReserves';
import {
  flashFeeUnits,
  type LeverageLoopInput,
  type LoopChange,
  leverageLoopRequests,
} from './leverageLoopRequests';

const OWNER = testKey(500);
const market = SWAP_MARKET;
const jito = swapReserve('JitoSOL', '1000');
const sol = swapReserve('SOL', '1000', '100');
/** repay_obligation_liquidity and its V2 form; the withdraw-and-redeem likewise. */
const REPAY = ['91b20de14cf09348', '74aed54cb435d290'];
const WITHDRAW = ['4b5d5ddc2296dac4', 'eb34779895c51407'];

function input(change: LoopChange, opts: { open: boolean; routeAccounts?: number }) {
  const asked: SwapQuoteParams[] = [];
  const loop: LeverageLoopInput = {
    wallet: OWNER.toBase58(),
    tag: 'Multiply',
    collateral: jito,
    debt: sol,
    reserves: [jito, sol],
    collateralDecimals: 9,
    debtDecimals: 9,
    obligation: opts.open
      ? null
      : obligationFixture({
          address: testKey(90),
          market,
          owner: OWNER,
          tag: 'Multiply',
          deposits: [{ reserve: jito.address, cTokens: 3_000_000_000n }],
          borrows: [{ reserve: sol.address, lamports: '2000000000' }],
        }),
    setup: { userMetadata: !opts.open, collateralFarmState: true, debtFarmState: true },
    elevationGroup: 0,
    change,
    slippageBps: 100,
    lookupTable: undefined,
    swap: {
      quote: async (params) => {
        asked.push(params);
        return echoQuote(params);
      },
      instructions: async () => routeWithAccounts(opts.routeAccounts ?? 4, testKey),
    },
    rpc: {
      getAddressLookupTable: async () => {
        throw new Error('no lookup table to read');
      },
    },
    label: 'Open JitoSOL/SOL',
  };
  return { loop, asked };
}

const d = (value: string) => new MathDecimal(value);
const increase: LoopChange = { kind: 'increase', ownCollateral: d('1'), flashCollateral: d('2') };

describe('leverageLoopRequests', () => {
  it('adding to a position: one transaction, the repay names the borrow as it lands', async () => {
    const { loop, asked } = input(increase, { open: false });
    const requests = await leverageLoopRequests(loop);
    expect(requests).toHaveLength(1);
    expect(flashBorrowIndex(requests[0]!, OWNER)).toBeGreaterThanOrEqual(2);
    expectRepayNamesBorrow(requests[0]!, OWNER);
    // The debt buys back the flash-borrowed collateral: an ExactOut quote of SOL → JitoSOL.
    expect(asked).toEqual([
      expect.objectContaining({
        inputMint: sol.liquidity.mintPubkey.toBase58(),
        outputMint: jito.liquidity.mintPubkey.toBase58(),
        amount: (2_000_000_000n + flashFeeUnits(jito, 2_000_000_000n)).toString(),
        swapMode: 'ExactOut',
        slippageBps: 100,
      }),
    ]);
  });

  it('opening when all is too big: set-up first, the loop’s repay names the borrow in its own transaction', async () => {
    const { loop } = input(increase, { open: true, routeAccounts: 28 });
    const requests = await leverageLoopRequests(loop);
    expect(requests.map((r) => r.label)).toEqual(['Set up: Open JitoSOL/SOL', 'Open JitoSOL/SOL']);
    expect(hasFlashBorrow(requests[0]!)).toBe(false);
    expect(requests[1]!.computeUnitLimit).toBeGreaterThan(0);
    expectRepayNamesBorrow(requests[1]!, OWNER);
  });

  it('closing repays and withdraws "all" and flash-borrows the read debt with a margin', async () => {
    const { loop, asked } = input({ kind: 'close', debt: d('2') }, { open: false });
    const requests = await leverageLoopRequests(loop);
    expect(requests).toHaveLength(1);
    expectRepayNamesBorrow(requests[0]!, OWNER);
    const flashDebt = 2_002_000_000n; // the debt read, plus the margin for interest since
    expect(asked[0]).toMatchObject({
      amount: (flashDebt + flashFeeUnits(sol, flashDebt)).toString(),
      swapMode: 'ExactOut',
    });
    const datas = sentInstructionData(requests[0]!, OWNER);
    const amountAfter = (kinds: string[]) => {
      const data = datas.find((x) => kinds.includes(x.subarray(0, 8).toString('hex')));
      return data?.readBigUInt64LE(8);
    };
    expect(amountAfter(REPAY)).toBe(U64_MAX);
    expect(amountAfter(WITHDRAW)).toBe(U64_MAX);
  });

  it('refuses a leverage of 1x before asking for a quote', async () => {
    const { loop, asked } = input(
      { kind: 'increase', ownCollateral: d('1'), flashCollateral: d('0') },
      { open: true },
    );
    await expect(leverageLoopRequests(loop)).rejects.toThrow('leverage above 1x');
    expect(asked).toEqual([]);
  });
});
