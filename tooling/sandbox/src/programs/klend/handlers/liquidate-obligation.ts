import { toPublicKey } from '@keel/chain-readers';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../../chain/execution/instruction-context';
import { tokenBurn, tokenTransfer } from '../../runtime/token-cpi';
import { field, hasOne, mutable, remainingAccounts, signer } from '../account-checks';
import {
  checkFarmsProgram,
  checkMarketAuthority,
  loadFarmsAccounts,
  loadMarket,
  loadObligation,
  loadReserve,
  writeData,
} from '../actions/action-accounts';
import { refreshFarmsAfterAction } from '../actions/farms-refresh';
import { type LiquidateResult, liquidateAndRedeem } from '../actions/liquidate-operation';
import { checkRefresh } from '../actions/refresh-check';
import { checkReserveVersion } from '../actions/reserve-checks';
import { available } from '../actions/reserve-liquidity';
import { checkVaultAfterTransfer } from '../actions/vault-checks';
import { klendError } from '../anchor-errors';
import { RESERVE } from '../layout-offsets';
import { RemainingAccounts } from '../remaining-accounts';
import { PROGRAM_VERSION } from '../reserve-account';
import {
  addressIs,
  instructionsSysvar,
  mintAccount,
  mintProgramIs,
  programAccount,
  TOKEN_PROGRAM,
  tokenAccount,
  tokenAmount,
  tokenInterface,
} from '../token-checks';

const CHECKS = 'lending_market/lending_checks.rs';

export interface LiquidateArgs {
  liquidityAmount: bigint;
  minAcceptableReceivedLiquidityAmount: bigint;
  maxAllowedLtvOverridePercent: bigint;
}

/** `LiquidateObligationAndRedeemReserveCollateral`: loaded in field order, then constrained. */
function liquidateAccounts(context: InstructionContext) {
  const liquidator = field(context, 'liquidator');
  signer(liquidator, 'liquidator');
  const obligation = loadObligation(context);
  const market = loadMarket(context);
  const authority = field(context, 'lending_market_authority');
  const repay = loadReserve(context, 'repay_reserve');
  const load = (name: string) => tokenAccount(context, field(context, name), name);
  const loadMint = (name: string) => mintAccount(context, field(context, name), name);
  const repayMint = loadMint('repay_reserve_liquidity_mint');
  const repaySupply = load('repay_reserve_liquidity_supply');
  const loaded = loadReserve(context, 'withdraw_reserve');
  // One reserve passed as both: the program's two loaders read and write the same data.
  const withdraw = loaded.meta.address.equals(repay.meta.address)
    ? { ...loaded, value: repay.value }
    : loaded;
  const withdrawMint = loadMint('withdraw_reserve_liquidity_mint');
  const collateralMint = loadMint('withdraw_reserve_collateral_mint');
  const collateralSupply = load('withdraw_reserve_collateral_supply');
  const withdrawSupply = load('withdraw_reserve_liquidity_supply');
  const feeReceiver = load('withdraw_reserve_liquidity_fee_receiver');
  const source = load('user_source_liquidity');
  const destinationCollateral = load('user_destination_collateral');
  const destination = load('user_destination_liquidity');
  const collateralProgram = field(context, 'collateral_token_program');
  programAccount(collateralProgram, toPublicKey(TOKEN_PROGRAM), 'collateral_token_program');
  const repayProgram = field(context, 'repay_liquidity_token_program');
  tokenInterface(repayProgram, 'repay_liquidity_token_program');
  const withdrawProgram = field(context, 'withdraw_liquidity_token_program');
  tokenInterface(withdrawProgram, 'withdraw_liquidity_token_program');
  const sysvar = field(context, 'instruction_sysvar_account');

  mutable(obligation.meta, 'obligation');
  hasOne(obligation.value.lendingMarket, market.meta.address, 'obligation');
  checkMarketAuthority(authority, market);
  mutable(repay.meta, 'repay_reserve');
  hasOne(repay.value.lendingMarket, market.meta.address, 'repay_reserve');
  const r = repay.value.bytes;
  addressIs(repayMint.meta, r.pubkey(RESERVE.liquidityMint), 'repay_reserve_liquidity_mint');
  mintProgramIs(repayMint, repayProgram.address, 'repay_reserve_liquidity_mint');
  mutable(repaySupply.meta, 'repay_reserve_liquidity_supply');
  addressIs(
    repaySupply.meta,
    r.pubkey(RESERVE.liquiditySupplyVault),
    'repay_reserve_liquidity_supply',
  );
  mutable(withdraw.meta, 'withdraw_reserve');
  hasOne(withdraw.value.lendingMarket, market.meta.address, 'withdraw_reserve');
  const w = withdraw.value.bytes;
  const withdrawAt = (name: string, meta: AccountMetaView, offset: number) => {
    mutable(meta, name);
    addressIs(meta, w.pubkey(offset), name);
  };
  addressIs(withdrawMint.meta, w.pubkey(RESERVE.liquidityMint), 'withdraw_reserve_liquidity_mint');
  mintProgramIs(withdrawMint, withdrawProgram.address, 'withdraw_reserve_liquidity_mint');
  withdrawAt('withdraw_reserve_collateral_mint', collateralMint.meta, RESERVE.collateralMint);
  withdrawAt(
    'withdraw_reserve_collateral_supply',
    collateralSupply.meta,
    RESERVE.collateralSupplyVault,
  );
  withdrawAt(
    'withdraw_reserve_liquidity_supply',
    withdrawSupply.meta,
    RESERVE.liquiditySupplyVault,
  );
  withdrawAt(
    'withdraw_reserve_liquidity_fee_receiver',
    feeReceiver.meta,
    RESERVE.liquidityFeeVault,
  );
  mutable(source.meta, 'user_source_liquidity');
  mutable(destinationCollateral.meta, 'user_destination_collateral');
  mutable(destination.meta, 'user_destination_liquidity');
  instructionsSysvar(sysvar, 'instruction_sysvar_account');
  return {
    liquidator,
    obligation,
    market,
    authority,
    repay,
    repayMint,
    repaySupply,
    withdraw,
    withdrawMint,
    collateralMint,
    collateralSupply,
    withdrawSupply,
    feeReceiver,
    source,
    destinationCollateral,
    destination,
    collateralProgram,
    repayProgram,
    withdrawProgram,
  };
}

type LiquidateAccounts = ReturnType<typeof liquidateAccounts>;

/** `liquidate_obligation_checks` then `redeem_reserve_collateral_checks` (no Token-2022 check). */
function liquidateChecks(context: InstructionContext, a: LiquidateAccounts): void {
  const fail = (message: string, line: number) => {
    context.log(message);
    return klendError('InvalidAccountInput', { source: `${CHECKS}:${line}` });
  };
  const source = a.source.meta.address;
  const collateral = a.destinationCollateral.meta.address;
  const reserves = [
    [a.repay.value, 'Repay', [202, 208, 213]],
    [a.withdraw.value, 'Withdraw', [218, 222, 227]],
  ] as const;
  for (const [reserve, name, [liquidityLine, collateralLine, versionLine]] of reserves) {
    if (reserve.bytes.pubkey(RESERVE.liquiditySupplyVault).equals(source)) {
      throw fail(
        `${name} reserve liquidity supply cannot be used as the source liquidity provided`,
        liquidityLine,
      );
    }
    if (reserve.bytes.pubkey(RESERVE.collateralSupplyVault).equals(collateral)) {
      throw fail(
        `${name} reserve collateral supply cannot be used as the destination collateral provided`,
        collateralLine,
      );
    }
    // The program's message names the withdraw reserve for both.
    if (reserve.version !== PROGRAM_VERSION) {
      context.log('Withdraw reserve version does not match the program version');
      throw klendError('ReserveDeprecated', { source: `${CHECKS}:${versionLine}` });
    }
  }
  const w = a.withdraw.value;
  if (w.bytes.pubkey(RESERVE.collateralSupplyVault).equals(collateral)) {
    throw fail('Reserve collateral supply cannot be used as the source collateral provided', 248);
  }
  if (w.bytes.pubkey(RESERVE.liquiditySupplyVault).equals(a.destination.meta.address)) {
    throw fail(
      'Reserve liquidity supply cannot be used as the destination liquidity provided',
      253,
    );
  }
  checkReserveVersion(context, w, 258);
}

/** The repayment in, the cTokens out, then their redemption and the protocol's fee. */
function transfers(context: InstructionContext, a: LiquidateAccounts, result: LiquidateResult) {
  const withdrawMint = {
    address: a.withdrawMint.meta.address,
    decimals: a.withdrawMint.value.decimals,
  };
  tokenTransfer(context, {
    tokenProgram: a.repayProgram.address,
    source: a.source.meta.address,
    destination: a.repaySupply.meta.address,
    authority: a.liquidator.address,
    amount: result.repayAmount,
    mint: { address: a.repayMint.meta.address, decimals: a.repayMint.value.decimals },
  });
  tokenTransfer(context, {
    tokenProgram: a.collateralProgram.address,
    source: a.collateralSupply.meta.address,
    destination: a.destinationCollateral.meta.address,
    authority: a.authority.address,
    amount: result.withdrawAmount,
    pdaSigned: true,
  });
  if (result.redeemed === null) return;
  tokenBurn(context, {
    tokenProgram: a.collateralProgram.address,
    mint: a.collateralMint.meta.address,
    source: a.destinationCollateral.meta.address,
    authority: a.liquidator.address,
    amount: result.withdrawCollateralAmount,
  });
  tokenTransfer(context, {
    tokenProgram: a.withdrawProgram.address,
    source: a.withdrawSupply.meta.address,
    destination: a.destination.meta.address,
    authority: a.authority.address,
    amount: result.redeemed.liquidity,
    mint: withdrawMint,
    pdaSigned: true,
  });
  tokenTransfer(context, {
    tokenProgram: a.withdrawProgram.address,
    source: a.destination.meta.address,
    destination: a.feeReceiver.meta.address,
    authority: a.liquidator.address,
    amount: result.redeemed.protocolFee,
    mint: withdrawMint,
  });
}

/** `process_impl`. */
function liquidateImpl(
  context: InstructionContext,
  a: LiquidateAccounts,
  args: LiquidateArgs,
): void {
  context.log(
    `LiquidateObligationAndRedeemReserveCollateral amount ${args.liquidityAmount} max_allowed_ltv_override_percent ${args.maxAllowedLtvOverridePercent}`,
  );
  liquidateChecks(context, a);
  const obligation = a.obligation.value;
  if (a.liquidator.address.equals(obligation.owner) && args.maxAllowedLtvOverridePercent > 0n) {
    // Only the staging build honours the override.
    context.log('Warning! Attempting to set an ltv override outside the staging program');
  }
  const repay = a.repay.value;
  const withdraw = a.withdraw.value;
  const withdrawVault = a.withdrawSupply.meta.address;
  const repayVault = a.repaySupply.meta.address;
  const initial = {
    withdrawBalance: tokenAmount(context, withdrawVault),
    repayBalance: tokenAmount(context, repayVault),
    repayAvailable: available(repay),
    withdrawAvailable: available(withdraw),
  };
  const remaining = new RemainingAccounts(context);
  remaining.adopt(repay);
  remaining.adopt(withdraw);
  const result = liquidateAndRedeem({
    context,
    market: a.market.value,
    repayReserve: repay,
    withdrawReserve: withdraw,
    obligation,
    amount: args.liquidityAmount,
    minReceived: args.minAcceptableReceivedLiquidityAmount,
    depositReserves: remainingAccounts(context),
    remaining,
  });
  transfers(context, a, result);
  const sameVault = withdrawVault.equals(repayVault);
  if (result.redeemed !== null) {
    const outflow = result.redeemed.liquidity - (sameVault ? result.repayAmount : 0n);
    checkVaultAfterTransfer(context, {
      vault: withdrawVault,
      available: available(withdraw),
      initialBalance: initial.withdrawBalance,
      initialAvailable: initial.withdrawAvailable,
      change: -outflow,
    });
  }
  if (!sameVault || result.redeemed === null) {
    checkVaultAfterTransfer(context, {
      vault: repayVault,
      available: available(repay),
      initialBalance: initial.repayBalance,
      initialAvailable: initial.repayAvailable,
      change: result.repayAmount,
    });
  }
  // `post_liquidate_repay_amount_check`.
  if (args.liquidityAmount < result.repayAmount) {
    throw klendError('InsufficientRepayAmount', {
      source: `${CHECKS}:697`,
      values: [args.liquidityAmount.toString(), result.repayAmount.toString()],
    });
  }
  remaining.writeBack();
  writeData(context, a.repay, repay.bytes.data);
  writeData(context, a.withdraw, withdraw.bytes.data);
  writeData(context, a.obligation, obligation.bytes.data);
}

/** liquidate_obligation_and_redeem_reserve_collateral: the refreshes around it checked first. */
export function liquidateV1(context: InstructionContext, args: LiquidateArgs): void {
  const a = liquidateAccounts(context);
  checkRefresh(
    context,
    [
      { reserve: a.withdraw.value, kind: 'Collateral' },
      { reserve: a.repay.value, kind: 'Debt' },
    ],
    a.obligation.meta.address,
  );
  liquidateImpl(context, a, args);
}

/** …_v2: the obligation's collateral and debt farms refreshed by CPI afterwards. */
export function liquidateV2(context: InstructionContext, args: LiquidateArgs): void {
  const a = liquidateAccounts(context);
  const collateralFarms = loadFarmsAccounts(context, 'collateralFarmsAccounts');
  const debtFarms = loadFarmsAccounts(context, 'debtFarmsAccounts');
  checkFarmsProgram(context);
  liquidateImpl(context, a, args);
  const common = {
    obligation: a.obligation.meta.address,
    lendingMarket: a.market.meta.address,
    marketAuthority: a.authority.address,
  };
  refreshFarmsAfterAction(context, {
    reserve: a.withdraw.value,
    kind: 'Collateral',
    ...common,
    ...collateralFarms,
  });
  refreshFarmsAfterAction(context, {
    reserve: a.repay.value,
    kind: 'Debt',
    ...common,
    ...debtFarms,
  });
}
