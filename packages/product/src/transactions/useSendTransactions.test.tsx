import type { TransactionRequest } from '@keel/wallet-connect';
import { Keypair, PublicKey, TransactionInstruction } from '@solana/web3.js';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, shownToasts } from '../testing/renderScreen';
import { FakeChain } from './log/testing/fakeChain';
import { connectSigningWallet } from './log/testing/signingWallet';
import { type SendOptions, useSendTransactions } from './useSendTransactions';

const payer = Keypair.generate();

function request(label: string, data: number): TransactionRequest {
  return {
    label,
    instructions: [
      new TransactionInstruction({
        programId: PublicKey.unique(),
        keys: [{ pubkey: payer.publicKey, isSigner: true, isWritable: true }],
        data: Buffer.from([data]),
      }),
    ],
  };
}

function SendButton(props: { requests: TransactionRequest[]; options?: SendOptions }) {
  const { send } = useSendTransactions();
  return (
    <button type="button" onClick={() => void send(props.requests, props.options)}>
      Send
    </button>
  );
}

function renderSend(requests: TransactionRequest[], chain = new FakeChain()) {
  const view = renderInApp(<SendButton requests={requests} options={{ description: 'Stake' }} />, {
    seeds: [
      (context) => {
        context.services.connections = async () => chain.connections();
      },
      connectSigningWallet(payer),
    ],
  });
  return { ...view, chain };
}

describe('useSendTransactions', () => {
  it('records every transaction of a run in the log, with its outcome and fee', async () => {
    const { context, toaster, chain } = renderSend([request('Deposit', 1), request('Lock', 2)]);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(shownToasts(toaster)).toEqual([expect.objectContaining({ type: 'success' })]),
    );
    await waitFor(() =>
      expect(context.transactionLog.getState().entries.map((entry) => entry.feeLamports)).toEqual([
        5_000, 5_000,
      ]),
    );
    const entries = context.transactionLog.getState().entries;
    expect(entries.map((entry) => [entry.label, entry.status])).toEqual([
      ['Lock', 'confirmed'],
      ['Deposit', 'confirmed'],
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        wallet: payer.publicKey.toBase58(),
        lastValidBlockHeight: chain.lastValidBlockHeight,
        retryable: true,
      });
      expect(chain.statuses.has(entry.signature ?? '')).toBe(true);
    }
  });

  it('records nothing for a run that never sent anything', async () => {
    const chain = new FakeChain();
    chain.simulateTransaction = async () => ({
      context: { slot: 1 },
      value: { err: 'InvalidAccountData', logs: [], unitsConsumed: 0 },
    });
    const { context, toaster } = renderSend([request('Deposit', 1)], chain);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(shownToasts(toaster)).toEqual([expect.objectContaining({ type: 'error' })]),
    );
    expect(context.transactionLog.getState().entries).toEqual([]);
  });
});
