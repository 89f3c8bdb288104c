import { PublicKey } from '@solana/web3.js';
import { AccountBytes } from './account-bytes';
import { BORROW, BORROW_ORDER, DEPOSIT, LAST_UPDATE, OBLIGATION } from './layout-offsets';

/** An obligation slot: its index among the 8 deposits / 5 borrows and its base offset. */
export interface Slot {
  index: number;
  base: number;
}

/**
 * An Obligation as the program holds it: raw bytes read and written in place, slot by slot (a
 * slot is in use when its reserve is not the default key, as `is_active` says).
 */
export class ObligationAccount {
  readonly bytes: AccountBytes;

  constructor(data: Uint8Array) {
    this.bytes = new AccountBytes(data);
  }

  get lendingMarket(): PublicKey {
    return this.bytes.pubkey(OBLIGATION.lendingMarket);
  }

  get owner(): PublicKey {
    return this.bytes.pubkey(OBLIGATION.owner);
  }

  get elevationGroup(): number {
    return this.bytes.u8(OBLIGATION.elevationGroup);
  }

  get referrer(): PublicKey {
    return this.bytes.pubkey(OBLIGATION.referrer);
  }

  get hasReferrer(): boolean {
    return !this.referrer.equals(PublicKey.default);
  }

  get lastUpdateSlot(): bigint {
    return this.bytes.u64(OBLIGATION.lastUpdate + LAST_UPDATE.slot);
  }

  private activeSlots(start: number, size: number, count: number): Slot[] {
    const slots: Slot[] = [];
    for (let index = 0; index < count; index += 1) {
      const base = start + index * size;
      if (!this.bytes.isZero(base, 32)) slots.push({ index, base });
    }
    return slots;
  }

  activeDeposits(): Slot[] {
    return this.activeSlots(OBLIGATION.deposits, DEPOSIT.size, DEPOSIT.slots);
  }

  activeBorrows(): Slot[] {
    return this.activeSlots(OBLIGATION.borrows, BORROW.size, BORROW.slots);
  }

  /** `BorrowOrder::clear_if_past_fillable_timestamp`; the expiry it cleared, if any. */
  clearExpiredBorrowOrder(now: bigint): bigint | null {
    const base = OBLIGATION.borrowOrder;
    if (this.bytes.isZero(base, BORROW_ORDER.size)) return null;
    const fillableUntil = this.bytes.u64(base + BORROW_ORDER.fillableUntilTimestamp);
    if (fillableUntil >= now) return null;
    this.bytes.fill(base, BORROW_ORDER.size);
    return fillableUntil;
  }
}
