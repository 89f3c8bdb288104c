import { toPublicKey } from '@keel/chain-readers';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { tokenMintTo, tokenTransfer } from '../../runtime/token-cpi';
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
import { depositObligationCollateral } from '../actions/collateral-deposit';
import { refreshFarmsAfterAction } from '../actions/farms-refresh';
import { checkRefresh } from '../actions/refresh-check';
import { checkReserveStatusAndVersion } from '../actions/reserve-checks';
import { depositReserveLiquidity } from '../actions/reserve-collateral';
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

/** `DepositReserveLiquidityAndObligationCollateral`: loaded in field order, then constrained. */
function depositAccounts(context: InstructionContext) {
  const owner = field(context, 'owner');
  signer(owner, 'owner');
  const obligation = loadObligation(context);
  const market = loadMarket(context);
  const authority = field(context, 'lending_market_authority');
  const reserve = loadReserve(context, 'reserve');
  const liquidityMint = mintAccount(
    context,
    field(context, 'reserve_liquidity_mint'),
    'reserve_liquidity_mint',
  );
  const supply = tokenAccount(
    context,
    field(context, 'reserve_liquidity_supply'),
    'reserve_liquidity_supply',
  );
  const collateralMint = mintAccount(
    context,
    field(context, 'reserve_collateral_mint'),
    'reserve_collateral_mint',
  );
  const collateralVault = tokenAccount(
    context,
    field(context, 'reserve_destination_deposit_collateral'),
    'reserve_destination_deposit_collateral',
  );
  const source = tokenAccount(
    context,
    field(context, 'user_source_liquidity'),
    'user_source_liquidity',
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
  mutable(reserve.meta, 'reserve');
  hasOne(reserve.value.lendingMarket, market.meta.address, 'reserve');
  const r = reserve.value.bytes;
  addressIs(liquidityMint.meta, r.pubkey(RESERVE.liquidityMint), 'reserve_liquidity_mint');
  mintProgramIs(liquidityMint, liquidityProgram.address, 'reserve_liquidity_mint');
  mutable(supply.meta, 'reserve_liquidity_supply');
  addressIs(supply.meta, r.pubkey(RESERVE.liquiditySupplyVault), 'reserve_liquidity_supply');
  mutable(collateralMint.meta, 'reserve_collateral_mint');
  addressIs(collateralMint.meta, r.pubkey(RESERVE.collateralMint), 'reserve_collateral_mint');
  const vaultName = 'reserve_destination_deposit_collateral';
  mutable(collateralVault.meta, vaultName);
  addressIs(collateralVault.meta, r.pubkey(RESERVE.collateralSupplyVault), vaultName);
  mutable(source.meta, 'user_source_liquidity');
  tokenMintIs(source, r.pubkey(RESERVE.liquidityMint), 'user_source_liquidity');
  tokenOwnerIs(source, owner.address, 'user_source_liquidity');
  instructionsSysvar(sysvar, 'instruction_sysvar_account');
  return {
    owner,
    obligation,
    market,
    authority,
    reserve,
    liquidityMint,
    supply,
    collateralMint,
    collateralVault,
    source,
    collateralProgram,
    liquidityProgram,
  };
}

type DepositAccounts = ReturnType<typeof depositAccounts>;

/** `process_impl`: cTokens minted straight into the collateral vault and recorded. */
function depositImpl(context: InstructionContext, a: DepositAccounts, amount: bigint): void {
  const reserve = a.reserve.value;
  context.log(
    `DepositReserveLiquidityAndObligationCollateral Reserve ${reserve.address.toBase58()} amount ${amount}`,
  );
  if (reserve.bytes.pubkey(RESERVE.liquiditySupplyVault).equals(a.source.meta.address)) {
    context.log('Reserve liquidity supply cannot be used as the source liquidity provided');
    throw klendError('InvalidAccountInput', { source: 'lending_market/lending_checks.rs:181' });
  }
  checkReserveStatusAndVersion(context, reserve);
  const vault = a.supply.meta.address;
  const initialBalance = tokenAmount(context, vault);
  const initialAvailable = reserve.bytes.u64(RESERVE.availableAmount);
  // No refresh first: the reserve must already be fresh; the refresh after clears its stale flag.
  const result = depositReserveLiquidity(context, reserve, amount);
  const { slot, unixTimestamp: now } = context.clock;
  const referralFeeBps = a.market.value.market.referralFeeBps;
  refreshReserveInterest(context, reserve, { slot, now, price: null, referralFeeBps });
  depositObligationCollateral({
    context,
    market: a.market.value,
    reserve,
    obligation: a.obligation.value,
    amount: result.collateralAmount,
  });
  context.log(
    `pnl: Deposit reserve liquidity ${result.liquidityAmount} and obligation collateral ${result.collateralAmount}`,
  );
  tokenTransfer(context, {
    tokenProgram: a.liquidityProgram.address,
    source: a.source.meta.address,
    destination: vault,
    authority: a.owner.address,
    amount: result.liquidityAmount,
    mint: { address: a.liquidityMint.meta.address, decimals: a.liquidityMint.value.decimals },
  });
  tokenMintTo(context, {
    tokenProgram: a.collateralProgram.address,
    mint: a.collateralMint.meta.address,
    destination: a.collateralVault.meta.address,
    authority: a.authority.address,
    amount: result.collateralAmount,
    pdaSigned: true,
  });
  checkVaultAfterTransfer(context, {
    vault,
    available: reserve.bytes.u64(RESERVE.availableAmount),
    initialBalance,
    initialAvailable,
    change: result.liquidityAmount,
  });
  writeData(context, a.reserve, reserve.bytes.data);
  writeData(context, a.obligation, a.obligation.value.bytes.data);
}

/** deposit_reserve_liquidity_and_obligation_collateral: refreshes around it checked first. */
export function depositLiquidityAndCollateralV1(context: InstructionContext, amount: bigint) {
  const a = depositAccounts(context);
  checkRefresh(
    context,
    [{ reserve: a.reserve.value, kind: 'Collateral' }],
    a.obligation.meta.address,
  );
  depositImpl(context, a, amount);
}

/** …_v2: the collateral farm's stake refreshed by CPI afterwards. */
export function depositLiquidityAndCollateralV2(context: InstructionContext, amount: bigint) {
  const a = depositAccounts(context);
  const farms = loadFarmsAccounts(context);
  checkFarmsProgram(context);
  depositImpl(context, a, amount);
  refreshFarmsAfterAction(context, {
    reserve: a.reserve.value,
    kind: 'Collateral',
    obligation: a.obligation.meta.address,
    lendingMarket: a.market.meta.address,
    marketAuthority: a.authority.address,
    ...farms,
  });
}
