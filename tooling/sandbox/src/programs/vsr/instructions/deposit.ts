import { sameAddress, TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import {
  type ArgsReader,
  accountAt,
  requireConstraint,
  requireMut,
  requireProgram,
  requireSigner,
} from '../../anchor/anchor-accounts';
import { loadTokenAccount, requireAssociated } from '../../anchor/anchor-token-accounts';
import { tokenTransfer } from '../../runtime/token-cpi';
import { resolveVesting } from '../state/deposit-entry';
import { secondsLeft } from '../state/lockup';
import { activeDeposit, registrarClock, votingMintConfigIndex, withDeposit } from '../state/voter';
import { U64_MAX } from '../state/voting-mint-config';
import { loadRegistrar, loadVoter, writeVoter } from '../vsr-accounts';
import { vsrError, vsrPanic } from '../vsr-errors';
import { lockupKindDebug } from './lockup-args';

/** deposit(index, amount): moves tokens into the voter's vault under the entry's lockup. */
export function deposit(context: InstructionContext, args: ArgsReader): void {
  const index = args.u8();
  const amount = args.u64();
  const registrar = loadRegistrar(context, accountAt(context, 0, 'registrar'));
  const voterMeta = accountAt(context, 1, 'voter');
  const vault = accountAt(context, 2, 'vault');
  const depositTokenMeta = accountAt(context, 3, 'deposit_token');
  const depositAuthority = accountAt(context, 4, 'deposit_authority');
  requireMut(voterMeta, 'voter');
  const { voter, state } = loadVoter(context, voterMeta, registrar, null);
  requireMut(vault, 'vault');
  loadTokenAccount(context, vault, toPublicKey(TOKEN_PROGRAM_ID), 'vault');
  requireMut(depositTokenMeta, 'deposit_token');
  const depositToken = loadTokenAccount(
    context,
    depositTokenMeta,
    toPublicKey(TOKEN_PROGRAM_ID),
    'deposit_token',
  );
  requireAssociated(
    vault,
    voterMeta.address,
    toPublicKey(depositToken.mint),
    toPublicKey(TOKEN_PROGRAM_ID),
    'vault',
  );
  requireConstraint(sameAddress(depositToken.owner, depositAuthority.address), 'deposit_token');
  requireSigner(depositAuthority, 'deposit_authority');
  requireProgram(
    accountAt(context, 5, 'token_program'),
    toPublicKey(TOKEN_PROGRAM_ID),
    'token_program',
  );
  if (amount === 0n) return;

  const entry = activeDeposit(voter, index);
  const mintIndex = votingMintConfigIndex(registrar, depositToken.mint);
  if (mintIndex !== entry.votingMintConfigIdx) {
    throw vsrError('InvalidMint', {
      at: 'instructions/deposit.rs:76',
      values: [mintIndex, entry.votingMintConfigIdx],
    });
  }
  // Tokens added to a vesting lockup vest over the periods still to come.
  const now = registrarClock(registrar, context.clock.unixTimestamp);
  const resolved = resolveVesting(entry, now);
  tokenTransfer(context, {
    tokenProgram: toPublicKey(TOKEN_PROGRAM_ID),
    source: depositTokenMeta.address,
    destination: vault.address,
    authority: depositAuthority.address,
    amount,
  });
  const updated = {
    ...resolved,
    amountDepositedNative: resolved.amountDepositedNative + amount,
    amountInitiallyLockedNative: resolved.amountInitiallyLockedNative + amount,
  };
  if (updated.amountDepositedNative > U64_MAX || updated.amountInitiallyLockedNative > U64_MAX)
    throw vsrPanic('called `Option::unwrap()` on a `None` value');
  context.log(
    `Deposited amount ${amount} at deposit index ${index} with lockup kind ${lockupKindDebug(updated.lockup.kind)} and ${secondsLeft(updated.lockup, now)} seconds left`,
  );
  writeVoter(context, withDeposit(voter, index, updated), state);
}
