// @vitest-environment node
import {
  createAddress,
  encodeTokenAccount,
  type FarmState,
  TOKEN_PROGRAM_ID,
} from '@keel/chain-readers';
import { type SimulatedAccount, walletMovements } from '@keel/wallet-connect';
import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { farmStakeCheck, farmUnstakeCheck } from './farmCheck';

const WALLET = Keypair.generate().publicKey.toBase58();
const SHARES_MINT = Keypair.generate().publicKey.toBase58();
const SHARES_ACCOUNT = Keypair.generate().publicKey.toBase58();
const WAD = 10n ** 18n;
const farm = {
  token: { mint: createAddress(SHARES_MINT), decimals: 6, tokenProgram: TOKEN_PROGRAM_ID },
} as FarmState;

/** The wallet's shares account as the token program writes it. */
const sharesAccount = (amount: bigint): SimulatedAccount => ({
  lamports: 2_039_280,
  owner: TOKEN_PROGRAM_ID.toBase58(),
  data: encodeTokenAccount({
    mint: createAddress(SHARES_MINT),
    owner: createAddress(WALLET),
    amount,
    delegate: null,
    state: 'Initialized',
    isNative: null,
    delegatedAmount: 0n,
    closeAuthority: null,
  }),
});

/** The wallet as the simulation leaves it: `before` shares, then `after`. */
function simulated(before: bigint, after: bigint) {
  return {
    movements: walletMovements({
      wallet: WALLET,
      addresses: [SHARES_ACCOUNT],
      before: new Map([[SHARES_ACCOUNT, sharesAccount(before)]]),
      after: new Map([[SHARES_ACCOUNT, sharesAccount(after)]]),
      networkFeeLamports: 0,
      decimals: new Map([[SHARES_MINT, 6]]),
    }),
  };
}

describe('farmStakeCheck', () => {
  const check = farmStakeCheck(farm, 2_500_000n);

  it('agrees when exactly the shares typed leave the wallet', () => {
    expect(check.verify(new Map(), simulated(10_000_000n, 7_500_000n))).toEqual({
      figures: [
        {
          label: 'Shares staked',
          preview: '2.5 shares',
          simulated: '2.5 shares',
          agrees: true,
        },
      ],
    });
  });

  it('disagrees when the farm takes fewer shares than typed', () => {
    expect(check.verify(new Map(), simulated(10_000_000n, 8_000_000n)).disagreement).toBe(
      'Shares staked would be 2 shares, not 2.5 shares',
    );
  });
});

describe('farmUnstakeCheck', () => {
  it('agrees when the whole units of the stake come back to the wallet', () => {
    const check = farmUnstakeCheck(farm, 1_000_000n * WAD + 123n);
    expect(check.verify(new Map(), simulated(0n, 1_000_000n)).disagreement).toBeUndefined();
  });

  it('disagrees when nothing comes back (the farm kept the shares in a cooldown)', () => {
    const check = farmUnstakeCheck(farm, 1_000_000n * WAD);
    expect(check.verify(new Map(), simulated(0n, 0n)).disagreement).toBe(
      'Shares received would be 0 shares, not 1 shares',
    );
  });
});
