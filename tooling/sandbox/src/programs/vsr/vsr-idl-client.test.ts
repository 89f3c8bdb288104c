import { BN } from '@coral-xyz/anchor-029';
import { PROGRAM_VERSION_V3, withCreateTokenOwnerRecord } from '@solana/spl-governance';
import { type PublicKey, SendTransactionError, type TransactionInstruction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../test-support/test-chain';
import { governanceHandler } from '../governance/governance-handler';
import { fundedWallet, send, stakeInstructions, worldRegistrar } from './testing/idl-staker';
import {
  associatedTokenAccount,
  decodeVsrAccount,
  VSR_IDL,
  vsrAccounts,
  vsrInstruction,
} from './testing/vsr-idl-client';
import { vsrHandler } from './vsr-handler';

/** A deposit entry as Anchor's coder reads it from the IDL. */
interface IdlDepositEntry {
  lockup: { startTs: BN; endTs: BN; kind: Record<string, unknown> };
  amountDepositedNative: BN;
  amountInitiallyLockedNative: BN;
  isUsed: boolean;
  votingMintConfigIdx: number;
}

let t: TestChain;

beforeAll(async () => {
  t = await startTestChain({ seed: 'vsr-idl', handlers: [vsrHandler, governanceHandler] });
});
afterAll(() => t.chain.close());

function voterDeposits(voter: PublicKey): IdlDepositEntry[] {
  const account = t.chain.ledger.readAccount(voter);
  if (account === null) throw new Error('no voter');
  return decodeVsrAccount<{ deposits: IdlDepositEntry[] }>('voter', account.data).deposits;
}

async function tokens(account: PublicKey): Promise<string> {
  return (await t.connection.getTokenAccountBalance(account)).value.amount;
}

describe.skipIf(VSR_IDL === null)(
  'VSR transactions built from the IDL land on the emulation',
  () => {
    it('stakes, then withdraws the unlocked deposit, read back with Anchor’s coder', async () => {
      const registrar = worldRegistrar(t);
      const mint = registrar.data.realmGoverningTokenMint;
      const wallet = await fundedWallet(t, 2_000_000_000n);
      const common = { registrar: registrar.address, wallet: wallet.publicKey, mint };
      await send(
        t,
        [wallet],
        ...stakeInstructions({
          ...common,
          index: 0,
          kind: 'cliff',
          periods: 30,
          amount: 1_500_000_000n,
          createVoter: true,
        }),
        ...stakeInstructions({
          ...common,
          index: 1,
          kind: 'none',
          periods: 0,
          amount: 200_000_000n,
          createVoter: false,
        }),
      );
      const { voter, addresses } = vsrAccounts(common);
      const [locked, free] = voterDeposits(voter);
      expect(locked?.isUsed).toBe(true);
      expect(locked?.amountDepositedNative.toString()).toBe('1500000000');
      expect(locked?.amountInitiallyLockedNative.toString()).toBe('1500000000');
      expect(Object.keys(locked?.lockup.kind ?? {})).toEqual(['cliff']);
      expect(locked?.lockup.endTs.sub(locked.lockup.startTs).toString()).toBe(String(30 * 86_400));
      expect(free?.amountDepositedNative.toString()).toBe('200000000');
      expect(await tokens(associatedTokenAccount(voter, mint))).toBe('1700000000');

      // The wallet's spl-governance record, created by the official client: withdraw reads it.
      const record: TransactionInstruction[] = [];
      const tokenOwnerRecord = await withCreateTokenOwnerRecord(
        record,
        registrar.data.governanceProgramId,
        PROGRAM_VERSION_V3,
        registrar.data.realm,
        wallet.publicKey,
        mint,
        wallet.publicKey,
      );
      await send(t, [wallet], ...record);
      const withdraw = (depositEntryIndex: number, amount: bigint) =>
        vsrInstruction(
          'withdraw',
          { depositEntryIndex, amount: new BN(amount.toString()) },
          { ...addresses, tokenOwnerRecord },
        );
      await send(t, [wallet], withdraw(1, 200_000_000n));
      expect(voterDeposits(voter)[1]?.amountDepositedNative.toString()).toBe('0');
      // 2.0 funded − 1.7 staked + 0.2 withdrawn
      expect(await tokens(addresses.destination as PublicKey)).toBe('500000000');

      // The cliff is locked for 30 days: InsufficientUnlockedTokens (6008).
      const refused = await send(t, [wallet], withdraw(0, 1n)).catch((caught: unknown) => caught);
      expect(refused).toBeInstanceOf(SendTransactionError);
      expect((refused as SendTransactionError).message).toContain('custom program error: 0x1778');
    });
  },
);
