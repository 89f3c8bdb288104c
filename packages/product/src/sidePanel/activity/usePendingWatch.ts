import { useEffect, useState } from 'react';
import { useAppServices } from '../../app/AppServicesContext';
import { settlePending } from '../../transactions/log/settlePending';
import { useTransactionLogStore } from '../../transactions/log/TransactionLogContext';
import type { TransactionLogEntry } from '../../transactions/log/transactionLog';

/** How often the block height is read while a transaction is pending. */
export const WATCH_INTERVAL_MS = 2_000;

/** The last block height read, and when (ms since the epoch): the countdown runs from it. */
export interface BlockClock {
  height: number;
  readAt: number;
}

/**
 * While any of `entries` is pending, reads the block height every WATCH_INTERVAL_MS and settles
 * pending entries from the chain (landed, or expired unconfirmed). Node errors are skipped: the
 * next read tries again. Undefined until the first read.
 */
export function usePendingWatch(entries: readonly TransactionLogEntry[]): BlockClock | undefined {
  const services = useAppServices();
  const log = useTransactionLogStore();
  const [clock, setClock] = useState<BlockClock>();
  const watching = entries.some((entry) => entry.status === 'pending');

  useEffect(() => {
    if (!watching) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const { read } = await services.connections();
        const height = await read.getBlockHeight('confirmed');
        if (stopped) return;
        setClock({ height, readAt: Date.now() });
        await settlePending(log, read, height);
      } catch {
        // A passing node error: the next tick reads again.
      }
      if (!stopped) timer = setTimeout(tick, WATCH_INTERVAL_MS);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [watching, services, log]);

  return clock;
}
