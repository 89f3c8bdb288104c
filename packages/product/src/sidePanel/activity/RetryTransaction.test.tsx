import { ComputeBudgetProgram, Keypair, PublicKey, TransactionInstruction } from '@solana/web3.js';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, shownToasts } from '../../testing/renderScreen';
import { storeRequest } from '../../transactions/log/requestCodec';
import { FakeChain } from '../../transactions/log/testing/fakeChain';
import { connectSigningWallet } from '../../transactions/log/testing/signingWallet';
import type { TransactionLogEntry } from '../../transactions/log/transactionLog';
import { transactionRuntime } from '../../transactions/transactionRuntime';
import { RecentTransactions } from './RecentTransactions';
import { RETRY_UNAVAILABLE } from './useRetryTransaction';

const payer = Keypair.generate();
const wallet = payer.publicKey.toBase58();
const instruction = new TransactionInstruction({
  programId: PublicKey.unique(),
  keys: [
    { pubkey: payer.publicKey, isSigner: true, isWritable: true },
    { pubkey: PublicKey.unique(), isSigner: false, isWritable: true },
  ],
  data: Buffer.from([0, 255, 1, 254, 42]),
});
const stored = storeRequest({ label: 'Deposit SOL', instructions: [instruction] });
const expired: TransactionLogEntry = {
  id: 'run-1',
  label: 'Deposit SOL',
  status: 'expired',
  signature: '5'.repeat(88),
  submittedAt: 1_000,
  lastValidBlockHeight: 90,
  reason: 'Transaction expired before it was confirmed',
  wallet,
  retryable: true,
  ...(stored ? { request: stored } : {}),
};

function renderExpired(chain: FakeChain, entry = expired) {
  return renderInApp(<RecentTransactions address={wallet} />, {
    seeds: [
      (context) => {
        context.services.connections = async () => chain.connections();
        context.transactionLog.getState().record(entry);
      },
      connectSigningWallet(payer),
    ],
  });
}

describe('Retry in the transaction log', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('re-sends the stored instructions byte for byte with a fresh blockhash and updates the entry', async () => {
    const user = userEvent.setup();
    const run = vi.spyOn(transactionRuntime, 'runTransactions');
    const chain = new FakeChain();
    const { context, toaster } = renderExpired(chain);

    const retry = screen.getByRole('button', { name: 'Retry' });
    retry.focus();
    await user.keyboard('{Enter}');

    const row = within(screen.getByRole('list', { name: 'Recent transactions' })).getByRole(
      'listitem',
    );
    expect(await within(row).findByText('Confirmed')).toBeInTheDocument();
    expect(await within(row).findByText('Fee 0.000005 SOL')).toBeInTheDocument();
    // The toast still follows the run as for any send.
    expect(shownToasts(toaster)).toContainEqual(
      expect.objectContaining({ type: 'success', message: 'Deposit SOL' }),
    );
    expect(within(row).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

    // send → runTransactions got the stored request rebuilt exactly.
    expect(run).toHaveBeenCalledTimes(1);
    const [request] = run.mock.calls[0]![0].requests;
    expect(request?.label).toBe('Deposit SOL');
    const [sentInstruction] = request?.instructions ?? [];
    expect(sentInstruction?.programId.equals(instruction.programId)).toBe(true);
    expect(Buffer.compare(sentInstruction!.data, instruction.data)).toBe(0);
    expect(
      sentInstruction?.keys.map((meta) => [meta.pubkey.toBase58(), meta.isSigner, meta.isWritable]),
    ).toEqual(
      instruction.keys.map((meta) => [meta.pubkey.toBase58(), meta.isSigner, meta.isWritable]),
    );

    // And the node received them, signed with a fresh blockhash.
    const [transaction] = chain.sent;
    const keys = transaction!.message.staticAccountKeys;
    const program = transaction!.message.compiledInstructions.find(
      (compiled) => !keys[compiled.programIdIndex]!.equals(ComputeBudgetProgram.programId),
    );
    expect(keys[program!.programIdIndex]!.equals(instruction.programId)).toBe(true);
    expect(Buffer.compare(Buffer.from(program!.data), instruction.data)).toBe(0);

    // The same entry, now the new send's: its signature, confirmed, no failure reason.
    const entries = context.transactionLog.getState().entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      id: 'run-1',
      status: 'confirmed',
      lastValidBlockHeight: chain.lastValidBlockHeight,
      feeLamports: 5_000,
      retryable: true,
    });
    expect(entries[0]?.signature).not.toBe(expired.signature);
    expect(chain.statuses.has(entries[0]?.signature ?? '')).toBe(true);
    expect(entries[0]).not.toHaveProperty('reason');
  });

  it('says so and sends nothing when a stored key is not a valid key', async () => {
    const user = userEvent.setup();
    const chain = new FakeChain();
    const broken = expired.request?.instructions[0];
    if (!broken) throw new Error('fixture');
    const entry = {
      ...expired,
      request: {
        lookupTableAddresses: [],
        instructions: [{ ...broken, programId: 'z'.repeat(44) }],
      },
    };
    const { context, toaster } = renderExpired(chain, entry);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await within(document.body).findByText(RETRY_UNAVAILABLE);
    expect(shownToasts(toaster)).toEqual([
      expect.objectContaining({ type: 'error', message: RETRY_UNAVAILABLE }),
    ]);
    expect(chain.sent).toEqual([]);
    expect(context.transactionLog.getState().entries).toEqual([entry]);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
