import { createHash } from 'node:crypto';
import {
  associatedTokenAddress,
  KLIQUIDITY_PROGRAM_ID,
  METEORA_DLMM_PROGRAM_ID,
  ORCA_WHIRLPOOL_PROGRAM_ID,
  RAYDIUM_CLMM_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import {
  PublicKey,
  SYSVAR_INSTRUCTIONS_PUBKEY,
  type TransactionInstruction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { testKey } from '../testing/keys';
import { testStrategy } from '../testing/strategy';
import { DEPOSIT_SPEC, INVEST_SPEC, WITHDRAW_SPEC } from './specs';
import {
  depositAndInvestInstructions,
  depositInstruction,
  investInstruction,
  withdrawInstruction,
} from './strategyInstructions';

const globalHash = (name: string) =>
  createHash('sha256').update(`global:${name}`).digest().subarray(0, 8).toString('hex');
const modes = (ix: TransactionInstruction) =>
  ix.keys.map((k) => `${k.isWritable ? 'w' : ''}${k.isSigner ? 's' : ''}` || 'r').join(' ');
const at = (ix: TransactionInstruction, spec: { accounts: readonly { name: string }[] }) => {
  return (name: string) => {
    const index = spec.accounts.findIndex((a) => a.name === name);
    if (index < 0) throw new Error(`no account ${name}`);
    return ix.keys[index]?.pubkey.toBase58();
  };
};

const owner = testKey(1);
const context = { tokenInfos: testKey(2), scopePricesA: testKey(3), scopePricesB: testKey(4) };

describe('strategy instructions', () => {
  it('discriminators are sha256("global:<name>")[0..8]', () => {
    expect(DEPOSIT_SPEC.discriminator).toBe(globalHash('deposit'));
    expect(INVEST_SPEC.discriminator).toBe(globalHash('invest'));
    expect(WITHDRAW_SPEC.discriminator).toBe(globalHash('withdraw'));
  });

  it('deposit: 24 accounts in IDL order, the owner’s ATAs per token program, two u64 args', () => {
    const strategy = testStrategy();
    const ix = depositInstruction({
      ...context,
      strategy,
      owner,
      tokenMaxA: 1_500_000_000n,
      tokenMaxB: 0xffff_ffff_ffff_ffffn,
    });
    expect(ix.programId.equals(toPublicKey(KLIQUIDITY_PROGRAM_ID))).toBe(true);
    expect(modes(ix)).toBe('ws w r r r r r w w r w w r r w w r r r r r r r r');
    const key = at(ix, DEPOSIT_SPEC);
    expect(key('strategy')).toBe(testKey(9).toBase58());
    expect(key('tokenAVault')).toBe(testKey(22).toBase58());
    expect(key('tokenAAta')).toBe(
      associatedTokenAddress(owner, testKey(24), TOKEN_PROGRAM_ID).address.toBase58(),
    );
    expect(key('tokenBAta')).toBe(
      associatedTokenAddress(owner, testKey(25), TOKEN_2022_PROGRAM_ID).address.toBase58(),
    );
    expect(key('userSharesAta')).toBe(
      associatedTokenAddress(owner, testKey(26), TOKEN_PROGRAM_ID).address.toBase58(),
    );
    expect(key('sharesMintAuthority')).toBe(testKey(27).toBase58());
    expect(key('scopePricesB')).toBe(testKey(4).toBase58());
    expect(key('tokenBTokenProgram')).toBe(TOKEN_2022_PROGRAM_ID.toBase58());
    expect(key('instructionSysvarAccount')).toBe(SYSVAR_INSTRUCTIONS_PUBKEY.toBase58());
    expect(ix.data.toString('hex')).toBe(
      `${globalHash('deposit')}002f685900000000ffffffffffffffff`,
    );
  });

  it('deposit refuses an amount beyond u64', () => {
    expect(() =>
      depositInstruction({
        ...context,
        strategy: testStrategy(),
        owner,
        tokenMaxA: 1n << 64n,
        tokenMaxB: 0n,
      }),
    ).toThrow(RangeError);
  });

  it('invest: the pool program by exchange, i32 tick, the event authority only for DLMM pools', () => {
    const orca = investInstruction({
      ...context,
      strategy: testStrategy('ORCA'),
      payer: owner,
      referencePriceTick: -5,
    });
    expect(orca.keys).toHaveLength(27);
    expect(modes(orca)).toBe('ws w r w w r r w w r r r r r w w w w w w w r r r r r r');
    const key = at(orca, INVEST_SPEC);
    expect(key('poolProgram')).toBe(ORCA_WHIRLPOOL_PROGRAM_ID.toBase58());
    // Absent optional account: the program id, read-only.
    expect(key('eventAuthority')).toBe(KLIQUIDITY_PROGRAM_ID.toBase58());
    expect(orca.data.toString('hex')).toBe(`${globalHash('invest')}fbffffff`);
    const raydium = investInstruction({
      ...context,
      strategy: testStrategy('RAYDIUM'),
      payer: owner,
    });
    expect(at(raydium, INVEST_SPEC)('poolProgram')).toBe(RAYDIUM_CLMM_PROGRAM_ID.toBase58());
    expect(at(raydium, INVEST_SPEC)('raydiumProtocolPositionOrBaseVaultAuthority')).toBe(
      testKey(28).toBase58(),
    );
    const meteora = investInstruction({
      ...context,
      strategy: testStrategy('METEORA'),
      payer: owner,
    });
    const [eventAuthority] = PublicKey.findProgramAddressSync(
      [Buffer.from('__event_authority')],
      toPublicKey(METEORA_DLMM_PROGRAM_ID),
    );
    expect(at(meteora, INVEST_SPEC)('eventAuthority')).toBe(eventAuthority.toBase58());
  });

  it('deposit and invest go together, the depositor signing both', () => {
    const [deposit, invest] = depositAndInvestInstructions({
      ...context,
      strategy: testStrategy(),
      owner,
      tokenMaxA: 1n,
      tokenMaxB: 2n,
    });
    expect(deposit?.data.subarray(0, 8).toString('hex')).toBe(globalHash('deposit'));
    expect(invest?.data.subarray(0, 8).toString('hex')).toBe(globalHash('invest'));
    expect(invest?.keys[0]).toEqual({ pubkey: owner, isSigner: true, isWritable: true });
  });

  it('withdraw: 29 accounts, the treasury vaults as given, one u64 arg', () => {
    const ix = withdrawInstruction({
      strategy: testStrategy(),
      owner,
      sharesAmount: 258n,
      treasuryFeeTokenAVault: testKey(40),
      treasuryFeeTokenBVault: testKey(41),
    });
    expect(modes(ix)).toBe('ws w r w w w w w w r w w w w r r w w w w r r r r r w r r r');
    const key = at(ix, WITHDRAW_SPEC);
    expect(key('poolTokenVaultA')).toBe(testKey(14).toBase58());
    expect(key('treasuryFeeTokenBVault')).toBe(testKey(41).toBase58());
    expect(key('positionTokenAccount')).toBe(testKey(21).toBase58());
    expect(ix.data.toString('hex')).toBe(`${globalHash('withdraw')}0201000000000000`);
  });
});
