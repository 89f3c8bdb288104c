import { sameAddress, TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import {
  type ArgsReader,
  accountAt,
  requireMut,
  requireProgram,
  requireSigner,
} from '../../anchor/anchor-accounts';
import { loadTokenAccount, requireAssociated } from '../../anchor/anchor-token-accounts';
import { governanceError } from '../../governance/governance-errors';
import { tokenOwnerRecordFor } from '../../governance/token-owner-records';
import { tokenTransfer } from '../../runtime/token-cpi';
import { amountUnlocked } from '../state/deposit-entry';
import { secondsLeft } from '../state/lockup';
import { activeDeposit, registrarClock, votingMintConfigIndex, withDeposit } from '../state/voter';
import { grantsVoteWeight } from '../state/voting-mint-config';
import {
  loadRegistrar,
  loadVoter,
  loadVoterWeightRecord,
  writeVoter,
  writeVoterWeightRecord,
} from '../vsr-accounts';
import { vsrError } from '../vsr-errors';
import { lockupKindDebug } from './lockup-args';
import { currentWeight } from './voter-weight';

/**
 * withdraw(index, amount): unlocked tokens leave the vault (the voter PDA signs), provided the
 * wallet's token owner record has no unrelinquished vote or open proposal; the weight record is
 * refreshed.
 */
export function withdraw(context: InstructionContext, args: ArgsReader): void {
  const index = args.u8();
  const amount = args.u64();
  const registrar = loadRegistrar(context, accountAt(context, 0, 'registrar'));
  const voterMeta = accountAt(context, 1, 'voter');
  const authority = accountAt(context, 2, 'voter_authority');
  const torMeta = accountAt(context, 3, 'token_owner_record');
  const recordMeta = accountAt(context, 4, 'voter_weight_record');
  const vault = accountAt(context, 5, 'vault');
  const destinationMeta = accountAt(context, 6, 'destination');
  requireMut(voterMeta, 'voter');
  const loaded = loadVoter(context, voterMeta, registrar, authority);
  requireSigner(authority, 'voter_authority');
  requireMut(recordMeta, 'voter_weight_record');
  const record = loadVoterWeightRecord(context, recordMeta, registrar, loaded.voter);
  requireMut(vault, 'vault');
  loadTokenAccount(context, vault, toPublicKey(TOKEN_PROGRAM_ID), 'vault');
  requireMut(destinationMeta, 'destination');
  const destination = loadTokenAccount(
    context,
    destinationMeta,
    toPublicKey(TOKEN_PROGRAM_ID),
    'destination',
  );
  requireAssociated(
    vault,
    voterMeta.address,
    toPublicKey(destination.mint),
    toPublicKey(TOKEN_PROGRAM_ID),
    'vault',
  );
  requireProgram(
    accountAt(context, 7, 'token_program'),
    toPublicKey(TOKEN_PROGRAM_ID),
    'token_program',
  );

  tokenTransfer(context, {
    tokenProgram: toPublicKey(TOKEN_PROGRAM_ID),
    source: vault.address,
    destination: destinationMeta.address,
    authority: voterMeta.address,
    amount,
    pdaSigned: true,
  });
  const mintIndex = votingMintConfigIndex(registrar, destination.mint);
  const config = registrar.votingMints[mintIndex];
  // Governance may forbid withdrawals (a vote or proposal open) of tokens that carry weight.
  if (config !== undefined && grantsVoteWeight(config)) {
    const tor = tokenOwnerRecordFor(torMeta.address, context.read(torMeta.address), {
      governanceProgramId: toPublicKey(registrar.governanceProgramId),
      realm: toPublicKey(registrar.realm),
      governingTokenMint: toPublicKey(registrar.realmGoverningTokenMint),
    });
    if (!sameAddress(tor.governingTokenOwner, loaded.voter.voterAuthority))
      throw vsrError('InvalidTokenOwnerRecord', {
        at: 'state/voter.rs:97',
        keys: [tor.governingTokenOwner, loaded.voter.voterAuthority],
      });
    if (tor.unrelinquishedVotesCount > 0n) {
      throw governanceError('AllVotesMustBeRelinquishedToWithdrawGoverningTokens');
    }
    if (tor.outstandingProposalCount > 0) {
      throw governanceError('AllProposalsMustBeFinalisedToWithdrawGoverningTokens');
    }
  }
  const now = registrarClock(registrar, context.clock.unixTimestamp);
  const entry = activeDeposit(loaded.voter, index);
  const unlocked = amountUnlocked(entry, now);
  if (!(unlocked >= amount)) {
    throw vsrError('InsufficientUnlockedTokens', {
      at: 'instructions/withdraw.rs:106',
      values: [unlocked, amount],
    });
  }
  if (mintIndex !== entry.votingMintConfigIdx) {
    throw vsrError('InvalidMint', {
      at: 'instructions/withdraw.rs:111',
      values: [mintIndex, entry.votingMintConfigIdx],
    });
  }
  if (!(entry.amountDepositedNative >= amount)) {
    throw vsrError('InternalProgramError', {
      at: 'instructions/withdraw.rs:118',
      values: [entry.amountDepositedNative, amount],
    });
  }
  const updated = { ...entry, amountDepositedNative: entry.amountDepositedNative - amount };
  context.log(
    `Withdrew amount ${amount} at deposit index ${index} with lockup kind ${lockupKindDebug(entry.lockup.kind)} and ${secondsLeft(entry.lockup, now)} seconds left`,
  );
  const voter = withDeposit(loaded.voter, index, updated);
  writeVoter(context, voter, loaded.state);
  writeVoterWeightRecord(
    context,
    {
      ...record.record,
      voterWeight: currentWeight(context, registrar, voter),
      voterWeightExpiry: context.clock.slot,
    },
    record.state,
  );
}
