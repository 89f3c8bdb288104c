import { AccountNotFoundError, type Address } from '@keel/chain-readers';
import { SYSVAR_CLOCK_PUBKEY } from '@solana/web3.js';
import { type VoterWeight, voterWeight } from '../power/voterWeight';
import { VSR_PROGRAM_ID } from '../programIds';
import { voterAddress } from '../vsr/pda';
import { decodeRegistrar, type Registrar } from '../vsr/registrar';
import { decodeVoter, type Voter } from '../vsr/voter';
import { resolveChainTime } from './clock';
import type { GovernanceRpc } from './rpc';

export interface VsrReadOptions {
  programId?: Address;
}

export async function readRegistrar(
  rpc: Pick<GovernanceRpc, 'getMultipleAccountsInfo'>,
  address: Address,
  options: VsrReadOptions = {},
): Promise<Registrar> {
  const [account] = await rpc.getMultipleAccountsInfo([address]);
  if (!account) throw new AccountNotFoundError(address.toBase58(), 'Registrar');
  return decodeRegistrar(address, account, options);
}

/** The wallet's voter, or null when it has never deposited. */
export async function readVoter(
  rpc: Pick<GovernanceRpc, 'getMultipleAccountsInfo'>,
  registrar: Address,
  wallet: Address,
  options: VsrReadOptions = {},
): Promise<Voter | null> {
  const address = voterAddress(registrar, wallet, options.programId ?? VSR_PROGRAM_ID).address;
  const [account] = await rpc.getMultipleAccountsInfo([address]);
  return account ? decodeVoter(address, account, options) : null;
}

/** Registrar, voter and the voting power computed at one chain time. */
export interface VotingPowerState {
  registrar: Registrar;
  voter: Voter | null;
  /** Chain unix time used (before the registrar's offset). */
  chainUnixTs: bigint;
  weight: VoterWeight;
}

/**
 * Reads registrar, voter and the clock sysvar in one call and computes the voting power at that
 * chain time (or at `at`, chain unix seconds, when given).
 */
export async function readVotingPower(
  rpc: GovernanceRpc,
  registrarAddress: Address,
  wallet: Address,
  options: VsrReadOptions & { at?: bigint } = {},
): Promise<VotingPowerState> {
  const programId = options.programId ?? VSR_PROGRAM_ID;
  const voterKey = voterAddress(registrarAddress, wallet, programId).address;
  const [registrarAccount, voterAccount, clockAccount] = await rpc.getMultipleAccountsInfo([
    registrarAddress,
    voterKey,
    SYSVAR_CLOCK_PUBKEY,
  ]);
  if (!registrarAccount) throw new AccountNotFoundError(registrarAddress.toBase58(), 'Registrar');
  const registrar = decodeRegistrar(registrarAddress, registrarAccount, { programId });
  const voter = voterAccount ? decodeVoter(voterKey, voterAccount, { programId }) : null;
  const chainUnixTs = options.at ?? (await resolveChainTime(rpc, clockAccount ?? null));
  return { registrar, voter, chainUnixTs, weight: voterWeight(registrar, voter, chainUnixTs) };
}
