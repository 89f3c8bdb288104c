import { type PublicKey, SystemProgram } from '@solana/web3.js';
import type { InstructionContext } from '../../chain/execution/instruction-context';
import { ProgramError } from '../../chain/execution/program-error';
import { RENT_EXEMPT_EPOCH } from '../../chain/ledger-account';
import { invokeInner } from '../runtime/cpi-log';
import { createProgramAccount } from '../runtime/system-cpi';
import { anchorFailure } from './anchor-errors';

/*
 * Anchor 0.29's `init` of a PDA: CreateAccount when the address holds no lamports; otherwise
 * (someone sent it lamports) top up with Transfer, then Allocate and Assign — and Allocate
 * refuses an address already in use.
 */

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
): void {
  invokeInner(
    context,
    { programId: SystemProgram.programId, accounts, data, units: 150, builtin: true },
    body,
  );
}

export function initProgramAccount(
  context: InstructionContext,
  input: { payer: PublicKey; address: PublicKey; space: number },
): void {
  const existing = context.read(input.address);
  if (existing === null || existing.lamports === 0n) {
    createProgramAccount(context, { ...input, owner: context.programId });
    return;
  }
  if (input.payer.equals(input.address)) {
    throw anchorFailure({
      code: 4101,
      name: 'TryingToInitPayerAsProgramAccount',
      msg: 'You cannot/should not initialize the payer account as a program account',
    });
  }
  const rent = context.rentExemptMinimum(input.space);
  const required = (rent > 1n ? rent : 1n) - existing.lamports;
  if (required > 0n) {
    system(context, [input.payer, input.address], systemData(2, u64(required)), () => {
      const payer = context.read(input.payer);
      if (payer === null || payer.lamports < required) {
        throw new ProgramError({ Custom: 1 }, [
          `Program log: Transfer: insufficient lamports ${payer?.lamports ?? 0n}, need ${required}`,
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
        `Program log: Allocate: account Address { address: ${input.address.toBase58()}, base: None } already in use`,
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
