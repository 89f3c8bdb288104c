import { decodeOrcaWhirlpool, WHIRLPOOL_STRATEGY_SIZE } from '@keel/chain-readers';
import {
  type CreatorPool,
  createStrategyInstructionGroups,
  rebalanceParamsValue,
} from '@keel/liquidity-programs';
import { Keypair, type PublicKey } from '@solana/web3.js';
import { startSandboxApi } from '../../src/api/sandbox-api';
import {
  depositor,
  programContext,
  send,
  worldStrategy,
} from '../../src/programs/kliquidity/kliquidity-test-kit';
import { startTestChain, type TestChain } from '../../src/test-support/test-chain';
import { type ContractHarness, harnessOf } from './support';

export interface ChainHarness extends ContractHarness {
  t: TestChain;
  close(): Promise<void>;
}

/** A sandbox chain and the sandbox API over it (as `startSandbox` wires them), with the client. */
export async function startChainHarness(seed: string): Promise<ChainHarness> {
  const t = await startTestChain({ seed });
  const api = await startSandboxApi({ port: 0, world: () => t.chain.world, chain: t.chain.ledger });
  return {
    ...harnessOf(api),
    t,
    close: async () => {
      await api.close();
      await t.chain.close();
    },
  };
}

/**
 * A Creator vault made as the create form makes it: a community strategy over an Orca pool of
 * the world, configured and with its position open (no deposit yet). Returns its address and
 * its admin.
 */
export async function createCreatorVault(t: TestChain): Promise<{
  address: PublicKey;
  admin: PublicKey;
  tokenAMint: PublicKey;
  tokenBMint: PublicKey;
}> {
  const existing = worldStrategy(t, 'ORCA');
  const { wallet } = depositor(t, existing, 0n, 0n);
  const account = t.chain.ledger.readAccount(existing.pool);
  if (account === null) throw new Error('no pool');
  const whirlpool = decodeOrcaWhirlpool(existing.pool, account);
  const pool: CreatorPool = {
    address: existing.pool,
    dex: 'ORCA',
    tokenAMint: whirlpool.tokenMintA,
    tokenBMint: whirlpool.tokenMintB,
    tokenATokenProgram: existing.tokenATokenProgram,
    tokenBTokenProgram: existing.tokenBTokenProgram,
    tickSpacing: whirlpool.tickSpacing,
    poolTokenVaultA: whirlpool.tokenVaultA,
    poolTokenVaultB: whirlpool.tokenVaultB,
  };
  const spacing = whirlpool.tickSpacing;
  const around = Math.floor(whirlpool.tickCurrentIndex / spacing) * spacing;
  const strategy = Keypair.generate();
  const positionMint = Keypair.generate();
  const groups = createStrategyInstructionGroups({
    ...programContext(t),
    globalConfig: existing.globalConfig,
    tokenACollateralId: existing.tokenACollateralId,
    tokenBCollateralId: existing.tokenBCollateralId,
    admin: wallet.publicKey,
    strategy: strategy.publicKey,
    pool,
    positionMint: positionMint.publicKey,
    tickLower: around - 20 * spacing,
    tickUpper: around + 20 * spacing,
    rentLamports: await t.connection.getMinimumBalanceForRentExemption(WHIRLPOOL_STRATEGY_SIZE),
    rebalanceType: 1,
    rebalanceParams: rebalanceParamsValue({
      method: 'PricePercentage',
      lowerBps: 500,
      upperBps: 800,
    }),
  });
  await send(t, [wallet, strategy], ...groups.create);
  await send(t, [wallet], ...groups.configure);
  await send(t, [wallet, positionMint], ...groups.open);
  return {
    address: strategy.publicKey,
    admin: wallet.publicKey,
    tokenAMint: existing.tokenAMint,
    tokenBMint: existing.tokenBMint,
  };
}
