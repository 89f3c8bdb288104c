import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../app/createAppContext';
import { safeStorage } from '../../storage/safeStorage';
import { memoryStorage } from '../../testing/renderApp';
import { renderInApp } from '../../testing/renderScreen';
import { FakeChain, landed } from '../../transactions/log/testing/fakeChain';
import {
  logEntry,
  testAddress,
  testSignature,
  WALLET,
} from '../../transactions/log/testing/logFixtures';
import type { TransactionLogEntry } from '../../transactions/log/transactionLog';
import { createTransactionLogStore } from '../../transactions/log/transactionLogStore';
import { RecentTransactions } from './RecentTransactions';
import { WATCH_INTERVAL_MS } from './usePendingWatch';

const EXPLORER = 'https://explorer.test';

interface RenderOptions {
  chain?: FakeChain;
  /** The raw stored log the app starts from, instead of `entries`. */
  stored?: string;
}

function renderLog(entries: readonly TransactionLogEntry[], options: RenderOptions = {}) {
  const chain = options.chain ?? new FakeChain();
  const seed = (context: AppContext) => {
    context.services.connections = async () => chain.connections();
    const { brand } = context.config;
    context.config = {
      ...context.config,
      brand: { ...brand, links: { ...brand.links, explorer: EXPLORER } },
    };
    if (options.stored !== undefined) {
      const storage = safeStorage(
        memoryStorage({ [context.services.storageKeys.transactionLog]: options.stored }),
      );
      context.transactionLog = createTransactionLogStore(
        storage,
        context.services.storageKeys.transactionLog,
      );
    }
    for (const entry of entries) context.transactionLog.getState().record(entry);
  };
  const view = renderInApp(<RecentTransactions address={WALLET} />, { seeds: [seed] });
  return { ...view, chain };
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Recent transactions' })).getAllByRole('listitem');

/** Lets the watch's timers and the node's answers run. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('RecentTransactions', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says so when the wallet has none, whatever other wallets did', () => {
    renderLog([logEntry(1, { wallet: testAddress(9), status: 'confirmed' })]);
    expect(screen.getByRole('heading', { name: 'Recent transactions' })).toBeInTheDocument();
    expect(screen.getByText('No recent transactions')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it("lists the wallet's transactions newest first: status, fee paid, reason and explorer link", () => {
    const { chain } = renderLog([
      logEntry(1, {
        status: 'expired',
        retryable: false,
        reason: 'Transaction expired before it was confirmed',
      }),
      logEntry(2, { status: 'failed', reason: 'Slippage tolerance exceeded' }),
      logEntry(3, { status: 'confirmed', feeLamports: 5_001 }),
      logEntry(4, { wallet: testAddress(9), label: 'Not mine' }),
    ]);
    const [confirmed, failed, expired] = rows();
    expect(rows()).toHaveLength(3);
    expect(confirmed).toHaveTextContent('Deposit 3');
    expect(within(confirmed!).getByText('Confirmed')).toBeInTheDocument();
    expect(within(confirmed!).getByText('Fee 0.000005001 SOL')).toBeInTheDocument();
    expect(within(confirmed!).getByRole('link', { name: 'View on explorer' })).toHaveAttribute(
      'href',
      `${EXPLORER}/tx/${testSignature(3)}?cluster=localnet`,
    );
    expect(
      within(confirmed!).getByRole('link', { name: 'View on explorer' }),
    ).toHaveAccessibleDescription('Deposit 3');
    expect(within(failed!).getByText('Failed')).toBeInTheDocument();
    expect(within(failed!).getByText('Slippage tolerance exceeded')).toBeInTheDocument();
    expect(within(failed!).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(within(expired!).getByText('Expired')).toBeInTheDocument();
    // Its request had extra signers: nothing to send again.
    expect(within(expired!).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByText('Not mine')).not.toBeInTheDocument();
    // Nothing pending: the node is not asked anything.
    expect(chain.heightReads).toBe(0);
  });

  it('counts down to blockhash expiry while pending, then marks it expired and offers Retry', async () => {
    vi.useFakeTimers();
    const chain = new FakeChain();
    chain.blockHeight = 100;
    renderLog([logEntry(1, { lastValidBlockHeight: 150 })], { chain });
    await elapse(0);
    const [row] = rows();
    expect(within(row!).getByText('Pending')).toBeInTheDocument();
    // 50 blocks of 400 ms.
    expect(within(row!).getByText('Expires in ~20s')).toBeInTheDocument();
    await elapse(1_000);
    expect(within(row!).getByText('Expires in ~19s')).toBeInTheDocument();

    chain.blockHeight = 105;
    await elapse(1_000);
    expect(within(row!).getByText('Expires in ~18s')).toBeInTheDocument();

    chain.blockHeight = 151;
    await elapse(WATCH_INTERVAL_MS);
    expect(within(row!).getByText('Expired')).toBeInTheDocument();
    expect(within(row!).queryByText(/Expires in/)).not.toBeInTheDocument();
    expect(
      within(row!).getByText('Transaction expired before it was confirmed'),
    ).toBeInTheDocument();
    expect(within(row!).getByRole('button', { name: 'Retry' })).toHaveAccessibleDescription(
      'Deposit 1',
    );

    // Nothing pending any more: the watch stops.
    const reads = chain.heightReads;
    await elapse(5 * WATCH_INTERVAL_MS);
    expect(chain.heightReads).toBe(reads);
  });

  it('settles an entry a reload left pending that has since landed, with its fee', async () => {
    vi.useFakeTimers();
    const chain = new FakeChain();
    chain.statuses.set(testSignature(1), landed());
    renderLog([logEntry(1)], { chain });
    await elapse(0);
    const [row] = rows();
    expect(within(row!).getByText('Confirmed')).toBeInTheDocument();
    expect(within(row!).getByText('Fee 0.000005 SOL')).toBeInTheDocument();
  });

  it('keeps counting when the node fails once', async () => {
    vi.useFakeTimers();
    const chain = new FakeChain();
    const read = chain.getBlockHeight.bind(chain);
    let failures = 1;
    chain.getBlockHeight = async () => {
      if (failures-- > 0) throw new Error('503 Service Unavailable');
      return read();
    };
    renderLog([logEntry(1, { lastValidBlockHeight: 150 })], { chain });
    await elapse(0);
    expect(screen.queryByText(/Expires in/)).not.toBeInTheDocument();
    await elapse(WATCH_INTERVAL_MS);
    expect(screen.getByText('Expires in ~20s')).toBeInTheDocument();
  });

  it("Clear forgets this wallet's transactions only and keeps focus in the section", async () => {
    const user = userEvent.setup();
    const other = logEntry(2, { wallet: testAddress(9), status: 'confirmed' });
    const { context } = renderLog([logEntry(1, { status: 'confirmed' }), other]);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('No recent transactions')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recent transactions' })).toHaveFocus();
    expect(context.transactionLog.getState().entries).toEqual([other]);
  });

  it('drops corrupt stored entries and shows the rest', () => {
    const good = logEntry(1, { status: 'confirmed' });
    const stored = JSON.stringify([
      good,
      { ...logEntry(2), status: 'lost' },
      { ...logEntry(3), request: { ...logEntry(3).request, instructions: [{ data: '%%' }] } },
      'text',
      null,
    ]);
    renderLog([], { stored });
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Deposit 1');
  });

  it('shows the empty state for a stored log that is not JSON', () => {
    renderLog([], { stored: '{"entries": [' });
    expect(screen.getByText('No recent transactions')).toBeInTheDocument();
  });
});
