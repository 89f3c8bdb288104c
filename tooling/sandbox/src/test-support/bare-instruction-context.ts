import type { InstructionView } from '../chain/execution/instruction-context';
import { InstructionContext } from '../chain/execution/instruction-context';

const NO_ACCOUNTS = {
  read: () => null,
  write: () => undefined,
  rentExemptMinimum: () => 0n,
  keyIndex: () => 0,
  handlerOf: () => null,
};

/**
 * An instruction's context over an empty state, at slot 1: enough for a dispatch or an account
 * lookup that reads no account.
 */
export function bareInstructionContext(instruction: InstructionView): InstructionContext {
  const clock = { slot: 1n, epoch: 0n, unixTimestamp: 0n };
  return new InstructionContext(NO_ACCOUNTS, 0, instruction, [instruction], clock, 200_000n);
}
