// @vitest-environment node
import { createAddress, encodeTokenAccount, TOKEN_PROGRAM_ID } from '@keel/chain-readers';
import { lamportsToAmount } from '@keel/core-math';
import { type SimulatedAccount, walletMovements } from '@keel/wallet-connect';
import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { claimCheck } from './claimCheck';

const WALLET = Keypair.generate().publicKey.toBase58();
const MINT = Keypair.generate().publicKey.toBase58();
const ACCOUNT = Keypair.generate().publicKey.toBase58();
const leaf = { distributor: MINT, amount: 1_250_500_000n, proof: [] };
const check = claimCheck({
  leaf,
  mint: MINT,
  amount: lamportsToAmount('1250500000', 6),
  symbol: 'KMNO',
});

/** The wallet's token account of the mint as the program writes it. */
const tokenAccount = (amount: bigint): SimulatedAccount => ({
  lamports: 2_039_280,
  owner: TOKEN_PROGRAM_ID.toBase58(),
  data: encodeTokenAccount({
    mint: createAddress(MINT),
    owner: createAddress(WALLET),
    amount,
    delegate: null,
    state: 'Initialized',
    isNative: null,
    delegatedAmount: 0n,
    closeAuthority: null,
  }),
});

/** What the simulation moved: the account before the claim (none) and after it. */
function simulated(after: bigint) {
  return {
    movements: walletMovements({
      wallet: WALLET,
      addresses: [ACCOUNT],
      before: new Map([[ACCOUNT, null]]),
      after: new Map([[ACCOUNT, tokenAccount(after)]]),
      networkFeeLamports: 0,
      decimals: new Map([[MINT, 6]]),
    }),
  };
}

describe('claimCheck', () => {
  it('agrees when the wallet receives the allocation', () => {
    expect(check.verify(new Map(), simulated(1_250_500_000n))).toEqual({
      figures: [
        {
          label: 'KMNO received',
          preview: '1,250.5 KMNO',
          simulated: '1,250.5 KMNO',
          agrees: true,
        },
      ],
    });
  });

  it('disagrees when the wallet would receive less, with both values', () => {
    expect(check.verify(new Map(), simulated(1_000_000_000n)).disagreement).toBe(
      'KMNO received would be 1,000 KMNO, not 1,250.5 KMNO',
    );
  });
});
