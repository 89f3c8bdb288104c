import {
  decodeUserMetadata,
  KLEND_PROGRAM_ID,
  sameAddress,
  toPublicKey,
  USER_METADATA_SIZE,
  userMetadataPda,
} from '@keel/chain-readers';
import { Keypair, PublicKey, SystemProgram } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../../test-support/test-chain';
import { klendHandler } from '../handler';
import { failedWith, INIT_ACCOUNTS, klendInstruction, send } from '../test-instructions';
import { ledgerAccount, worldWallet } from '../test-world';

let t: TestChain;
const KLEND = KLEND_PROGRAM_ID.toBase58();
const SYSTEM = SystemProgram.programId.toBase58();

beforeAll(async () => {
  t = await startTestChain({ seed: 'klend-user-metadata', handlers: [klendHandler] });
});
afterAll(() => t.chain.close());

const anchorLine = (origin: string, name: string, code: number, msg: string) =>
  `Program log: ${origin} Error Code: ${name}. Error Number: ${code}. Error Message: ${msg}.`;

function initIx(
  owner: PublicKey,
  overrides: Record<string, PublicKey | { address: PublicKey; signer?: boolean } | null> = {},
  lookupTable = PublicKey.default,
) {
  return klendInstruction(
    'initUserMetadata',
    {
      owner,
      feePayer: t.ordinary.publicKey,
      userMetadata: toPublicKey(userMetadataPda(owner).address),
      ...INIT_ACCOUNTS,
      ...overrides,
    },
    lookupTable.toBytes(),
  );
}

describe('init_user_metadata', () => {
  it('creates the owner’s metadata PDA, paid by the fee payer', async () => {
    const owner = Keypair.generate();
    const table = Keypair.generate().publicKey;
    const pda = userMetadataPda(owner.publicKey);
    const sent = await send(t, [initIx(owner.publicKey, {}, table)], [t.ordinary, owner]);
    expect(sent.err).toBeNull();
    expect(sent.logs).toEqual([
      `Program ${KLEND} invoke [1]`,
      'Program log: Instruction: InitUserMetadata',
      `Program ${SYSTEM} invoke [2]`,
      `Program ${SYSTEM} success`,
      `Program ${KLEND} consumed 12150 of 200000 compute units`,
      `Program ${KLEND} success`,
    ]);
    const account = ledgerAccount(t, toPublicKey(pda.address));
    expect(account.owner.equals(toPublicKey(KLEND_PROGRAM_ID))).toBe(true);
    expect(account.data.length).toBe(USER_METADATA_SIZE);
    expect(account.lamports).toBe(
      t.chain.ledger.minimumBalanceForRentExemption(USER_METADATA_SIZE),
    );
    const metadata = decodeUserMetadata(pda.address, account);
    expect(sameAddress(metadata.owner, owner.publicKey)).toBe(true);
    expect(metadata.bump).toBe(pda.bump);
    expect(sameAddress(metadata.userLookupTable, table)).toBe(true);
    expect(metadata.referrer).toBeNull();
  });

  it('records the referrer as the owner of the referrer’s metadata', async () => {
    const owner = Keypair.generate();
    const referrer = worldWallet(t, 'flagged');
    const ix = initIx(owner.publicKey, {
      referrerUserMetadata: new PublicKey(referrer.userMetadata),
    });
    const sent = await send(t, [ix], [t.ordinary, owner]);
    expect(sent.err).toBeNull();
    const pda = userMetadataPda(owner.publicKey).address;
    expect(decodeUserMetadata(pda, ledgerAccount(t, toPublicKey(pda))).referrer?.toBase58()).toBe(
      referrer.publicKey,
    );
  });
});

describe('init_user_metadata rejects', () => {
  it('an owner that did not sign (AccountNotSigner)', async () => {
    const owner = Keypair.generate();
    const ix = initIx(owner.publicKey, { owner: { address: owner.publicKey, signer: false } });
    const sent = await send(t, [ix], [t.ordinary]);
    expect(sent.err).toEqual(failedWith(0, { Custom: 3010 }));
    expect(sent.logs).toContain(
      anchorLine(
        'AnchorError caused by account: owner.',
        'AccountNotSigner',
        3010,
        'The given account did not sign',
      ),
    );
  });

  it('an address that is not the owner’s PDA (ConstraintSeeds, both keys logged)', async () => {
    const owner = Keypair.generate();
    const wrong = userMetadataPda(Keypair.generate().publicKey).address;
    const sent = await send(
      t,
      [initIx(owner.publicKey, { userMetadata: toPublicKey(wrong) })],
      [t.ordinary, owner],
    );
    expect(sent.err).toEqual(failedWith(0, { Custom: 2006 }));
    const at = sent.logs.indexOf(
      anchorLine(
        'AnchorError caused by account: user_metadata.',
        'ConstraintSeeds',
        2006,
        'A seeds constraint was violated',
      ),
    );
    expect(sent.logs.slice(at + 1, at + 5)).toEqual([
      'Program log: Left:',
      `Program log: ${wrong.toBase58()}`,
      'Program log: Right:',
      `Program log: ${userMetadataPda(owner.publicKey).address.toBase58()}`,
    ]);
  });

  it('metadata that already exists (the system program’s AccountAlreadyInUse)', async () => {
    const wallet = worldWallet(t, 'ordinary');
    const owner = new PublicKey(wallet.publicKey);
    const sent = await send(t, [initIx(owner)], [t.ordinary]);
    expect(sent.err).toEqual(failedWith(0, { Custom: 0 }));
    expect(sent.logs).toContain(
      `Allocate: account Address { address: ${wallet.userMetadata}, base: None } already in use`,
    );
    expect(sent.logs).toContain(`Program ${SYSTEM} failed: custom program error: 0x0`);
  });

  it('a wrong rent sysvar, system program or referrer account', async () => {
    const owner = Keypair.generate();
    const rent = await send(
      t,
      [initIx(owner.publicKey, { rent: owner.publicKey })],
      [t.ordinary, owner],
    );
    expect(rent.err).toEqual(failedWith(0, { Custom: 3015 }));
    const system = await send(
      t,
      [initIx(owner.publicKey, { systemProgram: owner.publicKey })],
      [t.ordinary, owner],
    );
    expect(system.err).toEqual(failedWith(0, { Custom: 3008 }));
    expect(system.logs).toContain(
      anchorLine(
        'AnchorError caused by account: system_program.',
        'InvalidProgramId',
        3008,
        'Program ID was not as expected',
      ),
    );
    const referrer = await send(
      t,
      [initIx(owner.publicKey, { referrerUserMetadata: t.ordinary.publicKey })],
      [t.ordinary, owner],
    );
    expect(referrer.err).toEqual(failedWith(0, { Custom: 3007 }));
    expect(referrer.logs.slice(-7, -2)).toEqual([
      anchorLine(
        'AnchorError caused by account: referrer_user_metadata.',
        'AccountOwnedByWrongProgram',
        3007,
        'The given account is owned by a different program than expected',
      ),
      'Program log: Left:',
      `Program log: ${SYSTEM}`,
      'Program log: Right:',
      `Program log: ${KLEND}`,
    ]);
  });

  it('arguments too short to decode (InstructionDidNotDeserialize)', async () => {
    const owner = Keypair.generate();
    const ix = initIx(owner.publicKey);
    const sent = await send(t, [{ ...ix, data: ix.data.subarray(0, 20) }], [t.ordinary, owner]);
    expect(sent.err).toEqual(failedWith(0, { Custom: 102 }));
    expect(sent.logs.slice(1, 3)).toEqual([
      'Program log: Instruction: InitUserMetadata',
      'Program log: AnchorError occurred. Error Code: InstructionDidNotDeserialize. Error Number: 102. Error Message: The program could not deserialize the given instruction.',
    ]);
  });
});
