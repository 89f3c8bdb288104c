/** How many blocks a blockhash stays usable, as on mainnet (`MAX_PROCESSING_AGE`). */
export const BLOCKHASH_MAX_AGE = 150;

export interface IssuedBlockhash {
  blockhash: string;
  blockHeight: number;
  lastValidBlockHeight: number;
}

/**
 * The recent blockhashes a transaction may reference: each is valid until the chain passes
 * its `lastValidBlockHeight` (issue height + 150).
 */
export class BlockhashWindow {
  private readonly issued = new Map<string, IssuedBlockhash>();
  private newest: IssuedBlockhash | null = null;

  issue(blockhash: string, blockHeight: number): IssuedBlockhash {
    const entry = { blockhash, blockHeight, lastValidBlockHeight: blockHeight + BLOCKHASH_MAX_AGE };
    this.issued.set(blockhash, entry);
    this.newest = entry;
    this.prune(blockHeight);
    return entry;
  }

  latest(): IssuedBlockhash {
    if (this.newest === null) throw new Error('No blockhash has been issued yet');
    return this.newest;
  }

  isValid(blockhash: string, currentBlockHeight: number): boolean {
    const entry = this.issued.get(blockhash);
    return entry !== undefined && currentBlockHeight <= entry.lastValidBlockHeight;
  }

  private prune(currentBlockHeight: number): void {
    if (this.issued.size < 4 * BLOCKHASH_MAX_AGE) return;
    for (const [hash, entry] of this.issued) {
      if (entry.lastValidBlockHeight < currentBlockHeight) this.issued.delete(hash);
    }
  }
}
