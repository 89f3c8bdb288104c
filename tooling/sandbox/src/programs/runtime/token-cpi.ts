import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  associatedTokenAddress,
  encodeTokenAccount,
  sameAddress,
  TOKEN_2022_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import type { PublicKey } from '@solana/web3.js';
import type { InstructionContext } from '../../chain/execution/instruction-context';
import { ProgramError } from '../../chain/execution/program-error';
import type { LedgerAccount } from '../../chain/ledger-account';
import {
  isTokenProgram,
  readMint,
  readTokenAccount,
  withImmutableOwnerExtension,
} from '../../spl/token-accounts';
import { invokeInner } from './cpi-log';
import { createProgramAccount } from './system-cpi';

/** SPL Token's TokenError codes (Token-2022 shares them). */
export const TOKEN_ERROR = {
  InsufficientFunds: 1,
  MintMismatch: 3,
  OwnerMismatch: 4,
  AccountFrozen: 17,
} as const;

const TOKEN_ERROR_TEXT: Record<number, string> = {
  1: 'insufficient funds',
  3: 'Account not associated with this Mint',
  4: 'owner does not match',
  17: 'Account is frozen',
};

// Byte offsets of the token account and mint base layouts (both token programs).
const AMOUNT_OFFSET = 64;
const DELEGATED_AMOUNT_OFFSET = 121;
const MINT_SUPPLY_OFFSET = 36;

/** Typical compute units of the token programs' instructions (what validators report). */
const UNITS = { transfer: 4_645, transferChecked: 6_200, mintTo: 4_492, burn: 4_753, init: 3_158 };

function tokenFailure(code: number): ProgramError {
  return new ProgramError({ Custom: code }, [
    `Program log: Error: ${TOKEN_ERROR_TEXT[code] ?? 'token error'}`,
  ]);
}

function withU64(data: Uint8Array, offset: number, value: bigint): Uint8Array {
  const copy = Buffer.from(data);
  copy.writeBigUInt64LE(value, offset);
  return new Uint8Array(copy);
}

function instructionData(tag: number, amount: bigint, decimals?: number): Uint8Array {
  const data = Buffer.alloc(decimals === undefined ? 9 : 10);
  data[0] = tag;
  data.writeBigUInt64LE(amount, 1);
  if (decimals !== undefined) data[9] = decimals;
  return data;
}

function loadTokenAccount(context: InstructionContext, address: PublicKey, program: PublicKey) {
  const state = context.read(address);
  const account = readTokenAccount(address, state);
  if (state === null || account === null) throw new ProgramError('UninitializedAccount');
  if (!state.owner.equals(program)) throw new ProgramError('IncorrectProgramId');
  return { state, account };
}

/**
 * Whether `authority` may act for a token account: it signed the transaction, or it is a PDA of
 * the calling program, which signs for it with its seeds (the caller derives and checks those).
 */
function authorise(context: InstructionContext, authority: PublicKey, pdaSigned: boolean): void {
  if (!pdaSigned && !context.isSigner(authority))
    throw new ProgramError('MissingRequiredSignature');
}

export interface TransferInput {
  tokenProgram: PublicKey;
  source: PublicKey;
  destination: PublicKey;
  authority: PublicKey;
  amount: bigint;
  /** Given for TransferChecked (Token-2022 requires it). */
  mint?: { address: PublicKey; decimals: number };
  /** The authority is the calling program's PDA (invoke_signed). */
  pdaSigned?: boolean;
}

/** Transfer / TransferChecked as the token program executes it, as a CPI of the caller. */
export function tokenTransfer(context: InstructionContext, input: TransferInput): void {
  const checked =
    input.mint !== undefined || input.tokenProgram.equals(toPublicKey(TOKEN_2022_PROGRAM_ID));
  const accounts = input.mint
    ? [input.source, input.mint.address, input.destination, input.authority]
    : [input.source, input.destination, input.authority];
  const data = checked
    ? instructionData(12, input.amount, input.mint?.decimals ?? 0)
    : instructionData(3, input.amount);
  invokeInner(
    context,
    {
      programId: input.tokenProgram,
      accounts,
      data,
      units: checked ? UNITS.transferChecked : UNITS.transfer,
    },
    (log) => {
      log(checked ? 'Instruction: TransferChecked' : 'Instruction: Transfer');
      if (!isTokenProgram(input.tokenProgram)) throw new ProgramError('IncorrectProgramId');
      const source = loadTokenAccount(context, input.source, input.tokenProgram);
      const destination = loadTokenAccount(context, input.destination, input.tokenProgram);
      if (!sameAddress(source.account.mint, destination.account.mint))
        throw tokenFailure(TOKEN_ERROR.MintMismatch);
      if (
        input.mint !== undefined &&
        !input.mint.address.equals(toPublicKey(source.account.mint))
      ) {
        throw tokenFailure(TOKEN_ERROR.MintMismatch);
      }
      if (source.account.state === 'Frozen' || destination.account.state === 'Frozen') {
        throw tokenFailure(TOKEN_ERROR.AccountFrozen);
      }
      const byDelegate =
        !sameAddress(source.account.owner, input.authority) &&
        sameAddress(source.account.delegate, input.authority) === true;
      if (!byDelegate && !sameAddress(source.account.owner, input.authority)) {
        throw tokenFailure(TOKEN_ERROR.OwnerMismatch);
      }
      authorise(context, input.authority, input.pdaSigned === true);
      if (source.account.amount < input.amount) throw tokenFailure(TOKEN_ERROR.InsufficientFunds);
      if (byDelegate && source.account.delegatedAmount < input.amount) {
        throw tokenFailure(TOKEN_ERROR.InsufficientFunds);
      }
      if (input.source.equals(input.destination)) return;
      let sourceData = withU64(
        source.state.data,
        AMOUNT_OFFSET,
        source.account.amount - input.amount,
      );
      if (byDelegate) {
        sourceData = withU64(
          sourceData,
          DELEGATED_AMOUNT_OFFSET,
          source.account.delegatedAmount - input.amount,
        );
      }
      const native = source.account.isNative !== null;
      const moved = native ? input.amount : 0n;
      context.writeAs(input.tokenProgram, input.source, {
        ...source.state,
        lamports: source.state.lamports - moved,
        data: sourceData,
      });
      const after = context.read(input.destination) as LedgerAccount;
      context.writeAs(input.tokenProgram, input.destination, {
        ...after,
        lamports: after.lamports + moved,
        data: withU64(after.data, AMOUNT_OFFSET, destination.account.amount + input.amount),
      });
    },
  );
}

function loadMint(context: InstructionContext, address: PublicKey, program: PublicKey) {
  const state = context.read(address);
  const mint = readMint(address, state);
  if (state === null || mint === null) throw new ProgramError('UninitializedAccount');
  if (!state.owner.equals(program)) throw new ProgramError('IncorrectProgramId');
  return { state, mint };
}

/** MintTo by the mint authority (a PDA of the caller when `pdaSigned`). */
export function tokenMintTo(
  context: InstructionContext,
  input: {
    tokenProgram: PublicKey;
    mint: PublicKey;
    destination: PublicKey;
    authority: PublicKey;
    amount: bigint;
    pdaSigned?: boolean;
  },
): void {
  invokeInner(
    context,
    {
      programId: input.tokenProgram,
      accounts: [input.mint, input.destination, input.authority],
      data: instructionData(7, input.amount),
      units: UNITS.mintTo,
    },
    (log) => {
      log('Instruction: MintTo');
      const { state, mint } = loadMint(context, input.mint, input.tokenProgram);
      const destination = loadTokenAccount(context, input.destination, input.tokenProgram);
      if (!sameAddress(destination.account.mint, input.mint))
        throw tokenFailure(TOKEN_ERROR.MintMismatch);
      if (mint.mintAuthority === null || !sameAddress(mint.mintAuthority, input.authority)) {
        throw tokenFailure(TOKEN_ERROR.OwnerMismatch);
      }
      authorise(context, input.authority, input.pdaSigned === true);
      context.writeAs(input.tokenProgram, input.mint, {
        ...state,
        data: withU64(state.data, MINT_SUPPLY_OFFSET, mint.supply + input.amount),
      });
      context.writeAs(input.tokenProgram, input.destination, {
        ...destination.state,
        data: withU64(
          destination.state.data,
          AMOUNT_OFFSET,
          destination.account.amount + input.amount,
        ),
      });
    },
  );
}

/** Burn from an account its owner (or the caller's PDA owning it) controls. */
export function tokenBurn(
  context: InstructionContext,
  input: {
    tokenProgram: PublicKey;
    mint: PublicKey;
    source: PublicKey;
    authority: PublicKey;
    amount: bigint;
    pdaSigned?: boolean;
  },
): void {
  invokeInner(
    context,
    {
      programId: input.tokenProgram,
      accounts: [input.source, input.mint, input.authority],
      data: instructionData(8, input.amount),
      units: UNITS.burn,
    },
    (log) => {
      log('Instruction: Burn');
      const { state, mint } = loadMint(context, input.mint, input.tokenProgram);
      const source = loadTokenAccount(context, input.source, input.tokenProgram);
      if (!sameAddress(source.account.mint, input.mint))
        throw tokenFailure(TOKEN_ERROR.MintMismatch);
      if (!sameAddress(source.account.owner, input.authority))
        throw tokenFailure(TOKEN_ERROR.OwnerMismatch);
      authorise(context, input.authority, input.pdaSigned === true);
      if (source.account.amount < input.amount) throw tokenFailure(TOKEN_ERROR.InsufficientFunds);
      context.writeAs(input.tokenProgram, input.source, {
        ...source.state,
        data: withU64(source.state.data, AMOUNT_OFFSET, source.account.amount - input.amount),
      });
      context.writeAs(input.tokenProgram, input.mint, {
        ...state,
        data: withU64(state.data, MINT_SUPPLY_OFFSET, mint.supply - input.amount),
      });
    },
  );
}

/**
 * A token account for `mint` owned by `owner` at a PDA of the caller (klend's vaults, a VSR
 * vault when created at a program address): create, then InitializeAccount3.
 */
export function initializeTokenAccount(
  context: InstructionContext,
  input: {
    tokenProgram: PublicKey;
    payer: PublicKey;
    address: PublicKey;
    mint: PublicKey;
    owner: PublicKey;
  },
): void {
  const is2022 = input.tokenProgram.equals(toPublicKey(TOKEN_2022_PROGRAM_ID));
  const plain = encodeTokenAccount({
    mint: input.mint,
    owner: input.owner,
    amount: 0n,
    delegate: null,
    state: 'Initialized',
    isNative: null,
    delegatedAmount: 0n,
    closeAuthority: null,
  });
  const data = is2022 ? withImmutableOwnerExtension(plain) : plain;
  createProgramAccount(context, {
    payer: input.payer,
    address: input.address,
    space: data.length,
    owner: input.tokenProgram,
  });
  const initData = Buffer.alloc(33);
  initData[0] = 18;
  input.owner.toBuffer().copy(initData, 1);
  invokeInner(
    context,
    {
      programId: input.tokenProgram,
      accounts: [input.address, input.mint],
      data: initData,
      units: UNITS.init,
    },
    (log) => {
      log('Instruction: InitializeAccount3');
      loadMint(context, input.mint, input.tokenProgram);
      const created = context.read(input.address) as LedgerAccount;
      context.writeAs(input.tokenProgram, input.address, { ...created, data });
    },
  );
}

/**
 * The wallet's associated token account, created when missing (Anchor's `init_if_needed` with
 * `associated_token::…`). The address must be the ATA PDA.
 */
export function ensureAssociatedTokenAccount(
  context: InstructionContext,
  input: {
    tokenProgram: PublicKey;
    payer: PublicKey;
    address: PublicKey;
    wallet: PublicKey;
    mint: PublicKey;
  },
): void {
  const expected = associatedTokenAddress(input.wallet, input.mint, input.tokenProgram).address;
  if (!sameAddress(expected, input.address)) throw new ProgramError('InvalidSeeds');
  const existing = readTokenAccount(input.address, context.read(input.address));
  if (existing !== null) {
    if (!sameAddress(existing.mint, input.mint) || !sameAddress(existing.owner, input.wallet)) {
      throw new ProgramError('IllegalOwner');
    }
    return;
  }
  invokeInner(
    context,
    {
      programId: toPublicKey(ASSOCIATED_TOKEN_PROGRAM_ID),
      accounts: [input.payer, input.address, input.wallet, input.mint, input.tokenProgram],
      data: new Uint8Array(),
      units: 20_000,
    },
    (log) => {
      log('Create');
      initializeTokenAccount(context, { ...input, owner: input.wallet });
    },
  );
}
