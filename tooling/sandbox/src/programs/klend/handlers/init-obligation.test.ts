import {
  decodeObligation,
  findProgramAddress,
  KLEND_PROGRAM_ID,
  OBLIGATION_SIZE,
  sameAddress,
  toPublicKey,
  u8Seed,
  userMetadataPda,
} from '@keel/chain-readers';
import { Keypair, PublicKey, SystemProgram } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../../test-support/test-chain';
import { klendHandler } from '../handler';
import { LAST_UPDATE, OBLIGATION } from '../layout-offsets';
import { failedWith, INIT_ACCOUNTS, klendInstruction, send } from '../test-instructions';
import { ledgerAccount, ledgerBytes, worldMarket, worldWallet } from '../test-world';

let t: TestChain;
let market: PublicKey;
const KLEND = KLEND_PROGRAM_ID.toBase58();
const SYSTEM = SystemProgram.programId.toBase58();

beforeAll(async () => {
  t = await startTestChain({ seed: 'klend-init-obligation', handlers: [klendHandler] });
  market = new PublicKey(worldMarket(t, 'main').address);
});
afterAll(() => t.chain.close());

const anchorLine = (origin: string, name: string, code: number, msg: string) =>
  `Program log: ${origin} Error Code: ${name}. Error Number: ${code}. Error Message: ${msg}.`;

function mint(symbol: string): PublicKey {
  const token = t.chain.world.tokens.find((x) => x.symbol === symbol);
  if (token === undefined) throw new Error(symbol);
  return new PublicKey(token.mint);
}

interface Init {
  tag: number;
  id: number;
  owner?: PublicKey;
  seed1?: PublicKey;
  seed2?: PublicKey;
  accounts?: Record<
    string,
    PublicKey | { address: PublicKey; signer?: boolean; writable?: boolean }
  >;
}

/** The obligation PDA of the program's seeds: tag, id, owner, market, seed1, seed2. */
function obligationAddress(init: Init): PublicKey {
  const owner = init.owner ?? t.ordinary.publicKey;
  return toPublicKey(
    findProgramAddress(
      [
        u8Seed(init.tag),
        u8Seed(init.id),
        owner,
        market,
        init.seed1 ?? PublicKey.default,
        init.seed2 ?? PublicKey.default,
      ],
      KLEND_PROGRAM_ID,
    ).address,
  );
}

function initIx(init: Init) {
  const owner = init.owner ?? t.ordinary.publicKey;
  return klendInstruction(
    'initObligation',
    {
      obligationOwner: owner,
      feePayer: t.ordinary.publicKey,
      obligation: obligationAddress(init),
      lendingMarket: market,
      seed1Account: init.seed1 ?? PublicKey.default,
      seed2Account: init.seed2 ?? PublicKey.default,
      ownerUserMetadata: toPublicKey(userMetadataPda(owner).address),
      ...INIT_ACCOUNTS,
      ...init.accounts,
    },
    Uint8Array.of(init.tag, init.id),
  );
}

describe('init_obligation', () => {
  it('creates a Vanilla obligation: stale, of the market and owner, with no positions', async () => {
    const address = obligationAddress({ tag: 0, id: 1 });
    const sent = await send(t, [initIx({ tag: 0, id: 1 })], [t.ordinary]);
    expect(sent.err).toBeNull();
    expect(sent.logs).toEqual([
      `Program ${KLEND} invoke [1]`,
      'Program log: Instruction: InitObligation',
      `Program ${SYSTEM} invoke [2]`,
      `Program ${SYSTEM} success`,
      `Program ${KLEND} consumed 18150 of 200000 compute units`,
      `Program ${KLEND} success`,
    ]);
    const account = ledgerAccount(t, address);
    expect(account.data.length).toBe(OBLIGATION_SIZE);
    const obligation = decodeObligation(address, account);
    const slot = (await t.connection.getTransaction(sent.signature))?.slot ?? 0;
    expect(obligation.tag).toBe('Vanilla');
    expect(sameAddress(obligation.owner, t.ordinary.publicKey)).toBe(true);
    expect(sameAddress(obligation.lendingMarket, market)).toBe(true);
    expect(obligation.lastUpdate).toEqual({ slot: BigInt(slot), stale: true, priceStatus: 0 });
    expect(obligation.deposits).toEqual([]);
    expect(obligation.borrows).toEqual([]);
    expect(obligation.referrer).toBeNull();
    expect(obligation.hasDebt).toBe(false);
  });

  it('takes each tag’s seeds: Lending one mint twice, Multiply and Leverage two mints, others any', async () => {
    const cases: Init[] = [
      { tag: 2, id: 0, seed1: mint('USDC'), seed2: mint('USDC') },
      { tag: 1, id: 3, seed1: mint('JitoSOL'), seed2: mint('SOL') },
      { tag: 3, id: 2, seed1: mint('SOL'), seed2: mint('USDC') },
      { tag: 9, id: 4, seed1: Keypair.generate().publicKey, seed2: market },
    ];
    for (const init of cases) {
      const sent = await send(t, [initIx(init)], [t.ordinary]);
      expect(sent.err, sent.logs.join('\n')).toBeNull();
      expect(ledgerBytes(t, obligationAddress(init)).u64(OBLIGATION.tag)).toBe(BigInt(init.tag));
    }
    const lending = obligationAddress(cases[0] as Init);
    expect(decodeObligation(lending, ledgerAccount(t, lending)).tag).toBe('Lending');
  });

  it('names the owner’s referrer from the owner’s metadata', async () => {
    const owner = Keypair.generate();
    const referrer = worldWallet(t, 'flagged');
    const metadata = klendInstruction(
      'initUserMetadata',
      {
        owner: owner.publicKey,
        feePayer: t.ordinary.publicKey,
        userMetadata: toPublicKey(userMetadataPda(owner.publicKey).address),
        referrerUserMetadata: new PublicKey(referrer.userMetadata),
        ...INIT_ACCOUNTS,
      },
      PublicKey.default.toBytes(),
    );
    const init = { tag: 0, id: 0, owner: owner.publicKey };
    const sent = await send(t, [metadata, initIx(init)], [t.ordinary, owner]);
    expect(sent.err).toBeNull();
    const bytes = ledgerBytes(t, obligationAddress(init));
    expect(bytes.pubkey(OBLIGATION.referrer).toBase58()).toBe(referrer.publicKey);
    expect(bytes.u8(OBLIGATION.lastUpdate + LAST_UPDATE.stale)).toBe(1);
  });
});

describe('init_obligation rejects', () => {
  it('an owner without user metadata (AccountOwnedByWrongProgram on owner_user_metadata)', async () => {
    const owner = Keypair.generate();
    const sent = await send(
      t,
      [initIx({ tag: 0, id: 0, owner: owner.publicKey })],
      [t.ordinary, owner],
    );
    expect(sent.err).toEqual(failedWith(0, { Custom: 3007 }));
    expect(sent.logs.slice(2, 7)).toEqual([
      anchorLine(
        'AnchorError caused by account: owner_user_metadata.',
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

  it('another wallet’s metadata (ConstraintSeeds on owner_user_metadata, after the account is made)', async () => {
    const other = worldWallet(t, 'flagged').userMetadata;
    const sent = await send(
      t,
      [initIx({ tag: 0, id: 7, accounts: { ownerUserMetadata: new PublicKey(other) } })],
      [t.ordinary],
    );
    expect(sent.err).toEqual(failedWith(0, { Custom: 2006 }));
    expect(sent.logs.slice(2, 9)).toEqual([
      `Program ${SYSTEM} invoke [2]`,
      `Program ${SYSTEM} success`,
      anchorLine(
        'AnchorError caused by account: owner_user_metadata.',
        'ConstraintSeeds',
        2006,
        'A seeds constraint was violated',
      ),
      'Program log: Left:',
      `Program log: ${other}`,
      'Program log: Right:',
      `Program log: ${userMetadataPda(t.ordinary.publicKey).address.toBase58()}`,
    ]);
    expect(t.chain.ledger.readAccount(obligationAddress({ tag: 0, id: 7 }))).toBeNull();
  });

  it('an obligation address that is not the PDA of the arguments (ConstraintSeeds on obligation)', async () => {
    const ix = initIx({
      tag: 0,
      id: 8,
      accounts: { obligation: obligationAddress({ tag: 0, id: 9 }) },
    });
    const sent = await send(t, [ix], [t.ordinary]);
    expect(sent.err).toEqual(failedWith(0, { Custom: 2006 }));
    expect(sent.logs[2]).toBe(
      anchorLine(
        'AnchorError caused by account: obligation.',
        'ConstraintSeeds',
        2006,
        'A seeds constraint was violated',
      ),
    );
  });

  it('an obligation that already exists (the system program’s AccountAlreadyInUse)', async () => {
    const existing = obligationAddress({ tag: 0, id: 0 });
    expect(t.chain.ledger.readAccount(existing)?.owner.equals(toPublicKey(KLEND_PROGRAM_ID))).toBe(
      true,
    );
    const sent = await send(t, [initIx({ tag: 0, id: 0 })], [t.ordinary]);
    expect(sent.err).toEqual(failedWith(0, { Custom: 0 }));
    expect(sent.logs.slice(2, 5)).toEqual([
      `Program ${SYSTEM} invoke [2]`,
      `Allocate: account Address { address: ${existing.toBase58()}, base: None } already in use`,
      `Program ${SYSTEM} failed: custom program error: 0x0`,
    ]);
  });

  it('seeds the tag does not allow: the program’s unwrap panics', async () => {
    const vanilla = await send(t, [initIx({ tag: 0, id: 11, seed1: mint('USDC') })], [t.ordinary]);
    expect(vanilla.err).toEqual(failedWith(0, 'ProgramFailedToComplete'));
    expect(vanilla.logs).toContain(
      'Program log: panicked at \'called `Result::unwrap()` on an `Err` value: AnchorError(AnchorError { error_name: "InvalidObligationSeedsValue", error_code_number: 6058, error_msg: "Seeds must be default pubkeys for tag 0, and mint addresses for tag 1 or 2", error_origin: Some(Source(Source { filename: "programs/klend/src/handlers/handler_init_obligation.rs", line: 81 })), compared_values: None })\', programs/klend/src/handlers/handler_init_obligation.rs:21:6',
    );
    const lending = await send(
      t,
      [initIx({ tag: 2, id: 0, seed1: mint('USDC'), seed2: mint('USDT') })],
      [t.ordinary],
    );
    expect(lending.err).toEqual(failedWith(0, 'ProgramFailedToComplete'));
    expect(lending.logs.some((line) => line.includes('line: 97 })'))).toBe(true);
    const multiply = await send(
      t,
      [initIx({ tag: 1, id: 0, seed1: t.ordinary.publicKey, seed2: mint('SOL') })],
      [t.ordinary],
    );
    expect(multiply.err).toEqual(failedWith(0, 'ProgramFailedToComplete'));
    expect(multiply.logs.some((line) => line.endsWith('handler_init_obligation.rs:89:82'))).toBe(
      true,
    );
  });

  it('a market that is not klend’s, and a fee payer without the writable privilege', async () => {
    const notMarket = await send(
      t,
      [initIx({ tag: 0, id: 12, accounts: { lendingMarket: t.ordinary.publicKey } })],
      [t.ordinary],
    );
    expect(notMarket.err).toEqual(failedWith(0, { Custom: 3007 }));
    expect(notMarket.logs[2]).toContain('caused by account: lending_market.');
    const payer = Keypair.generate();
    const readOnly = await send(
      t,
      [
        initIx({
          tag: 0,
          id: 13,
          accounts: { feePayer: { address: payer.publicKey, writable: false } },
        }),
      ],
      [t.ordinary, payer],
    );
    expect(readOnly.err).toEqual(failedWith(0, 'PrivilegeEscalation'));
    expect(readOnly.logs).toContain(`${payer.publicKey.toBase58()}'s writable privilege escalated`);
  });
});
