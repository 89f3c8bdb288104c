import {
  findProgramAddress,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import { treasuryFeeVaultAddress } from '@keel/liquidity-programs';
import { type PublicKey, SYSVAR_INSTRUCTIONS_PUBKEY } from '@solana/web3.js';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError } from '../../../chain/execution/program-error';
import { readTokenAccount } from '../../../spl/token-accounts';
import {
  type ArgsReader,
  requireAddress,
  requireMut,
  requireProgram,
  requireSigner,
} from '../../anchor/anchor-accounts';
import { invokeInner } from '../../runtime/cpi-log';
import { tokenTransfer } from '../../runtime/token-cpi';
import { loadDlmmPosition } from '../dlmm-position';
import {
  accountsOf,
  loadGlobalConfig,
  loadStrategy,
  requireStrategyHasOne,
  writeStrategy,
} from '../kliquidity-accounts';
import { liquidityFailure } from '../kliquidity-errors';
import { COLLECT_FEES_AND_REWARDS_SPEC } from '../kliquidity-instructions';
import { MEMO_PROGRAM, poolProgramOf } from '../kliquidity-programs';
import { type PoolOwed, poolOwed } from '../pool-fees';
import { loadPoolPosition } from '../pool-position';
import { requireTokenProgram, transferMint } from '../strategy-holdings';

const SOURCE = 'handlers/collect_fees_and_rewards.rs';
const BPS = 10_000n;
/** The pool programs' fee-paying instructions (sha256("global:<name>")[..8]), by DEX. */
const COLLECT = {
  ORCA: ['CollectFees', 'a498cf631eba13b6'],
  RAYDIUM: ['DecreaseLiquidityV2', '3a7fbc3e4f52c460'],
  METEORA: ['ClaimFee', 'a9204f8988e84689'],
} as const;
/** Orca's collect_reward; the other pool programs pay rewards in the same call as the fees. */
const COLLECT_REWARD = Buffer.from('4605845756ebb122', 'hex');

/** The pool's vault, loaded as a token account of `program`. */
function tokenAccountOf(context: InstructionContext, address: PublicKey) {
  const state = context.read(address);
  const account = state === null ? null : readTokenAccount(address, state);
  if (state === null || account === null) return null;
  return { program: state.owner, account };
}

/**
 * collect_fees_and_rewards(): the accounts as the program checks them; the fees the pool
 * position is owed (pool-fees.ts) are paid by a CPI into the pool program from the pool's vaults
 * into the strategy's, the position's owed fields zeroed; the strategy's performance fee on fees
 * (feesFee, bps, rounded down) goes to the treasury's fee vaults and the rest becomes uninvested A
 * and B; feesA/BCumulative grow by what was collected. Pool rewards owed on the strategy's used
 * reward slots (decimals > 0) go from the pool's reward vault to the strategy's, and the slot's
 * cumulative amount grows (a DLMM pair's farming rewards are not collected by the sandbox).
 */
export function collectFeesAndRewards(context: InstructionContext, _args: ArgsReader): void {
  const at = accountsOf(context, COLLECT_FEES_AND_REWARDS_SPEC);
  requireSigner(at('user'), 'user');
  const strategyMeta = at('strategy');
  const loaded = loadStrategy(context, strategyMeta);
  requireMut(strategyMeta, 'strategy');
  const strategy = loaded.data;
  requireStrategyHasOne([
    [at('globalConfig'), toPublicKey(strategy.globalConfig)],
    [at('baseVaultAuthority'), toPublicKey(strategy.baseVaultAuthority)],
    [at('pool'), toPublicKey(strategy.pool)],
    [at('tickArrayLower'), toPublicKey(strategy.tickArrayLower)],
    [at('tickArrayUpper'), toPublicKey(strategy.tickArrayUpper)],
    [at('position'), toPublicKey(strategy.position)],
    [
      at('raydiumProtocolPositionOrBaseVaultAuthority'),
      toPublicKey(strategy.raydiumProtocolPositionOrBaseVaultAuthority),
    ],
    [at('positionTokenAccount'), toPublicKey(strategy.positionTokenAccount)],
    [at('tokenAVault'), toPublicKey(strategy.tokenAVault)],
    [at('poolTokenVaultA'), toPublicKey(strategy.poolTokenVaultA)],
    [at('tokenBVault'), toPublicKey(strategy.tokenBVault)],
    [at('poolTokenVaultB'), toPublicKey(strategy.poolTokenVaultB)],
    [at('tokenAMint'), toPublicKey(strategy.tokenAMint)],
    [at('tokenBMint'), toPublicKey(strategy.tokenBMint)],
  ]);
  const config = loadGlobalConfig(context, at('globalConfig'));
  for (const spec of COLLECT_FEES_AND_REWARDS_SPEC.accounts) {
    if (spec.mode === 'w' || spec.mode === 'ws') requireMut(at(spec.name), spec.name);
  }
  for (const [name, mint] of [
    ['treasuryFeeTokenAVault', strategy.tokenAMint],
    ['treasuryFeeTokenBVault', strategy.tokenBMint],
  ] as const) {
    if (
      !at(name).address.equals(
        toPublicKey(treasuryFeeVaultAddress(mint, context.programId).address),
      )
    ) {
      throw anchorError(ANCHOR_ERRORS.ConstraintSeeds, name);
    }
  }
  const treasuryAuthority = findProgramAddress(
    ['treasury_fee_vault_authority'],
    context.programId,
  ).address;
  if (!at('treasuryFeeVaultAuthority').address.equals(toPublicKey(treasuryAuthority))) {
    throw anchorError(ANCHOR_ERRORS.ConstraintSeeds, 'treasury_fee_vault_authority');
  }
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
  requireProgram(at('memoProgram'), MEMO_PROGRAM, 'memo_program');
  requireProgram(at('tokenProgram'), toPublicKey(TOKEN_PROGRAM_ID), 'token_program');
  requireProgram(at('tokenProgram2022'), toPublicKey(TOKEN_2022_PROGRAM_ID), 'token_program_2022');
  requireAddress(
    at('instructionSysvarAccount'),
    SYSVAR_INSTRUCTIONS_PUBKEY,
    'instruction_sysvar_account',
    true,
  );
  const poolProgram = poolProgramOf(strategy.strategyDex);
  if (!at('poolProgram').address.equals(poolProgram)) {
    throw liquidityFailure('WrongDEXProgramID', SOURCE);
  }
  if (config.blockCollectFees !== 0n) throw liquidityFailure('CollectFeesBlocked', SOURCE);

  // The pool and position as the pool program holds them (owner, pairing, layout).
  const clmm = loadPoolPosition(context, strategy, at('pool'), at('position'));
  const dlmm = loadDlmmPosition(context, strategy, {
    pool: at('pool'),
    position: at('position'),
    binArrays: [at('tickArrayLower'), at('tickArrayUpper')],
  });
  const pool = clmm?.pool ?? dlmm?.pool;
  const position = clmm?.position ?? dlmm?.position;
  if (pool === undefined || position === undefined) {
    throw liquidityFailure('InvalidPositionAccount', SOURCE);
  }
  const owed = poolOwed(
    strategy,
    { address: pool.meta.address, state: pool.state },
    { address: position.meta.address, state: position.state },
  );
  const rewards = rewardsToCollect(context, strategy, owed, at);
  if (rewards.length > 0 && config.blockCollectRewards !== 0n) {
    throw liquidityFailure('CollectRewardsBlocked', SOURCE);
  }
  context.log(
    `CollectFeesAndRewards: fees ${owed.a} A, ${owed.b} B; rewards ${rewards.map((r) => r.owed).join(', ') || 'none'}`,
  );

  const sides = [
    {
      owed: owed.a,
      poolVault: at('poolTokenVaultA'),
      vault: at('tokenAVault'),
      treasury: at('treasuryFeeTokenAVault'),
      program: strategy.tokenATokenProgram,
      mint: transferMint(
        toPublicKey(strategy.tokenATokenProgram),
        toPublicKey(strategy.tokenAMint),
        strategy.tokenAMintDecimals,
      ),
    },
    {
      owed: owed.b,
      poolVault: at('poolTokenVaultB'),
      vault: at('tokenBVault'),
      treasury: at('treasuryFeeTokenBVault'),
      program: strategy.tokenBTokenProgram,
      mint: transferMint(
        toPublicKey(strategy.tokenBTokenProgram),
        toPublicKey(strategy.tokenBMint),
        strategy.tokenBMintDecimals,
      ),
    },
  ];
  const [name, data] = COLLECT[strategy.strategyDex];
  invokeInner(
    context,
    {
      programId: poolProgram,
      accounts: [
        pool.meta.address,
        position.meta.address,
        at('poolTokenVaultA').address,
        at('poolTokenVaultB').address,
        at('tokenAVault').address,
        at('tokenBVault').address,
      ],
      data: Buffer.from(data, 'hex'),
      units: 25_000,
    },
    (log) => {
      log(`Instruction: ${name}`);
      context.writeAs(poolProgram, position.meta.address, {
        ...position.state,
        data: owed.paid,
      });
      for (const side of sides) {
        if (side.owed === 0n) continue;
        tokenTransfer(context, {
          tokenProgram: toPublicKey(side.program),
          source: side.poolVault.address,
          destination: side.vault.address,
          authority: toPublicKey(strategy.pool),
          amount: side.owed,
          mint: side.mint,
          pdaSigned: true,
        });
      }
      if (strategy.strategyDex !== 'ORCA') payRewards(context, strategy, rewards);
    },
  );
  if (strategy.strategyDex === 'ORCA' && rewards.length > 0) {
    invokeInner(
      context,
      {
        programId: poolProgram,
        accounts: [pool.meta.address, position.meta.address],
        data: COLLECT_REWARD,
        units: 15_000,
      },
      (log) => {
        log('Instruction: CollectReward');
        payRewards(context, strategy, rewards);
      },
    );
  }
  const fee = {
    a: (owed.a * strategy.feesFee) / BPS,
    b: (owed.b * strategy.feesFee) / BPS,
  };
  sides.forEach((side, i) => {
    const amount = i === 0 ? fee.a : fee.b;
    if (amount === 0n) return;
    tokenTransfer(context, {
      tokenProgram: toPublicKey(side.program),
      source: side.vault.address,
      destination: side.treasury.address,
      authority: toPublicKey(strategy.baseVaultAuthority),
      amount,
      mint: side.mint,
      pdaSigned: true,
    });
  });
  const cumulative: Partial<Record<`reward${0 | 1 | 2}AmountCumulative`, bigint>> = {};
  for (const reward of rewards) {
    cumulative[`reward${reward.slot}AmountCumulative`] =
      (strategy.rewards[reward.slot]?.amountCumulative ?? 0n) + reward.owed;
  }
  writeStrategy(context, loaded, {
    tokenAAmounts: strategy.tokenAAmounts + owed.a - fee.a,
    tokenBAmounts: strategy.tokenBAmounts + owed.b - fee.b,
    feesACumulative: strategy.feesACumulative + owed.a,
    feesBCumulative: strategy.feesBCumulative + owed.b,
    ...cumulative,
  });
}

interface RewardPayment {
  slot: 0 | 1 | 2;
  owed: bigint;
  from: PublicKey;
  to: PublicKey;
  program: PublicKey;
  mint: { address: PublicKey; decimals: number } | undefined;
}

/**
 * The strategy's used reward slots the pool owes something on: the strategy's reward vault must
 * be the one given (ProvidedRewardVaultMismatch), the pool's reward vault the pool's own for that
 * slot (InvalidRewardMapping).
 */
function rewardsToCollect(
  context: InstructionContext,
  strategy: Parameters<typeof poolOwed>[0],
  owed: PoolOwed,
  at: ReturnType<typeof accountsOf>,
): RewardPayment[] {
  const payments: RewardPayment[] = [];
  for (const slot of [0, 1, 2] as const) {
    const reward = strategy.rewards[slot];
    const pool = owed.rewards[slot];
    if (reward === undefined || pool === undefined || reward.decimals === 0) continue;
    const to = at(`reward${slot}Vault`).address;
    const from = at(`poolRewardVault${slot}`).address;
    if (!to.equals(toPublicKey(reward.vault)))
      throw liquidityFailure('ProvidedRewardVaultMismatch', SOURCE);
    if (!from.equals(pool.vault)) throw liquidityFailure('InvalidRewardMapping', SOURCE);
    if (pool.owed === 0n) continue;
    const source = tokenAccountOf(context, from);
    if (source === null) throw liquidityFailure('OrcaRewardUninitialized', SOURCE);
    payments.push({
      slot,
      owed: pool.owed,
      from,
      to,
      program: source.program,
      mint: transferMint(source.program, toPublicKey(source.account.mint), reward.decimals),
    });
  }
  return payments;
}

function payRewards(
  context: InstructionContext,
  strategy: Parameters<typeof poolOwed>[0],
  rewards: readonly RewardPayment[],
): void {
  for (const reward of rewards) {
    tokenTransfer(context, {
      tokenProgram: reward.program,
      source: reward.from,
      destination: reward.to,
      authority: toPublicKey(strategy.pool),
      amount: reward.owed,
      mint: reward.mint,
      pdaSigned: true,
    });
  }
}
