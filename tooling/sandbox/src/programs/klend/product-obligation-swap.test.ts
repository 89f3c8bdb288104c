import {
  decodeObligation,
  decodeReserve,
  KLEND_PROGRAM_ID,
  type Obligation,
  type Reserve,
  sameAddress,
  toPublicKey,
} from '@keel/chain-readers';
import {
  type ComposeObligationSwapInput,
  collateralAmountForWithdraw,
  composeLendingAction,
  composeObligationSwap,
  instructionsInOrder,
  obligationRemainingAccounts,
  refreshObligationInstruction,
  refreshReserveFor,
  U64_MAX,
} from '@keel/lending-programs';
import {
  ComputeBudgetProgram,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import type Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildQuote } from '../../api/routes/swap-quote';
import { startTestChain, type TestChain } from '../../test-support/test-chain';
import { farmsHandler } from '../farms/farms-handler';
import { swapInstruction } from '../swap/swap-client';
import { swapHandler } from '../swap/swap-handler';
import { ata } from './action-test-kit';
import { klendHandler } from './handler';
import { ledgerAccount, worldMarket, worldReserve } from './test-world';

/*
 * The product's obligation swap end to end on the emulated lending program and the sandbox swap:
 * an obligation with SOL collateral and USDC debt swaps part of its SOL into JitoSOL, then all of
 * its USDC debt into USDT, each in one transaction, its net value kept within the fees.
 */

let t: TestChain;
let owner: Keypair;
const SLIPPAGE_BPS = 50;

beforeAll(async () => {
  t = await startTestChain({
    seed: 'product-obligation-swap',
    handlers: [klendHandler, farmsHandler, swapHandler],
    keepOraclesFresh: true,
  });
  owner = Keypair.generate();
  await t.connection.requestAirdrop(owner.publicKey, 50 * LAMPORTS_PER_SOL);
});
afterAll(() => t.chain.close());

const BUDGET = [
  ComputeBudgetProgram.setComputeUnitLimit({ units: 1_400_000 }),
  ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1 }),
];

const reserveOf = (symbol: string): Reserve => {
  const address = new PublicKey(worldReserve(t, 'main', symbol).address);
  return decodeReserve(address, ledgerAccount(t, address));
};
const worldReserveOf = (r: Reserve) => {
  const found = worldMarket(t, 'main').reserves.find((w) => w.address === r.address.toBase58());
  if (!found) throw new Error(`reserve ${r.address.toBase58()} is not in the main market`);
  return found;
};
const readObligation = (address: PublicKey) => decodeObligation(address, ledgerAccount(t, address));
const allReserves = (): Reserve[] =>
  ['SOL', 'USDC', 'JitoSOL', 'USDT'].map((symbol) => reserveOf(symbol));

async function sendV0(instructions: readonly TransactionInstruction[]) {
  const market = worldMarket(t, 'main');
  const table = (await t.connection.getAddressLookupTable(new PublicKey(market.lookupTable))).value;
  if (table === null) throw new Error('the market has no lookup table');
  const { blockhash } = await t.connection.getLatestBlockhash();
  const message = new TransactionMessage({
    payerKey: owner.publicKey,
    recentBlockhash: blockhash,
    instructions: [...BUDGET, ...instructions],
  }).compileToV0Message([table]);
  const tx = new VersionedTransaction(message);
  tx.sign([owner]);
  const bytes = tx.serialize();
  const signature = await t.connection.sendRawTransaction(bytes, { skipPreflight: true });
  const landed = await t.connection.getTransaction(signature, {
    maxSupportedTransactionVersion: 0,
    commitment: 'confirmed',
  });
  return {
    size: bytes.length,
    err: landed?.meta?.err ?? null,
    logs: landed?.meta?.logMessages ?? [],
  };
}

/** The obligation's net value (USD) after a refresh of its reserves and itself. */
async function netValue(obligation: Obligation): Promise<Decimal> {
  const keys = [
    ...obligation.deposits.map((d) => d.depositReserve),
    ...obligation.borrows.map((b) => b.borrowReserve),
  ];
  const reserves = allReserves();
  const refreshes = keys.map((key) => {
    const reserve = reserves.find((r) => sameAddress(r.address, key));
    if (!reserve) throw new Error(`unknown reserve ${key.toBase58()}`);
    return refreshReserveFor(reserve, KLEND_PROGRAM_ID);
  });
  const sent = await sendV0([
    ...refreshes,
    refreshObligationInstruction({
      accounts: { lendingMarket: obligation.lendingMarket, obligation: obligation.address },
      remainingAccounts: obligationRemainingAccounts(obligation, KLEND_PROGRAM_ID),
      programId: KLEND_PROGRAM_ID,
    }),
  ]);
  expect(sent.err, sent.logs.join('\n')).toBeNull();
  const fresh = readObligation(toPublicKey(obligation.address));
  return fresh.depositedValue.minus(fresh.borrowedAssetsMarketValue);
}

/** Flash fee the program charges on `amount` (at least one base unit when there is a fee). */
function flashFee(reserve: Reserve, amount: bigint): bigint {
  const rate = reserve.config.fees.flashLoanFee;
  if (rate.isZero()) return 0n;
  return BigInt(rate.times(amount.toString()).ceil().toFixed(0)) + 1n;
}

const read = (address: PublicKey) => t.chain.ledger.readAccount(address);
function quote(from: Reserve, to: Reserve, amount: bigint, swapMode: 'ExactIn' | 'ExactOut') {
  return buildQuote(
    read,
    {
      inputMint: from.liquidity.mintPubkey.toBase58(),
      outputMint: to.liquidity.mintPubkey.toBase58(),
      amount,
      slippageBps: SLIPPAGE_BPS,
      swapMode,
    },
    0,
  );
}

function swapIx(
  from: Reserve,
  to: Reserve,
  mode: 'ExactIn' | 'ExactOut',
  amount: bigint,
  limit: bigint,
) {
  return swapInstruction({
    user: owner.publicKey,
    source: ata(owner.publicKey, worldReserveOf(from)),
    destination: ata(owner.publicKey, worldReserveOf(to)),
    inputMint: toPublicKey(from.liquidity.mintPubkey),
    outputMint: toPublicKey(to.liquidity.mintPubkey),
    inputTokenProgram: toPublicKey(from.liquidity.tokenProgram),
    outputTokenProgram: toPublicKey(to.liquidity.tokenProgram),
    oraclePrices: toPublicKey(from.config.tokenInfo.scopeConfiguration.priceFeed),
    mode,
    amount,
    limit,
  });
}

/** The set-up in the same transaction: the flash repay's index counts it. */
function composeTogether(input: Omit<ComposeObligationSwapInput, 'instructionsBefore'>) {
  const draft = composeObligationSwap({ ...input, instructionsBefore: BUDGET.length });
  return composeObligationSwap({
    ...input,
    instructionsBefore: BUDGET.length + draft.setup.length,
  });
}

// A swap transaction runs two refreshes, a flash loan and the swap route in one go: on a loaded
// 2-core machine that is well past the default 30 s.
describe('an obligation swap composed by @keel/lending-programs', { timeout: 120_000 }, () => {
  let obligation: PublicKey;

  it('opens an obligation: 5 SOL deposited, 200 USDC borrowed', async () => {
    const sol = reserveOf('SOL');
    const deposit = composeLendingAction({
      market: { address: sol.lendingMarket },
      owner: owner.publicKey,
      obligation: null,
      reserves: [sol],
      action: { kind: 'deposit', reserve: sol, amount: 5n * BigInt(LAMPORTS_PER_SOL) },
      userMetadataExists: false,
      obligationFarmExists: false,
    });
    const first = await sendV0(instructionsInOrder(deposit));
    expect(first.err, first.logs.join('\n')).toBeNull();
    obligation = toPublicKey(deposit.addresses.obligation);
    const usdc = reserveOf('USDC');
    const borrow = composeLendingAction({
      market: { address: sol.lendingMarket },
      owner: owner.publicKey,
      obligation: readObligation(obligation),
      reserves: allReserves(),
      action: { kind: 'borrow', reserve: usdc, amount: 200_000_000n },
      userMetadataExists: true,
      obligationFarmExists: false,
    });
    const second = await sendV0(instructionsInOrder(borrow));
    expect(second.err, second.logs.join('\n')).toBeNull();
    expect(readObligation(obligation).borrows).toHaveLength(1);
  });

  it('swaps 2 SOL of collateral into JitoSOL in one transaction, its value kept within the fees', async () => {
    const before = await netValue(readObligation(obligation));
    const sol = reserveOf('SOL');
    const jito = reserveOf('JitoSOL');
    const amountIn = 2n * BigInt(LAMPORTS_PER_SOL);
    const q = quote(sol, jito, amountIn, 'ExactIn');
    const minOut = BigInt(q.otherAmountThreshold);
    // What is flash-borrowed and deposited: the least the swap gives, less the flash fee.
    let flash = minOut;
    while (flash + flashFee(jito, flash) > minOut) flash -= 1n;
    const composed = composeTogether({
      market: sol.lendingMarket,
      owner: owner.publicKey,
      obligation: readObligation(obligation),
      fromReserve: sol,
      toReserve: jito,
      reserves: allReserves(),
      swap: {
        kind: 'collateral',
        flashAmount: flash,
        withdrawCollateral: collateralAmountForWithdraw(sol, amountIn),
      },
      swapInstructions: [swapIx(sol, jito, 'ExactIn', amountIn, minOut)],
      fromFarmStateExists: true,
      toFarmStateExists: false,
    });
    const sent = await sendV0([...composed.setup, ...composed.action].map((s) => s.instruction));
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    expect(sent.size).toBeLessThanOrEqual(1232);
    const after = readObligation(obligation);
    expect(after.deposits.map((d) => d.depositReserve.toBase58())).toEqual([
      sol.address.toBase58(),
      jito.address.toBase58(),
    ]);
    const value = await netValue(after);
    // The swap's slippage margin (0.5 %) and its fee (0.1 %) and the flash fee, nothing more.
    expect(value.div(before).toNumber()).toBeGreaterThan(0.99);
    expect(value.div(before).toNumber()).toBeLessThanOrEqual(1.0001);
  });

  it('swaps all of its USDC debt into USDT in one transaction, its value kept within the fees', async () => {
    const current = readObligation(obligation);
    const before = await netValue(current);
    const usdc = reserveOf('USDC');
    const usdt = reserveOf('USDT');
    const debtNow = readObligation(obligation).borrows[0]!.borrowedAmount;
    // The debt grows by the slot: borrow a little more; repay-all takes only what is owed.
    const flash = BigInt(debtNow.times(1.001).ceil().toFixed(0));
    const q = quote(usdt, usdc, flash + flashFee(usdc, flash), 'ExactOut');
    const borrow = BigInt(q.otherAmountThreshold);
    const composed = composeTogether({
      market: usdc.lendingMarket,
      owner: owner.publicKey,
      obligation: readObligation(obligation),
      fromReserve: usdc,
      toReserve: usdt,
      reserves: allReserves(),
      swap: { kind: 'debt', flashAmount: flash, repayDebt: U64_MAX, borrowAmount: borrow },
      swapInstructions: [swapIx(usdt, usdc, 'ExactOut', flash + flashFee(usdc, flash), borrow)],
      fromFarmStateExists: true,
      toFarmStateExists: false,
    });
    const sent = await sendV0([...composed.setup, ...composed.action].map((s) => s.instruction));
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    const after = readObligation(obligation);
    expect(after.borrows.map((b) => b.borrowReserve.toBase58())).toEqual([usdt.address.toBase58()]);
    expect(after.borrows[0]!.borrowedAmount.toFixed(0)).toBe(borrow.toString());
    const value = await netValue(after);
    expect(value.div(before).toNumber()).toBeGreaterThan(0.99);
    expect(value.div(before).toNumber()).toBeLessThanOrEqual(1.0001);
  });
});
