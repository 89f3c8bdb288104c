import { createToaster, ToastProvider } from '@keel/ui-kit';
import type { AirdropRpc } from '@keel/wallet-connect';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AIRDROP_LAMPORTS, AirdropButton } from './AirdropButton.sandbox';

// A valid address (the system program's), so no key material is needed.
const ADDRESS = '11111111111111111111111111111111';

function fakeRpc(fail: boolean) {
  return {
    getLatestBlockhash: vi.fn(async () => ({ blockhash: 'hash', lastValidBlockHeight: 10 })),
    requestAirdrop: vi.fn(async () => {
      if (fail) throw new Error('airdrops are disabled');
      return 'signature';
    }),
    confirmTransaction: vi.fn(async () => ({ context: { slot: 1 }, value: { err: null } })),
  } satisfies AirdropRpc;
}

function setup(rpc: AirdropRpc) {
  const toaster = createToaster();
  const reportError = vi.fn();
  render(
    <ToastProvider toaster={toaster}>
      <AirdropButton address={ADDRESS} rpc={async () => rpc} reportError={reportError} />
    </ToastProvider>,
  );
  const messages = () => toaster.getSnapshot().map((t) => ({ type: t.type, message: t.message }));
  return { messages, reportError };
}

describe('AirdropButton', () => {
  it('requests one SOL for the wallet and says so', async () => {
    const rpc = fakeRpc(false);
    const { messages, reportError } = setup(rpc);
    await userEvent.click(screen.getByRole('button', { name: 'Airdrop' }));
    await waitFor(() =>
      expect(messages()).toEqual([{ type: 'success', message: 'Airdrop complete: 1 SOL' }]),
    );
    expect(AIRDROP_LAMPORTS).toBe(1_000_000_000);
    const [to, lamports] = rpc.requestAirdrop.mock.calls[0] as unknown as [
      { toBase58(): string },
      number,
    ];
    expect(to.toBase58()).toBe(ADDRESS);
    expect(lamports).toBe(1_000_000_000);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('shows the spec’s copy when the node refuses, and reports it', async () => {
    const { messages, reportError } = setup(fakeRpc(true));
    await userEvent.click(screen.getByRole('button', { name: 'Airdrop' }));
    await waitFor(() =>
      expect(messages()).toEqual([
        {
          type: 'error',
          message: 'Airdrop failed! Check you are not on mainnet or your localnet is running.',
        },
      ]),
    );
    expect(reportError).toHaveBeenCalledOnce();
  });
});
