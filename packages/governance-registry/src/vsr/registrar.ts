import {
  type AccountBytes,
  type Address,
  type AnchorAccountSpec,
  anchorAccountWriter,
  type DecodeOptions,
  decodeAnchorAccount,
  sameAddress,
} from '@keel/chain-readers';
import { VSR_PROGRAM_ID } from '../programIds';
import { MAX_VOTING_MINTS } from './constants';
import { VSR_ACCOUNT_DISCRIMINATORS } from './discriminators';
import {
  emptyVotingMintConfig,
  readVotingMintConfig,
  VOTING_MINT_CONFIG_SIZE,
  type VotingMintConfig,
  writeVotingMintConfig,
} from './votingMintConfig';

export const REGISTRAR_SIZE = 880;
const VOTING_MINTS_OFFSET = 168;

/** VSR Registrar (VSR.md §3.1): one per realm and governing mint. */
export interface RegistrarData {
  governanceProgramId: Address;
  realm: Address;
  realmGoverningTokenMint: Address;
  realmAuthority: Address;
  /** Always 4 slots; unused ones have `mint: null`. */
  votingMints: VotingMintConfig[];
  /** Added to the chain clock by every time-dependent computation (0 outside tests). */
  timeOffset: bigint;
  bump: number;
}

export interface Registrar extends RegistrarData {
  address: Address;
}

/** Decoder options (the chain readers' `DecodeOptions`): another deployment has another id. */
export type VsrDecodeOptions = DecodeOptions;

export const REGISTRAR_SPEC: AnchorAccountSpec = {
  accountType: 'Registrar',
  programId: VSR_PROGRAM_ID,
  discriminator: VSR_ACCOUNT_DISCRIMINATORS.Registrar,
  size: REGISTRAR_SIZE,
};

export function decodeRegistrar(
  address: Address,
  account: AccountBytes,
  options: VsrDecodeOptions = {},
): Registrar {
  return decodeAnchorAccount(
    REGISTRAR_SPEC,
    address,
    account,
    (r) => {
      const votingMints: VotingMintConfig[] = [];
      for (let i = 0; i < MAX_VOTING_MINTS; i += 1) {
        votingMints.push(
          readVotingMintConfig(r, VOTING_MINTS_OFFSET + i * VOTING_MINT_CONFIG_SIZE),
        );
      }
      return {
        address,
        governanceProgramId: r.pubkey(8),
        realm: r.pubkey(40),
        realmGoverningTokenMint: r.pubkey(72),
        realmAuthority: r.pubkey(104),
        votingMints,
        timeOffset: r.i64(776),
        bump: r.u8(784),
      };
    },
    options,
  );
}

export function encodeRegistrar(data: RegistrarData): Uint8Array {
  if (data.votingMints.length > MAX_VOTING_MINTS) {
    throw new RangeError(
      `A registrar has at most ${MAX_VOTING_MINTS} voting mints, got ${data.votingMints.length}`,
    );
  }
  const w = anchorAccountWriter(REGISTRAR_SPEC);
  w.pubkey(8, data.governanceProgramId)
    .pubkey(40, data.realm)
    .pubkey(72, data.realmGoverningTokenMint)
    .pubkey(104, data.realmAuthority);
  for (let i = 0; i < MAX_VOTING_MINTS; i += 1) {
    const config = data.votingMints[i] ?? emptyVotingMintConfig();
    writeVotingMintConfig(w, VOTING_MINTS_OFFSET + i * VOTING_MINT_CONFIG_SIZE, config);
  }
  w.i64(776, data.timeOffset).u8(784, data.bump);
  return w.toBytes();
}

/** The registrar's clock: chain unix time plus its time offset. */
export function registrarNow(registrar: Pick<RegistrarData, 'timeOffset'>, chainUnixTs: bigint) {
  return chainUnixTs + registrar.timeOffset;
}

/** Index of a mint among the registrar's voting mints, or -1. */
export function votingMintIndex(registrar: Pick<RegistrarData, 'votingMints'>, mint: Address) {
  return registrar.votingMints.findIndex((config) => sameAddress(config.mint, mint) === true);
}
