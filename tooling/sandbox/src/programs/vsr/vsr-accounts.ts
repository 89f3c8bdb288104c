import { sameAddress, toPublicKey } from '@keel/chain-readers';
import {
  decodeRegistrar,
  decodeVoter,
  decodeVoterWeightRecord,
  encodeVoter,
  encodeVoterWeightRecord,
  type Registrar,
  VOTER_WEIGHT_RECORD_DISCRIMINATORS,
  type Voter,
  type VoterWeightRecord,
  VSR_ACCOUNT_DISCRIMINATORS,
} from '@keel/governance-registry';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../chain/execution/instruction-context';
import type { LedgerAccount } from '../../chain/ledger-account';
import {
  loadAccount,
  requireConstraint,
  requireHasOne,
  requireSeeds,
} from '../anchor/anchor-accounts';

const seed = (text: string) => new TextEncoder().encode(text);

export function loadRegistrar(context: InstructionContext, meta: AccountMetaView): Registrar {
  return loadAccount(
    context,
    meta,
    {
      owner: context.programId,
      discriminators: [VSR_ACCOUNT_DISCRIMINATORS.Registrar],
      decode: (address, account) =>
        decodeRegistrar(address, account, { programId: context.programId }),
    },
    'registrar',
  ).data;
}

/**
 * The voter with the constraints every VSR instruction puts on it: the PDA of (registrar,
 * "voter", authority) and `has_one = registrar`. `authority` is the signer where the instruction
 * names one (`has_one = voter_authority`), else the voter's own authority.
 */
export function loadVoter(
  context: InstructionContext,
  meta: AccountMetaView,
  registrar: Registrar,
  authority: AccountMetaView | null,
): { voter: Voter; state: LedgerAccount } {
  const { state, data } = loadAccount(
    context,
    meta,
    {
      owner: context.programId,
      discriminators: [VSR_ACCOUNT_DISCRIMINATORS.Voter],
      decode: (address, account) => decodeVoter(address, account, { programId: context.programId }),
    },
    'voter',
  );
  const owner = authority?.address ?? data.voterAuthority;
  requireSeeds(
    meta,
    [registrar.address.toBytes(), seed('voter'), owner.toBytes()],
    context.programId,
    'voter',
  );
  requireHasOne(toPublicKey(data.registrar), toPublicKey(registrar.address), 'voter');
  if (authority !== null)
    requireHasOne(toPublicKey(data.voterAuthority), authority.address, 'voter');
  return { voter: data, state };
}

/** The voter weight record with its seeds and the three constraints of update/withdraw. */
export function loadVoterWeightRecord(
  context: InstructionContext,
  meta: AccountMetaView,
  registrar: Registrar,
  voter: Voter,
): { record: VoterWeightRecord; state: LedgerAccount } {
  const { state, data } = loadAccount(
    context,
    meta,
    {
      owner: context.programId,
      discriminators: [
        VOTER_WEIGHT_RECORD_DISCRIMINATORS.legacy,
        VOTER_WEIGHT_RECORD_DISCRIMINATORS.anchor,
      ],
      decode: (address, account) =>
        decodeVoterWeightRecord(address, account, { programId: context.programId }),
    },
    'voter_weight_record',
  );
  requireSeeds(
    meta,
    [registrar.address.toBytes(), seed('voter-weight-record'), voter.voterAuthority.toBytes()],
    context.programId,
    'voter_weight_record',
  );
  requireConstraint(sameAddress(data.realm, registrar.realm), 'voter_weight_record');
  requireConstraint(
    sameAddress(data.governingTokenOwner, voter.voterAuthority),
    'voter_weight_record',
  );
  requireConstraint(
    sameAddress(data.governingTokenMint, registrar.realmGoverningTokenMint),
    'voter_weight_record',
  );
  return { record: data, state };
}

export function writeVoter(context: InstructionContext, voter: Voter, state: LedgerAccount): void {
  context.write(toPublicKey(voter.address), { ...state, data: encodeVoter(voter) });
}

export function writeVoterWeightRecord(
  context: InstructionContext,
  record: VoterWeightRecord,
  state: LedgerAccount,
): void {
  context.write(toPublicKey(record.address), { ...state, data: encodeVoterWeightRecord(record) });
}

export { seed };
