import { encodeOraclePrices, SCOPE_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import Decimal from 'decimal.js';
import type { Ledger } from '../chain/ledger';
import { RENT_EXEMPT_EPOCH } from '../chain/ledger-account';
import { oraclePricesData, scopePrice } from './accounts/scope-prices';
import type { SandboxWorld, WorldToken } from './types';

/**
 * The sandbox's oracle crank. On mainnet Scope prices are pushed every slot, so the lending
 * program's staleness rule never bites in normal use; here the keeper rewrites the Scope
 * OraclePrices account, dated at the current slot, before a transaction runs (at most once per
 * slot). A test can stop it (prices then age like an oracle that stopped) and move a price.
 */
export class OracleKeeper {
  private readonly overrides = new Map<string, string>();
  private lastCrankSlot = -1;
  running: boolean;

  constructor(
    private readonly ledger: Ledger,
    private readonly world: () => SandboxWorld,
    running: boolean,
  ) {
    this.running = running;
  }

  /** Sets a token's USD price (a decimal string) and publishes it at once. */
  setPrice(mint: string, priceUsd: string): void {
    scopePrice(priceUsd); // throws RangeError for what a Scope price cannot hold
    this.overrides.set(mint, priceUsd);
    this.publish();
  }

  /** Prices set by `setPrice`, by mint. */
  priceOverrides(): Record<string, string> {
    return Object.fromEntries(this.overrides);
  }

  /** A world token with its current price (an override, else the world's), or null. */
  pricedToken(mint: string): { token: WorldToken; priceUsd: Decimal } | null {
    const token = this.world().tokens.find((t) => t.mint === mint);
    if (token === undefined) return null;
    return { token, priceUsd: new Decimal(this.overrides.get(mint) ?? token.priceUsd) };
  }

  /** Forgets the overrides (a reset brings the world's prices back). */
  clear(): void {
    this.overrides.clear();
    this.lastCrankSlot = -1;
  }

  /** Called before every transaction: refreshes the prices once per slot while running. */
  crank(): void {
    if (!this.running || this.lastCrankSlot === this.ledger.slot) return;
    this.publish();
  }

  private publish(): void {
    const world = this.world();
    const slot = this.ledger.slot;
    const tokens = world.tokens.map((token) => ({
      ...token,
      priceUsd: this.overrides.get(token.mint) ?? token.priceUsd,
    }));
    const data = oraclePricesData(
      { ...world, tokens },
      BigInt(slot),
      BigInt(this.ledger.blockTime(slot)),
    );
    const bytes = encodeOraclePrices(data);
    this.ledger.writeAccount(new PublicKey(world.accounts.scopeOraclePrices), {
      lamports: this.ledger.minimumBalanceForRentExemption(bytes.length),
      owner: toPublicKey(SCOPE_PROGRAM_ID),
      data: bytes,
      executable: false,
      rentEpoch: RENT_EXEMPT_EPOCH,
    });
    this.lastCrankSlot = slot;
  }
}
