import {
  FARMS_PROGRAM_ID,
  KLEND_PROGRAM_ID,
  SCOPE_PROGRAM_ID,
  SYSTEM_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import {
  AddressLookupTableProgram,
  PublicKey,
  SYSVAR_INSTRUCTIONS_PUBKEY,
  SYSVAR_RENT_PUBKEY,
} from '@solana/web3.js';
import type { WorldMarket } from '../types';
import { type WriteContext, writeProgramAccount } from './write-context';

/** ProgramState::LookupTable's metadata: tag, deactivation and extension slots, authority. */
const META_SIZE = 56;
const MAX_ADDRESSES = 256;
const ACTIVE = (1n << 64n) - 1n;

/** The accounts a lending action in the market names besides the wallet's own. */
function marketAddresses(context: WriteContext, market: WorldMarket): PublicKey[] {
  const keys = [
    KLEND_PROGRAM_ID,
    FARMS_PROGRAM_ID,
    TOKEN_PROGRAM_ID,
    SYSTEM_PROGRAM_ID,
    SYSVAR_INSTRUCTIONS_PUBKEY,
    SYSVAR_RENT_PUBKEY,
    SCOPE_PROGRAM_ID,
    new PublicKey(context.world.accounts.scopeOraclePrices),
    new PublicKey(market.address),
    new PublicKey(market.lendingMarketAuthority),
  ];
  for (const reserve of market.reserves) {
    keys.push(
      ...[
        reserve.address,
        reserve.mint,
        reserve.collateralMint,
        reserve.liquiditySupplyVault,
        reserve.collateralSupplyVault,
        reserve.feeVault,
        reserve.farmCollateral,
        reserve.farmDebt,
      ]
        .filter((key): key is string => key !== null)
        .map((key) => new PublicKey(key)),
    );
  }
  const unique = new Map(keys.map((key) => [key.toBase58(), key]));
  return [...unique.values()].slice(0, MAX_ADDRESSES).map(toPublicKey);
}

/** An active lookup table as create + extend leave it, extended long before the current slot. */
function lookupTableData(authority: PublicKey, addresses: readonly PublicKey[]): Uint8Array {
  const data = Buffer.alloc(META_SIZE + addresses.length * 32);
  data.writeUInt32LE(1, 0);
  data.writeBigUInt64LE(ACTIVE, 4);
  data.writeBigUInt64LE(0n, 12);
  data.writeUInt8(0, 20);
  data.writeUInt8(1, 21);
  authority.toBuffer().copy(data, 22);
  addresses.forEach((address, i) => {
    address.toBuffer().copy(data, META_SIZE + i * 32);
  });
  return new Uint8Array(data);
}

/** Writes each market's lookup table; returns how many addresses they hold in all. */
export function writeMarketLookupTables(context: WriteContext): number {
  const authority = new PublicKey(context.world.protocolAdmin);
  let total = 0;
  for (const market of context.world.markets) {
    const addresses = marketAddresses(context, market);
    writeProgramAccount(
      context,
      market.lookupTable,
      AddressLookupTableProgram.programId,
      lookupTableData(authority, addresses),
    );
    total += addresses.length;
  }
  return total;
}
