import { toPublicKey } from '@keel/chain-readers';
import {
  encodeLimitOrderGlobalConfig,
  LIMIT_ORDER_GLOBAL_CONFIG,
  LIMIT_ORDER_PROGRAM_ID,
  limitOrderPdaAuthority,
} from '@keel/limit-order-programs';
import { PublicKey, SystemProgram } from '@solana/web3.js';
import type { Ledger } from '../../chain/ledger';
import { RENT_EXEMPT_EPOCH } from '../../chain/ledger-account';
import type { SandboxWorld } from '../types';
import { writeLimitOrderVaults } from './limit-order-vaults';

/**
 * Lamports the PDA authority holds: it pays the rent of a take's wrapped-SOL intermediary account
 * (returned in the same take) and holds the takers' tips until the makers claim them.
 */
const PDA_AUTHORITY_LAMPORTS = 10_000_000n;

/**
 * The limit-order program's GlobalConfig the app trades under, as its admin leaves it: nothing
 * blocked, no host fee, no close delay and no create costs (mainnet's values are not public);
 * the faucet is its admin. Its PDA authority is funded and its escrow vaults exist.
 */
export function writeLimitOrderConfig(ledger: Ledger, world: SandboxWorld): void {
  const authority = limitOrderPdaAuthority(LIMIT_ORDER_GLOBAL_CONFIG);
  const admin = new PublicKey(world.faucet);
  const data = encodeLimitOrderGlobalConfig({
    emergencyMode: 0,
    flashTakeOrderBlocked: 0,
    newOrdersBlocked: 0,
    ordersTakingBlocked: 0,
    hostFeeBps: 0,
    rfqVenuesBlocked: 0,
    orderCloseDelaySeconds: 0n,
    pdaAuthorityPreviousLamportsBalance: PDA_AUTHORITY_LAMPORTS,
    totalTipAmount: 0n,
    hostTipAmount: 0n,
    pdaAuthority: authority.address,
    pdaAuthorityBump: BigInt(authority.bump),
    adminAuthority: admin,
    adminAuthorityCached: admin,
    txnFeeCost: 0n,
    ataCreationCost: 0n,
  });
  ledger.writeAccount(toPublicKey(LIMIT_ORDER_GLOBAL_CONFIG), {
    lamports: ledger.minimumBalanceForRentExemption(data.length),
    owner: toPublicKey(LIMIT_ORDER_PROGRAM_ID),
    data,
    executable: false,
    rentEpoch: RENT_EXEMPT_EPOCH,
  });
  ledger.writeAccount(toPublicKey(authority.address), {
    lamports: PDA_AUTHORITY_LAMPORTS,
    owner: SystemProgram.programId,
    data: new Uint8Array(),
    executable: false,
    rentEpoch: RENT_EXEMPT_EPOCH,
  });
  writeLimitOrderVaults(
    ledger,
    world,
    toPublicKey(LIMIT_ORDER_GLOBAL_CONFIG),
    toPublicKey(authority.address),
  );
}
