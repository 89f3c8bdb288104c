/**
 * The addresses the sandbox knows of, grouped by owner program. LiteSVM cannot list its
 * accounts, so everything that writes to the ledger (seeding, control overwrites, executed
 * transactions, airdrops) reports the address here; getProgramAccounts and token-account
 * lookups read the candidates from this index and then the current bytes from the SVM.
 */
export class AccountIndex {
  private readonly ownerOf = new Map<string, string>();
  private readonly byOwner = new Map<string, Set<string>>();

  /** Records the current owner of an address; `null` when the account no longer exists. */
  observe(address: string, owner: string | null): void {
    const previous = this.ownerOf.get(address);
    if (previous === owner) return;
    if (previous !== undefined) this.byOwner.get(previous)?.delete(address);
    if (owner === null) {
      this.ownerOf.delete(address);
      return;
    }
    this.ownerOf.set(address, owner);
    let set = this.byOwner.get(owner);
    if (set === undefined) {
      set = new Set();
      this.byOwner.set(owner, set);
    }
    set.add(address);
  }

  ownedBy(owner: string): string[] {
    return [...(this.byOwner.get(owner) ?? [])];
  }

  has(address: string): boolean {
    return this.ownerOf.has(address);
  }

  addresses(): string[] {
    return [...this.ownerOf.keys()];
  }

  get size(): number {
    return this.ownerOf.size;
  }

  clear(): void {
    this.ownerOf.clear();
    this.byOwner.clear();
  }
}
