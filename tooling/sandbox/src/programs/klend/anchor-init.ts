import { KLEND_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { type PublicKey, SystemProgram } from '@solana/web3.js';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../chain/execution/instruction-context';
import { ProgramError } from '../../chain/execution/program-error';
import { type LedgerAccount, RENT_EXEMPT_EPOCH } from '../../chain/ledger-account';
import { invokeInner } from '../runtime/cpi-log';
import { createProgramAccount } from '../runtime/system-cpi';

/** SystemError::AccountAlreadyInUse / ResultWithNegativeLamports. */
const ACCOUNT_ALREADY_IN_USE = 0;
const RESULT_WITH_NEGATIVE_LAMPORTS = 1;

function systemData(tag: number, body: Uint8Array): Uint8Array {
  const data = Buffer.alloc(4 + body.length);
  data.writeUInt32LE(tag, 0);
  Buffer.from(body).copy(data, 4);
  return data;
}

function u64Bytes(value: bigint): Uint8Array {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(value);
  return bytes;
}

/** `Address { address: …, base: None }`, as the system program prints an address. */
const addressText = (address: PublicKey) =>
  `Address { address: ${address.toBase58()}, base: None }`;

/** A CPI into the system program by a program: the runtime first checks the caller's privileges. */
function requireWritable(metas: readonly AccountMetaView[]): void {
  for (const meta of metas) {
    if (!meta.isWritable) {
      throw new ProgramError('PrivilegeEscalation', [
        `${meta.address.toBase58()}'s writable privilege escalated`,
      ]);
    }
  }
}

function transfer(context: InstructionContext, from: PublicKey, to: PublicKey, lamports: bigint) {
  invokeInner(
    context,
    {
      programId: SystemProgram.programId,
      accounts: [from, to],
      data: systemData(2, u64Bytes(lamports)),
      units: 150,
      builtin: true,
    },
    () => {
      const source = context.read(from);
      if (source === null || source.lamports < lamports) {
        throw new ProgramError({ Custom: RESULT_WITH_NEGATIVE_LAMPORTS }, [
          `Transfer: insufficient lamports ${source?.lamports ?? 0n}, need ${lamports}`,
        ]);
      }
      const target = context.read(to) as LedgerAccount;
      context.writeAs(SystemProgram.programId, from, {
        ...source,
        lamports: source.lamports - lamports,
      });
      context.writeAs(SystemProgram.programId, to, {
        ...target,
        lamports: target.lamports + lamports,
      });
    },
  );
}

/** Allocate then Assign, signed with the PDA's seeds (Anchor's path for a funded address). */
function allocateAndAssign(context: InstructionContext, address: PublicKey, space: number) {
  invokeInner(
    context,
    {
      programId: SystemProgram.programId,
      accounts: [address],
      data: systemData(8, u64Bytes(BigInt(space))),
      units: 150,
      builtin: true,
    },
    () => {
      const account = context.read(address);
      if (account === null) return;
      if (account.data.length > 0 || !account.owner.equals(SystemProgram.programId)) {
        throw new ProgramError({ Custom: ACCOUNT_ALREADY_IN_USE }, [
          `Allocate: account ${addressText(address)} already in use`,
        ]);
      }
      context.writeAs(SystemProgram.programId, address, {
        ...account,
        data: new Uint8Array(space),
        rentEpoch: RENT_EXEMPT_EPOCH,
      });
    },
  );
  invokeInner(
    context,
    {
      programId: SystemProgram.programId,
      accounts: [address],
      data: systemData(1, KLEND_PROGRAM_ID.toBytes()),
      units: 150,
      builtin: true,
    },
    () => {
      const account = context.read(address);
      if (account === null) return;
      context.writeAs(SystemProgram.programId, address, {
        ...account,
        owner: toPublicKey(KLEND_PROGRAM_ID),
      });
    },
  );
}

/**
 * Anchor 0.29's `init` of a klend PDA paid by `payer`: CreateAccount when the address holds no
 * lamports; otherwise a top-up Transfer, then Allocate and Assign (which fail on an account
 * already in use, as the system program does).
 */
export function initProgramAccount(
  context: InstructionContext,
  input: { payer: AccountMetaView; account: AccountMetaView; space: number },
): void {
  const { payer, account, space } = input;
  requireWritable([payer, account]);
  const existing = context.read(account.address);
  if (existing === null || existing.lamports === 0n) {
    createProgramAccount(context, {
      payer: payer.address,
      address: account.address,
      space,
      owner: toPublicKey(KLEND_PROGRAM_ID),
    });
    return;
  }
  const rent = context.rentExemptMinimum(space);
  const needed = (rent > 1n ? rent : 1n) - existing.lamports;
  if (needed > 0n) transfer(context, payer.address, account.address, needed);
  allocateAndAssign(context, account.address, space);
}
