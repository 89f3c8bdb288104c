import { KLEND_DISCRIMINATORS, KLEND_PROGRAM_ID } from '@keel/chain-readers';
import { SystemProgram } from '@solana/web3.js';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../chain/execution/instruction-context';
import type { LedgerAccount } from '../../chain/ledger-account';
import { AccountBytes } from './account-bytes';
import { klendError, panic } from './anchor-errors';
import { REFERRER_TOKEN_STATE } from './layout-offsets';
import { ReserveAccount } from './reserve-account';

const UNWRAP = 'called `Result::unwrap()` on an `Err` value';

/**
 * `FatAccountLoader::try_from(..).unwrap()`: a remaining account of the wrong owner or type makes
 * the program panic (`at` is the unwrap's place in the handler).
 */
function fatLoad(
  context: InstructionContext,
  meta: AccountMetaView,
  discriminator: Uint8Array,
  at: string,
): LedgerAccount {
  const state = context.read(meta.address);
  const owner = state?.owner ?? SystemProgram.programId;
  if (state === null || !owner.equals(KLEND_PROGRAM_ID)) {
    return panic(`${UNWRAP}: AccountOwnedByWrongProgram`, at);
  }
  if (state.data.length < 8) return panic(`${UNWRAP}: AccountDiscriminatorNotFound`, at);
  if (!Buffer.from(state.data.subarray(0, 8)).equals(Buffer.from(discriminator))) {
    return panic(`${UNWRAP}: AccountDiscriminatorMismatch`, at);
  }
  return state;
}

/** A remaining account opened for writing: `get_mut()` on a read-only one is InvalidAccountInput. */
function requireWritable(meta: AccountMetaView, source: string): void {
  if (!meta.isWritable) throw klendError('InvalidAccountInput', { source });
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

  reserve(meta: AccountMetaView, at: { unwrap: string; getMut: string }): ReserveAccount {
    fatLoad(this.context, meta, KLEND_DISCRIMINATORS.Reserve, at.unwrap);
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

  referrerTokenState(meta: AccountMetaView, at: { unwrap: string; getMut: string }): AccountBytes {
    const state = fatLoad(this.context, meta, REFERRER_TOKEN_STATE.discriminator, at.unwrap);
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
