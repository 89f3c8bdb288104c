import {
  type Address,
  associatedTokenAddress,
  createAddress,
  encodeTokenAccount,
  NATIVE_MINT,
  TOKEN_PROGRAM_ID,
  type WhirlpoolStrategy,
} from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';
import type { StrategyWriteState } from '@keel/liquidity-programs';
import { type SimulatedAccount, walletMovements } from '@keel/wallet-connect';
import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { type StrategyCheckInput, strategyCheck } from './strategyCheck';

const key = () => createAddress(Keypair.generate().publicKey.toBase58());
const WALLET = key();
const USDC_MINT = key();
const SHARES_MINT = key();
const SLIPPAGE = new MathDecimal('0.005');
const RENT = 2_039_280;
const NETWORK_FEE = 5_000;

/** A SOL-USDC strategy: 15 SOL and 1 600 USDC for 1 000 shares. */
const state = {
  strategy: {
    tokenAMint: NATIVE_MINT,
    tokenBMint: USDC_MINT,
    tokenATokenProgram: TOKEN_PROGRAM_ID,
    tokenBTokenProgram: TOKEN_PROGRAM_ID,
    sharesMint: SHARES_MINT,
  } as unknown as WhirlpoolStrategy,
  holdings: {
    totalA: 15_000_000_000n,
    totalB: 1_600_000_000n,
    decimalsA: 9,
    decimalsB: 6,
    sharesIssued: 1_000_000_000n,
    sharesDecimals: 6,
  },
} as unknown as StrategyWriteState;

const ata = (mint: Address) => associatedTokenAddress(WALLET, mint).address.toBase58();
const USDC_ACCOUNT = ata(USDC_MINT);
const SHARES_ACCOUNT = ata(SHARES_MINT);
const symbols = { a: 'SOL', b: 'USDC' };

const sol = (lamports: bigint): SimulatedAccount => ({
  lamports: Number(lamports),
  owner: '11111111111111111111111111111111',
  data: new Uint8Array(),
});
const tokens = (mint: Address, amount: bigint): SimulatedAccount => ({
  lamports: RENT,
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

interface Side {
  lamports: bigint;
  usdc: bigint;
  /** null: the wallet has no shares account. */
  shares: bigint | null;
}

/** The post-state and movements the pipeline gives a check: the wallet before and after. */
function simulated(before: Side, after: Side) {
  const accounts = (side: Side) =>
    new Map<string, SimulatedAccount | null>([
      [WALLET.toBase58(), sol(side.lamports)],
      [USDC_ACCOUNT, tokens(USDC_MINT, side.usdc)],
      [SHARES_ACCOUNT, side.shares === null ? null : tokens(SHARES_MINT, side.shares)],
    ]);
  const post = accounts(after);
  const movements = walletMovements({
    wallet: WALLET.toBase58(),
    addresses: [WALLET.toBase58(), USDC_ACCOUNT, SHARES_ACCOUNT],
    before: accounts(before),
    after: post,
    networkFeeLamports: NETWORK_FEE,
    decimals: new Map([
      [USDC_MINT.toBase58(), 6],
      [SHARES_MINT.toBase58(), 6],
    ]),
  });
  return [post, { movements }] as const;
}

const deposit: StrategyCheckInput = {
  kind: 'deposit',
  state,
  wallet: WALLET.toBase58(),
  // No shares account yet: the deposit creates it (its rent leaves the wallet's SOL).
  accounts: [USDC_ACCOUNT],
  symbols,
  amountA: 1_500_000_000n,
  amountB: 160_000_000n,
};
const before: Side = { lamports: 10_000_000_000n, usdc: 500_000_000n, shares: null };
/** The deposit landed as previewed: 1.5 SOL and 160 USDC for 100 shares, rent and fee paid. */
const landed = (shares: bigint, takenSol = 1_500_000_000n): Side => ({
  lamports: before.lamports - takenSol - BigInt(RENT) - BigInt(NETWORK_FEE),
  usdc: 340_000_000n,
  shares,
});

describe('strategyCheck', () => {
  it('asks for the accounts the deposit creates (their rent is not SOL deposited)', () => {
    expect(strategyCheck(deposit, SLIPPAGE).accounts.map((a) => a.toBase58())).toEqual([
      SHARES_ACCOUNT,
    ]);
  });

  it('agrees when the deposit mints the shares previewed and takes what it offered', () => {
    const verdict = strategyCheck(deposit, SLIPPAGE).verify(
      ...simulated(before, landed(100_000_000n)),
    );
    expect(verdict).toEqual({
      figures: [
        { label: 'Shares', preview: '100', simulated: '100', agrees: true },
        { label: 'SOL deposited', preview: '1.5 SOL', simulated: '1.5 SOL', agrees: true },
        { label: 'USDC deposited', preview: '160 USDC', simulated: '160 USDC', agrees: true },
      ],
    });
  });

  it('accepts shares within the slippage (0.5 %)', () => {
    const verdict = strategyCheck(deposit, SLIPPAGE).verify(
      ...simulated(before, landed(99_500_000n)),
    );
    expect(verdict.disagreement).toBeUndefined();
  });

  it('disagrees, with both values, when the shares fall beyond the slippage (a moved price)', () => {
    const verdict = strategyCheck(deposit, SLIPPAGE).verify(
      ...simulated(before, landed(99_000_000n)),
    );
    expect(verdict.disagreement).toBe('Shares would be 99, not 100');
  });

  it('disagrees when the deposit takes more than it offered', () => {
    const verdict = strategyCheck(deposit, SLIPPAGE).verify(
      ...simulated(before, landed(100_000_000n, 1_510_000_000n)),
    );
    expect(verdict.disagreement).toBe('SOL deposited would be 1.51 SOL, not 1.5 SOL');
  });

  it('agrees when a withdrawal burns the shares and pays their part of the holdings', () => {
    const withdraw: StrategyCheckInput = {
      kind: 'withdraw',
      state,
      wallet: WALLET.toBase58(),
      accounts: [USDC_ACCOUNT, SHARES_ACCOUNT],
      symbols,
      shares: 100_000_000n,
    };
    const holding: Side = { ...before, shares: 100_000_000n };
    const paid: Side = {
      lamports: holding.lamports + 1_500_000_000n - BigInt(NETWORK_FEE),
      usdc: holding.usdc + 160_000_000n,
      shares: 0n,
    };
    const check = strategyCheck(withdraw, SLIPPAGE);
    expect(check.verify(...simulated(holding, paid))).toEqual({
      figures: [
        { label: 'Shares withdrawn', preview: '100', simulated: '100', agrees: true },
        { label: 'SOL received', preview: '1.5 SOL', simulated: '1.5 SOL', agrees: true },
        { label: 'USDC received', preview: '160 USDC', simulated: '160 USDC', agrees: true },
      ],
    });
    const short = { ...paid, usdc: holding.usdc + 150_000_000n };
    expect(check.verify(...simulated(holding, short)).disagreement).toBe(
      'USDC received would be 150 USDC, not 160 USDC',
    );
  });

  it('disagrees when the simulation says nothing of the wallet (no movements)', () => {
    expect(strategyCheck(deposit, SLIPPAGE).verify(new Map()).disagreement).toBe(
      'Shares would be 0, not 100; SOL deposited would be 0 SOL, not 1.5 SOL; ' +
        'USDC deposited would be 0 USDC, not 160 USDC',
    );
  });
});
