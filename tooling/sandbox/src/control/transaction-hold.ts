/**
 * Transactions the control API asked the chain to hold: the next `count` distinct transactions
 * sent through `sendTransaction` are accepted (their signature is returned, after preflight) but
 * never executed, as a leader that drops them would; re-sends of a held signature are dropped
 * too, so the transaction stays unconfirmed until its blockhash expires. Reset forgets it all.
 */
export class TransactionHold {
  private remaining = 0;
  private readonly held = new Set<string>();

  /** Holds the next `count` distinct transactions sent (0 cancels what is still to be held). */
  hold(count: number) {
    this.remaining = count;
    return this.state();
  }

  /** True when this send is to be dropped: a held signature, or one the count still takes. */
  takes(signature: string): boolean {
    if (this.held.has(signature)) return true;
    if (this.remaining === 0) return false;
    this.remaining -= 1;
    this.held.add(signature);
    return true;
  }

  clear() {
    this.remaining = 0;
    this.held.clear();
  }

  state() {
    return { remaining: this.remaining, held: [...this.held] };
  }
}
