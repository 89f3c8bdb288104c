import {
  encodeCollateralInfos,
  encodeKliquidityGlobalConfig,
  encodeWhirlpoolStrategy,
  KLIQUIDITY_PROGRAM_ID,
  SCOPE_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import { collateralInfos } from './collateral-infos';
import { writeOrcaAccounts, writeRaydiumAccounts } from './dex-accounts';
import { writeMeteoraAccounts } from './meteora-accounts';
import { placement, strategyData } from './strategy-state';
import { type WriteContext, writeProgramAccount } from './write-context';

export interface LiquidityWriteReport {
  globalConfig: number;
  collateralInfos: number;
  strategies: number;
  orcaWhirlpools: number;
  orcaPositions: number;
  raydiumPools: number;
  raydiumPositions: number;
  meteoraLbPairs: number;
  meteoraPositions: number;
  meteoraBinArrays: number;
}

/**
 * The kliquidity GlobalConfig and CollateralInfos, every strategy, and the pool and position of
 * each: Orca Whirlpool / Position, Raydium PoolState / PersonalPositionState, or DLMM LbPair /
 * PositionV2 with the two bin arrays its bins sit in.
 */
export function writeLiquidityAccounts(context: WriteContext): LiquidityWriteReport {
  const { world } = context;
  const at = { slot: context.slot, now: context.now };
  writeProgramAccount(
    context,
    world.accounts.liquidityGlobalConfig,
    toPublicKey(KLIQUIDITY_PROGRAM_ID),
    encodeKliquidityGlobalConfig({
      emergencyMode: 0n,
      blockDeposit: 0n,
      blockInvest: 0n,
      blockWithdraw: 0n,
      blockCollectFees: 0n,
      blockCollectRewards: 0n,
      blockSwapRewards: 0n,
      scopeProgramId: SCOPE_PROGRAM_ID,
      adminAuthority: new PublicKey(world.protocolAdmin),
      tokenInfos: new PublicKey(world.accounts.collateralInfos),
    }),
  );
  writeProgramAccount(
    context,
    world.accounts.collateralInfos,
    toPublicKey(KLIQUIDITY_PROGRAM_ID),
    encodeCollateralInfos({ infos: collateralInfos(world) }),
  );
  const report: LiquidityWriteReport = {
    globalConfig: 1,
    collateralInfos: 1,
    strategies: 0,
    orcaWhirlpools: 0,
    orcaPositions: 0,
    raydiumPools: 0,
    raydiumPositions: 0,
    meteoraLbPairs: 0,
    meteoraPositions: 0,
    meteoraBinArrays: 0,
  };
  for (const strategy of world.strategies) {
    const placed = placement(world, strategy);
    writeProgramAccount(
      context,
      strategy.address,
      toPublicKey(KLIQUIDITY_PROGRAM_ID),
      encodeWhirlpoolStrategy(strategyData(world, strategy, placed, at)),
    );
    report.strategies += 1;
    if (placed.kind === 'dlmm') {
      report.meteoraBinArrays += writeMeteoraAccounts(context, strategy, placed);
      report.meteoraLbPairs += 1;
      report.meteoraPositions += 1;
    } else if (strategy.dex === 'ORCA') {
      writeOrcaAccounts(context, strategy, placed);
      report.orcaWhirlpools += 1;
      report.orcaPositions += 1;
    } else {
      writeRaydiumAccounts(context, strategy, placed);
      report.raydiumPools += 1;
      report.raydiumPositions += 1;
    }
  }
  return report;
}
