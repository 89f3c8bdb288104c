import { toPublicKey } from '@keel/chain-readers';
import { PublicKey, SYSVAR_INSTRUCTIONS_PUBKEY } from '@solana/web3.js';
import { createAssociatedTokenAccountIdempotent } from '../../test-support/spl-instructions';
import type { TestChain } from '../../test-support/test-chain';
import type { WorldObligation, WorldReserve } from '../../world/types';
import { ata, marketAuthority, tokenProgramOf, u64Arg } from './action-test-kit';
import { klendInstruction } from './test-instructions';
import { worldMarket } from './test-world';
import { TOKEN_PROGRAM } from './token-checks';

/* Test support for the cToken instructions: the user's cToken ATA, deposit and redeem. */

/** Creates the owner's cToken ATA if missing (the collateral mint is always SPL Token). */
export function createCTokenAta(owner: PublicKey, r: WorldReserve) {
  return createAssociatedTokenAccountIdempotent(
    owner,
    ata(owner, r, true),
    owner,
    new PublicKey(r.collateralMint),
    toPublicKey(TOKEN_PROGRAM),
  );
}

export function depositLiquidityIx(
  t: TestChain,
  input: { reserve: WorldReserve; amount: bigint; owner: PublicKey },
  overrides: Record<string, PublicKey | null> = {},
) {
  const { reserve: r, owner } = input;
  return klendInstruction(
    'depositReserveLiquidity',
    {
      owner,
      reserve: new PublicKey(r.address),
      lendingMarket: new PublicKey(worldMarket(t, r.market).address),
      lendingMarketAuthority: marketAuthority(t, r),
      reserveLiquidityMint: new PublicKey(r.mint),
      reserveLiquiditySupply: new PublicKey(r.liquiditySupplyVault),
      reserveCollateralMint: new PublicKey(r.collateralMint),
      userSourceLiquidity: ata(owner, r),
      userDestinationCollateral: ata(owner, r, true),
      collateralTokenProgram: toPublicKey(TOKEN_PROGRAM),
      liquidityTokenProgram: toPublicKey(tokenProgramOf(r)),
      instructionSysvarAccount: SYSVAR_INSTRUCTIONS_PUBKEY,
      ...overrides,
    },
    u64Arg(input.amount),
  );
}

export function redeemCollateralIx(
  t: TestChain,
  input: { reserve: WorldReserve; amount: bigint; owner: PublicKey },
  overrides: Record<string, PublicKey | null> = {},
) {
  const { reserve: r, owner } = input;
  return klendInstruction(
    'redeemReserveCollateral',
    {
      owner,
      lendingMarket: new PublicKey(worldMarket(t, r.market).address),
      reserve: new PublicKey(r.address),
      lendingMarketAuthority: marketAuthority(t, r),
      reserveLiquidityMint: new PublicKey(r.mint),
      reserveCollateralMint: new PublicKey(r.collateralMint),
      reserveLiquiditySupply: new PublicKey(r.liquiditySupplyVault),
      userSourceCollateral: ata(owner, r, true),
      userDestinationLiquidity: ata(owner, r),
      collateralTokenProgram: toPublicKey(TOKEN_PROGRAM),
      liquidityTokenProgram: toPublicKey(tokenProgramOf(r)),
      instructionSysvarAccount: SYSVAR_INSTRUCTIONS_PUBKEY,
      ...overrides,
    },
    u64Arg(input.amount),
  );
}

/** deposit_obligation_collateral (V1) of the owner's cTokens. */
export function depositCollateralIx(input: {
  obligation: WorldObligation;
  reserve: WorldReserve;
  amount: bigint;
  owner: PublicKey;
}) {
  const { reserve: r, owner } = input;
  return klendInstruction(
    'depositObligationCollateral',
    {
      owner,
      obligation: new PublicKey(input.obligation.address),
      lendingMarket: new PublicKey(input.obligation.marketAddress),
      depositReserve: new PublicKey(r.address),
      reserveDestinationCollateral: new PublicKey(r.collateralSupplyVault),
      userSourceCollateral: ata(owner, r, true),
      tokenProgram: toPublicKey(TOKEN_PROGRAM),
      instructionSysvarAccount: SYSVAR_INSTRUCTIONS_PUBKEY,
    },
    u64Arg(input.amount),
  );
}

/** withdraw_obligation_collateral (V1) into the owner's cToken ATA. */
export function withdrawCollateralIx(
  t: TestChain,
  input: { obligation: WorldObligation; reserve: WorldReserve; amount: bigint; owner: PublicKey },
) {
  const { reserve: r, owner } = input;
  return klendInstruction(
    'withdrawObligationCollateral',
    {
      owner,
      obligation: new PublicKey(input.obligation.address),
      lendingMarket: new PublicKey(input.obligation.marketAddress),
      lendingMarketAuthority: marketAuthority(t, r),
      withdrawReserve: new PublicKey(r.address),
      reserveSourceCollateral: new PublicKey(r.collateralSupplyVault),
      userDestinationCollateral: ata(owner, r, true),
      tokenProgram: toPublicKey(TOKEN_PROGRAM),
      instructionSysvarAccount: SYSVAR_INSTRUCTIONS_PUBKEY,
    },
    u64Arg(input.amount),
  );
}
