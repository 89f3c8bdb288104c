import { toPublicKey } from '@keel/chain-readers';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { tokenBurn, tokenTransfer } from '../../runtime/token-cpi';
import { field, hasOne, mutable, signer } from '../account-checks';
import {
  checkMarketAuthority,
  loadMarket,
  loadReserve,
  writeData,
} from '../actions/action-accounts';
import { checkReserveVersion } from '../actions/reserve-checks';
import { redeemReserveCollateral } from '../actions/reserve-collateral';
import { checkVaultAfterTransfer } from '../actions/vault-checks';
import { klendError } from '../anchor-errors';
import { RESERVE } from '../layout-offsets';
import { refreshReserveInterest } from '../reserve-refresh';
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
  tokenMintIs,
  tokenOwnerIs,
} from '../token-checks';

const CHECKS = 'lending_market/lending_checks.rs';

/** `RedeemReserveCollateral`: every account loaded in field order, then the constraints. */
function redeemAccounts(context: InstructionContext) {
  const owner = field(context, 'owner');
  signer(owner, 'owner');
  const market = loadMarket(context);
  const reserve = loadReserve(context, 'reserve');
  const authority = field(context, 'lending_market_authority');
  const liquidityMint = mintAccount(
    context,
    field(context, 'reserve_liquidity_mint'),
    'reserve_liquidity_mint',
  );
  const collateralMint = mintAccount(
    context,
    field(context, 'reserve_collateral_mint'),
    'reserve_collateral_mint',
  );
  const supply = tokenAccount(
    context,
    field(context, 'reserve_liquidity_supply'),
    'reserve_liquidity_supply',
  );
  const source = tokenAccount(
    context,
    field(context, 'user_source_collateral'),
    'user_source_collateral',
  );
  const destination = tokenAccount(
    context,
    field(context, 'user_destination_liquidity'),
    'user_destination_liquidity',
  );
  const collateralProgram = field(context, 'collateral_token_program');
  programAccount(collateralProgram, toPublicKey(TOKEN_PROGRAM), 'collateral_token_program');
  const liquidityProgram = field(context, 'liquidity_token_program');
  tokenInterface(liquidityProgram, 'liquidity_token_program');
  const sysvar = field(context, 'instruction_sysvar_account');

  mutable(reserve.meta, 'reserve');
  hasOne(reserve.value.lendingMarket, market.meta.address, 'reserve');
  checkMarketAuthority(authority, market);
  const r = reserve.value.bytes;
  addressIs(liquidityMint.meta, r.pubkey(RESERVE.liquidityMint), 'reserve_liquidity_mint');
  mintProgramIs(liquidityMint, liquidityProgram.address, 'reserve_liquidity_mint');
  mutable(collateralMint.meta, 'reserve_collateral_mint');
  addressIs(collateralMint.meta, r.pubkey(RESERVE.collateralMint), 'reserve_collateral_mint');
  mutable(supply.meta, 'reserve_liquidity_supply');
  addressIs(supply.meta, r.pubkey(RESERVE.liquiditySupplyVault), 'reserve_liquidity_supply');
  mutable(source.meta, 'user_source_collateral');
  tokenMintIs(source, collateralMint.meta.address, 'user_source_collateral');
  mutable(destination.meta, 'user_destination_liquidity');
  tokenMintIs(destination, r.pubkey(RESERVE.liquidityMint), 'user_destination_liquidity');
  tokenOwnerIs(destination, owner.address, 'user_destination_liquidity');
  instructionsSysvar(sysvar, 'instruction_sysvar_account');
  return {
    owner,
    reserve,
    market,
    authority,
    liquidityMint,
    collateralMint,
    supply,
    source,
    destination,
    collateralProgram,
    liquidityProgram,
  };
}

/** `redeem_reserve_collateral_checks` (the Token-2022 extension check is not emulated). */
function redeemChecks(context: InstructionContext, a: ReturnType<typeof redeemAccounts>) {
  const reserve = a.reserve.value;
  if (reserve.bytes.pubkey(RESERVE.collateralSupplyVault).equals(a.source.meta.address)) {
    context.log('Reserve collateral supply cannot be used as the source collateral provided');
    throw klendError('InvalidAccountInput', { source: `${CHECKS}:248` });
  }
  if (reserve.bytes.pubkey(RESERVE.liquiditySupplyVault).equals(a.destination.meta.address)) {
    context.log('Reserve liquidity supply cannot be used as the destination liquidity provided');
    throw klendError('InvalidAccountInput', { source: `${CHECKS}:253` });
  }
  checkReserveVersion(context, reserve, 258);
}

/** redeem_reserve_collateral: cTokens burnt, their liquidity (floored) sent to the user. */
export function redeemReserveCollateralHandler(context: InstructionContext, amount: bigint): void {
  const a = redeemAccounts(context);
  redeemChecks(context, a);
  const reserve = a.reserve.value;
  const vault = a.supply.meta.address;
  // Taken before the refresh, as the program does (a refresh leaves the available amount).
  const initialBalance = tokenAmount(context, vault);
  const initialAvailable = reserve.bytes.u64(RESERVE.availableAmount);
  const { slot, unixTimestamp: now } = context.clock;
  const referralFeeBps = a.market.value.market.referralFeeBps;
  refreshReserveInterest(context, reserve, { slot, now, price: null, referralFeeBps });
  const liquidity = redeemReserveCollateral(context, reserve, amount);
  context.log(`pnl: Redeeming reserve collateral ${liquidity}`);
  tokenBurn(context, {
    tokenProgram: a.collateralProgram.address,
    mint: a.collateralMint.meta.address,
    source: a.source.meta.address,
    authority: a.owner.address,
    amount,
  });
  tokenTransfer(context, {
    tokenProgram: a.liquidityProgram.address,
    source: vault,
    destination: a.destination.meta.address,
    authority: a.authority.address,
    amount: liquidity,
    mint: { address: a.liquidityMint.meta.address, decimals: a.liquidityMint.value.decimals },
    pdaSigned: true,
  });
  checkVaultAfterTransfer(context, {
    vault,
    available: reserve.bytes.u64(RESERVE.availableAmount),
    initialBalance,
    initialAvailable,
    change: -liquidity,
  });
  writeData(context, a.reserve, reserve.bytes.data);
}
