import { FARMS_PROGRAM_ID, sameAddress, toPublicKey } from '@keel/chain-readers';
import { Keypair, SystemProgram, TransactionInstruction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../test-support/test-chain';
import { farmsHandler } from './farms-handler';
import {
  delegatedFarm,
  failure,
  farmer,
  initializeUserIx,
  landed,
  openWorldFarms,
  readFarm,
  readUser,
  send,
  strategyFarms,
  userStateAddress,
} from './farms-test-kit';

let t: TestChain;
const FARMS = FARMS_PROGRAM_ID.toBase58();
const log = (line: string) => `Program log: ${line}`;

beforeAll(async () => {
  t = await startTestChain({ seed: 'farms', handlers: [farmsHandler] });
  openWorldFarms(t);
});
afterAll(() => t.chain.close());

function farmAt(i: number) {
  const farm = strategyFarms(t)[i];
  if (farm === undefined) throw new Error('no such strategy farm');
  return farm;
}

describe('farms instruction decoding', () => {
  const payer = () => Keypair.generate();
  const raw = (data: Buffer) =>
    new TransactionInstruction({ programId: toPublicKey(FARMS_PROGRAM_ID), keys: [], data });

  it('refuses data shorter than a discriminator (InstructionMissing, 100)', async () => {
    const refused = await failure(t, [t.ordinary], raw(Buffer.from([1, 2, 3])));
    expect(refused.message).toContain('custom program error: 0x64');
    expect(refused.logs).toContain(
      log(
        'AnchorError occurred. Error Code: InstructionMissing. Error Number: 100. Error Message: 8 byte instruction identifier not provided.',
      ),
    );
    void payer;
  });

  it('refuses an unknown instruction (InstructionFallbackNotFound, 101)', async () => {
    const refused = await failure(t, [t.ordinary], raw(Buffer.alloc(8, 7)));
    expect(refused.message).toContain('custom program error: 0x65');
  });

  it('recognises an administration instruction and says it is not emulated', async () => {
    const addRewards = Buffer.from('58ba19e326895117', 'hex');
    const refused = await failure(
      t,
      [t.ordinary],
      raw(Buffer.concat([addRewards, Buffer.alloc(16)])),
    );
    expect(refused.logs).toContain(log('Instruction: AddRewards'));
    expect(refused.logs).toContain(log('sandbox: addRewards is not emulated'));
    expect(refused.message).toContain('custom program error: 0x65');
  });

  it('refuses arguments it cannot deserialize (InstructionDidNotDeserialize, 102)', async () => {
    const stake = Buffer.from('ceb0ca12c8d1b36c', 'hex');
    const refused = await failure(t, [t.ordinary], raw(Buffer.concat([stake, Buffer.alloc(3)])));
    expect(refused.logs).toContain(log('Instruction: Stake'));
    expect(refused.message).toContain('custom program error: 0x66');
  });
});

describe('initialize_user', () => {
  it('creates the wallet’s user state at ["user", farm, wallet] and counts the user', async () => {
    const farm = farmAt(0);
    const { wallet, userState } = farmer(t, farm, 0n);
    const before = readFarm(t, farm);
    const signature = await send(t, [wallet], initializeUserIx(farm, wallet.publicKey));
    const { logs, now, inner } = await landed(t, signature);

    const user = readUser(t, userState);
    expect(user).toMatchObject({
      userId: before.numUsers,
      activeStakeScaled: 0n,
      isFarmDelegated: false,
      lastClaimTs: Array.from({ length: 10 }, () => now),
    });
    expect(sameAddress(user.owner, wallet.publicKey)).toBe(true);
    expect(sameAddress(user.delegatee, wallet.publicKey)).toBe(true);
    expect(sameAddress(user.farmState, farm)).toBe(true);
    expect(readFarm(t, farm).numUsers).toBe(before.numUsers + 1n);
    expect(logs).toContain(log('Instruction: InitializeUser'));
    expect(logs).toContain(
      log(`InitializeUser: user ${userState.toBase58()} farm ${farm.toBase58()} ts ${now}`),
    );
    expect(logs).toContain(`Program ${SystemProgram.programId.toBase58()} invoke [2]`);
    expect(inner).toHaveLength(1);
  });

  it('refuses a second initialisation: the system program finds the address in use', async () => {
    const farm = farmAt(0);
    const { wallet, userState } = farmer(t, farm, 0n);
    await send(t, [wallet], initializeUserIx(farm, wallet.publicKey));
    const refused = await failure(t, [wallet], initializeUserIx(farm, wallet.publicKey));
    expect(refused.message).toContain('custom program error: 0x0');
    // The system program logs it bare (`ic_msg!`), without "Program log:".
    expect(refused.logs).toContain(
      `Allocate: account Address { address: ${userState.toBase58()}, base: None } already in use`,
    );
  });

  it('refuses a user state at another address (ConstraintSeeds, 2006)', async () => {
    const farm = farmAt(0);
    const { wallet } = farmer(t, farm, 0n);
    const ix = initializeUserIx(farm, wallet.publicKey);
    const wrong = userStateAddress(farm, Keypair.generate().publicKey);
    const meta = ix.keys[4];
    if (meta) meta.pubkey = wrong;
    const refused = await failure(t, [wallet], ix);
    expect(refused.message).toContain('custom program error: 0x7d6');
    const expected = userStateAddress(farm, wallet.publicKey);
    expect(refused.logs).toEqual(
      expect.arrayContaining([
        log(
          'AnchorError caused by account: user_state. Error Code: ConstraintSeeds. Error Number: 2006. Error Message: A seeds constraint was violated.',
        ),
        log('Left:'),
        log(wrong.toBase58()),
        log('Right:'),
        log(expected.toBase58()),
      ]),
    );
  });

  it('requires wallet = payer = delegatee on a normal farm (6032, handler line 26)', async () => {
    const farm = farmAt(0);
    const { wallet } = farmer(t, farm, 0n);
    const other = Keypair.generate().publicKey;
    const ix = initializeUserIx(farm, wallet.publicKey);
    for (const i of [2, 3]) {
      const meta = ix.keys[i];
      if (meta) meta.pubkey = other;
    }
    const meta = ix.keys[4];
    if (meta) meta.pubkey = userStateAddress(farm, other);
    const refused = await failure(t, [wallet], ix);
    expect(refused.message).toContain('custom program error: 0x1790');
    expect(refused.logs).toContain(
      log(
        'AnchorError thrown in programs/kfarms/src/handlers/handler_initialize_user.rs:26. Error Code: UserDelegatedFarmNonDelegatedMissmatch. Error Number: 6032. Error Message: user, user_ref, authority and payer must match for non-delegated farm.',
      ),
    );
  });

  it('requires the delegate as authority on a delegated farm (6033, handler line 42)', async () => {
    const farm = delegatedFarm(t);
    const { wallet } = farmer(t, farm, 0n);
    const refused = await failure(t, [wallet], initializeUserIx(farm, wallet.publicKey));
    expect(refused.message).toContain('custom program error: 0x1791');
    expect(refused.logs).toContain(
      log(
        'AnchorError thrown in programs/kfarms/src/handlers/handler_initialize_user.rs:42. Error Code: AuthorityFarmDelegateMissmatch. Error Number: 6033. Error Message: Authority must match farm delegate authority.',
      ),
    );
    const delegate = readFarm(t, farm).delegateAuthority?.toBase58() ?? '';
    expect(refused.logs).toEqual(
      expect.arrayContaining([log(delegate), log(wallet.publicKey.toBase58())]),
    );
  });

  it('checks the farm account as an AccountLoader (AccountOwnedByWrongProgram, 3007)', async () => {
    const { wallet } = farmer(t, farmAt(0), 0n);
    const notAFarm = Keypair.generate().publicKey;
    const refused = await failure(t, [wallet], initializeUserIx(notAFarm, wallet.publicKey));
    expect(refused.message).toContain('custom program error: 0xbbf');
    expect(refused.logs).toEqual(
      expect.arrayContaining([
        log(
          'AnchorError caused by account: farm_state. Error Code: AccountOwnedByWrongProgram. Error Number: 3007. Error Message: The given account is owned by a different program than expected.',
        ),
        log(SystemProgram.programId.toBase58()),
        log(FARMS),
      ]),
    );
  });

  it('requires the authority’s signature (AccountNotSigner, 3010)', async () => {
    const farm = farmAt(0);
    const { wallet } = farmer(t, farm, 0n);
    const ix = initializeUserIx(farm, wallet.publicKey);
    // The authority is another key that does not sign; the wallet still pays.
    const authority = ix.keys[0];
    if (authority) {
      authority.pubkey = Keypair.generate().publicKey;
      authority.isSigner = false;
    }
    const refused = await failure(t, [wallet], ix);
    expect(refused.message).toContain('custom program error: 0xbc2');
    expect(refused.logs).toContain(
      log(
        'AnchorError caused by account: authority. Error Code: AccountNotSigner. Error Number: 3010. Error Message: The given account did not sign.',
      ),
    );
  });

  it('refuses accounts beyond the declared ones (UnexpectedAccount, 6014)', async () => {
    const farm = farmAt(0);
    const { wallet } = farmer(t, farm, 0n);
    const ix = initializeUserIx(farm, wallet.publicKey);
    ix.keys.push({ pubkey: Keypair.generate().publicKey, isSigner: false, isWritable: false });
    const refused = await failure(t, [wallet], ix);
    expect(refused.message).toContain('custom program error: 0x177e');
    expect(refused.logs).toContain(
      log(
        'AnchorError thrown in programs/kfarms/src/utils/constraints.rs:13. Error Code: UnexpectedAccount. Error Number: 6014. Error Message: Unexpected account in instruction.',
      ),
    );
  });
});
