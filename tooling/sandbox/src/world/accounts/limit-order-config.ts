import { toPublicKey } from '@keel/chain-readers';
import {
  encodeLimitOrderGlobalConfig,
  LIMIT_ORDER_GLOBAL_CONFIG,
  LIMIT_ORDER_PROGRAM_ID,
  limitOrderPdaAuthority,
} from '@keel/limit-order-programs';
import { PublicKey } from '@solana/web3.js';
import type { Ledger } from '../../chain/ledger';
import { RENT_EXEMPT_EPOCH } from '../../chain/ledger-account';
import type { SandboxWorld } from '../types';

/**
 * The limit-order program's GlobalConfig the app trades under, as its admin leaves it: nothing
 * blocked, no host fee, no close delay, no fee deposit; the faucet is its admin.
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
    pdaAuthorityPreviousLamportsBalance: 0n,
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
}
