import { createToaster } from '@keel/ui-kit';
import type { PipelineEvent, RunOptions, TransactionRequest } from '@keel/wallet-connect';
import { describe, expect, it, vi } from 'vitest';
import { runTransactions } from './runTransactions';

const requests: TransactionRequest[] = [
  { label: 'Deposit', instructions: [] },
  { label: 'Lock', instructions: [] },
];

function fakePipeline(events: PipelineEvent[], outcome: Error | null) {
  return {
    async run(_requests: readonly TransactionRequest[], options: RunOptions = {}) {
      for (const event of events) options.onEvent?.(event);
      if (outcome) throw outcome;
      return events
        .filter((event) => event.type === 'confirmed')
        .map((event) => ({
          label: event.label,
          signature: (event as { signature: string }).signature,
        }));
    },
  };
}

function reporting(suppressed: string[] = []) {
  return {
    reportErrorToast: vi.fn(() => true),
    isSuppressed: (message: string | undefined) =>
      message !== undefined && suppressed.some((text) => message.includes(text)),
  };
}

describe('runTransactions', () => {
  it('shows the title once with the progress, then Confirmed, every transaction linked by the explorer', async () => {
    const toaster = createToaster();
    const seen: string[] = [];
    toaster.subscribe(() => {
      const toast = toaster.getSnapshot()[0];
      if (toast) seen.push(`${toast.type}:${String(toast.message)}:${String(toast.status)}`);
    });
    const results = await runTransactions({
      pipeline: fakePipeline(
        [
          { type: 'signing', labels: ['Deposit', 'Lock'] },
          { type: 'sent', index: 0, label: 'Deposit', signature: 'sig1' },
          { type: 'confirmed', index: 0, label: 'Deposit', signature: 'sig1' },
          { type: 'sent', index: 1, label: 'Lock', signature: 'sig2' },
          { type: 'confirmed', index: 1, label: 'Lock', signature: 'sig2' },
        ],
        null,
      ),
      toaster,
      reporting: reporting(),
      requests,
      notificationId: 'run-1',
      walletPublicKey: 'W',
      description: 'Stake',
      explorerName: 'Solscan',
    });
    expect(results).toEqual([
      { label: 'Deposit', signature: 'sig1' },
      { label: 'Lock', signature: 'sig2' },
    ]);
    expect(seen).toEqual([
      'loading:Stake:Confirming 1 of 2 transactions',
      'loading:Stake:Confirming 1 of 2 transactions',
      'loading:Stake:Confirming 2 of 2 transactions',
      'success:Stake:Confirmed',
    ]);
    const [toast] = toaster.getSnapshot();
    expect(toaster.getSnapshot()).toHaveLength(1);
    expect(toast?.description).toBeUndefined();
    expect(toast?.txids).toEqual(['sig1', 'sig2']);
    expect(toast?.txNames).toEqual(['View Deposit on Solscan', 'View Lock on Solscan']);
  });

  it('names the action of a run of one only in its title, its link by the explorer', async () => {
    const toaster = createToaster();
    await runTransactions({
      pipeline: fakePipeline(
        [
          { type: 'sent', index: 0, label: 'Supply 7 USDC', signature: 'sig1' },
          { type: 'confirmed', index: 0, label: 'Supply 7 USDC', signature: 'sig1' },
        ],
        null,
      ),
      toaster,
      reporting: reporting(),
      requests: [{ label: 'Supply 7 USDC', instructions: [] }],
      notificationId: 'run-6',
      walletPublicKey: 'W',
      description: 'Supply 7 USDC',
      explorerName: 'Solscan',
    });
    const [toast] = toaster.getSnapshot();
    expect(toast?.message).toBe('Supply 7 USDC');
    expect(toast?.status).toBe('Confirmed');
    expect(toast?.description).toBeUndefined();
    expect(toast?.txids).toEqual(['sig1']);
    expect(toast?.txNames).toEqual(['View on Solscan']);
  });

  it('on failure shows the error, marks the failed items and reports it with the tx id', async () => {
    const toaster = createToaster();
    const report = reporting();
    const error = new Error('Program failed: custom program error: 0x1770');
    const results = await runTransactions({
      pipeline: fakePipeline(
        [
          { type: 'sent', index: 0, label: 'Deposit', signature: 'sig1' },
          { type: 'failed', index: 0, label: 'Deposit', signature: 'sig1', error },
          { type: 'skipped', index: 1, label: 'Lock' },
        ],
        error,
      ),
      toaster,
      reporting: report,
      requests,
      notificationId: 'run-2',
      walletPublicKey: 'W',
      explorerName: 'Solscan',
    });
    expect(results).toBeNull();
    const [toast] = toaster.getSnapshot();
    expect(toast?.type).toBe('error');
    expect(toast?.message).toBe(error.message);
    expect(toast?.description).toEqual(['Deposit failed', 'Lock failed']);
    expect(toast?.txids).toEqual(['sig1']);
    expect(toast?.txNames).toEqual(['View Deposit on Solscan']);
    expect(report.reportErrorToast).toHaveBeenCalledWith(
      expect.objectContaining({ walletPublicKey: 'W', errorTxId: 'sig1', cause: error }),
    );
  });

  it('tells onEvent every pipeline event of the run', async () => {
    const events: PipelineEvent[] = [
      { type: 'signing', labels: ['Deposit'] },
      { type: 'sent', index: 0, label: 'Deposit', signature: 'sig1', lastValidBlockHeight: 9 },
      { type: 'confirmed', index: 0, label: 'Deposit', signature: 'sig1' },
    ];
    const seen: PipelineEvent[] = [];
    await runTransactions({
      pipeline: fakePipeline(events, null),
      toaster: createToaster(),
      reporting: reporting(),
      requests: [{ label: 'Deposit', instructions: [] }],
      notificationId: 'run-5',
      walletPublicKey: 'W',
      onEvent: (event) => seen.push(event),
    });
    expect(seen).toEqual(events);
  });

  it("leads the error with the action's failure copy when given", async () => {
    const toaster = createToaster();
    const error = new Error('Insufficient liquidity to borrow');
    await runTransactions({
      pipeline: fakePipeline([], error),
      toaster,
      reporting: reporting([]),
      requests: [{ label: 'Borrow USDC', instructions: [] }],
      notificationId: 'run-4',
      walletPublicKey: 'W',
      failureTitle: 'Create loan failed',
    });
    expect(toaster.getSnapshot()[0]?.message).toBe(
      'Create loan failed: Insufficient liquidity to borrow',
    );
  });

  it('a suppressed message is not shown, and the progress toast goes with it', async () => {
    const toaster = createToaster();
    await runTransactions({
      pipeline: fakePipeline([], new Error('Blockhash not found')),
      toaster,
      reporting: reporting(['Blockhash not found']),
      requests: [{ label: 'Withdraw', instructions: [] }],
      notificationId: 'run-3',
      walletPublicKey: 'W',
    });
    expect(toaster.getSnapshot()).toEqual([]);
  });

  it('says quietly that the simulation agreed, with the figures it compared, before signing', async () => {
    const toaster = createToaster();
    const seen: string[] = [];
    toaster.subscribe(() => {
      const toast = toaster.getSnapshot()[0];
      if (toast) seen.push(`${toast.type}:${String(toast.status)}`);
    });
    const verdict = {
      figures: [
        { label: 'SOL supplied', preview: '20 SOL', simulated: '20 SOL', agrees: true },
        { label: 'LTV', preview: '30.00%', simulated: '30.00%', agrees: true },
      ],
    };
    await runTransactions({
      pipeline: fakePipeline(
        [
          { type: 'checked', index: 0, label: 'Deposit', verdict },
          { type: 'signing', labels: ['Deposit'] },
          { type: 'sent', index: 0, label: 'Deposit', signature: 'sig1' },
          { type: 'confirmed', index: 0, label: 'Deposit', signature: 'sig1' },
        ],
        null,
      ),
      toaster,
      reporting: reporting(),
      requests: [{ label: 'Deposit', instructions: [] }],
      notificationId: 'run-checked',
      walletPublicKey: 'W',
    });
    expect(seen).toContain('loading:Checked by simulation · SOL supplied 20 SOL · LTV 30.00%');
    expect(seen.at(-1)).toBe('success:Confirmed');
    // The figures checked stay under the status once the wallet signed, to the end of the run.
    expect(toaster.getSnapshot()[0]?.description).toEqual([
      'Checked by simulation · SOL supplied 20 SOL · LTV 30.00%',
    ]);
  });

  it('keeps what each transaction of a run of several checked, named by its label', async () => {
    const toaster = createToaster();
    const statuses: string[] = [];
    toaster.subscribe(() => {
      const toast = toaster.getSnapshot()[0];
      if (toast?.type === 'loading') statuses.push(String(toast.status));
    });
    const verdict = {
      figures: [{ label: 'KMNO staked', preview: '10 KMNO', simulated: '10 KMNO', agrees: true }],
    };
    await runTransactions({
      pipeline: fakePipeline(
        [
          { type: 'nothing-to-compare', index: 0, label: 'Deposit', reason: 'Creates accounts' },
          { type: 'checked', index: 1, label: 'Lock', verdict },
          { type: 'signing', labels: ['Deposit', 'Lock'] },
          { type: 'sent', index: 0, label: 'Deposit', signature: 'sig1' },
          { type: 'confirmed', index: 0, label: 'Deposit', signature: 'sig1' },
          { type: 'sent', index: 1, label: 'Lock', signature: 'sig2' },
          { type: 'confirmed', index: 1, label: 'Lock', signature: 'sig2' },
        ],
        null,
      ),
      toaster,
      reporting: reporting(),
      requests,
      notificationId: 'run-two-checks',
      walletPublicKey: 'W',
    });
    expect(statuses).toContain('No figures to check · Creates accounts');
    expect(statuses).toContain('Checked by simulation · KMNO staked 10 KMNO');
    const [toast] = toaster.getSnapshot();
    expect(toast?.type).toBe('success');
    expect(toast?.description).toEqual([
      'Deposit: No figures to check · Creates accounts',
      'Lock: Checked by simulation · KMNO staked 10 KMNO',
    ]);
  });

  it('says no figures were checked, and why, for a write whose form previews none', async () => {
    const toaster = createToaster();
    await runTransactions({
      pipeline: fakePipeline(
        [
          { type: 'nothing-to-compare', index: 0, label: 'Vote', reason: 'A vote moves no tokens' },
          { type: 'sent', index: 0, label: 'Vote', signature: 'sig1' },
          { type: 'confirmed', index: 0, label: 'Vote', signature: 'sig1' },
        ],
        null,
      ),
      toaster,
      reporting: reporting(),
      requests: [{ label: 'Vote', instructions: [] }],
      notificationId: 'run-vote',
      walletPublicKey: 'W',
    });
    expect(toaster.getSnapshot()[0]?.description).toEqual([
      'No figures to check · A vote moves no tokens',
    ]);
  });

  it('adds the simulated token movements in words while the wallet is open, not after', async () => {
    const toaster = createToaster();
    const seen: string[] = [];
    toaster.subscribe(() => {
      const toast = toaster.getSnapshot()[0];
      if (toast) seen.push(`${toast.type}:${String(toast.status)}`);
    });
    const verdict = {
      figures: [{ label: 'SOL supplied', preview: '20 SOL', simulated: '20 SOL', agrees: true }],
    };
    const movements = [{ mint: 'SOL', decimals: 9, change: -10_000_000_000n }];
    let openWallet: () => void = () => {};
    const walletOpen = new Promise<void>((resolve) => {
      openWallet = resolve;
    });
    const run = runTransactions({
      pipeline: {
        async run(_requests, options) {
          options?.onEvent?.({ type: 'checked', index: 0, label: 'Deposit', verdict, movements });
          options?.onEvent?.({ type: 'signing', labels: ['Deposit'] });
          await walletOpen;
          options?.onEvent?.({ type: 'sent', index: 0, label: 'Deposit', signature: 'sig1' });
          options?.onEvent?.({ type: 'confirmed', index: 0, label: 'Deposit', signature: 'sig1' });
          return [{ label: 'Deposit', signature: 'sig1' }];
        },
      },
      toaster,
      reporting: reporting(),
      requests: [{ label: 'Deposit', instructions: [] }],
      notificationId: 'run-movements',
      walletPublicKey: 'W',
      describeMovements: async (moved) => moved.map(() => 'You send 10 SOL'),
    });
    await vi.waitFor(() =>
      expect(seen.at(-1)).toBe(
        'loading:Checked by simulation · SOL supplied 20 SOL · You send 10 SOL',
      ),
    );
    openWallet();
    await run;
    expect(seen.at(-1)).toBe('success:Confirmed');
  });
});
