import { type PublicKey, SystemProgram } from '@solana/web3.js';
import type { InstructionContext } from '../../chain/execution/instruction-context';
import { ProgramError } from '../../chain/execution/program-error';
import { RENT_EXEMPT_EPOCH } from '../../chain/ledger-account';
import { invokeInner } from './cpi-log';
import { createProgramAccount } from './system-cpi';

/** SystemError::AccountAlreadyInUse. */
const ACCOUNT_ALREADY_IN_USE = 0;

function systemData(tag: number, body: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32LE(tag, 0);
  return Buffer.concat([head, body]);
}

function u64(value: bigint): Buffer {
  const data = Buffer.alloc(8);
  data.writeBigUInt64LE(value, 0);
  return data;
}

function system(
  context: InstructionContext,
  accounts: PublicKey[],
  data: Buffer,
  body: () => void,
) {
  invokeInner(
    context,
    { programId: SystemProgram.programId, accounts, data, units: 150, builtin: true },
    body,
  );
}

/**
 * Anchor's `init` of a PDA owned by the running program: CreateAccount when the address holds no
 * lamports; otherwise (someone sent it lamports) a top-up Transfer, then Allocate and Assign.
 * Allocate refuses an address already in use, and the system program logs its lines bare
 * (`ic_msg!`, no "Program log:"), as deployed programs' logs show. `beforeTopUp` runs the
 * program's own checks of that second path.
 */
export function initPdaAccount(
  context: InstructionContext,
  input: { payer: PublicKey; address: PublicKey; space: number },
  beforeTopUp?: () => void,
): void {
  const existing = context.read(input.address);
  if (existing === null || existing.lamports === 0n) {
    createProgramAccount(context, { ...input, owner: context.programId });
    return;
  }
  beforeTopUp?.();
  const rent = context.rentExemptMinimum(input.space);
  const required = (rent > 1n ? rent : 1n) - existing.lamports;
  if (required > 0n) {
    system(context, [input.payer, input.address], systemData(2, u64(required)), () => {
      const payer = context.read(input.payer);
      if (payer === null || payer.lamports < required) {
        throw new ProgramError({ Custom: 1 }, [
          `Transfer: insufficient lamports ${payer?.lamports ?? 0n}, need ${required}`,
        ]);
      }
      context.writeAs(SystemProgram.programId, input.payer, {
        ...payer,
        lamports: payer.lamports - required,
      });
      context.credit(input.address, required);
    });
  }
  system(context, [input.address], systemData(8, u64(BigInt(input.space))), () => {
    const account = context.read(input.address);
    if (account === null) return;
    if (account.data.length > 0 || !account.owner.equals(SystemProgram.programId)) {
      throw new ProgramError({ Custom: ACCOUNT_ALREADY_IN_USE }, [
        `Allocate: account Address { address: ${input.address.toBase58()}, base: None } already in use`,
      ]);
    }
    context.writeAs(SystemProgram.programId, input.address, {
      ...account,
      data: new Uint8Array(input.space),
      rentEpoch: RENT_EXEMPT_EPOCH,
    });
  });
  system(context, [input.address], systemData(1, context.programId.toBuffer()), () => {
    const account = context.read(input.address);
    if (account === null) return;
    context.writeAs(SystemProgram.programId, input.address, {
      ...account,
      owner: context.programId,
    });
  });
}
