import { KLEND_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import type { PublicKey } from '@solana/web3.js';
import type {
  InstructionContext,
  InstructionView,
} from '../../../chain/execution/instruction-context';
import { ProgramError } from '../../../chain/execution/program-error';
import { klendError, panic } from '../anchor-errors';
import { KLEND_INSTRUCTIONS } from '../instruction-table';

/*
 * `lending_market/flash_ixs.rs`: through the instructions sysvar, a flash borrow must be a
 * top-level klend instruction followed by exactly one flash repay of the same amount naming its
 * index with the same accounts, and a flash repay must point back at such a borrow.
 */

const SOURCE = 'lending_market/flash_ixs.rs';
const BORROW = KLEND_INSTRUCTIONS.flashBorrowReserveLiquidity.discriminator;
const REPAY = KLEND_INSTRUCTIONS.flashRepayReserveLiquidity.discriminator;

/** `ixn.data[..8]`: a slice shorter than 8 bytes panics. */
function head(ix: InstructionView, line: number): string {
  if (ix.data.length < 8) {
    panic(
      `range end index 8 out of range for slice of length ${ix.data.length}`,
      `${SOURCE}:${line}`,
    );
  }
  return Buffer.from(ix.data.subarray(0, 8)).toString('hex');
}

/** `is_flash_forbidden_cpi_call`: the current top-level instruction is not klend, or a CPI. */
function isForbiddenCpi(context: InstructionContext): boolean {
  const current = context.instructions[context.index];
  return (
    current?.programId.equals(toPublicKey(KLEND_PROGRAM_ID)) !== true || context.stackHeight > 1
  );
}

const readU64 = (data: Uint8Array, offset: number) =>
  Buffer.from(data.subarray(offset, offset + 8)).readBigUInt64LE();

/** `FlashRepayReserveLiquidity::try_from_slice(&data[8..])`: exactly a u64 and a u8. */
function repayArgs(ix: InstructionView) {
  if (ix.data.length !== 17) {
    const message = ix.data.length < 17 ? 'Unexpected length of input' : 'Not all bytes read';
    // Anchor 0.29 logs a ProgramError returned through `?` before the runtime reports it.
    throw new ProgramError({ BorshIoError: message }, [
      `Program log: ProgramError occurred. Error Code: BorshIoError("${message}"). Error Number: ${15n << 32n}. Error Message: Failed to serialize or deserialize account data: ${message}.`,
    ]);
  }
  return { amount: readU64(ix.data, 8), borrowIndex: ix.data[16] ?? 0 };
}

/** `flash_borrow_check_matching_repay`. */
function checkMatchingRepay(
  context: InstructionContext,
  amount: bigint,
  borrow: InstructionView,
  repay: InstructionView,
): void {
  const args = repayArgs(repay);
  if (args.amount !== amount) {
    context.log("Liquidity amount for flash repay doesn't match borrow");
    throw klendError('InvalidFlashRepay', { source: `${SOURCE}:158` });
  }
  if (args.borrowIndex !== context.index) {
    context.log(
      `Borrow instruction index ${args.borrowIndex} for flash repay doesn't match current index ${context.index}`,
    );
    throw klendError('InvalidFlashRepay', { source: `${SOURCE}:164` });
  }
  if (repay.accounts.length !== borrow.accounts.length) {
    context.log('Number of accounts mismatch between first and second ix of couple');
    throw klendError('InvalidFlashRepay', { source: `${SOURCE}:169` });
  }
  borrow.accounts.forEach((meta, idx) => {
    const other = repay.accounts[idx]?.address as PublicKey;
    if (!meta.address.equals(other)) {
      context.log(
        `Some accounts in flash tx couple differs. index: ${idx}, borrow:${meta.address.toBase58()}, repay:${other.toBase58()}`,
      );
      throw klendError('InvalidFlashRepay', { source: `${SOURCE}:182` });
    }
  });
}

/** `flash_borrow_checks`. */
export function flashBorrowChecks(context: InstructionContext, amount: bigint): void {
  if (isForbiddenCpi(context)) {
    context.log('Flash Borrow was called via CPI!');
    throw klendError('FlashBorrowCpi', { source: `${SOURCE}:94` });
  }
  const borrow = context.instructions[context.index] as InstructionView;
  let foundRepay = false;
  for (const ix of context.instructions.slice(context.index + 1)) {
    if (!ix.programId.equals(toPublicKey(KLEND_PROGRAM_ID))) continue;
    const discriminator = head(ix, 121);
    if (discriminator === BORROW) {
      context.log('Multiple flash borrows not allowed');
      throw klendError('MultipleFlashBorrows', { source: `${SOURCE}:123` });
    }
    if (discriminator === REPAY) {
      if (foundRepay) {
        context.log('Multiple flash repays not allowed');
        throw klendError('MultipleFlashBorrows', { source: `${SOURCE}:129` });
      }
      checkMatchingRepay(context, amount, borrow, ix);
      foundRepay = true;
    }
  }
  if (!foundRepay) {
    context.log('No flash repay found');
    throw klendError('NoFlashRepayFound', { source: `${SOURCE}:139` });
  }
}

/** `flash_repay_checks`. */
export function flashRepayChecks(
  context: InstructionContext,
  input: { borrowIndex: number; amount: bigint; reserve: PublicKey },
): void {
  const current = context.index;
  if (isForbiddenCpi(context)) {
    context.log('Flash Repay was called via CPI!');
    throw klendError('FlashRepayCpi', { source: `${SOURCE}:30` });
  }
  if (input.borrowIndex > current) {
    context.log(
      `Flash repay: borrow instruction index ${input.borrowIndex} has to be less than current index ${current}`,
    );
    throw klendError('InvalidFlashRepay', { source: `${SOURCE}:40` });
  }
  const ix = context.instructions[input.borrowIndex] as InstructionView;
  if (!ix.programId.equals(toPublicKey(KLEND_PROGRAM_ID))) {
    context.log(
      `Flash repay: supplied instruction index ${input.borrowIndex} doesn't belong to program id ${KLEND_PROGRAM_ID.toBase58()}`,
    );
    throw klendError('InvalidFlashRepay', { source: `${SOURCE}:50` });
  }
  if (head(ix, 55) !== BORROW) {
    context.log('Flash repay: Supplied borrow instruction index is not a flash borrow');
    throw klendError('InvalidFlashRepay', { source: `${SOURCE}:57` });
  }
  if (ix.data.length < 16) {
    panic(`range end index 16 out of range for slice of length ${ix.data.length}`, `${SOURCE}:59`);
  }
  const borrowAmount = readU64(ix.data, 8);
  const reserve = ix.accounts[3];
  if (reserve === undefined) {
    panic(
      `index out of bounds: the len is ${ix.accounts.length} but the index is 3`,
      `${SOURCE}:63`,
    );
  }
  if (!reserve.address.equals(input.reserve)) {
    context.log('Invalid reserve account on flash repay');
    throw klendError('InvalidFlashRepay', { source: `${SOURCE}:65` });
  }
  if (input.amount !== borrowAmount) {
    context.log("Liquidity amount for flash repay doesn't match borrow");
    throw klendError('InvalidFlashRepay', { source: `${SOURCE}:70` });
  }
}
