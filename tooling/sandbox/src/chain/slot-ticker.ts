import type { Ledger } from './ledger';

/** The most slots one timer tick produces after the event loop was blocked for long. */
const MAX_CATCH_UP_SLOTS = 1_000;

/**
 * Produces slots in real time: one every `slotMs`, catching up when the process was busy.
 * A jump made through the control endpoint re-anchors the count at the new slot.
 */
export class SlotTicker {
  private timer: NodeJS.Timeout | null = null;
  private anchorSlot = 0;
  private anchorWallMs = 0;

  constructor(
    private readonly ledger: Ledger,
    private readonly slotMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  start(): void {
    if (this.timer !== null) return;
    this.reanchor();
    this.timer = setInterval(() => this.tick(), this.slotMs);
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  /** Continues counting from the ledger's current slot. */
  reanchor(): void {
    this.anchorSlot = this.ledger.slot;
    this.anchorWallMs = this.now();
  }

  tick(): void {
    const due = this.anchorSlot + Math.floor((this.now() - this.anchorWallMs) / this.slotMs);
    const behind = due - this.ledger.slot;
    if (behind <= 0) return;
    const steps = Math.min(behind, MAX_CATCH_UP_SLOTS);
    for (let i = 0; i < steps; i += 1) this.ledger.advanceSlots(1);
    if (behind > MAX_CATCH_UP_SLOTS) this.reanchor();
  }
}
