import type { AccountBytes, Address } from '@keel/chain-readers';
import type { BorshReader } from '../borsh/BorshReader';
import { BorshWriter } from '../borsh/BorshWriter';
import { type BorshAccountSpec, decodeBorshAccount } from '../borsh/decodeBorshAccount';
import { SPL_GOVERNANCE_PROGRAM_ID } from '../programIds';
import { accountTypeHeader } from './accountTypes';
import { GOVERNING_TOKEN_TYPES, type GoverningTokenType, readEnum, writeEnum } from './enums';
import type { GovernanceDecodeOptions } from './options';

export const REALM_CONFIG_ACCOUNT_SIZE = 293;

/** Plugins and token type of one governing population. */
export interface GoverningTokenConfig {
  /** Voter-weight plugin program (e.g. a VSR id) or null. */
  voterWeightAddin: Address | null;
  maxVoterWeightAddin: Address | null;
  tokenType: GoverningTokenType;
}

/** spl-governance RealmConfigAccount, PDA ["realm-config", realm] (SPL_GOVERNANCE.md §3.2). */
export interface RealmConfigAccountData {
  realm: Address;
  communityTokenConfig: GoverningTokenConfig;
  councilTokenConfig: GoverningTokenConfig;
}

export interface RealmConfigAccount extends RealmConfigAccountData {
  address: Address;
}

const SPEC: BorshAccountSpec<RealmConfigAccount> = {
  accountType: 'RealmConfig',
  programId: SPL_GOVERNANCE_PROGRAM_ID,
  headers: [accountTypeHeader('RealmConfig')],
  maxSize: () => REALM_CONFIG_ACCOUNT_SIZE,
};

function readTokenConfig(r: BorshReader, field: string): GoverningTokenConfig {
  const config = {
    voterWeightAddin: r.option(`${field}.voterWeightAddin`, () => r.pubkey()),
    maxVoterWeightAddin: r.option(`${field}.maxVoterWeightAddin`, () => r.pubkey()),
    tokenType: readEnum(r, GOVERNING_TOKEN_TYPES, `${field}.tokenType`),
  };
  r.skip(8);
  return config;
}

function writeTokenConfig(w: BorshWriter, config: GoverningTokenConfig): void {
  w.option(config.voterWeightAddin, (key) => w.pubkey(key)).option(
    config.maxVoterWeightAddin,
    (key) => w.pubkey(key),
  );
  writeEnum(w, GOVERNING_TOKEN_TYPES, config.tokenType, 'tokenType');
  w.zeros(8);
}

export function decodeRealmConfigAccount(
  address: Address,
  account: AccountBytes,
  options: GovernanceDecodeOptions = {},
): RealmConfigAccount {
  return decodeBorshAccount(
    SPEC,
    address,
    account,
    (r) => {
      const realm = r.pubkey();
      const communityTokenConfig = readTokenConfig(r, 'communityTokenConfig');
      const councilTokenConfig = readTokenConfig(r, 'councilTokenConfig');
      r.skip(110);
      return { address, realm, communityTokenConfig, councilTokenConfig };
    },
    options.programId,
  );
}

export function encodeRealmConfigAccount(data: RealmConfigAccountData): Uint8Array {
  const w = new BorshWriter();
  w.bytes(accountTypeHeader('RealmConfig')).pubkey(data.realm);
  writeTokenConfig(w, data.communityTokenConfig);
  writeTokenConfig(w, data.councilTokenConfig);
  w.zeros(110);
  return w.toBytes(REALM_CONFIG_ACCOUNT_SIZE);
}
