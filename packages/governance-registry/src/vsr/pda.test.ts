import { createHash } from 'node:crypto';
import { type Address, bytesToHex, sameAddress, toPublicKey } from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import {
  governanceAddress,
  proposalAddress,
  realmAddress,
  realmConfigAddress,
  tokenOwnerRecordAddress,
  voteRecordAddress,
} from '../governance/pda';
import { SPL_GOVERNANCE_PROGRAM_ID, VSR_PROGRAM_ID } from '../programIds';
import { testKey } from '../testing/fixtures';
import { VOTER_WEIGHT_RECORD_DISCRIMINATORS, VSR_ACCOUNT_DISCRIMINATORS } from './discriminators';
import { registrarAddress, voterAddress, voterWeightRecordAddress } from './pda';

const realm = testKey(1);
const mint = testKey(2);
const wallet = testKey(3);
const seed = (text: string) => Buffer.from(text, 'utf8');

function pda(seeds: (Buffer | Address)[], programId: Address) {
  const [address, bump] = PublicKey.findProgramAddressSync(
    seeds.map((s) => (s instanceof Uint8Array ? s : s.toBytes())),
    toPublicKey(programId),
  );
  return { address, bump };
}

describe('VSR PDAs (VSR.md §4)', () => {
  it('derive registrar, voter and voter weight record from their seeds', () => {
    const registrar = registrarAddress(realm, mint);
    expect(registrar).toEqual(pda([realm, seed('registrar'), mint], VSR_PROGRAM_ID));
    expect(voterAddress(registrar.address, wallet)).toEqual(
      pda([registrar.address, seed('voter'), wallet], VSR_PROGRAM_ID),
    );
    expect(voterWeightRecordAddress(registrar.address, wallet)).toEqual(
      pda([registrar.address, seed('voter-weight-record'), wallet], VSR_PROGRAM_ID),
    );
  });

  it('differ from the generic addin record address (realm, mint, owner)', () => {
    const generic = pda(
      [seed('voter-weight-record'), realm, mint, wallet],
      toPublicKey(VSR_PROGRAM_ID),
    );
    const registrar = registrarAddress(realm, mint).address;
    expect(sameAddress(voterWeightRecordAddress(registrar, wallet).address, generic.address)).toBe(
      false,
    );
  });

  it('follow the program id', () => {
    const other = testKey(9);
    expect(
      sameAddress(
        registrarAddress(realm, mint, other).address,
        registrarAddress(realm, mint).address,
      ),
    ).toBe(false);
  });
});

describe('spl-governance PDAs (SPL_GOVERNANCE.md §2)', () => {
  const id = SPL_GOVERNANCE_PROGRAM_ID;
  it('derive from their seeds', () => {
    expect(realmAddress('Keel')).toEqual(pda([seed('governance'), seed('Keel')], toPublicKey(id)));
    expect(realmConfigAddress(realm)).toEqual(pda([seed('realm-config'), realm], toPublicKey(id)));
    const record = tokenOwnerRecordAddress(realm, mint, wallet);
    expect(record).toEqual(pda([seed('governance'), realm, mint, wallet], toPublicKey(id)));
    expect(governanceAddress(realm, testKey(4))).toEqual(
      pda([seed('account-governance'), realm, testKey(4)], toPublicKey(id)),
    );
    expect(proposalAddress(testKey(5), mint, testKey(6))).toEqual(
      pda([seed('governance'), testKey(5), mint, testKey(6)], toPublicKey(id)),
    );
    expect(voteRecordAddress(testKey(7), record.address)).toEqual(
      pda([seed('governance'), testKey(7), record.address], id),
    );
  });
});

describe('account discriminators', () => {
  const hash = (text: string) =>
    createHash('sha256').update(text).digest().subarray(0, 8).toString('hex');
  it('are sha256("account:<Name>")[0..8]', () => {
    expect(bytesToHex(VSR_ACCOUNT_DISCRIMINATORS.Registrar)).toBe(hash('account:Registrar'));
    expect(bytesToHex(VSR_ACCOUNT_DISCRIMINATORS.Voter)).toBe(hash('account:Voter'));
    expect(bytesToHex(VOTER_WEIGHT_RECORD_DISCRIMINATORS.anchor)).toBe(
      hash('account:VoterWeightRecord'),
    );
    expect(new TextDecoder().decode(VOTER_WEIGHT_RECORD_DISCRIMINATORS.legacy)).toBe('2ef99b4b');
  });
});
