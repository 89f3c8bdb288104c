import { PublicKey } from '@solana/web3.js';
import type { Ledger } from '../../chain/ledger';
import { RENT_EXEMPT_EPOCH } from '../../chain/ledger-account';
import type { SandboxWorld, WorldMarket, WorldReserve, WorldToken } from '../types';

/** What every account writer needs: the ledger, the world and the moment it is written. */
export interface WriteContext {
  ledger: Ledger;
  world: SandboxWorld;
  /** Slot the accounts are refreshed at (the ledger's current slot). */
  slot: bigint;
  /** Unix seconds of that slot; reward curves and caps are placed relative to it. */
  now: bigint;
}

export function writeContext(ledger: Ledger, world: SandboxWorld): WriteContext {
  return {
    ledger,
    world,
    slot: BigInt(ledger.slot),
    now: BigInt(ledger.blockTime(ledger.slot)),
  };
}

/** Writes a rent-exempt account owned by `owner`. */
export function writeProgramAccount(
  context: WriteContext,
  address: PublicKey | string,
  owner: PublicKey,
  data: Uint8Array,
): void {
  context.ledger.writeAccount(typeof address === 'string' ? new PublicKey(address) : address, {
    lamports: context.ledger.minimumBalanceForRentExemption(data.length),
    owner,
    data,
    executable: false,
    rentEpoch: RENT_EXEMPT_EPOCH,
  });
}

export function tokenByMint(world: SandboxWorld, mint: string): WorldToken {
  const token = world.tokens.find((t) => t.mint === mint);
  if (token === undefined) throw new Error(`The world has no token with mint ${mint}`);
  return token;
}

export function reserveByAddress(
  world: SandboxWorld,
  address: string,
): { market: WorldMarket; reserve: WorldReserve } {
  for (const market of world.markets) {
    const reserve = market.reserves.find((r) => r.address === address);
    if (reserve !== undefined) return { market, reserve };
  }
  throw new Error(`The world has no reserve ${address}`);
}
