import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  associatedTokenAddress,
  encodeOrcaPosition,
  ORCA_POSITION_SIZE,
  ORCA_WHIRLPOOL_PROGRAM_ID,
  SYSTEM_PROGRAM_ID,
  sameAddress,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import {
  orcaPositionAddress,
  orcaTickArrayAddress,
  positionMetadataAddress,
} from '@keel/liquidity-programs';
import { PublicKey, SYSVAR_RENT_PUBKEY } from '@solana/web3.js';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError } from '../../../chain/execution/program-error';
import type { LedgerAccount } from '../../../chain/ledger-account';
import {
  type ArgsReader,
  requireAddress,
  requireMut,
  requireProgram,
  requireSigner,
} from '../../anchor/anchor-accounts';
import { invokeInner } from '../../runtime/cpi-log';
import { createProgramAccount } from '../../runtime/system-cpi';
import { initializeTokenAccount, tokenMintTo } from '../../runtime/token-cpi';
import { createMint, requireStrategyAdmin, rewriteStrategy } from '../creator-accounts';
import { readCreatorPool } from '../creator-pool';
import {
  accountsOf,
  loadGlobalConfig,
  loadStrategy,
  loadTokenInfos,
  requireStrategyHasOne,
} from '../kliquidity-accounts';
import { liquidityFailure } from '../kliquidity-errors';
import { OPEN_LIQUIDITY_POSITION_SPEC } from '../kliquidity-instructions';
import { MEMO_PROGRAM, poolProgramOf } from '../kliquidity-programs';
import { requireTokenProgram } from '../strategy-holdings';

const SOURCE = 'handlers/open_liquidity_position.rs';
const MIN_TICK = -443_636n;
const MAX_TICK = 443_636n;
/** The pool program's open-position-with-metadata, as the inner instruction records it. */
const OPEN_POSITION = Buffer.from('f21d86303a6e0e3c', 'hex');
/** Ticks per Whirlpool tick array (`TICK_ARRAY_SIZE`). */
const TICK_ARRAY_SIZE = 88;

/** The start tick of the Whirlpool tick array holding `tick`: a multiple of 88 spacings, at or below. */
function tickArrayStart(tick: number, tickSpacing: number): number {
  const span = TICK_ARRAY_SIZE * tickSpacing;
  return Math.floor(tick / span) * span;
}

/**
 * open_liquidity_position(tick_lower_index, tick_upper_index, bump) for a strategy with no
 * position (a new one, status Uninitialized or NoPosition): signed by the strategy's admin, the
 * ticks checked against the pool's spacing and bounds, the position, its mint, token account and
 * tick arrays at the pool program's addresses. A CPI into the pool program opens the position
 * (mint and NFT in the base vault authority's account, an empty Position over the range), and
 * the strategy records it and becomes Active. Orca pools only in the sandbox.
 */
export function openLiquidityPosition(context: InstructionContext, args: ArgsReader): void {
  const tickLower = args.i64();
  const tickUpper = args.i64();
  const bump = args.u8();
  const at = accountsOf(context, OPEN_LIQUIDITY_POSITION_SPEC);
  const admin = at('adminAuthority');
  requireSigner(admin, 'admin_authority');
  const strategyMeta = at('strategy');
  const loaded = loadStrategy(context, strategyMeta);
  requireMut(strategyMeta, 'strategy');
  const strategy = loaded.data;
  requireStrategyAdmin(admin, strategy, SOURCE);
  requireStrategyHasOne([
    [at('globalConfig'), toPublicKey(strategy.globalConfig)],
    [at('pool'), toPublicKey(strategy.pool)],
    [at('baseVaultAuthority'), toPublicKey(strategy.baseVaultAuthority)],
    [at('tokenAVault'), toPublicKey(strategy.tokenAVault)],
    [at('tokenBVault'), toPublicKey(strategy.tokenBVault)],
    [at('tokenAMint'), toPublicKey(strategy.tokenAMint)],
    [at('tokenBMint'), toPublicKey(strategy.tokenBMint)],
    [at('poolTokenVaultA'), toPublicKey(strategy.poolTokenVaultA)],
    [at('poolTokenVaultB'), toPublicKey(strategy.poolTokenVaultB)],
  ]);
  const config = loadGlobalConfig(context, at('globalConfig'));
  loadTokenInfos(context, at('tokenInfos'), config);
  requireAddress(at('rent'), SYSVAR_RENT_PUBKEY, 'rent', true);
  requireProgram(at('system'), toPublicKey(SYSTEM_PROGRAM_ID), 'system');
  requireProgram(at('tokenProgram'), toPublicKey(TOKEN_PROGRAM_ID), 'token_program');
  requireProgram(at('tokenProgram2022'), toPublicKey(TOKEN_2022_PROGRAM_ID), 'token_program_2022');
  requireProgram(at('memoProgram'), MEMO_PROGRAM, 'memo_program');
  requireProgram(
    at('associatedTokenProgram'),
    toPublicKey(ASSOCIATED_TOKEN_PROGRAM_ID),
    'associated_token_program',
  );
  requireTokenProgram(
    at('tokenATokenProgram'),
    toPublicKey(strategy.tokenATokenProgram),
    'token_a_token_program',
  );
  requireTokenProgram(
    at('tokenBTokenProgram'),
    toPublicKey(strategy.tokenBTokenProgram),
    'token_b_token_program',
  );
  if (!at('poolProgram').address.equals(poolProgramOf(strategy.strategyDex))) {
    throw liquidityFailure('WrongDEXProgramID', SOURCE);
  }
  if (strategy.strategyDex !== 'ORCA') throw liquidityFailure('UnsupportedDex', SOURCE);
  const hasPosition = !sameAddress(strategy.position, PublicKey.default);
  if (hasPosition || (strategy.status !== 'Uninitialized' && strategy.status !== 'NoPosition')) {
    throw liquidityFailure('CannotOpenPositionWithExistingPosition', SOURCE);
  }

  const pool = readCreatorPool(context, at('pool'), 'ORCA', SOURCE);
  if (tickLower >= tickUpper) throw liquidityFailure('LowerTickLargerThanUpperTick', SOURCE);
  if (tickLower < MIN_TICK) throw liquidityFailure('LowerTickTooLow', SOURCE);
  if (tickUpper > MAX_TICK) throw liquidityFailure('UpperTickTooLarge', SOURCE);
  const spacing = BigInt(pool.tickSpacing);
  if (tickLower % spacing !== 0n) {
    throw liquidityFailure('LowerTickNotMultipleOfTickSpacing', SOURCE);
  }
  if (tickUpper % spacing !== 0n) {
    throw liquidityFailure('UpperTickNotMultipleOfTickSpacing', SOURCE);
  }
  const lower = Number(tickLower);
  const upper = Number(tickUpper);

  const mintMeta = at('positionMint');
  const mint = mintMeta.address;
  requireSigner(mintMeta, 'position_mint');
  const position = orcaPositionAddress(mint, ORCA_WHIRLPOOL_PROGRAM_ID);
  if (!at('position').address.equals(toPublicKey(position.address)) || bump !== position.bump) {
    throw anchorError(ANCHOR_ERRORS.ConstraintSeeds, 'position');
  }
  const authority = strategy.baseVaultAuthority;
  const tokenAccount = associatedTokenAddress(authority, mint, TOKEN_PROGRAM_ID).address;
  if (!at('positionTokenAccount').address.equals(toPublicKey(tokenAccount))) {
    throw liquidityFailure('InvalidPositionAccount', SOURCE);
  }
  const arrays = [
    [at('tickArrayLower').address, lower],
    [at('tickArrayUpper').address, upper],
  ] as const;
  for (const [given, tick] of arrays) {
    const expected = orcaTickArrayAddress(
      at('pool').address,
      tickArrayStart(tick, pool.tickSpacing),
    );
    if (!given.equals(toPublicKey(expected.address)))
      throw liquidityFailure('StrategyTickArrayNotValid', SOURCE);
  }
  const metadata = at('positionMetadataAccount').address;
  if (!metadata.equals(toPublicKey(positionMetadataAddress(mint).address))) {
    throw liquidityFailure('InvalidPositionAccount', SOURCE);
  }
  if (context.read(mint) !== null || context.read(toPublicKey(position.address)) !== null) {
    throw liquidityFailure('CannotOpenPositionWithExistingPosition', SOURCE);
  }
  for (const name of ['position', 'positionMint', 'positionTokenAccount'])
    requireMut(at(name), name);

  context.log(`Open position: ticks ${lower}..${upper} on ${at('pool').address.toBase58()}`);
  invokeInner(
    context,
    {
      programId: toPublicKey(ORCA_WHIRLPOOL_PROGRAM_ID),
      accounts: [
        admin.address,
        toPublicKey(authority),
        toPublicKey(position.address),
        mint,
        metadata,
        toPublicKey(tokenAccount),
      ],
      data: OPEN_POSITION,
      units: 40_000,
    },
    (log) => {
      log('Instruction: OpenPositionWithMetadata');
      createMint(context, {
        payer: admin.address,
        address: mint,
        decimals: 0,
        authority: toPublicKey(position.address),
      });
      initializeTokenAccount(context, {
        tokenProgram: toPublicKey(TOKEN_PROGRAM_ID),
        payer: admin.address,
        address: toPublicKey(tokenAccount),
        mint,
        owner: toPublicKey(authority),
      });
      tokenMintTo(context, {
        tokenProgram: toPublicKey(TOKEN_PROGRAM_ID),
        mint,
        destination: toPublicKey(tokenAccount),
        authority: toPublicKey(position.address),
        amount: 1n,
        pdaSigned: true,
      });
      createProgramAccount(context, {
        payer: admin.address,
        address: toPublicKey(position.address),
        space: ORCA_POSITION_SIZE,
        owner: toPublicKey(ORCA_WHIRLPOOL_PROGRAM_ID),
      });
      const created = context.read(toPublicKey(position.address)) as LedgerAccount;
      context.writeAs(toPublicKey(ORCA_WHIRLPOOL_PROGRAM_ID), toPublicKey(position.address), {
        ...created,
        data: encodeOrcaPosition({
          whirlpool: at('pool').address,
          positionMint: mint,
          liquidity: 0n,
          tickLowerIndex: lower,
          tickUpperIndex: upper,
          feeGrowthCheckpointA: 0n,
          feeOwedA: 0n,
          feeGrowthCheckpointB: 0n,
          feeOwedB: 0n,
          rewardInfos: [],
        }),
      });
    },
  );
  rewriteStrategy(context, loaded, {
    position: position.address,
    positionMint: mint,
    positionMetadata: metadata,
    positionTokenAccount: tokenAccount,
    tickArrayLower: at('tickArrayLower').address,
    tickArrayUpper: at('tickArrayUpper').address,
    status: 'Active',
    positionTimestamp: context.clock.unixTimestamp,
  });
}
