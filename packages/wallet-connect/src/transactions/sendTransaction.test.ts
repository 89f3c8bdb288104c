// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { sendToAll } from './sendTransaction';
import { SendFailedError } from './transactionErrors';
import type { TransactionRpc } from './transactionRpc';

function node(result: string | Error): TransactionRpc {
  return {
    sendRawTransaction: vi.fn(async () => {
      if (result instanceof Error) throw result;
      return result;
    }),
  } as Partial<TransactionRpc> as TransactionRpc;
}

const raw = new Uint8Array([1, 2, 3]);

describe('sendToAll', () => {
  it('sends to both nodes at once', async () => {
    const send = node('sig');
    const extraSend = node('sig');
    await expect(sendToAll(raw, { send, extraSend }, { label: 'x' })).resolves.toBe('sig');
    expect(send.sendRawTransaction).toHaveBeenCalledWith(raw, undefined);
    expect(extraSend.sendRawTransaction).toHaveBeenCalledWith(raw, undefined);
  });

  it('sends once when both are the same connection', async () => {
    const send = node('sig');
    await sendToAll(raw, { send, extraSend: send }, { label: 'x' });
    expect(send.sendRawTransaction).toHaveBeenCalledTimes(1);
  });

  it('fails only when both refuse', async () => {
    const primaryError = new Error('primary');
    const failure = sendToAll(
      raw,
      { send: node(primaryError), extraSend: node(new Error('extra')) },
      {
        label: 'Deposit',
      },
    );
    await expect(failure).rejects.toBeInstanceOf(SendFailedError);
    await expect(failure).rejects.toMatchObject({ cause: primaryError, label: 'Deposit' });
  });
});
