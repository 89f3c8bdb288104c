import {
  decodeObligation,
  decodeReserve,
  leveragedObligationPda,
  type Obligation,
  type Reserve,
  sameAddress,
  toPublicKey,
} from '@keel/chain-readers';
import { composeLeverageLoop, type LeverageStep, U64_MAX } from '@keel/lending-programs';
import {
  ComputeBudgetProgram,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../test-support/test-chain';
import { farmsHandler } from '../farms/farms-handler';
import { swapInstruction } from '../swap/swap-client';
import { swapHandler } from '../swap/swap-handler';
import { ata, balance } from './action-test-kit';
import { klendHandler } from './handler';
import { ledgerAccount, worldMarket, worldReserve } from './test-world';

/*
 * The product's leverage loop end to end on the emulated lending program and the sandbox swap:
 * open a 2.5x SOL/USDC multiply in one transaction (flash borrow SOL → deposit → borrow USDC → swap
 * USDC → SOL → flash repay), then close it to zero the same way down. Compute-budget
 * instructions go first, as the product's pipeline sends them, so the flash repay's index counts
 * them.
 */

let t: TestChain;
let owner: Keypair;

beforeAll(async () => {
  t = await startTestChain({
    seed: 'product-multiply',
    handlers: [klendHandler, farmsHandler, swapHandler],
    keepOraclesFresh: true,
  });
  owner = Keypair.generate();
  await t.connection.requestAirdrop(owner.publicKey, 50 * LAMPORTS_PER_SOL);
});
afterAll(() => t.chain.close());

const key = (address: string) => new PublicKey(address);
const reserveOf = (address: string): Reserve =>
  decodeReserve(key(address), ledgerAccount(t, address));

const BUDGET = [
  ComputeBudgetProgram.setComputeUnitLimit({ units: 1_400_000 }),
  ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1 }),
];

async function sendV0(steps: readonly LeverageStep[]) {
  const market = worldMarket(t, 'main');
  const table = (await t.connection.getAddressLookupTable(key(market.lookupTable))).value;
  if (table === null) throw new Error('the market has no lookup table');
  const { blockhash } = await t.connection.getLatestBlockhash();
  const message = new TransactionMessage({
    payerKey: owner.publicKey,
    recentBlockhash: blockhash,
    instructions: [...BUDGET, ...steps.map((step) => step.instruction)],
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

function swapIx(input: { from: Reserve; to: Reserve; amountOut: bigint; maxIn: bigint }) {
  return swapInstruction({
    user: owner.publicKey,
    source: ata(owner.publicKey, worldReserveOf(input.from)),
    destination: ata(owner.publicKey, worldReserveOf(input.to)),
    inputMint: toPublicKey(input.from.liquidity.mintPubkey),
    outputMint: toPublicKey(input.to.liquidity.mintPubkey),
    inputTokenProgram: toPublicKey(input.from.liquidity.tokenProgram),
    outputTokenProgram: toPublicKey(input.to.liquidity.tokenProgram),
    oraclePrices: toPublicKey(input.from.config.tokenInfo.scopeConfiguration.priceFeed),
    mode: 'ExactOut',
    amount: input.amountOut,
    limit: input.maxIn,
  });
}

const worldReserveOf = (r: Reserve) => {
  const found = worldMarket(t, 'main').reserves.find((w) => w.address === r.address.toBase58());
  if (!found) throw new Error(`reserve ${r.address.toBase58()} is not in the main market`);
  return found;
};

/** Flash fee the program charges on `amount` (at least one base unit when there is a fee). */
function flashFee(reserve: Reserve, amount: bigint): bigint {
  const rate = reserve.config.fees.flashLoanFee;
  if (rate.isZero()) return 0n;
  const fee = BigInt(rate.times(amount.toString()).ceil().toFixed(0));
  return fee > 0n ? fee + 1n : 1n;
}

const obligationAddress = (collateral: Reserve, debt: Reserve) =>
  leveragedObligationPda(
    'Multiply',
    owner.publicKey,
    collateral.lendingMarket,
    collateral.liquidity.mintPubkey,
    debt.liquidity.mintPubkey,
  ).address;

describe('a leverage loop composed by @keel/lending-programs', () => {
  const sol = () => reserveOf(worldReserve(t, 'main', 'SOL').address);
  const usdc = () => reserveOf(worldReserve(t, 'main', 'USDC').address);
  let opened: Obligation;

  it('opens a 2.5x SOL/USDC multiply in one v0 transaction', async () => {
    const collateral = sol();
    const debt = usdc();
    const own = 2n * BigInt(LAMPORTS_PER_SOL);
    const flash = 3n * BigInt(LAMPORTS_PER_SOL);
    // More USDC than 3 SOL cost: the ExactOut swap spends only what it needs.
    const borrow = 470_000_000n;
    const composed = composeLeverageLoop({
      market: collateral.lendingMarket,
      owner: owner.publicKey,
      obligation: null,
      newObligation: {
        tag: 'Multiply',
        seed1: collateral.liquidity.mintPubkey,
        seed2: debt.liquidity.mintPubkey,
      },
      collateralReserve: collateral,
      debtReserve: debt,
      reserves: [collateral, debt],
      loop: {
        direction: 'increase',
        ownCollateral: own,
        flashCollateral: flash,
        borrowDebt: borrow,
      },
      swapInstructions: [
        swapIx({
          from: debt,
          to: collateral,
          amountOut: flash + flashFee(collateral, flash),
          maxIn: borrow,
        }),
      ],
      elevationGroup: 0,
      userMetadataExists: false,
      collateralFarmStateExists: false,
      debtFarmStateExists: false,
      instructionsBefore: BUDGET.length,
    });
    const setup = await sendV0(composed.setup);
    expect(setup.err, setup.logs.join('\n')).toBeNull();
    const solBefore = await t.connection.getBalance(owner.publicKey);
    const sent = await sendV0(composed.action);
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    expect(sent.size).toBeLessThanOrEqual(1232);
    expect(sameAddress(composed.obligation, obligationAddress(collateral, debt))).toBe(true);

    opened = decodeObligation(
      composed.obligation,
      ledgerAccount(t, toPublicKey(composed.obligation)),
    );
    expect(opened.tag).toBe('Multiply');
    expect(opened.deposits.map((d) => d.depositReserve.toBase58())).toEqual([
      collateral.address.toBase58(),
    ]);
    expect(opened.borrows.map((b) => b.borrowReserve.toBase58())).toEqual([
      debt.address.toBase58(),
    ]);
    // The wallet paid its own 2 SOL and the fee; closing the wrapped-SOL account (created by the
    // set-up) returned its rent.
    const spent = BigInt(solBefore - (await t.connection.getBalance(owner.publicKey)));
    expect(spent).toBeGreaterThan(own - 3_000_000n);
    expect(spent).toBeLessThan(own + 10_000_000n);
    // What the swap did not spend of the borrowed USDC stays in the wallet.
    const leftover = await balance(t, ata(owner.publicKey, worldReserveOf(debt)));
    expect(leftover).toBeGreaterThan(0n);
    expect(leftover).toBeLessThan(borrow);
  });

  it('closes it to zero: flash borrow USDC, repay all, withdraw all, swap, flash repay', async () => {
    const collateral = sol();
    const debt = usdc();
    const current = decodeObligation(opened.address, ledgerAccount(t, toPublicKey(opened.address)));
    const debtNow = current.borrows[0]!.borrowedAmount;
    // The debt grows by the slot: borrow a little more; repay-all takes only what is owed.
    const flash = BigInt(debtNow.times(1.001).ceil().toFixed(0));
    const solBefore = await t.connection.getBalance(owner.publicKey);
    const composed = composeLeverageLoop({
      market: collateral.lendingMarket,
      owner: owner.publicKey,
      obligation: current,
      newObligation: { tag: 'Multiply' },
      collateralReserve: collateral,
      debtReserve: debt,
      reserves: [collateral, debt],
      loop: {
        direction: 'decrease',
        flashDebt: flash,
        repayDebt: U64_MAX,
        withdrawCollateral: U64_MAX,
      },
      swapInstructions: [
        swapIx({
          from: collateral,
          to: debt,
          amountOut: flash + flashFee(debt, flash),
          maxIn: 6n * BigInt(LAMPORTS_PER_SOL),
        }),
      ],
      elevationGroup: 0,
      userMetadataExists: true,
      collateralFarmStateExists: true,
      debtFarmStateExists: true,
      // The two idempotent token-account creations travel in the same transaction.
      instructionsBefore: BUDGET.length + 2,
    });
    expect(composed.setup.every((step) => step.label === 'createTokenAccount')).toBe(true);
    const sent = await sendV0([...composed.setup, ...composed.action]);
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    // The program closes an obligation its last withdrawal empties.
    expect(t.chain.ledger.readAccount(toPublicKey(opened.address))).toBeNull();
    // Back to the wallet: the position's net value — the 2 SOL it put in, less the swap and
    // flash costs and the ~17 USDC the opening borrowed but did not swap (still in the wallet) —
    // and the obligation's rent.
    const received = BigInt((await t.connection.getBalance(owner.publicKey)) - solBefore);
    expect(received).toBeGreaterThan((185n * BigInt(LAMPORTS_PER_SOL)) / 100n);
    expect(received).toBeLessThan((21n * BigInt(LAMPORTS_PER_SOL)) / 10n);
  });

  it('opens a short from the debt token: the wallet’s own SOL wrapped and swapped with the borrowed', async () => {
    const collateral = usdc();
    const debt = sol();
    const ownSol = BigInt(LAMPORTS_PER_SOL);
    // 2x of 1 SOL (≈ $150): ≈ 300 USDC of collateral, all of it flash-borrowed and bought back.
    const flash = 300_000_000n;
    const borrow = 1_100_000_000n;
    const composed = composeLeverageLoop({
      market: collateral.lendingMarket,
      owner: owner.publicKey,
      obligation: null,
      newObligation: {
        tag: 'Leverage',
        seed1: collateral.liquidity.mintPubkey,
        seed2: debt.liquidity.mintPubkey,
      },
      collateralReserve: collateral,
      debtReserve: debt,
      reserves: [collateral, debt],
      loop: {
        direction: 'increase',
        ownCollateral: 0n,
        ownDebt: ownSol,
        flashCollateral: flash,
        borrowDebt: borrow,
      },
      swapInstructions: [
        swapIx({
          from: debt,
          to: collateral,
          amountOut: flash + flashFee(collateral, flash),
          maxIn: ownSol + borrow,
        }),
      ],
      elevationGroup: 0,
      userMetadataExists: true,
      collateralFarmStateExists: false,
      debtFarmStateExists: false,
      instructionsBefore: BUDGET.length,
    });
    expect(composed.action.slice(0, 3).map((step) => step.label)).toEqual([
      'wrapSol',
      'syncNative',
      'flashBorrow',
    ]);
    const setup = await sendV0(composed.setup);
    expect(setup.err, setup.logs.join('\n')).toBeNull();
    const solBefore = await t.connection.getBalance(owner.publicKey);
    const sent = await sendV0(composed.action);
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    const opened = decodeObligation(
      composed.obligation,
      ledgerAccount(t, toPublicKey(composed.obligation)),
    );
    expect(opened.tag).toBe('Leverage');
    expect(opened.borrows[0]?.borrowedAmount.toFixed(0)).toBe(borrow.toString());
    // The wallet's 1 SOL went in; what the swap did not need of the SOL came back unwrapped.
    const spent = BigInt(solBefore - (await t.connection.getBalance(owner.publicKey)));
    expect(spent).toBeGreaterThan(ownSol / 2n);
    expect(spent).toBeLessThan(ownSol);
  });
});
