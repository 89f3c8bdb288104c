import { type AccountBytes, type Address, enumIndex, enumName } from '@keel/chain-readers';
import type { BorshReader } from '../borsh/BorshReader';
import { BorshWriter } from '../borsh/BorshWriter';
import { type BorshAccountSpec, decodeBorshAccount } from '../borsh/decodeBorshAccount';
import { SPL_GOVERNANCE_PROGRAM_ID } from '../programIds';
import { accountTypeHeader } from './accountTypes';
import { type GovernanceDecodeOptions, utf8Length } from './options';

/** How the community mint's max voter weight is derived. */
export type MintMaxVoterWeightSource =
  /** A fraction of the supply, in units of 1/10^10 (10^10 = the whole supply). */
  { type: 'SupplyFraction'; value: bigint } | { type: 'Absolute'; value: bigint };

const MAX_VOTER_WEIGHT_SOURCES = ['SupplyFraction', 'Absolute'] as const;

export interface RealmConfig {
  /** Legacy byte (the npm SDK calls it useCommunityVoterWeightAddin). */
  legacy1: number;
  /** Legacy byte (the npm SDK calls it useMaxCommunityVoterWeightAddin). */
  legacy2: number;
  minCommunityWeightToCreateGovernance: bigint;
  communityMintMaxVoterWeightSource: MintMaxVoterWeightSource;
  councilMint: Address | null;
}

/** spl-governance RealmV2 (SPL_GOVERNANCE.md §3.1). Plugins are in the RealmConfigAccount. */
export interface RealmData {
  communityMint: Address;
  config: RealmConfig;
  /** Legacy u16 (the npm SDK misreads it as votingProposalCount). */
  legacy1: number;
  authority: Address | null;
  name: string;
}

export interface Realm extends RealmData {
  address: Address;
}

/** The program allocates 264 bytes plus the name. */
export function realmMaxSize(name: string): number {
  return 264 + utf8Length(name);
}

const SPEC: BorshAccountSpec<Realm> = {
  accountType: 'RealmV2',
  programId: SPL_GOVERNANCE_PROGRAM_ID,
  headers: [accountTypeHeader('RealmV2')],
  maxSize: (realm) => realmMaxSize(realm.name),
};

function readRealmConfig(r: BorshReader): RealmConfig {
  const legacy1 = r.u8();
  const legacy2 = r.u8();
  r.skip(6);
  const minCommunityWeightToCreateGovernance = r.u64();
  const sourceType = enumName(
    MAX_VOTER_WEIGHT_SOURCES,
    r.u8(),
    'communityMintMaxVoterWeightSource',
  );
  const sourceValue = r.u64();
  return {
    legacy1,
    legacy2,
    minCommunityWeightToCreateGovernance,
    communityMintMaxVoterWeightSource: { type: sourceType, value: sourceValue },
    councilMint: r.option('councilMint', () => r.pubkey()),
  };
}

export function decodeRealm(
  address: Address,
  account: AccountBytes,
  options: GovernanceDecodeOptions = {},
): Realm {
  return decodeBorshAccount(
    SPEC,
    address,
    account,
    (r) => {
      const communityMint = r.pubkey();
      const config = readRealmConfig(r);
      r.skip(6);
      const legacy1 = r.u16();
      const authority = r.option('authority', () => r.pubkey());
      const name = r.string('name');
      r.skip(128);
      return { address, communityMint, config, legacy1, authority, name };
    },
    options.programId,
  );
}

export function encodeRealm(data: RealmData): Uint8Array {
  const w = new BorshWriter();
  const { config } = data;
  w.bytes(accountTypeHeader('RealmV2'))
    .pubkey(data.communityMint)
    .u8(config.legacy1)
    .u8(config.legacy2)
    .zeros(6)
    .u64(config.minCommunityWeightToCreateGovernance)
    .u8(
      enumIndex(
        MAX_VOTER_WEIGHT_SOURCES,
        config.communityMintMaxVoterWeightSource.type,
        'communityMintMaxVoterWeightSource',
      ),
    )
    .u64(config.communityMintMaxVoterWeightSource.value)
    .option(config.councilMint, (mint) => w.pubkey(mint))
    .zeros(6)
    .u16(data.legacy1)
    .option(data.authority, (authority) => w.pubkey(authority))
    .string(data.name)
    .zeros(128);
  return w.toBytes(realmMaxSize(data.name));
}
