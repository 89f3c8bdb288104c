import { encodeTokenAccount, NATIVE_MINT, toPublicKey } from '@keel/chain-readers';
import { type PublicKey, SystemProgram } from '@solana/web3.js';
import type { InstructionContext } from '../../chain/execution/instruction-context';
import { ProgramError } from '../../chain/execution/program-error';
import { RENT_EXEMPT_EPOCH } from '../../chain/ledger-account';
import { readTokenAccount } from '../../spl/token-accounts';
import { invokeInner } from '../runtime/cpi-log';
import { initializeTokenAccount } from '../runtime/token-cpi';

/*
 * The CPIs the limit-order program makes besides token transfers: lamport transfers through the
 * system program (the maker's costs, the taker's tip, the maker's tips back) and the close of the
 * wrapped-SOL intermediary account.
 */

/** SystemError::ResultWithNegativeLamports. */
const RESULT_WITH_NEGATIVE_LAMPORTS = 1;

/**
 * `system_instruction::transfer` by `invoke` (a signer of the transaction) or `invoke_signed`
 * (the program's PDA): the source must be a system account without data.
 */
export function systemTransfer(
  context: InstructionContext,
  input: { from: PublicKey; to: PublicKey; lamports: bigint; pdaSigned?: boolean },
): void {
  const data = Buffer.alloc(12);
  data.writeUInt32LE(2, 0);
  data.writeBigUInt64LE(input.lamports, 4);
  invokeInner(
    context,
    {
      programId: SystemProgram.programId,
      accounts: [input.from, input.to],
      data,
      units: 150,
      builtin: true,
    },
    () => {
      if (input.pdaSigned !== true && !context.isSigner(input.from))
        throw new ProgramError('MissingRequiredSignature');
      const from = context.read(input.from);
      if (from !== null && (from.data.length > 0 || !from.owner.equals(SystemProgram.programId))) {
        throw new ProgramError('InvalidArgument', ['Transfer: `from` must not carry data']);
      }
      if (from === null || from.lamports < input.lamports) {
        throw new ProgramError({ Custom: RESULT_WITH_NEGATIVE_LAMPORTS }, [
          `Transfer: insufficient lamports ${from?.lamports ?? 0n}, need ${input.lamports}`,
        ]);
      }
      if (input.from.equals(input.to)) return;
      context.writeAs(SystemProgram.programId, input.from, {
        ...from,
        lamports: from.lamports - input.lamports,
      });
      context.credit(input.to, input.lamports);
    },
  );
}

/** The token program's CloseAccount of an empty-or-native account by its owner, a PDA signing. */
export function closeTokenAccount(
  context: InstructionContext,
  input: { tokenProgram: PublicKey; account: PublicKey; destination: PublicKey; owner: PublicKey },
): void {
  invokeInner(
    context,
    {
      programId: input.tokenProgram,
      accounts: [input.account, input.destination, input.owner],
      data: Uint8Array.of(9),
      units: 2_916,
    },
    (log) => {
      log('Instruction: CloseAccount');
      const state = context.read(input.account);
      const account = readTokenAccount(input.account, state);
      if (state === null || account === null) throw new ProgramError('UninitializedAccount');
      if (account.isNative === null && account.amount > 0n)
        throw new ProgramError({ Custom: 11 }, [
          'Error: Non-native account can only be closed if its balance is zero',
        ]);
      if (!input.owner.equals(toPublicKey(account.owner)))
        throw new ProgramError({ Custom: 4 }, ['Error: owner does not match']);
      context.credit(input.destination, state.lamports);
      context.writeAs(input.tokenProgram, input.account, null);
    },
  );
}

/**
 * An escrow token account created at a PDA (Anchor's `init` with `token::…`). A wrapped-SOL
 * account comes out native, its rent as its reserve, as InitializeAccount makes it.
 */
export function createEscrowTokenAccount(
  context: InstructionContext,
  input: {
    payer: PublicKey;
    address: PublicKey;
    mint: PublicKey;
    owner: PublicKey;
    tokenProgram: PublicKey;
  },
): void {
  initializeTokenAccount(context, {
    tokenProgram: input.tokenProgram,
    payer: input.payer,
    address: input.address,
    mint: input.mint,
    owner: input.owner,
  });
  if (!input.mint.equals(toPublicKey(NATIVE_MINT))) return;
  const created = context.read(input.address);
  if (created === null) return;
  const data = Buffer.from(created.data);
  data.writeUInt32LE(1, 109); // is_native: Some(rent reserve)
  data.writeBigUInt64LE(created.lamports, 113);
  context.writeAs(input.tokenProgram, input.address, { ...created, data });
}

/** A classic token account's size (the intermediary is created at it for either token program). */
const TOKEN_ACCOUNT_LEN = 165;

/**
 * `initialize_intermediary_token_account_with_signer_seeds`: the PDA authority funds the order's
 * intermediary PDA (CreateAccount, or a top-up, Allocate and Assign when it already holds
 * lamports), then InitializeAccount makes it a wrapped-SOL account owned by the authority.
 */
export function createIntermediaryAccount(
  context: InstructionContext,
  input: { authority: PublicKey; address: PublicKey; tokenProgram: PublicKey },
): void {
  const rent = context.rentExemptMinimum(TOKEN_ACCOUNT_LEN);
  const existing = context.read(input.address);
  const needed =
    existing === null || existing.lamports === 0n
      ? rent
      : rent > existing.lamports
        ? rent - existing.lamports
        : 0n;
  if (needed > 0n)
    systemTransfer(context, {
      from: input.authority,
      to: input.address,
      lamports: needed,
      pdaSigned: true,
    });
  const funded = context.read(input.address);
  if (funded === null) throw new ProgramError('AccountNotRentExempt');
  if (funded.data.length > 0 || !funded.owner.equals(SystemProgram.programId)) {
    throw new ProgramError({ Custom: 0 }, [
      `Allocate: account Address { address: ${input.address.toBase58()}, base: None } already in use`,
    ]);
  }
  const data = encodeTokenAccount({
    mint: toPublicKey(NATIVE_MINT),
    owner: input.authority,
    amount: 0n,
    delegate: null,
    state: 'Initialized',
    isNative: funded.lamports,
    delegatedAmount: 0n,
    closeAuthority: null,
  });
  context.writeAs(SystemProgram.programId, input.address, {
    ...funded,
    owner: input.tokenProgram,
    data: new Uint8Array(TOKEN_ACCOUNT_LEN),
    rentEpoch: RENT_EXEMPT_EPOCH,
  });
  invokeInner(
    context,
    {
      programId: input.tokenProgram,
      accounts: [input.address, toPublicKey(NATIVE_MINT), input.authority],
      data: Uint8Array.of(1),
      units: 3_443,
    },
    (log) => {
      log('Instruction: InitializeAccount');
      const created = context.read(input.address);
      if (created === null) throw new ProgramError('UninitializedAccount');
      context.writeAs(input.tokenProgram, input.address, { ...created, data });
    },
  );
}
