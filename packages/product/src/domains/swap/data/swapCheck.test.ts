import type { SwapQuote } from '@keel/api-client';
import { createAddress, encodeTokenAccount, TOKEN_PROGRAM_ID } from '@keel/chain-readers';
import { type SimulatedAccount, walletMovements } from '@keel/wallet-connect';
import { Keypair } from '@solana/web3.js';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { swapCheck } from './swapCheck';

const WALLET = Keypair.generate().publicKey.toBase58();
const USDC_MINT = Keypair.generate().publicKey.toBase58();
const USDC_ACCOUNT = Keypair.generate().publicKey.toBase58();
const SOL_MINT = 'So11111111111111111111111111111111111111112';

const quote: SwapQuote = {
  inputMint: SOL_MINT,
  outputMint: USDC_MINT,
  inAmount: new Decimal('1500000000'),
  outAmount: new Decimal('224662500'),
  otherAmountThreshold: new Decimal('223539187'),
  swapMode: 'ExactIn',
  slippageBps: 50,
  priceImpact: new Decimal('0.0012'),
  routePlan: [],
  contextSlot: 1,
  raw: {},
};

const solAccount = (lamports: number): SimulatedAccount => ({
  lamports,
  owner: '11111111111111111111111111111111',
  data: new Uint8Array(),
});
const usdcAccount = (amount: bigint): SimulatedAccount => ({
  lamports: 2_039_280,
  owner: TOKEN_PROGRAM_ID.toBase58(),
  data: encodeTokenAccount({
    mint: createAddress(USDC_MINT),
    owner: createAddress(WALLET),
    amount,
    delegate: null,
    state: 'Initialized',
    isNative: null,
    delegatedAmount: 0n,
    closeAuthority: null,
  }),
});

/** The wallet as the node answers it: 10 SOL and 100 USDC before, `usdcAfter` after. */
function simulatedWallet(usdcAfter: bigint | null) {
  const before = new Map([
    [WALLET, solAccount(10_000_000_000)],
    [USDC_ACCOUNT, usdcAccount(100_000_000n)],
  ]);
  const after = new Map([
    [WALLET, solAccount(8_500_000_000 - 5_000)],
    [USDC_ACCOUNT, usdcAfter === null ? null : usdcAccount(usdcAfter)],
  ]);
  return {
    movements: walletMovements({
      wallet: WALLET,
      addresses: [WALLET, USDC_ACCOUNT],
      before,
      after,
      networkFeeLamports: 5_000,
      decimals: new Map([[USDC_MINT, 6]]),
    }),
  };
}

const check = swapCheck(quote, { symbol: 'USDC', decimals: 6 });

describe('swapCheck', () => {
  it('agrees when the wallet receives at least the quote’s minimum', () => {
    const verdict = check.verify(new Map(), simulatedWallet(100_000_000n + 224_662_500n));
    expect(verdict).toEqual({
      figures: [
        {
          label: 'USDC received',
          preview: 'at least 223.53 USDC',
          simulated: '224.66 USDC',
          agrees: true,
        },
      ],
    });
  });

  it('disagrees, with both values, when the route pays less than the minimum', () => {
    const verdict = check.verify(new Map(), simulatedWallet(100_000_000n + 200_000_000n));
    expect(verdict.disagreement).toBe(
      'USDC received would be 200.00 USDC, not at least 223.53 USDC',
    );
  });

  it('disagrees when the simulation says nothing of the wallet (no movements)', () => {
    expect(check.verify(new Map()).disagreement).toBe(
      'USDC received would be 0 USDC, not at least 223.53 USDC',
    );
  });
});
