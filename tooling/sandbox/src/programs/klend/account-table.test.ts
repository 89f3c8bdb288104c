import { hexToBytes, KLEND_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { ProgramError } from '../../chain/execution/program-error';
import { bareInstructionContext } from '../../test-support/bare-instruction-context';
import { field, optionalField, remainingAccounts } from './account-checks';
import {
  KLEND_INSTRUCTION_ACCOUNTS,
  KLEND_INSTRUCTIONS,
  type KlendInstructionName,
} from './instructions';

const PROGRAM = toPublicKey(KLEND_PROGRAM_ID);

function contextOf(name: KlendInstructionName, accountCount: number) {
  const accounts = Array.from({ length: accountCount }, () => ({
    address: Keypair.generate().publicKey,
    isSigner: false,
    isWritable: false,
  }));
  return bareInstructionContext({
    programId: PROGRAM,
    accounts,
    data: hexToBytes(KLEND_INSTRUCTIONS[name].discriminator),
  });
}

const positionIn = (name: KlendInstructionName, path: string) =>
  KLEND_INSTRUCTION_ACCOUNTS[name].findIndex((spec) => spec.name === path);

describe('klend accounts read by name through the checked account table', () => {
  const liquidate = 'liquidateObligationAndRedeemReserveCollateralV2';
  const count = KLEND_INSTRUCTION_ACCOUNTS[liquidate].length;

  it('finds a field at the table’s position, a nested one by its struct', () => {
    const context = contextOf(liquidate, count + 2);
    expect(field(context, 'withdraw_reserve')).toBe(
      context.accounts[positionIn(liquidate, 'liquidationAccounts.withdrawReserve')],
    );
    expect(field(context, 'reserve_farm_state', 'debtFarmsAccounts')).toBe(
      context.accounts[positionIn(liquidate, 'debtFarmsAccounts.reserveFarmState')],
    );
    expect(remainingAccounts(context)).toEqual(context.accounts.slice(count));
  });

  it('refuses a name the struct lacks or has twice (a mistake in the emulation)', () => {
    const context = contextOf(liquidate, count);
    expect(() => field(context, 'reserve_farm_state')).toThrow(/has 2 accounts named/);
    expect(() => field(context, 'user_metadata')).toThrow(/has 0 accounts named/);
  });

  it('fails as Anchor does when the instruction has too few accounts; the program id is none', () => {
    const short = contextOf('refreshReserve', 1);
    expect(() => field(short, 'lending_market')).toThrow(ProgramError);
    const context = contextOf('refreshReserve', 6);
    const scope = positionIn('refreshReserve', 'scopePrices');
    const accounts = context.accounts.map((meta, index) =>
      index === scope ? { ...meta, address: PROGRAM } : meta,
    );
    const withNone = bareInstructionContext({ ...context.instruction, accounts });
    expect(optionalField(withNone, 'scope_prices')).toBeNull();
  });
});
