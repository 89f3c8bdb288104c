import { type PublicKey, SystemProgram } from '@solana/web3.js';
import type { InstructionContext } from '../../chain/execution/instruction-context';
import { ProgramError } from '../../chain/execution/program-error';
import { RENT_EXEMPT_EPOCH } from '../../chain/ledger-account';
import { invokeInner } from './cpi-log';

/** System program errors (SystemError). */
const ACCOUNT_ALREADY_IN_USE = 0;
const RESULT_WITH_NEGATIVE_LAMPORTS = 1;

function createAccountData(lamports: bigint, space: number, owner: PublicKey): Uint8Array {
  const data = Buffer.alloc(52);
  data.writeUInt32LE(0, 0);
  data.writeBigUInt64LE(lamports, 4);
  data.writeBigUInt64LE(BigInt(space), 12);
  owner.toBuffer().copy(data, 20);
  return data;
}

/**
 * The system program's CreateAccount as a program invokes it for a PDA it signs for (Anchor's
 * `init`): the payer funds rent exemption, the new account gets `space` zero bytes and `owner`.
 * An account that already holds lamports is topped up, allocated and assigned, as Anchor does.
 */
export function createProgramAccount(
  context: InstructionContext,
  input: { payer: PublicKey; address: PublicKey; space: number; owner: PublicKey },
): void {
  const rent = context.rentExemptMinimum(input.space);
  const existing = context.read(input.address);
  const needed =
    existing === null ? rent : rent > existing.lamports ? rent - existing.lamports : 0n;
  invokeInner(
    context,
    {
      programId: SystemProgram.programId,
      accounts: [input.payer, input.address],
      data: createAccountData(needed, input.space, input.owner),
      units: 150,
      builtin: true,
    },
    () => {
      if (!context.isSigner(input.payer)) throw new ProgramError('MissingRequiredSignature');
      if (
        existing !== null &&
        (!existing.owner.equals(SystemProgram.programId) || existing.data.length > 0)
      ) {
        throw new ProgramError({ Custom: ACCOUNT_ALREADY_IN_USE }, [
          `Create Account: account Address { address: ${input.address.toBase58()}, base: None } already in use`,
        ]);
      }
      const payer = context.read(input.payer);
      if (payer === null || payer.lamports < needed) {
        throw new ProgramError({ Custom: RESULT_WITH_NEGATIVE_LAMPORTS }, [
          `Transfer: insufficient lamports ${payer?.lamports ?? 0n}, need ${needed}`,
        ]);
      }
      context.writeAs(SystemProgram.programId, input.payer, {
        ...payer,
        lamports: payer.lamports - needed,
      });
      context.writeAs(SystemProgram.programId, input.address, {
        lamports: (existing?.lamports ?? 0n) + needed,
        owner: input.owner,
        data: new Uint8Array(input.space),
        executable: false,
        rentEpoch: RENT_EXEMPT_EPOCH,
      });
    },
  );
}

/** Closes a program-owned account into `destination` (Anchor's `close`): lamports move, data goes. */
export function closeProgramAccount(
  context: InstructionContext,
  input: { address: PublicKey; destination: PublicKey },
): void {
  const account = context.read(input.address);
  if (account === null) return;
  context.credit(input.destination, account.lamports);
  context.write(input.address, null);
}
