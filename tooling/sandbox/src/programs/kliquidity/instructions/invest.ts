import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { SYSVAR_INSTRUCTIONS_PUBKEY } from '@solana/web3.js';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import {
  type ArgsReader,
  requireAddress,
  requireMut,
  requireProgram,
  requireSigner,
} from '../../anchor/anchor-accounts';
import { invokeInner } from '../../runtime/cpi-log';
import { tokenTransfer } from '../../runtime/token-cpi';
import { dlmmDeposits } from '../dlmm-add-liquidity';
import { loadDlmmPosition, writeDlmmDeposits } from '../dlmm-position';
import {
  accountsOf,
  loadGlobalConfig,
  loadStrategy,
  loadTokenInfos,
  requireStrategyHasOne,
  writeStrategy,
} from '../kliquidity-accounts';
import { liquidityFailure } from '../kliquidity-errors';
import { INVEST_SPEC } from '../kliquidity-instructions';
import { MEMO_PROGRAM, poolProgramOf } from '../kliquidity-programs';
import {
  amountsForLiquidity,
  liquidityForAmounts,
  loadPoolPosition,
  writeLiquidity,
} from '../pool-position';
import { requireTokenProgram, transferMint } from '../strategy-holdings';

const SOURCE = 'handlers/invest.rs';
/** The DEX's increase-liquidity instruction, as the inner instruction records it. */
const INCREASE_LIQUIDITY = Buffer.from('2e9cf3760dcdfbb2', 'hex');
/** The DLMM program's add-liquidity instruction (sha256("global:add_liquidity")[..8]). */
const ADD_LIQUIDITY = Buffer.from('b59d59438fb63448', 'hex');

/**
 * invest(reference_price_tick): puts the strategy's uninvested A and B into its position — the
 * most liquidity both allow at the pool's price — by a CPI into the pool program that moves the
 * tokens from the strategy's vaults into the pool's and adds the liquidity to the position (and
 * to the pool's active liquidity when in range). A DLMM strategy's tokens go into its position's
 * bins (see dlmm-add-liquidity.ts): the bins' reserves and supply and the position's shares grow.
 */
export function invest(context: InstructionContext, args: ArgsReader): void {
  args.u32(); // reference_price_tick (i32): the sandbox pool price never moves within a slot
  const at = accountsOf(context, INVEST_SPEC);
  requireSigner(at('actionsAuthority'), 'actions_authority');
  const strategyMeta = at('strategy');
  const loaded = loadStrategy(context, strategyMeta);
  requireMut(strategyMeta, 'strategy');
  const strategy = loaded.data;
  requireStrategyHasOne([
    [at('globalConfig'), toPublicKey(strategy.globalConfig)],
    [at('tokenAVault'), toPublicKey(strategy.tokenAVault)],
    [at('tokenBVault'), toPublicKey(strategy.tokenBVault)],
    [at('tokenAMint'), toPublicKey(strategy.tokenAMint)],
    [at('tokenBMint'), toPublicKey(strategy.tokenBMint)],
    [at('baseVaultAuthority'), toPublicKey(strategy.baseVaultAuthority)],
    [at('pool'), toPublicKey(strategy.pool)],
    [at('position'), toPublicKey(strategy.position)],
    [
      at('raydiumProtocolPositionOrBaseVaultAuthority'),
      toPublicKey(strategy.raydiumProtocolPositionOrBaseVaultAuthority),
    ],
    [at('positionTokenAccount'), toPublicKey(strategy.positionTokenAccount)],
    [at('poolTokenVaultA'), toPublicKey(strategy.poolTokenVaultA)],
    [at('poolTokenVaultB'), toPublicKey(strategy.poolTokenVaultB)],
    [at('tickArrayLower'), toPublicKey(strategy.tickArrayLower)],
    [at('tickArrayUpper'), toPublicKey(strategy.tickArrayUpper)],
  ]);
  const config = loadGlobalConfig(context, at('globalConfig'));
  loadTokenInfos(context, at('tokenInfos'), config);
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
  if (config.blockInvest !== 0n) throw liquidityFailure('GlobalInvestBlocked', SOURCE);
  if (strategy.investBlocked) throw liquidityFailure('StrategyInvestBlocked', SOURCE);
  if (strategy.status !== 'Active') throw liquidityFailure('StrategyNotActive', SOURCE);

  const position = loadPoolPosition(context, strategy, at('pool'), at('position'));
  const dlmm = loadDlmmPosition(context, strategy, {
    pool: at('pool'),
    position: at('position'),
    binArrays: [at('tickArrayLower'), at('tickArrayUpper')],
  });
  if (position === null && dlmm === null) throw liquidityFailure('InvalidPositionAccount', SOURCE);
  for (const name of [
    'pool',
    'position',
    'poolTokenVaultA',
    'poolTokenVaultB',
    'tokenAVault',
    'tokenBVault',
  ]) {
    requireMut(at(name), name);
  }
  const deposits =
    dlmm === null ? [] : dlmmDeposits(dlmm, strategy.tokenAAmounts, strategy.tokenBAmounts);
  let liquidity = 0n;
  let used = {
    a: deposits.reduce((sum, bin) => sum + bin.x, 0n),
    b: deposits.reduce((sum, bin) => sum + bin.y, 0n),
  };
  if (position !== null) {
    liquidity = liquidityForAmounts(position, strategy.tokenAAmounts, strategy.tokenBAmounts);
    used = amountsForLiquidity(position, liquidity, true);
    // Rounding up may ask one base unit more than the vault holds: step the liquidity down.
    while (liquidity > 0n && (used.a > strategy.tokenAAmounts || used.b > strategy.tokenBAmounts)) {
      liquidity -= 1n;
      used = amountsForLiquidity(position, liquidity, true);
    }
  }
  if (position !== null ? liquidity === 0n : deposits.length === 0) {
    throw liquidityFailure('MaxInvestableZero', SOURCE);
  }
  context.log(
    position !== null
      ? `Invest: ${used.a} A, ${used.b} B as liquidity ${liquidity}`
      : `Invest: ${used.a} A, ${used.b} B into ${deposits.length} bins`,
  );
  invokeInner(
    context,
    {
      programId: poolProgram,
      accounts: [
        at('pool').address,
        at('position').address,
        at('tokenAVault').address,
        at('tokenBVault').address,
        at('poolTokenVaultA').address,
        at('poolTokenVaultB').address,
      ],
      data: position !== null ? INCREASE_LIQUIDITY : ADD_LIQUIDITY,
      units: 30_000,
    },
    (log) => {
      log(position !== null ? 'Instruction: IncreaseLiquidity' : 'Instruction: AddLiquidity');
      const sides = [
        [
          used.a,
          at('tokenAVault'),
          at('poolTokenVaultA'),
          strategy.tokenATokenProgram,
          strategy.tokenAMint,
          strategy.tokenAMintDecimals,
        ],
        [
          used.b,
          at('tokenBVault'),
          at('poolTokenVaultB'),
          strategy.tokenBTokenProgram,
          strategy.tokenBMint,
          strategy.tokenBMintDecimals,
        ],
      ] as const;
      for (const [amount, from, to, program, mint, decimals] of sides) {
        if (amount === 0n) continue;
        tokenTransfer(context, {
          tokenProgram: toPublicKey(program),
          source: from.address,
          destination: to.address,
          authority: toPublicKey(strategy.baseVaultAuthority),
          amount,
          mint: transferMint(toPublicKey(program), toPublicKey(mint), decimals),
          pdaSigned: true,
        });
      }
      if (position !== null) writeLiquidity(context, position, strategy, liquidity);
      else if (dlmm !== null) writeDlmmDeposits(context, dlmm, strategy, deposits);
    },
  );
  writeStrategy(context, loaded, {
    tokenAAmounts: strategy.tokenAAmounts - used.a,
    tokenBAmounts: strategy.tokenBAmounts - used.b,
    lastInvestSlot: context.clock.slot,
  });
}
