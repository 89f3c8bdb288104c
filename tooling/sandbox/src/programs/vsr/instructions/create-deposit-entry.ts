import { ASSOCIATED_TOKEN_PROGRAM_ID, TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { SYSVAR_RENT_PUBKEY, SystemProgram } from '@solana/web3.js';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import {
  type ArgsReader,
  accountAt,
  requireAddress,
  requireMut,
  requireProgram,
  requireSigner,
} from '../../anchor/anchor-accounts';
import { loadMint } from '../../anchor/anchor-token-accounts';
import { ensureAssociatedTokenAccount } from '../../runtime/token-cpi';
import { checkedI64, lockupFromPeriods } from '../state/lockup';
import { registrarClock, votingMintConfigIndex } from '../state/voter';
import { loadRegistrar, loadVoter, writeVoter } from '../vsr-accounts';
import { vsrError, vsrPanic } from '../vsr-errors';
import { readLockupKind } from './lockup-args';

const I64_MAX = (1n << 63n) - 1n;

/**
 * create_deposit_entry(index, kind, start_ts, periods, allow_clawback): opens a deposit slot with
 * its lockup and creates the voter's vault for the mint when it does not exist yet.
 */
export function createDepositEntry(context: InstructionContext, args: ArgsReader): void {
  const index = args.u8();
  const kind = readLockupKind(args);
  const startTs = args.option(() => args.u64());
  const periods = args.u32();
  const allowClawback = args.bool();
  const registrar = loadRegistrar(context, accountAt(context, 0, 'registrar'));
  const voterMeta = accountAt(context, 1, 'voter');
  const vault = accountAt(context, 2, 'vault');
  const authority = accountAt(context, 3, 'voter_authority');
  const payer = accountAt(context, 4, 'payer');
  const mintMeta = accountAt(context, 5, 'deposit_mint');
  requireMut(voterMeta, 'voter');
  const { voter, state } = loadVoter(context, voterMeta, registrar, authority);
  requireMut(vault, 'vault');
  requireSigner(authority, 'voter_authority');
  requireMut(payer, 'payer');
  requireSigner(payer, 'payer');
  loadMint(context, mintMeta, toPublicKey(TOKEN_PROGRAM_ID), 'deposit_mint');
  requireProgram(
    accountAt(context, 6, 'system_program'),
    SystemProgram.programId,
    'system_program',
  );
  requireProgram(
    accountAt(context, 7, 'token_program'),
    toPublicKey(TOKEN_PROGRAM_ID),
    'token_program',
  );
  requireProgram(
    accountAt(context, 8, 'associated_token_program'),
    toPublicKey(ASSOCIATED_TOKEN_PROGRAM_ID),
    'associated_token_program',
  );
  requireAddress(accountAt(context, 9, 'rent'), SYSVAR_RENT_PUBKEY, 'rent', true);
  ensureAssociatedTokenAccount(context, {
    tokenProgram: toPublicKey(TOKEN_PROGRAM_ID),
    payer: payer.address,
    address: vault.address,
    wallet: voterMeta.address,
    mint: mintMeta.address,
  });

  const mintIndex = votingMintConfigIndex(registrar, mintMeta.address);
  if (!(voter.deposits.length > index)) {
    throw vsrError('OutOfBoundsDepositEntryIndex', {
      at: 'instructions/create_deposit_entry.rs:75',
      values: [voter.deposits.length, index],
    });
  }
  // The program refuses a slot in use with this (oddly named) error.
  if (voter.deposits[index]?.isUsed === true) {
    throw vsrError('UnusedDepositEntryIndex', { at: 'instructions/create_deposit_entry.rs:81' });
  }
  const now = registrarClock(registrar, context.clock.unixTimestamp);
  // `i64::try_from(start_ts).unwrap()`
  if (startTs !== null && startTs > I64_MAX)
    throw vsrPanic('called `Result::unwrap()` on an `Err` value: TryFromIntError(())');
  const entry = {
    isUsed: true,
    votingMintConfigIdx: mintIndex,
    amountDepositedNative: 0n,
    amountInitiallyLockedNative: 0n,
    allowClawback,
    lockup: lockupFromPeriods(kind, now, checkedI64(startTs ?? now), periods),
  };
  const deposits = [...voter.deposits];
  deposits[index] = entry;
  writeVoter(context, { ...voter, deposits }, state);
}
