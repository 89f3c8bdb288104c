import { toPublicKey } from '@keel/chain-readers';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { closeProgramAccount } from '../../runtime/system-cpi';
import { tokenBurn, tokenTransfer } from '../../runtime/token-cpi';
import { field, hasOne, mutable, optionalField, signer } from '../account-checks';
import {
  checkFarmsProgram,
  checkMarketAuthority,
  loadFarmsAccounts,
  loadMarket,
  loadObligation,
  loadReserve,
  writeData,
} from '../actions/action-accounts';
import { withdrawObligationCollateral } from '../actions/collateral-withdraw';
import { refreshFarmsAfterAction } from '../actions/farms-refresh';
import { checkRefresh } from '../actions/refresh-check';
import { checkReserveVersion } from '../actions/reserve-checks';
import { redeemReserveCollateral } from '../actions/reserve-collateral';
import { checkVaultAfterTransfer } from '../actions/vault-checks';
import { klendError } from '../anchor-errors';
import { RESERVE } from '../layout-offsets';
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

/** `WithdrawObligationCollateralAndRedeemReserveCollateral`: loaded, then constrained. */
function withdrawAccounts(context: InstructionContext) {
  const owner = field(context, 'owner');
  signer(owner, 'owner');
  const obligation = loadObligation(context);
  const market = loadMarket(context);
  const authority = field(context, 'lending_market_authority');
  const reserve = loadReserve(context, 'withdraw_reserve');
  const liquidityMint = mintAccount(
    context,
    field(context, 'reserve_liquidity_mint'),
    'reserve_liquidity_mint',
  );
  const collateralVault = tokenAccount(
    context,
    field(context, 'reserve_source_collateral'),
    'reserve_source_collateral',
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
  const destination = tokenAccount(
    context,
    field(context, 'user_destination_liquidity'),
    'user_destination_liquidity',
  );
  optionalField(context, 'placeholder_user_destination_collateral');
  const collateralProgram = field(context, 'collateral_token_program');
  programAccount(collateralProgram, toPublicKey(TOKEN_PROGRAM), 'collateral_token_program');
  const liquidityProgram = field(context, 'liquidity_token_program');
  tokenInterface(liquidityProgram, 'liquidity_token_program');
  const sysvar = field(context, 'instruction_sysvar_account');

  mutable(owner, 'owner');
  mutable(obligation.meta, 'obligation');
  hasOne(obligation.value.lendingMarket, market.meta.address, 'obligation');
  hasOne(obligation.value.owner, owner.address, 'obligation');
  checkMarketAuthority(authority, market);
  mutable(reserve.meta, 'withdraw_reserve');
  hasOne(reserve.value.lendingMarket, market.meta.address, 'withdraw_reserve');
  const r = reserve.value.bytes;
  addressIs(liquidityMint.meta, r.pubkey(RESERVE.liquidityMint), 'reserve_liquidity_mint');
  mintProgramIs(liquidityMint, liquidityProgram.address, 'reserve_liquidity_mint');
  mutable(collateralVault.meta, 'reserve_source_collateral');
  addressIs(
    collateralVault.meta,
    r.pubkey(RESERVE.collateralSupplyVault),
    'reserve_source_collateral',
  );
  mutable(collateralMint.meta, 'reserve_collateral_mint');
  addressIs(collateralMint.meta, r.pubkey(RESERVE.collateralMint), 'reserve_collateral_mint');
  mutable(supply.meta, 'reserve_liquidity_supply');
  addressIs(supply.meta, r.pubkey(RESERVE.liquiditySupplyVault), 'reserve_liquidity_supply');
  mutable(destination.meta, 'user_destination_liquidity');
  tokenMintIs(destination, r.pubkey(RESERVE.liquidityMint), 'user_destination_liquidity');
  tokenOwnerIs(destination, owner.address, 'user_destination_liquidity');
  instructionsSysvar(sysvar, 'instruction_sysvar_account');
  return {
    owner,
    obligation,
    market,
    authority,
    reserve,
    liquidityMint,
    collateralVault,
    collateralMint,
    supply,
    destination,
    collateralProgram,
    liquidityProgram,
  };
}

type WithdrawAccounts = ReturnType<typeof withdrawAccounts>;

/** `process_impl`: withdrawn cTokens burnt from the vault, their liquidity sent to the user. */
function withdrawImpl(context: InstructionContext, a: WithdrawAccounts, amount: bigint): void {
  const reserve = a.reserve.value;
  checkReserveVersion(context, reserve, 276);
  if (reserve.bytes.pubkey(RESERVE.liquiditySupplyVault).equals(a.destination.meta.address)) {
    context.log('Reserve liquidity supply cannot be used as the destination liquidity provided');
    throw klendError('InvalidAccountInput', { source: 'lending_market/lending_checks.rs:281' });
  }
  const obligation = a.obligation.value;
  const vault = a.supply.meta.address;
  const initialBalance = tokenAmount(context, vault);
  const initialAvailable = reserve.bytes.u64(RESERVE.availableAmount);
  const collateral = withdrawObligationCollateral({
    context,
    market: a.market.value,
    reserve,
    obligation,
    amount,
  });
  const liquidity = redeemReserveCollateral(context, reserve, collateral);
  context.log(
    `pnl: Withdraw obligation collateral ${collateral} and redeem reserve collateral ${liquidity}`,
  );
  tokenBurn(context, {
    tokenProgram: a.collateralProgram.address,
    mint: a.collateralMint.meta.address,
    source: a.collateralVault.meta.address,
    authority: a.authority.address,
    amount: collateral,
    pdaSigned: true,
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
  writeData(context, a.obligation, obligation.bytes.data);
  if (obligation.activeDeposits().length === 0 && obligation.activeBorrows().length === 0) {
    context.log('Closing account');
    closeProgramAccount(context, {
      address: a.obligation.meta.address,
      destination: a.owner.address,
    });
  }
}

/** withdraw_obligation_collateral_and_redeem_reserve_collateral: refreshes checked first. */
export function withdrawAndRedeemV1(context: InstructionContext, amount: bigint): void {
  const a = withdrawAccounts(context);
  checkRefresh(
    context,
    [{ reserve: a.reserve.value, kind: 'Collateral' }],
    a.obligation.meta.address,
  );
  withdrawImpl(context, a, amount);
}

/** …_v2: the collateral farm's stake refreshed by CPI afterwards. */
export function withdrawAndRedeemV2(context: InstructionContext, amount: bigint): void {
  const a = withdrawAccounts(context);
  const farms = loadFarmsAccounts(context);
  checkFarmsProgram(context);
  withdrawImpl(context, a, amount);
  refreshFarmsAfterAction(context, {
    reserve: a.reserve.value,
    kind: 'Collateral',
    obligation: a.obligation.meta.address,
    lendingMarket: a.market.meta.address,
    marketAuthority: a.authority.address,
    ...farms,
  });
}
