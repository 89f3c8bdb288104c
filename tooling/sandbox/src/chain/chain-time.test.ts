import { describe, expect, it } from 'vitest';
import {
  blockTimeOfSlot,
  epochOfSlot,
  firstSlotOfEpoch,
  slotsInSeconds,
  timingAnchoredAt,
} from './chain-time';

describe('chain time', () => {
  const timing = timingAnchoredAt(1_000, 1_700_000_000_000, 400, 432_000);

  it('gives the anchor slot the anchor time and later slots steady increments', () => {
    expect(blockTimeOfSlot(timing, 1_000)).toBe(1_700_000_000);
    expect(blockTimeOfSlot(timing, 1_005)).toBe(1_700_000_002);
    expect(blockTimeOfSlot(timing, 1_150)).toBe(1_700_000_060);
    expect(blockTimeOfSlot(timing, 999)).toBe(1_699_999_999);
  });

  it('splits slots into epochs', () => {
    expect(epochOfSlot(timing, 431_999)).toBe(0);
    expect(epochOfSlot(timing, 432_000)).toBe(1);
    expect(firstSlotOfEpoch(timing, 3)).toBe(1_296_000);
  });

  it('converts seconds into whole slots, rounding up', () => {
    expect(slotsInSeconds(timing.slotMs, 60)).toBe(150);
    expect(slotsInSeconds(timing.slotMs, 1)).toBe(3);
  });
});
