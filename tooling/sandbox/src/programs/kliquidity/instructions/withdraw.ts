import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { treasuryFeeVaultAddress } from '@keel/liquidity-programs';
import { SYSVAR_INSTRUCTIONS_PUBKEY } from '@solana/web3.js';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError } from '../../../chain/execution/program-error';
import {
  type ArgsReader,
  requireAddress,
  requireMut,
  requireProgram,
  requireSigner,
} from '../../anchor/anchor-accounts';
import { invokeInner } from '../../runtime/cpi-log';
import { tokenBurn, tokenTransfer } from '../../runtime/token-cpi';
import { dlmmRemovals, loadDlmmPosition, writeDlmmRemovals } from '../dlmm-position';
import {
  accountsOf,
  loadGlobalConfig,
  loadStrategy,
  requireStrategyHasOne,
  writeStrategy,
} from '../kliquidity-accounts';
import { liquidityFailure } from '../kliquidity-errors';
import { WITHDRAW_SPEC } from '../kliquidity-instructions';
import { MEMO_PROGRAM, poolProgramOf } from '../kliquidity-programs';
import { amountsForLiquidity, loadPoolPosition, writeLiquidity } from '../pool-position';
import { requireTokenProgram, transferMint, userTokenAccount } from '../strategy-holdings';
import { sharesPart, withdrawalFee } from '../strategy-maths';

const SOURCE = 'handlers/withdraw.rs';
/** The DEX's decrease-liquidity instruction, as the inner instruction records it. */
const DECREASE_LIQUIDITY = Buffer.from('a026d06f685b2c01', 'hex');
/** The DLMM program's remove-liquidity instruction (sha256("global:remove_liquidity")[..8]). */
const REMOVE_LIQUIDITY = Buffer.from('5055d14818ceb16c', 'hex');

/**
 * withdraw(shares_amount): the accounts as the program checks them; the shares' part of the
 * uninvested tokens and of the position's liquidity (both rounded down) comes back — the
 * position's part by a CPI into the pool program that takes the liquidity out (for a DLMM
 * position that share of every bin, out of the bins' reserves and the position's shares) and
 * moves its tokens from the pool's vaults into the strategy's — then the shares are burnt and A and B paid
 * to the user, less the strategy's withdrawal fee, which goes to the treasury's fee vaults.
 */
export function withdraw(context: InstructionContext, args: ArgsReader): void {
  const sharesAmount = args.u64();
  const at = accountsOf(context, WITHDRAW_SPEC);
  const user = at('user');
  requireSigner(user, 'user');
  const strategyMeta = at('strategy');
  const loaded = loadStrategy(context, strategyMeta);
  requireMut(strategyMeta, 'strategy');
  const strategy = loaded.data;
  requireStrategyHasOne([
    [at('globalConfig'), toPublicKey(strategy.globalConfig)],
    [at('pool'), toPublicKey(strategy.pool)],
    [at('position'), toPublicKey(strategy.position)],
    [at('tickArrayLower'), toPublicKey(strategy.tickArrayLower)],
    [at('tickArrayUpper'), toPublicKey(strategy.tickArrayUpper)],
    [at('tokenAVault'), toPublicKey(strategy.tokenAVault)],
    [at('tokenBVault'), toPublicKey(strategy.tokenBVault)],
    [at('baseVaultAuthority'), toPublicKey(strategy.baseVaultAuthority)],
    [at('poolTokenVaultA'), toPublicKey(strategy.poolTokenVaultA)],
    [at('poolTokenVaultB'), toPublicKey(strategy.poolTokenVaultB)],
    [at('tokenAMint'), toPublicKey(strategy.tokenAMint)],
    [at('tokenBMint'), toPublicKey(strategy.tokenBMint)],
    [at('sharesMint'), toPublicKey(strategy.sharesMint)],
    [at('positionTokenAccount'), toPublicKey(strategy.positionTokenAccount)],
  ]);
  const config = loadGlobalConfig(context, at('globalConfig'));
  for (const name of WITHDRAW_SPEC.accounts.filter((a) => a.mode === 'w').map((a) => a.name)) {
    requireMut(at(name), name);
  }
  const owner = user.address;
  userTokenAccount(
    context,
    at('tokenAAta'),
    {
      mint: toPublicKey(strategy.tokenAMint),
      owner,
      program: toPublicKey(strategy.tokenATokenProgram),
    },
    'token_a_ata',
  );
  userTokenAccount(
    context,
    at('tokenBAta'),
    {
      mint: toPublicKey(strategy.tokenBMint),
      owner,
      program: toPublicKey(strategy.tokenBTokenProgram),
    },
    'token_b_ata',
  );
  userTokenAccount(
    context,
    at('userSharesAta'),
    { mint: toPublicKey(strategy.sharesMint), owner, program: toPublicKey(TOKEN_PROGRAM_ID) },
    'user_shares_ata',
  );
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
  requireProgram(at('tokenProgram'), toPublicKey(TOKEN_PROGRAM_ID), 'token_program');
  requireProgram(at('tokenProgram2022'), toPublicKey(TOKEN_2022_PROGRAM_ID), 'token_program_2022');
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

  if (config.blockWithdraw !== 0n) throw liquidityFailure('GlobalWithdrawBlocked', SOURCE);
  if (strategy.withdrawBlocked) throw liquidityFailure('StrategyWithdrawBlocked', SOURCE);
  if (sharesAmount === 0n) throw liquidityFailure('SharesZero', SOURCE);
  if (sharesAmount > strategy.sharesIssued)
    throw liquidityFailure('TooMuchLiquidityToWithdraw', SOURCE);

  const position = loadPoolPosition(context, strategy, at('pool'), at('position'));
  const fromVaults = {
    a: sharesPart(strategy.tokenAAmounts, sharesAmount, strategy.sharesIssued),
    b: sharesPart(strategy.tokenBAmounts, sharesAmount, strategy.sharesIssued),
  };
  const dlmm = loadDlmmPosition(context, strategy, {
    pool: at('pool'),
    position: at('position'),
    binArrays: [at('tickArrayLower'), at('tickArrayUpper')],
  });
  const removals = dlmm === null ? [] : dlmmRemovals(dlmm, sharesAmount, strategy.sharesIssued);
  const liquidity =
    position === null ? 0n : sharesPart(position.liquidity, sharesAmount, strategy.sharesIssued);
  const fromPosition =
    dlmm !== null
      ? {
          a: removals.reduce((sum, removal) => sum + removal.x, 0n),
          b: removals.reduce((sum, removal) => sum + removal.y, 0n),
        }
      : position === null || liquidity === 0n
        ? { a: 0n, b: 0n }
        : amountsForLiquidity(position, liquidity);
  const total = { a: fromVaults.a + fromPosition.a, b: fromVaults.b + fromPosition.b };
  if (total.a === 0n && total.b === 0n) throw liquidityFailure('CannotWithdrawZeroAmount', SOURCE);
  const fee = {
    a: withdrawalFee(total.a, strategy.withdrawFee),
    b: withdrawalFee(total.b, strategy.withdrawFee),
  };
  context.log(
    `Withdraw: ${sharesAmount} shares for ${total.a} A, ${total.b} B (fee ${fee.a}, ${fee.b})`,
  );

  const sides = [
    {
      vault: at('tokenAVault'),
      poolVault: at('poolTokenVaultA'),
      ata: at('tokenAAta'),
      treasury: at('treasuryFeeTokenAVault'),
      program: strategy.tokenATokenProgram,
      mint: transferMint(
        toPublicKey(strategy.tokenATokenProgram),
        toPublicKey(strategy.tokenAMint),
        strategy.tokenAMintDecimals,
      ),
      fromPosition: fromPosition.a,
      total: total.a,
      fee: fee.a,
    },
    {
      vault: at('tokenBVault'),
      poolVault: at('poolTokenVaultB'),
      ata: at('tokenBAta'),
      treasury: at('treasuryFeeTokenBVault'),
      program: strategy.tokenBTokenProgram,
      mint: transferMint(
        toPublicKey(strategy.tokenBTokenProgram),
        toPublicKey(strategy.tokenBMint),
        strategy.tokenBMintDecimals,
      ),
      fromPosition: fromPosition.b,
      total: total.b,
      fee: fee.b,
    },
  ];
  if ((position !== null && liquidity > 0n) || removals.length > 0) {
    invokeInner(
      context,
      {
        programId: poolProgram,
        accounts: [
          at('pool').address,
          at('position').address,
          at('poolTokenVaultA').address,
          at('poolTokenVaultB').address,
          at('tokenAVault').address,
          at('tokenBVault').address,
        ],
        data: dlmm === null ? DECREASE_LIQUIDITY : REMOVE_LIQUIDITY,
        units: 30_000,
      },
      (log) => {
        if (dlmm !== null) {
          log('Instruction: RemoveLiquidity');
          writeDlmmRemovals(context, dlmm, strategy, removals);
        } else if (position !== null) {
          log('Instruction: DecreaseLiquidity');
          writeLiquidity(context, position, strategy, -liquidity);
        }
        for (const side of sides) {
          if (side.fromPosition === 0n) continue;
          tokenTransfer(context, {
            tokenProgram: toPublicKey(side.program),
            source: side.poolVault.address,
            destination: side.vault.address,
            authority: toPublicKey(strategy.pool),
            amount: side.fromPosition,
            mint: side.mint,
            pdaSigned: true,
          });
        }
      },
    );
  }
  tokenBurn(context, {
    tokenProgram: toPublicKey(TOKEN_PROGRAM_ID),
    mint: toPublicKey(strategy.sharesMint),
    source: at('userSharesAta').address,
    authority: owner,
    amount: sharesAmount,
  });
  for (const side of sides) {
    const payments = [
      [side.ata, side.total - side.fee],
      [side.treasury, side.fee],
    ] as const;
    for (const [destination, amount] of payments) {
      if (amount === 0n) continue;
      tokenTransfer(context, {
        tokenProgram: toPublicKey(side.program),
        source: side.vault.address,
        destination: destination.address,
        authority: toPublicKey(strategy.baseVaultAuthority),
        amount,
        mint: side.mint,
        pdaSigned: true,
      });
    }
  }
  writeStrategy(context, loaded, {
    tokenAAmounts: strategy.tokenAAmounts - fromVaults.a,
    tokenBAmounts: strategy.tokenBAmounts - fromVaults.b,
    sharesIssued: strategy.sharesIssued - sharesAmount,
  });
}
