import { toPublicKey } from '@keel/chain-readers';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { tokenMintTo, tokenTransfer } from '../../runtime/token-cpi';
import { field, hasOne, mutable, signer } from '../account-checks';
import {
  checkMarketAuthority,
  loadMarket,
  loadReserve,
  writeData,
} from '../actions/action-accounts';
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
} from '../token-checks';

const CHECKS = 'lending_market/lending_checks.rs';

/** `DepositReserveLiquidity`: every account loaded in field order, then the constraints. */
function depositAccounts(context: InstructionContext) {
  const owner = field(context, 'owner');
  signer(owner, 'owner');
  const reserve = loadReserve(context, 'reserve');
  const market = loadMarket(context);
  const authority = field(context, 'lending_market_authority');
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
  const source = tokenAccount(
    context,
    field(context, 'user_source_liquidity'),
    'user_source_liquidity',
  );
  const destination = tokenAccount(
    context,
    field(context, 'user_destination_collateral'),
    'user_destination_collateral',
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
  mutable(supply.meta, 'reserve_liquidity_supply');
  addressIs(supply.meta, r.pubkey(RESERVE.liquiditySupplyVault), 'reserve_liquidity_supply');
  mutable(collateralMint.meta, 'reserve_collateral_mint');
  addressIs(collateralMint.meta, r.pubkey(RESERVE.collateralMint), 'reserve_collateral_mint');
  mutable(source.meta, 'user_source_liquidity');
  tokenMintIs(source, toPublicKey(supply.value.mint), 'user_source_liquidity');
  mutable(destination.meta, 'user_destination_collateral');
  tokenMintIs(destination, collateralMint.meta.address, 'user_destination_collateral');
  instructionsSysvar(sysvar, 'instruction_sysvar_account');
  return {
    owner,
    reserve,
    market,
    authority,
    liquidityMint,
    supply,
    collateralMint,
    source,
    destination,
    collateralProgram,
    liquidityProgram,
  };
}

/** `deposit_reserve_liquidity_checks` (the Token-2022 extension check is not emulated). */
function depositChecks(context: InstructionContext, a: ReturnType<typeof depositAccounts>) {
  const reserve = a.reserve.value;
  if (reserve.bytes.pubkey(RESERVE.liquiditySupplyVault).equals(a.source.meta.address)) {
    context.log('Reserve liquidity supply cannot be used as the source liquidity provided');
    throw klendError('InvalidAccountInput', { source: `${CHECKS}:152` });
  }
  if (reserve.bytes.pubkey(RESERVE.collateralSupplyVault).equals(a.destination.meta.address)) {
    context.log('Reserve collateral supply cannot be used as the destination collateral provided');
    throw klendError('InvalidAccountInput', { source: `${CHECKS}:156` });
  }
  checkReserveStatusAndVersion(context, reserve);
  if (reserve.config.blockCtokenUsage) {
    throw klendError('CTokenUsageBlocked', { source: `${CHECKS}:161` });
  }
}

/** deposit_reserve_liquidity: liquidity in, cTokens minted to the user at the exchange rate. */
export function depositReserveLiquidityHandler(context: InstructionContext, amount: bigint): void {
  const a = depositAccounts(context);
  depositChecks(context, a);
  const reserve = a.reserve.value;
  const { slot, unixTimestamp: now } = context.clock;
  const referralFeeBps = a.market.value.market.referralFeeBps;
  refreshReserveInterest(context, reserve, { slot, now, price: null, referralFeeBps });
  const vault = a.supply.meta.address;
  const initialBalance = tokenAmount(context, vault);
  const initialAvailable = reserve.bytes.u64(RESERVE.availableAmount);
  const result = depositReserveLiquidity(context, reserve, amount);
  context.log(
    `pnl: Depositing in reserve ${reserve.address.toBase58()} liquidity ${result.liquidityAmount}`,
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
    destination: a.destination.meta.address,
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
}
