import { KLEND_DISCRIMINATORS, KLEND_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { SystemProgram } from '@solana/web3.js';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../chain/execution/instruction-context';
import { ANCHOR_ERRORS } from '../../chain/execution/program-error';
import type { LedgerAccount } from '../../chain/ledger-account';
import { AccountBytes } from './account-bytes';
import { anchorFailure, klendError, panic } from './anchor-errors';
import { REFERRER_TOKEN_STATE } from './layout-offsets';
import { ReserveAccount } from './reserve-account';

const UNWRAP = 'called `Result::unwrap()` on an `Err` value';

/**
 * Where a remaining account is opened: the unwrap (or `expect(message)`), and the `get_mut()`
 * whose failure the program maps to InvalidAccountInput (absent: it returns Anchor's own error).
 */
interface OpenedAt {
  unwrap: string;
  getMut?: string;
  expect?: string;
}

/**
 * `FatAccountLoader::try_from(..).unwrap()`: a remaining account of the wrong owner or type makes
 * the program panic (`at.unwrap` is the unwrap's place in the handler).
 */
function fatLoad(
  context: InstructionContext,
  meta: AccountMetaView,
  discriminator: Uint8Array,
  at: OpenedAt,
): LedgerAccount {
  const state = context.read(meta.address);
  const owner = state?.owner ?? SystemProgram.programId;
  const fail = (error: string) => panic(`${at.expect ?? UNWRAP}: ${error}`, at.unwrap);
  if (state === null || !owner.equals(toPublicKey(KLEND_PROGRAM_ID)))
    return fail('AccountOwnedByWrongProgram');
  if (state.data.length < 8) return fail('AccountDiscriminatorNotFound');
  if (!Buffer.from(state.data.subarray(0, 8)).equals(Buffer.from(discriminator))) {
    return fail('AccountDiscriminatorMismatch');
  }
  return state;
}

/** A remaining account opened for writing: `get_mut()` on a read-only one fails. */
function requireWritable(meta: AccountMetaView, source: string | undefined): void {
  if (meta.isWritable) return;
  if (source === undefined) throw anchorFailure(ANCHOR_ERRORS.AccountNotMutable);
  throw klendError('InvalidAccountInput', { source });
}

/**
 * The reserves (and referrer token states) an instruction reaches through its remaining accounts,
 * each held once however often it is passed, so that every change lands in the same bytes; all
 * are written back at the end, as the program's RefMut borrows are.
 */
export class RemainingAccounts {
  private readonly reserves = new Map<string, ReserveAccount>();
  private readonly referrerStates = new Map<string, AccountBytes>();

  constructor(private readonly context: InstructionContext) {}

  /**
   * Shares a reserve the instruction already holds (a named account also passed as a remaining
   * one): both are the same account data in the program, so they must be one object here.
   */
  adopt(reserve: ReserveAccount): void {
    this.reserves.set(reserve.address.toBase58(), reserve);
  }

  reserve(meta: AccountMetaView, at: OpenedAt): ReserveAccount {
    fatLoad(this.context, meta, KLEND_DISCRIMINATORS.Reserve, at);
    requireWritable(meta, at.getMut);
    const key = meta.address.toBase58();
    const cached = this.reserves.get(key);
    if (cached !== undefined) return cached;
    const reserve = new ReserveAccount(
      meta.address,
      this.context.read(meta.address) as LedgerAccount,
    );
    this.reserves.set(key, reserve);
    return reserve;
  }

  referrerTokenState(meta: AccountMetaView, at: OpenedAt): AccountBytes {
    const state = fatLoad(this.context, meta, REFERRER_TOKEN_STATE.discriminator, at);
    requireWritable(meta, at.getMut);
    const key = meta.address.toBase58();
    const cached = this.referrerStates.get(key);
    if (cached !== undefined) return cached;
    const bytes = new AccountBytes(state.data);
    this.referrerStates.set(key, bytes);
    return bytes;
  }

  writeBack(): void {
    const all: Array<[string, Uint8Array]> = [
      ...[...this.reserves].map(([key, reserve]): [string, Uint8Array] => [
        key,
        reserve.bytes.data,
      ]),
      ...[...this.referrerStates].map(([key, bytes]): [string, Uint8Array] => [key, bytes.data]),
    ];
    for (const [key, data] of all) {
      const meta = this.context.accounts.find((m) => m.address.toBase58() === key);
      if (meta === undefined) continue;
      const state = this.context.read(meta.address) as LedgerAccount;
      this.context.write(meta.address, { ...state, data });
    }
  }
}
