import {
  encodeWhirlpoolStrategy,
  SYSTEM_PROGRAM_ID,
  sameAddress,
  TOKEN_PROGRAM_ID,
  toPublicKey,
  WHIRLPOOL_STRATEGY_SIZE,
} from '@keel/chain-readers';
import { PublicKey, SYSVAR_RENT_PUBKEY } from '@solana/web3.js';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError } from '../../../chain/execution/program-error';
import {
  type ArgsReader,
  requireAddress,
  requireMut,
  requireProgram,
  requireSeeds,
  requireSigner,
} from '../../anchor/anchor-accounts';
import { loadMint } from '../../anchor/anchor-token-accounts';
import { initializeTokenAccount } from '../../runtime/token-cpi';
import { createMint } from '../creator-accounts';
import { dexOfStrategyType, readCreatorPool } from '../creator-pool';
import { accountsOf, loadGlobalConfig, loadTokenInfos } from '../kliquidity-accounts';
import { liquidityFailure } from '../kliquidity-errors';
import { INITIALIZE_STRATEGY_SPEC } from '../kliquidity-instructions';

const SOURCE = 'handlers/initialize_strategy.rs';
/** Share (kToken) mints have six decimals. */
const SHARES_DECIMALS = 6;
const NO_CAP = {
  configCapacity: 0n,
  currentTotal: 0n,
  lastIntervalStartTimestamp: 0n,
  configIntervalLengthSeconds: 0n,
};

/**
 * initialize_strategy(strategy_type, token_a_collateral_id, token_b_collateral_id): on a zeroed
 * strategy account of the program (created by the system program in the same transaction), a
 * strategy on `pool` whose admin authority is the signer. The pool must be the exchange's (by
 * strategy_type) and hold the two mints; the collateral ids must name those mints in the
 * CollateralInfos. The vaults, base vault authority, shares mint and its authority must be the
 * program's addresses; the vaults and shares mint are created. The strategy starts
 * Uninitialized (no position until open_liquidity_position) and not yet listed (IGNORED).
 */
export function initializeStrategy(context: InstructionContext, args: ArgsReader): void {
  const strategyType = args.u64();
  const collateralA = args.u64();
  const collateralB = args.u64();
  const at = accountsOf(context, INITIALIZE_STRATEGY_SPEC);
  const admin = at('adminAuthority');
  requireSigner(admin, 'admin_authority');
  requireMut(admin, 'admin_authority');
  const config = loadGlobalConfig(context, at('globalConfig'));
  requireProgram(at('systemProgram'), toPublicKey(SYSTEM_PROGRAM_ID), 'system_program');
  requireAddress(at('rent'), SYSVAR_RENT_PUBKEY, 'rent', true);
  requireProgram(at('tokenProgram'), toPublicKey(TOKEN_PROGRAM_ID), 'token_program');

  const strategyMeta = at('strategy');
  requireMut(strategyMeta, 'strategy');
  const existing = context.read(strategyMeta.address);
  if (existing === null) throw anchorError(ANCHOR_ERRORS.AccountNotInitialized, 'strategy');
  if (!existing.owner.equals(context.programId)) {
    throw anchorError(ANCHOR_ERRORS.AccountOwnedByWrongProgram, 'strategy');
  }
  if (
    existing.data.length !== WHIRLPOOL_STRATEGY_SIZE ||
    existing.data.subarray(0, 8).some((byte) => byte !== 0)
  ) {
    throw anchorError(ANCHOR_ERRORS.AccountDiscriminatorAlreadySet, 'strategy');
  }

  const dex = dexOfStrategyType(strategyType, SOURCE);
  const pool = readCreatorPool(context, at('pool'), dex, SOURCE);
  const mintA = at('tokenAMint');
  const mintB = at('tokenBMint');
  if (!mintA.address.equals(pool.tokenAMint) || !mintB.address.equals(pool.tokenBMint)) {
    throw liquidityFailure('WrongMint', SOURCE);
  }
  const programA = at('tokenATokenProgram').address;
  const programB = at('tokenBTokenProgram').address;
  const decimalsA = loadMint(context, mintA, programA, 'token_a_mint').decimals;
  const decimalsB = loadMint(context, mintB, programB, 'token_b_mint').decimals;
  const infos = loadTokenInfos(context, at('tokenInfos'), config);
  for (const [id, mint] of [
    [collateralA, pool.tokenAMint],
    [collateralB, pool.tokenBMint],
  ] as const) {
    const info = infos[Number(id)];
    if (info === undefined || info.disabled || !sameAddress(info.mint, mint)) {
      throw liquidityFailure('KaminoCollateralNotValid', SOURCE);
    }
  }

  const strategy = strategyMeta.address;
  const program = context.programId;
  const seed = (text: string) => Buffer.from(text);
  const tokenAVault = at('tokenAVault');
  const tokenBVault = at('tokenBVault');
  requireSeeds(tokenAVault, [seed('svault_a'), strategy.toBuffer()], program, 'token_a_vault');
  requireSeeds(tokenBVault, [seed('svault_b'), strategy.toBuffer()], program, 'token_b_vault');
  const authority = at('baseVaultAuthority');
  const authorityBump = requireSeeds(
    authority,
    [seed('authority'), tokenAVault.address.toBuffer(), tokenBVault.address.toBuffer()],
    program,
    'base_vault_authority',
  );
  const sharesMint = at('sharesMint');
  requireSeeds(
    sharesMint,
    [seed('shares'), strategy.toBuffer(), mintA.address.toBuffer(), mintB.address.toBuffer()],
    program,
    'shares_mint',
  );
  const sharesAuthority = at('sharesMintAuthority');
  const sharesAuthorityBump = requireSeeds(
    sharesAuthority,
    [seed('authority'), sharesMint.address.toBuffer()],
    program,
    'shares_mint_authority',
  );
  for (const name of ['tokenAVault', 'tokenBVault', 'sharesMint']) requireMut(at(name), name);

  for (const [vault, mint, tokenProgram] of [
    [tokenAVault, mintA, programA],
    [tokenBVault, mintB, programB],
  ] as const) {
    initializeTokenAccount(context, {
      tokenProgram,
      payer: admin.address,
      address: vault.address,
      mint: mint.address,
      owner: authority.address,
    });
  }
  createMint(context, {
    payer: admin.address,
    address: sharesMint.address,
    decimals: SHARES_DECIMALS,
    authority: sharesAuthority.address,
  });
  context.log(`Strategy ${strategy.toBase58()} on ${dex} pool ${at('pool').address.toBase58()}`);
  const none = PublicKey.default;
  context.write(strategy, {
    ...existing,
    data: encodeWhirlpoolStrategy({
      adminAuthority: admin.address,
      globalConfig: at('globalConfig').address,
      baseVaultAuthority: authority.address,
      baseVaultAuthorityBump: authorityBump,
      pool: at('pool').address,
      poolTokenVaultA: pool.vaultA,
      poolTokenVaultB: pool.vaultB,
      tickArrayLower: none,
      tickArrayUpper: none,
      position: none,
      positionMint: none,
      positionMetadata: none,
      positionTokenAccount: none,
      tokenAVault: tokenAVault.address,
      tokenBVault: tokenBVault.address,
      tokenAMint: mintA.address,
      tokenBMint: mintB.address,
      tokenAMintDecimals: decimalsA,
      tokenBMintDecimals: decimalsB,
      tokenAAmounts: 0n,
      tokenBAmounts: 0n,
      tokenACollateralId: collateralA,
      tokenBCollateralId: collateralB,
      sharesMint: sharesMint.address,
      sharesMintDecimals: SHARES_DECIMALS,
      sharesMintAuthority: sharesAuthority.address,
      sharesMintAuthorityBump: sharesAuthorityBump,
      sharesIssued: 0n,
      status: 'Uninitialized',
      rewards: [],
      depositCapUsd: 0n,
      feesACumulative: 0n,
      feesBCumulative: 0n,
      depositCapUsdPerIxn: 0n,
      withdrawalCapA: NO_CAP,
      withdrawalCapB: NO_CAP,
      maxPriceDeviationBps: 0n,
      swapVaultMaxSlippageBps: 0,
      swapVaultMaxSlippageFromReferenceBps: 0,
      strategyType,
      withdrawFee: 0n,
      feesFee: 0n,
      positionTimestamp: 0n,
      issuedRewards: [],
      strategyDex: dex,
      raydiumProtocolPositionOrBaseVaultAuthority: authority.address,
      allowDepositWithoutInvest: 0n,
      raydiumPoolConfigOrBaseVaultAuthority: authority.address,
      depositBlocked: false,
      creationStatus: 'IGNORED',
      investBlocked: false,
      shareCalculationMethod: 0,
      withdrawBlocked: false,
      localAdminBlocked: false,
      flashVaultSwapAllowed: false,
      referenceSwapPriceA: { value: 0n, exp: 0n },
      referenceSwapPriceB: { value: 0n, exp: 0n },
      isCommunity: false,
      rebalanceType: 0,
      rebalanceRaw: {
        params: new Uint8Array(128),
        state: new Uint8Array(256),
        referencePriceType: 0,
      },
      tokenAFeesFromRewardsCumulative: 0n,
      tokenBFeesFromRewardsCumulative: 0n,
      strategyLookupTable: none,
      lastSwapUnevenStepTimestamp: 0n,
      farm: null,
      rebalancesCap: NO_CAP,
      swapUnevenAuthority: none,
      tokenATokenProgram: programA,
      tokenBTokenProgram: programB,
      pendingAdmin: none,
      maxDeviationFromRefPriceOnInvestBps: 0,
      lastInvestSlot: 0n,
    }),
  });
}
