import {
  type Address,
  associatedTokenAddress,
  createAddress,
  encodeTokenAccount,
  TOKEN_PROGRAM_ID,
} from '@keel/chain-readers';
import type { VaultState } from '@keel/vault-programs';
import type { SimulatedAccount } from '@keel/wallet-connect';
import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { vaultCheck } from './earnCheck';
import { vaultWritesRuntime } from './writes/runtime';
import { vaultFigures } from './writes/vaultPreview';

const key = () => createAddress(Keypair.generate().publicKey.toBase58());
const WALLET = key();
const TOKEN_MINT = key();
const SHARES_MINT = key();

/*
 * The vault of the landing preview's tests (6 decimals): 12 000 tokens available, 10 000 shares,
 * a 1 % withdrawal penalty, fees charged. The wallet holds 500 USDT and 100 shares.
 */
const state = {
  tokenMint: TOKEN_MINT,
  tokenProgram: TOKEN_PROGRAM_ID,
  sharesMint: SHARES_MINT,
  tokenAvailable: 12_000_000_000n,
  sharesIssued: 10_000_000_000n,
  pendingFeesSf: 0n,
  prevAumSf: 0n,
  managementFeeBps: 0n,
  performanceFeeBps: 0n,
  lastFeeChargeTimestamp: 1_700_000_000n,
  cumulativeEarnedInterestSf: 0n,
  cumulativeMgmtFeesSf: 0n,
  cumulativePerfFeesSf: 0n,
  rewardPerSecond: 0n,
  rewardsAvailable: 0n,
  crankFundFeePerReserve: 0n,
  withdrawalPenaltyBps: 100n,
  withdrawalPenaltyLamports: 0n,
  vaultAllocationStrategy: [],
} as unknown as VaultState;

const figures = vaultFigures({
  aum: 12_000_000_000n,
  sharesIssued: state.sharesIssued,
  decimals: 6,
  walletTokens: 500_000_000n,
  walletShares: 100_000_000n,
  landing: vaultWritesRuntime.landingPreview(
    { state, reserves: [] },
    { slot: 1_000, now: 1_700_000_000 },
    null,
  ),
});

const sharesAccount = associatedTokenAddress(WALLET, SHARES_MINT).address;
const tokenAccount = associatedTokenAddress(WALLET, TOKEN_MINT).address;

const tokenAccountBytes = (mint: Address, amount: bigint): SimulatedAccount => ({
  lamports: 2_039_280,
  owner: TOKEN_PROGRAM_ID.toBase58(),
  data: encodeTokenAccount({
    mint,
    owner: WALLET,
    amount,
    delegate: null,
    state: 'Initialized',
    isNative: null,
    delegatedAmount: 0n,
    closeAuthority: null,
  }),
});

/** The wallet's two accounts as the simulated transaction leaves them (null: none). */
function postState(after: { shares: bigint | null; tokens: bigint }) {
  return new Map<string, SimulatedAccount | null>([
    [
      sharesAccount.toBase58(),
      after.shares === null ? null : tokenAccountBytes(SHARES_MINT, after.shares),
    ],
    [tokenAccount.toBase58(), tokenAccountBytes(TOKEN_MINT, after.tokens)],
  ]);
}

const check = (kind: 'deposit' | 'withdraw', amount: bigint) =>
  vaultCheck({ kind, amount, figures, state, wallet: WALLET.toBase58(), symbol: 'USDT' });

describe('vaultCheck', () => {
  it('asks for the wallet’s shares and token accounts', () => {
    expect(check('deposit', 120_000_000n).accounts.map((a) => a.toBase58())).toEqual([
      sharesAccount.toBase58(),
      tokenAccount.toBase58(),
    ]);
  });

  it('agrees when a deposit of 120 mints the 100 shares previewed and takes 120', () => {
    const verdict = check('deposit', 120_000_000n).verify(
      postState({ shares: 200_000_000n, tokens: 380_000_000n }),
    );
    expect(verdict).toEqual({
      figures: [
        { label: 'Shares you receive', preview: '100', simulated: '100', agrees: true },
        { label: 'You deposit', preview: '120 USDT', simulated: '120 USDT', agrees: true },
      ],
    });
  });

  it('accepts the interest of the slots between the preview and the simulation (1 bp)', () => {
    // A share price 1 bp higher mints 99.99 shares.
    const verdict = check('deposit', 120_000_000n).verify(
      postState({ shares: 199_990_000n, tokens: 380_000_000n }),
    );
    expect(verdict.disagreement).toBeUndefined();
  });

  it('disagrees, with both values, when the deposit mints fewer shares (a stale share price)', () => {
    const verdict = check('deposit', 120_000_000n).verify(
      postState({ shares: 199_000_000n, tokens: 380_000_000n }),
    );
    expect(verdict.disagreement).toBe('Shares you receive would be 99, not 100');
  });

  it('disagrees when the simulation leaves the wallet no shares account', () => {
    const verdict = check('deposit', 120_000_000n).verify(
      postState({ shares: null, tokens: 380_000_000n }),
    );
    expect(verdict.disagreement).toBe('Shares you receive would be 0, not 100');
  });

  it('agrees when a withdrawal of 50 shares burns them and pays 59.4, the penalty kept', () => {
    const verdict = check('withdraw', 50_000_000n).verify(
      postState({ shares: 50_000_000n, tokens: 559_400_000n }),
    );
    expect(verdict).toEqual({
      figures: [
        { label: 'Shares you burn', preview: '50', simulated: '50', agrees: true },
        { label: 'You receive', preview: '59.4 USDT', simulated: '59.4 USDT', agrees: true },
      ],
    });
  });

  it('disagrees when the withdrawal pays other than previewed (a penalty missed)', () => {
    const verdict = check('withdraw', 50_000_000n).verify(
      postState({ shares: 50_000_000n, tokens: 560_000_000n }),
    );
    expect(verdict.disagreement).toBe('You receive would be 60 USDT, not 59.4 USDT');
  });
});
