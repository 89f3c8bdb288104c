/** Slot ↔ time arithmetic of the sandbox chain: fixed slot length, no skipped slots. */
export interface ChainTiming {
  /** Length of one slot in milliseconds. */
  slotMs: number;
  /** Unix time (ms) at which slot 0 would have started; every slot's time follows from it. */
  genesisUnixMs: number;
  slotsPerEpoch: number;
}

/** A timing under which `slot` starts at `unixMs`. */
export function timingAnchoredAt(
  slot: number,
  unixMs: number,
  slotMs: number,
  slotsPerEpoch: number,
): ChainTiming {
  return { slotMs, genesisUnixMs: unixMs - slot * slotMs, slotsPerEpoch };
}

/** Block time (unix seconds) of a slot, as getBlockTime and the clock sysvar report it. */
export function blockTimeOfSlot(timing: ChainTiming, slot: number): number {
  return Math.floor((timing.genesisUnixMs + slot * timing.slotMs) / 1000);
}

export function epochOfSlot(timing: ChainTiming, slot: number): number {
  return Math.floor(slot / timing.slotsPerEpoch);
}

export function firstSlotOfEpoch(timing: ChainTiming, epoch: number): number {
  return epoch * timing.slotsPerEpoch;
}

/** Slots that fit in `seconds` (rounded up, at least one for any positive time). */
export function slotsInSeconds(slotMs: number, seconds: number): number {
  return Math.ceil((seconds * 1000) / slotMs);
}
