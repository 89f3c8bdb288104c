import { TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { SYSVAR_INSTRUCTIONS_PUBKEY } from '@solana/web3.js';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import {
  type ArgsReader,
  requireAddress,
  requireMut,
  requireProgram,
  requireSigner,
} from '../../anchor/anchor-accounts';
import { loadMint } from '../../anchor/anchor-token-accounts';
import { tokenMintTo, tokenTransfer } from '../../runtime/token-cpi';
import { loadDlmmPosition } from '../dlmm-position';
import {
  accountsOf,
  loadGlobalConfig,
  loadStrategy,
  loadTokenInfos,
  requireStrategyHasOne,
  writeStrategy,
} from '../kliquidity-accounts';
import { liquidityFailure } from '../kliquidity-errors';
import { DEPOSIT_SPEC, discriminatorOf, INVEST_SPEC } from '../kliquidity-instructions';
import { collateralPriceUsd } from '../kliquidity-prices';
import { loadPoolPosition } from '../pool-position';
import {
  requireTokenProgram,
  strategyHoldings,
  transferMint,
  userTokenAccount,
} from '../strategy-holdings';
import { depositAmounts, sharesForDeposit, valueUsd } from '../strategy-maths';

const SOURCE = 'handlers/deposit.rs';
const INVEST_DISCRIMINATOR = discriminatorOf(INVEST_SPEC);

/**
 * Whether an invest of this strategy follows in the transaction (the program reads the
 * instructions sysvar: a deposit left uninvested is refused unless the strategy allows it).
 */
function investFollows(context: InstructionContext): boolean {
  const strategy = context.accounts[1]?.address;
  return context.instructions
    .slice(context.index + 1)
    .some(
      (ix) =>
        ix.programId.equals(context.programId) &&
        Buffer.from(ix.data.subarray(0, 8)).toString('hex') === INVEST_DISCRIMINATOR &&
        strategy !== undefined &&
        ix.accounts[1]?.address.equals(strategy) === true,
    );
}

/**
 * deposit(token_max_a, token_max_b): the accounts as the program checks them, then the amounts in
 * the ratio of the strategy's holdings (available + invested, a DLMM position's bins included),
 * shares at the share price (dollar based: the value at the Scope prices over TVL · shares
 * issued), the caps, and real transfers: the user's A and B into the strategy's vaults, shares
 * minted by the share mint's authority.
 */
export function deposit(context: InstructionContext, args: ArgsReader): void {
  const tokenMaxA = args.u64();
  const tokenMaxB = args.u64();
  const at = accountsOf(context, DEPOSIT_SPEC);
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
    [at('tokenAMint'), toPublicKey(strategy.tokenAMint)],
    [at('tokenBMint'), toPublicKey(strategy.tokenBMint)],
    [at('sharesMint'), toPublicKey(strategy.sharesMint)],
    [at('sharesMintAuthority'), toPublicKey(strategy.sharesMintAuthority)],
  ]);
  const config = loadGlobalConfig(context, at('globalConfig'));
  for (const name of ['tokenAVault', 'tokenBVault', 'tokenAAta', 'tokenBAta', 'userSharesAta']) {
    requireMut(at(name), name);
  }
  requireMut(at('sharesMint'), 'shares_mint');
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
  requireProgram(at('tokenProgram'), toPublicKey(TOKEN_PROGRAM_ID), 'token_program');
  requireAddress(
    at('instructionSysvarAccount'),
    SYSVAR_INSTRUCTIONS_PUBKEY,
    'instruction_sysvar_account',
    true,
  );
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
  loadMint(context, at('sharesMint'), toPublicKey(TOKEN_PROGRAM_ID), 'shares_mint');
  const infos = loadTokenInfos(context, at('tokenInfos'), config);

  if (config.blockDeposit !== 0n) throw liquidityFailure('GlobalDepositBlocked', SOURCE);
  if (strategy.depositBlocked) throw liquidityFailure('StrategyDepositBlocked', SOURCE);
  if (strategy.status !== 'Active')
    throw liquidityFailure('StrategyNotActiveWhenDepositing', SOURCE);
  if (tokenMaxA === 0n && tokenMaxB === 0n) throw liquidityFailure('DepositAmountsZero', SOURCE);
  if (strategy.allowDepositWithoutInvest === 0n && !investFollows(context)) {
    throw liquidityFailure('DepositWithoutInvestDisallowed', SOURCE);
  }

  const position = loadPoolPosition(context, strategy, at('pool'), at('position'));
  const dlmm = loadDlmmPosition(context, strategy, {
    pool: at('pool'),
    position: at('position'),
    binArrays: [at('tickArrayLower'), at('tickArrayUpper')],
  });
  const holdings = strategyHoldings(strategy, position, dlmm);
  const amounts = depositAmounts(holdings, tokenMaxA, tokenMaxB);
  if (amounts.a === 0n && amounts.b === 0n)
    throw liquidityFailure('NotEnoughTokensForRatio', SOURCE);
  const prices = {
    a: collateralPriceUsd(context, infos, strategy.tokenACollateralId, at('scopePricesA')),
    b: collateralPriceUsd(context, infos, strategy.tokenBCollateralId, at('scopePricesB')),
  };
  const shares = sharesForDeposit(amounts, holdings, prices);
  if (shares === 0n) throw liquidityFailure('AmountsRepresentZeroShares', SOURCE);
  const depositUsd = valueUsd(amounts, holdings, prices);
  if (strategy.depositCapUsdPerIxn > 0n && depositUsd.gt(strategy.depositCapUsdPerIxn.toString())) {
    throw liquidityFailure('CollateralTokensExceedDepositCapPerIxn', SOURCE);
  }
  const after = valueUsd({ a: holdings.totalA, b: holdings.totalB }, holdings, prices).plus(
    depositUsd,
  );
  if (strategy.depositCapUsd > 0n && after.gt(strategy.depositCapUsd.toString())) {
    throw liquidityFailure('CollateralTokensExceedDepositCap', SOURCE);
  }
  context.log(
    `Deposit: ${amounts.a} A, ${amounts.b} B for ${shares} shares (issued ${holdings.sharesIssued})`,
  );
  const sides = [
    [
      amounts.a,
      at('tokenAAta'),
      at('tokenAVault'),
      strategy.tokenATokenProgram,
      strategy.tokenAMint,
      strategy.tokenAMintDecimals,
    ],
    [
      amounts.b,
      at('tokenBAta'),
      at('tokenBVault'),
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
      authority: owner,
      amount,
      mint: transferMint(toPublicKey(program), toPublicKey(mint), decimals),
    });
  }
  tokenMintTo(context, {
    tokenProgram: toPublicKey(TOKEN_PROGRAM_ID),
    mint: toPublicKey(strategy.sharesMint),
    destination: at('userSharesAta').address,
    authority: toPublicKey(strategy.sharesMintAuthority),
    amount: shares,
    pdaSigned: true,
  });
  writeStrategy(context, loaded, {
    tokenAAmounts: strategy.tokenAAmounts + amounts.a,
    tokenBAmounts: strategy.tokenBAmounts + amounts.b,
    sharesIssued: strategy.sharesIssued + shares,
  });
}
