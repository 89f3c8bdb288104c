import type { PublicKey } from '@solana/web3.js';
import type { InstructionContext } from '../../chain/execution/instruction-context';
import { klendError } from './anchor-errors';
import { PROGRAM_VERSION, type ReserveAccount } from './reserve-account';

const OPERATIONS = 'lending_market/lending_operations.rs';

/** `LastUpdate`'s Debug form, as the program prints it in its stale-reserve message. */
function lastUpdateDebug(reserve: ReserveAccount): string {
  return `LastUpdate { slot: ${reserve.lastUpdateSlot}, stale: ${reserve.stale ? 1 : 0}, price_status: ${reserve.priceStatus}, placeholder: [0, 0, 0, 0, 0, 0] }`;
}

/** `LastUpdate::is_stale(slot, NONE)`: flagged stale, or not refreshed in this very slot. */
function isStale(reserve: ReserveAccount, slot: bigint): boolean {
  if (slot < reserve.lastUpdateSlot) {
    throw klendError('MathOverflow', { source: 'state/last_update.rs:87' });
  }
  return reserve.stale || slot - reserve.lastUpdateSlot >= 1n;
}

/**
 * `check_obligation_collateral_deposit_reserve` / `check_obligation_liquidity_borrow_reserve`: the
 * account passed is the slot's reserve, refreshed in this slot, of the program's version.
 */
export function checkSlotReserve(
  context: InstructionContext,
  input: {
    kind: 'deposit' | 'borrow';
    index: number;
    expected: PublicKey;
    reserve: ReserveAccount;
    slot: bigint;
  },
): void {
  const { kind, index, expected, reserve } = input;
  const deposit = kind === 'deposit';
  const lines = deposit ? [2994, 3008, 3017] : [3035, 3050, 3059];
  if (!reserve.address.equals(expected)) {
    context.log(
      deposit
        ? `Deposit reserve of collateral ${index} does not match the deposit reserve provided`
        : `Borrow reserve of liquidity ${index} does not match the borrow reserve provided`,
    );
    throw klendError('InvalidAccountInput', { source: `${OPERATIONS}:${lines[0]}` });
  }
  if (isStale(reserve, input.slot)) {
    context.log(
      deposit
        ? `Deposit reserve ${expected.toBase58()} provided for collateral ${index} is stale and must be refreshed in the current slot. Last Update ${lastUpdateDebug(reserve)}`
        : `Borrow reserve ${expected.toBase58()} provided for liquidity ${index} is stale\n                and must be refreshed in the current slot. Last Update ${lastUpdateDebug(reserve)}`,
    );
    throw klendError('ReserveStale', { source: `${OPERATIONS}:${lines[1]}` });
  }
  if (reserve.version !== PROGRAM_VERSION) {
    context.log(
      deposit
        ? `Deposit reserve ${expected.toBase58()} provided for collateral ${index} has been deprecated.`
        : `Borrow reserve ${expected.toBase58()} provided for liquidity ${index} has been deprecated.`,
    );
    throw klendError('ReserveDeprecated', { source: `${OPERATIONS}:${lines[2]}` });
  }
}
