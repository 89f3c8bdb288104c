import { createHash } from 'node:crypto';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  KLIQUIDITY_PROGRAM_ID,
  ORCA_WHIRLPOOL_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  toPublicKey,
  WHIRLPOOL_STRATEGY_SIZE,
} from '@keel/chain-readers';
import { PublicKey, SystemProgram, type TransactionInstruction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import {
  INITIALIZE_STRATEGY_SPEC,
  OPEN_LIQUIDITY_POSITION_SPEC,
  UPDATE_STRATEGY_CONFIG_SPEC,
} from '../instructions/adminSpecs';
import { newStrategyAddresses } from '../pda';
import { testKey } from '../testing/keys';
import {
  CONSENSUS_ACCOUNT_ID,
  type CreatorPool,
  createStrategyInstructionGroups,
  initializeStrategyInstruction,
  openLiquidityPositionInstruction,
  updateStrategyConfigInstruction,
} from './creatorInstructions';
import { configNumberValue, rebalanceParamsValue } from './strategyConfig';

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

const admin = testKey(1);
const strategy = testKey(2);
const positionMint = testKey(3);
const pool: CreatorPool = {
  address: testKey(4),
  dex: 'ORCA',
  tokenAMint: testKey(5),
  tokenBMint: testKey(6),
  tokenATokenProgram: TOKEN_PROGRAM_ID,
  tokenBTokenProgram: TOKEN_2022_PROGRAM_ID,
  tickSpacing: 64,
  poolTokenVaultA: testKey(7),
  poolTokenVaultB: testKey(8),
};
const context = {
  globalConfig: testKey(11),
  tokenInfos: testKey(12),
  tokenACollateralId: 3n,
  tokenBCollateralId: 7n,
  scopePricesA: testKey(13),
  scopePricesB: testKey(14),
};

describe('creator instructions', () => {
  it('discriminators are sha256("global:<name>")[0..8]', () => {
    expect(INITIALIZE_STRATEGY_SPEC.discriminator).toBe(globalHash('initialize_strategy'));
    expect(OPEN_LIQUIDITY_POSITION_SPEC.discriminator).toBe(globalHash('open_liquidity_position'));
    expect(UPDATE_STRATEGY_CONFIG_SPEC.discriminator).toBe(globalHash('update_strategy_config'));
  });

  it('initialize_strategy: 17 accounts, the derived addresses, dex and collateral ids', () => {
    const ix = initializeStrategyInstruction({ ...context, admin, strategy, pool });
    expect(ix.programId.equals(toPublicKey(KLIQUIDITY_PROGRAM_ID))).toBe(true);
    expect(modes(ix)).toBe('ws r r r r w w w w w r r r r r r w');
    const key = at(ix, INITIALIZE_STRATEGY_SPEC);
    const keys = newStrategyAddresses(strategy, pool.tokenAMint, pool.tokenBMint);
    expect(key('tokenAVault')).toBe(keys.tokenAVault.toBase58());
    expect(key('baseVaultAuthority')).toBe(keys.baseVaultAuthority.toBase58());
    expect(key('sharesMint')).toBe(keys.sharesMint.toBase58());
    expect(key('sharesMintAuthority')).toBe(keys.sharesMintAuthority.toBase58());
    expect(key('tokenBTokenProgram')).toBe(TOKEN_2022_PROGRAM_ID.toBase58());
    expect(key('strategy')).toBe(strategy.toBase58());
    expect(ix.data.toString('hex')).toBe(
      `${globalHash('initialize_strategy')}${'00'.repeat(8)}03000000000000000700000000000000`,
    );
  });

  it('open_liquidity_position: 36 accounts, the Orca PDAs, i64 ticks and the bump, mint signs', () => {
    const ix = openLiquidityPositionInstruction({
      ...context,
      admin,
      strategy,
      pool,
      positionMint,
      tickLower: -6400,
      tickUpper: 6400,
    });
    expect(ix.keys).toHaveLength(36);
    const key = at(ix, OPEN_LIQUIDITY_POSITION_SPEC);
    const [position, bump] = PublicKey.findProgramAddressSync(
      [Buffer.from('position'), positionMint.toBuffer()],
      toPublicKey(ORCA_WHIRLPOOL_PROGRAM_ID),
    );
    expect(key('position')).toBe(position.toBase58());
    const [lower] = PublicKey.findProgramAddressSync(
      [Buffer.from('tick_array'), pool.address.toBytes(), Buffer.from('-11264')],
      toPublicKey(ORCA_WHIRLPOOL_PROGRAM_ID),
    );
    expect(key('tickArrayLower')).toBe(lower.toBase58());
    expect(key('poolProgram')).toBe(ORCA_WHIRLPOOL_PROGRAM_ID.toBase58());
    expect(key('associatedTokenProgram')).toBe(ASSOCIATED_TOKEN_PROGRAM_ID.toBase58());
    expect(key('consensusAccount')).toBe(CONSENSUS_ACCOUNT_ID.toBase58());
    expect(key('eventAuthority')).toBe(KLIQUIDITY_PROGRAM_ID.toBase58());
    const keys = newStrategyAddresses(strategy, pool.tokenAMint, pool.tokenBMint);
    expect(key('oldPositionOrBaseVaultAuthority')).toBe(keys.baseVaultAuthority.toBase58());
    const mint = ix.keys.find((k) => k.pubkey.equals(positionMint));
    expect(mint).toMatchObject({ isSigner: true, isWritable: true });
    const data = ix.data;
    expect(data.subarray(0, 8).toString('hex')).toBe(globalHash('open_liquidity_position'));
    expect(data.readBigInt64LE(8)).toBe(-6400n);
    expect(data.readBigInt64LE(16)).toBe(6400n);
    expect(data[24]).toBe(bump);
    expect(data).toHaveLength(25);
  });

  it('open_liquidity_position refuses an empty range and other exchanges', () => {
    const input = { ...context, admin, strategy, pool, positionMint };
    expect(() =>
      openLiquidityPositionInstruction({ ...input, tickLower: 64, tickUpper: 64 }),
    ).toThrow(RangeError);
    expect(() =>
      openLiquidityPositionInstruction({
        ...input,
        pool: { ...pool, dex: 'RAYDIUM' },
        tickLower: 0,
        tickUpper: 64,
      }),
    ).toThrow(/RAYDIUM/);
  });

  it('update_strategy_config: admin signs (read-only), u16 mode, 128 bytes of value', () => {
    const ix = updateStrategyConfigInstruction({
      admin,
      strategy,
      globalConfig: context.globalConfig,
      mode: 'UpdateRebalanceType',
      value: configNumberValue(1),
    });
    expect(modes(ix)).toBe('s r w r r');
    expect(ix.keys[1]?.pubkey.equals(PublicKey.default)).toBe(true);
    expect(ix.data).toHaveLength(8 + 2 + 128);
    expect(ix.data.readUInt16LE(8)).toBe(38);
    expect(ix.data[10]).toBe(1);
    expect(() =>
      updateStrategyConfigInstruction({
        admin,
        strategy,
        globalConfig: context.globalConfig,
        mode: 'UpdateRebalanceParams',
        value: new Uint8Array(12),
      }),
    ).toThrow(/128 bytes/);
  });

  it('the creation groups: account + initialize, three settings, then the position', () => {
    const groups = createStrategyInstructionGroups({
      ...context,
      admin,
      strategy,
      pool,
      positionMint,
      tickLower: -128,
      tickUpper: 128,
      rentLamports: 29_000_000,
      rebalanceType: 1,
      rebalanceParams: rebalanceParamsValue({
        method: 'PricePercentage',
        lowerBps: 500,
        upperBps: 700,
      }),
    });
    const [create, initialize] = groups.create;
    expect(create?.programId.equals(SystemProgram.programId)).toBe(true);
    // CreateAccount: u32 tag 0, lamports, space, owner.
    expect(create?.data.readBigUInt64LE(12)).toBe(BigInt(WHIRLPOOL_STRATEGY_SIZE));
    expect(initialize?.data.subarray(0, 8).toString('hex')).toBe(
      INITIALIZE_STRATEGY_SPEC.discriminator,
    );
    expect(groups.configure.map((ix) => ix.data.readUInt16LE(8))).toEqual([38, 39, 37]);
    expect(groups.configure[1]?.data.readUInt16LE(10)).toBe(500);
    expect(groups.configure[1]?.data.readUInt16LE(12)).toBe(700);
    expect(groups.open).toHaveLength(1);
  });
});
