import type { Commitment, PerfSample } from '@solana/web3.js';
import type { ChainRpc } from './chainRpc';

export async function readSlot(rpc: Pick<ChainRpc, 'getSlot'>, commitment?: Commitment) {
  return rpc.getSlot(commitment);
}

/** Unix seconds of a slot's block, null when the node does not know it. */
export async function readBlockTime(rpc: Pick<ChainRpc, 'getBlockTime'>, slot: number) {
  return rpc.getBlockTime(slot);
}

/** Slot duration used when nothing better is known (D§9). */
export const DEFAULT_SLOT_DURATION_MS = 450;
/** URL parameter that pins the slot duration (ms). */
export const SLOT_DURATION_OVERRIDE_PARAM = 'RECENT_SLOT_DURATION_OVERRIDE_MS';
/**
 * Samples asked for: each covers about a minute, so two hours of them give a stable median in
 * ~12 KB (the RPC maximum of 720 cost ~72 KB on every cold load).
 */
export const PERFORMANCE_SAMPLE_LIMIT = 120;

/** A positive, finite override in ms, or undefined for absent or unusable input. */
export function parseSlotDurationOverride(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const ms = Number(value);
  return Number.isFinite(ms) && ms > 0 ? ms : undefined;
}

/** The override from a URL query string (`?RECENT_SLOT_DURATION_OVERRIDE_MS=400`). */
export function slotDurationOverrideFromSearch(search: string | URLSearchParams) {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return parseSlotDurationOverride(params.get(SLOT_DURATION_OVERRIDE_PARAM));
}

/** Median of the samples' ms per slot; undefined when no sample has slots. */
export function medianSlotDurationMs(samples: readonly PerfSample[]): number | undefined {
  const durations = samples
    .filter((sample) => sample.numSlots > 0 && sample.samplePeriodSecs > 0)
    .map((sample) => (sample.samplePeriodSecs * 1000) / sample.numSlots)
    .sort((a, b) => a - b);
  if (durations.length === 0) return undefined;
  const middle = Math.floor(durations.length / 2);
  return durations.length % 2 === 1
    ? (durations[middle] as number)
    : ((durations[middle - 1] as number) + (durations[middle] as number)) / 2;
}

/**
 * Recent slot duration in ms: the override when given, else the median of recent performance
 * samples, else 450 ms when the node has no samples. RPC failures are thrown.
 */
export async function readRecentSlotDurationMs(
  rpc: Pick<ChainRpc, 'getRecentPerformanceSamples'>,
  options: { overrideMs?: number; sampleLimit?: number } = {},
): Promise<number> {
  if (options.overrideMs !== undefined) return options.overrideMs;
  const samples = await rpc.getRecentPerformanceSamples(
    options.sampleLimit ?? PERFORMANCE_SAMPLE_LIMIT,
  );
  return medianSlotDurationMs(samples) ?? DEFAULT_SLOT_DURATION_MS;
}
