import { BN, BorshInstructionCoder, type Idl } from '@coral-xyz/anchor-029';
import {
  KLIQUIDITY_PROGRAM_ID,
  METEORA_DLMM_PROGRAM_ID,
  ORCA_WHIRLPOOL_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  toPublicKey,
  type WhirlpoolStrategy,
} from '@keel/chain-readers';
import { referenceJson } from '@keel/config/reference';
import {
  PublicKey,
  SYSVAR_INSTRUCTIONS_PUBKEY,
  SYSVAR_RENT_PUBKEY,
  SystemProgram,
  type TransactionInstruction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { type CreatorPool, createStrategyInstructionGroups } from '../creator/creatorInstructions';
import {
  depositAndInvestInstructions,
  withdrawInstruction,
} from '../instructions/strategyInstructions';
import { testKey } from '../testing/keys';
import { testStrategy } from '../testing/strategy';

/*
 * Every strategy-program instruction the product builds, against Anchor 0.29's coder over the
 * program's published IDL (no official client matches the program's current accounts — the two
 * Scope price accounts): the data bytes are BorshInstructionCoder.encode(name, args), and the
 * account metas are the IDL's accounts in order with its signer / writable flags, at the
 * addresses worked out here from the inputs (the seeds as the program's client derives them).
 */

interface PublishedIdl {
  instructions: Array<{
    name: string;
    accounts: Array<{ name: string; isMut: boolean; isSigner: boolean; isOptional?: boolean }>;
  }>;
}

const published = referenceJson<PublishedIdl>(
  'liquidity-programs: kliquidity IDL coder',
  'chain/idl/kliquidity.json',
);

const PROGRAM = toPublicKey(KLIQUIDITY_PROGRAM_ID);
const ATA_PROGRAM = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL');
const METAPLEX = new PublicKey('metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s');
const MEMO = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
const CONSENSUS = new PublicKey('9GJmEHGom9eWo4np4L5vC6b6ri1Df2xN8KFoWixvD1Bs');
const pda = (seeds: Array<Buffer | PublicKey | string>, program: PublicKey) =>
  PublicKey.findProgramAddressSync(
    seeds.map((seed) =>
      seed instanceof PublicKey
        ? seed.toBuffer()
        : Buffer.isBuffer(seed)
          ? seed
          : Buffer.from(seed),
    ),
    program,
  );
const ata = (owner: PublicKey, mint: PublicKey, tokenProgram: PublicKey) =>
  pda([owner, tokenProgram, mint], ATA_PROGRAM)[0];
const u64Value = (value: bigint) => {
  const bytes = Buffer.alloc(128);
  bytes.writeBigUInt64LE(value, 0);
  return [...bytes];
};

type Meta = { name: string; pubkey: string; isSigner: boolean; isWritable: boolean };

describe.skipIf(published === null)(
  'instructions as Anchor’s coder builds them from the IDL',
  () => {
    const idl = published as PublishedIdl;
    const coder = new BorshInstructionCoder(idl as unknown as Idl);

    /** The IDL's metas for `name` at `addresses` (an absent optional account is the program). */
    function idlMetas(name: string, addresses: Record<string, PublicKey | null>): Meta[] {
      const ix = idl.instructions.find((candidate) => candidate.name === name);
      if (ix === undefined) throw new Error(`${name} is not in the IDL`);
      return ix.accounts.map((account) => {
        const address = addresses[account.name];
        if (address === undefined) throw new Error(`${name}: no address for ${account.name}`);
        return address === null && account.isOptional === true
          ? { name: account.name, pubkey: PROGRAM.toBase58(), isSigner: false, isWritable: false }
          : {
              name: account.name,
              pubkey: (address as PublicKey).toBase58(),
              isSigner: account.isSigner,
              isWritable: account.isMut,
            };
      });
    }

    /** The built instruction's metas, named by the IDL's accounts at the same positions. */
    function builtMetas(name: string, ix: TransactionInstruction): Meta[] {
      const names = idl.instructions.find((candidate) => candidate.name === name)?.accounts ?? [];
      expect(ix.keys).toHaveLength(names.length);
      return ix.keys.map((key, i) => ({
        name: names[i]?.name ?? '?',
        pubkey: key.pubkey.toBase58(),
        isSigner: key.isSigner,
        isWritable: key.isWritable,
      }));
    }

    function expectConforms(
      ix: TransactionInstruction | undefined,
      name: string,
      args: Record<string, unknown>,
      addresses: Record<string, PublicKey | null>,
      promote: readonly string[] = [],
    ) {
      if (ix === undefined) throw new Error(`no ${name} built`);
      expect(ix.programId.equals(PROGRAM)).toBe(true);
      expect(ix.data.toString('hex'), `${name} data`).toBe(
        coder.encode(name, args).toString('hex'),
      );
      const expected = idlMetas(name, addresses).map((meta) =>
        promote.includes(meta.name) ? { ...meta, isSigner: true, isWritable: true } : meta,
      );
      expect(builtMetas(name, ix)).toEqual(expected);
    }

    const owner = testKey(40);
    const context = {
      tokenInfos: testKey(41),
      scopePricesA: testKey(42),
      scopePricesB: testKey(43),
    };

    /** The strategy's recorded accounts, by the IDL's names. */
    function recorded(strategy: WhirlpoolStrategy): Record<string, PublicKey> {
      const key = (value: unknown) => toPublicKey(value as PublicKey);
      return {
        strategy: key(strategy.address),
        globalConfig: key(strategy.globalConfig),
        pool: key(strategy.pool),
        position: key(strategy.position),
        tickArrayLower: key(strategy.tickArrayLower),
        tickArrayUpper: key(strategy.tickArrayUpper),
        tokenAVault: key(strategy.tokenAVault),
        tokenBVault: key(strategy.tokenBVault),
        baseVaultAuthority: key(strategy.baseVaultAuthority),
        tokenAMint: key(strategy.tokenAMint),
        tokenBMint: key(strategy.tokenBMint),
        sharesMint: key(strategy.sharesMint),
        sharesMintAuthority: key(strategy.sharesMintAuthority),
        poolTokenVaultA: key(strategy.poolTokenVaultA),
        poolTokenVaultB: key(strategy.poolTokenVaultB),
        positionTokenAccount: key(strategy.positionTokenAccount),
        raydiumProtocolPositionOrBaseVaultAuthority: key(
          strategy.raydiumProtocolPositionOrBaseVaultAuthority,
        ),
        tokenATokenProgram: key(strategy.tokenATokenProgram),
        tokenBTokenProgram: key(strategy.tokenBTokenProgram),
        tokenAAta: ata(owner, key(strategy.tokenAMint), key(strategy.tokenATokenProgram)),
        tokenBAta: ata(owner, key(strategy.tokenBMint), key(strategy.tokenBTokenProgram)),
        userSharesAta: ata(owner, key(strategy.sharesMint), toPublicKey(TOKEN_PROGRAM_ID)),
        ...context,
        tokenProgram: toPublicKey(TOKEN_PROGRAM_ID),
        tokenProgram2022: toPublicKey(TOKEN_2022_PROGRAM_ID),
        memoProgram: MEMO,
        instructionSysvarAccount: SYSVAR_INSTRUCTIONS_PUBKEY,
      };
    }

    const pools = {
      ORCA: { program: toPublicKey(ORCA_WHIRLPOOL_PROGRAM_ID), eventAuthority: null },
      METEORA: {
        program: toPublicKey(METEORA_DLMM_PROGRAM_ID),
        eventAuthority: pda(['__event_authority'], toPublicKey(METEORA_DLMM_PROGRAM_ID))[0],
      },
    } as const;

    it.each(['ORCA', 'METEORA'] as const)('%s: deposit and the invest after it', (dex) => {
      const strategy = testStrategy(dex);
      const [deposit, invest] = depositAndInvestInstructions({
        ...context,
        strategy,
        owner,
        tokenMaxA: 123_456_789n,
        tokenMaxB: 18_446_744_073_709_551_615n,
      });
      const addresses = {
        ...recorded(strategy),
        user: owner,
        actionsAuthority: owner,
        poolProgram: pools[dex].program,
        eventAuthority: pools[dex].eventAuthority,
      };
      expectConforms(
        deposit,
        'deposit',
        { tokenMaxA: new BN('123456789'), tokenMaxB: new BN('18446744073709551615') },
        addresses,
      );
      expectConforms(invest, 'invest', { referencePriceTick: 0 }, addresses);
    });

    it.each(['ORCA', 'METEORA'] as const)('%s: withdraw', (dex) => {
      const strategy = testStrategy(dex);
      const ix = withdrawInstruction({
        strategy,
        owner,
        sharesAmount: 987_654_321n,
        treasuryFeeTokenAVault: testKey(44),
        treasuryFeeTokenBVault: testKey(45),
      });
      expectConforms(
        ix,
        'withdraw',
        { sharesAmount: new BN('987654321') },
        {
          ...recorded(strategy),
          user: owner,
          treasuryFeeTokenAVault: testKey(44),
          treasuryFeeTokenBVault: testKey(45),
          poolProgram: pools[dex].program,
          eventAuthority: pools[dex].eventAuthority,
        },
      );
    });

    it('a DIY strategy’s creation: initialize, configure, open the position', () => {
      const admin = testKey(50);
      const strategy = testKey(51);
      const positionMint = testKey(52);
      const pool = {
        address: testKey(53),
        tokenAMint: testKey(54),
        tokenBMint: testKey(55),
        tickSpacing: 64,
        poolTokenVaultA: testKey(56),
        poolTokenVaultB: testKey(57),
      };
      const creatorPool: CreatorPool = {
        ...pool,
        dex: 'ORCA',
        tokenATokenProgram: TOKEN_PROGRAM_ID,
        tokenBTokenProgram: TOKEN_2022_PROGRAM_ID,
      };
      const globalConfig = testKey(58);
      const params = new Uint8Array(128).fill(7);
      const groups = createStrategyInstructionGroups({
        ...context,
        admin,
        strategy,
        pool: creatorPool,
        positionMint,
        globalConfig,
        tokenACollateralId: 3n,
        tokenBCollateralId: 11n,
        tickLower: -1_000,
        tickUpper: 6_000,
        rentLamports: 1,
        rebalanceType: 1,
        rebalanceParams: params,
      });
      // The program's client seeds: svault_a|b + strategy, authority + both vaults, shares +
      // strategy + mints, authority + shares mint.
      const tokenAVault = pda(['svault_a', strategy], PROGRAM)[0];
      const tokenBVault = pda(['svault_b', strategy], PROGRAM)[0];
      const baseVaultAuthority = pda(['authority', tokenAVault, tokenBVault], PROGRAM)[0];
      const sharesMint = pda(['shares', strategy, pool.tokenAMint, pool.tokenBMint], PROGRAM)[0];
      const sharesMintAuthority = pda(['authority', sharesMint], PROGRAM)[0];
      const tokenPrograms = {
        tokenATokenProgram: toPublicKey(TOKEN_PROGRAM_ID),
        tokenBTokenProgram: toPublicKey(TOKEN_2022_PROGRAM_ID),
      };
      expectConforms(
        groups.create[1],
        'initializeStrategy',
        { strategyType: new BN(0), tokenACollateralId: new BN(3), tokenBCollateralId: new BN(11) },
        {
          adminAuthority: admin,
          globalConfig,
          pool: pool.address,
          tokenAMint: pool.tokenAMint,
          tokenBMint: pool.tokenBMint,
          tokenAVault,
          tokenBVault,
          baseVaultAuthority,
          sharesMint,
          sharesMintAuthority,
          tokenInfos: context.tokenInfos,
          systemProgram: SystemProgram.programId,
          rent: SYSVAR_RENT_PUBKEY,
          tokenProgram: toPublicKey(TOKEN_PROGRAM_ID),
          ...tokenPrograms,
          strategy,
        },
      );
      const configAccounts = {
        adminAuthority: admin,
        newAccount: PublicKey.default,
        strategy,
        globalConfig,
        systemProgram: SystemProgram.programId,
      };
      // StrategyConfigOption: UpdateRebalanceType 38, UpdateRebalanceParams 39, UpdateIsCommunity 37.
      const configured = [
        [38, u64Value(1n)],
        [39, [...params]],
        [37, u64Value(1n)],
      ] as const;
      expect(groups.configure).toHaveLength(configured.length);
      configured.forEach(([mode, value], i) => {
        expectConforms(
          groups.configure[i],
          'updateStrategyConfig',
          { mode, value },
          configAccounts,
        );
      });
      // The Whirlpool's addresses: position (position, mint), tick arrays (tick_array, pool,
      // start) with starts at multiples of 88 spacings, Metaplex metadata, the NFT's ATA.
      const orca = toPublicKey(ORCA_WHIRLPOOL_PROGRAM_ID);
      const [position, bump] = pda(['position', positionMint], orca);
      const span = 88 * pool.tickSpacing;
      const tickArray = (tick: number) =>
        pda(['tick_array', pool.address, String(Math.floor(tick / span) * span)], orca)[0];
      const positionTokenAccount = ata(
        baseVaultAuthority,
        positionMint,
        toPublicKey(TOKEN_PROGRAM_ID),
      );
      // The official client (kliquidity-sdk openLiquidityPosition) makes the positionMint account
      // a writable signer: the pool program creates the mint in the same instruction.
      expectConforms(
        groups.open[0],
        'openLiquidityPosition',
        { tickLowerIndex: new BN(-1_000), tickUpperIndex: new BN(6_000), bump },
        {
          adminAuthority: admin,
          strategy,
          globalConfig,
          pool: pool.address,
          tickArrayLower: tickArray(-1_000),
          tickArrayUpper: tickArray(6_000),
          baseVaultAuthority,
          position,
          positionMint,
          positionMetadataAccount: pda(['metadata', METAPLEX, positionMint], METAPLEX)[0],
          positionTokenAccount,
          rent: SYSVAR_RENT_PUBKEY,
          system: SystemProgram.programId,
          tokenProgram: toPublicKey(TOKEN_PROGRAM_ID),
          tokenProgram2022: toPublicKey(TOKEN_2022_PROGRAM_ID),
          ...tokenPrograms,
          memoProgram: MEMO,
          associatedTokenProgram: ATA_PROGRAM,
          poolProgram: orca,
          oldTickArrayLowerOrBaseVaultAuthority: baseVaultAuthority,
          oldTickArrayUpperOrBaseVaultAuthority: baseVaultAuthority,
          oldPositionOrBaseVaultAuthority: baseVaultAuthority,
          oldPositionMintOrBaseVaultAuthority: positionMint,
          oldPositionTokenAccountOrBaseVaultAuthority: positionTokenAccount,
          tokenAVault,
          tokenBVault,
          tokenAMint: pool.tokenAMint,
          tokenBMint: pool.tokenBMint,
          poolTokenVaultA: pool.poolTokenVaultA,
          poolTokenVaultB: pool.poolTokenVaultB,
          ...context,
          eventAuthority: null,
          consensusAccount: CONSENSUS,
        },
        ['positionMint'],
      );
    });
  },
);
