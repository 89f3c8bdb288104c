import {
  decodeUserState,
  FARMS_PROGRAM_ID,
  farmUserStatePda,
  toPublicKey,
  type UserState,
} from '@keel/chain-readers';
import {
  PublicKey,
  SYSVAR_INSTRUCTIONS_PUBKEY,
  SYSVAR_RENT_PUBKEY,
  SystemProgram,
} from '@solana/web3.js';
import type { TestChain } from '../../test-support/test-chain';
import type { WorldObligation, WorldReserve } from '../../world/types';
import { ata, marketAuthority, tokenProgramOf, u64Arg } from './action-test-kit';
import type { KlendInstructionName } from './instructions';
import { klendInstruction } from './test-instructions';
import { TOKEN_PROGRAM } from './token-checks';

/* Test support: obligation farms and the combined collateral instructions (V1 and V2). */

export interface ObligationReserve {
  obligation: WorldObligation;
  reserve: WorldReserve;
  owner: PublicKey;
}

export const collateralFarm = (r: WorldReserve) => new PublicKey(r.farmCollateral ?? '');

export function obligationFarmUser(input: ObligationReserve): PublicKey {
  return toPublicKey(
    farmUserStatePda(collateralFarm(input.reserve), new PublicKey(input.obligation.address))
      .address,
  );
}

export function readFarmUser(t: TestChain, address: PublicKey): UserState | null {
  const account = t.chain.ledger.readAccount(address);
  return account === null ? null : decodeUserState(address, account);
}

const byte = (value: number) => Uint8Array.of(value);

export function initObligationFarmsIx(t: TestChain, input: ObligationReserve, mode = 0) {
  const { reserve: r } = input;
  return klendInstruction(
    'initObligationFarmsForReserve',
    {
      payer: input.owner,
      owner: input.owner,
      obligation: new PublicKey(input.obligation.address),
      // Writable, as the web3.js SDK sends it: farms 0.16's initialize_user wants `authority` mut.
      lendingMarketAuthority: { address: marketAuthority(t, r), writable: false },
      reserve: new PublicKey(r.address),
      reserveFarmState: collateralFarm(r),
      obligationFarm: obligationFarmUser(input),
      lendingMarket: new PublicKey(input.obligation.marketAddress),
      farmsProgram: toPublicKey(FARMS_PROGRAM_ID),
      rent: SYSVAR_RENT_PUBKEY,
      systemProgram: SystemProgram.programId,
    },
    byte(mode),
  );
}

/** The reserve's farm of the mode's kind (0 collateral, 1 debt) and the obligation's user in it. */
function farmOfMode(input: ObligationReserve, mode: number) {
  const farm = new PublicKey(
    (mode === 1 ? input.reserve.farmDebt : input.reserve.farmCollateral) ?? '',
  );
  const user = farmUserStatePda(farm, new PublicKey(input.obligation.address)).address;
  return { farm, user };
}

export function refreshObligationFarmsIx(t: TestChain, input: ObligationReserve, mode = 0) {
  const { reserve: r } = input;
  const { farm, user } = farmOfMode(input, mode);
  return klendInstruction(
    'refreshObligationFarmsForReserve',
    {
      crank: input.owner,
      'baseAccounts.obligation': new PublicKey(input.obligation.address),
      'baseAccounts.lendingMarketAuthority': marketAuthority(t, r),
      'baseAccounts.reserve': new PublicKey(r.address),
      'baseAccounts.reserveFarmState': farm,
      'baseAccounts.obligationFarmUserState': toPublicKey(user),
      'baseAccounts.lendingMarket': new PublicKey(input.obligation.marketAddress),
      farmsProgram: toPublicKey(FARMS_PROGRAM_ID),
      rent: SYSVAR_RENT_PUBKEY,
      systemProgram: SystemProgram.programId,
    },
    byte(mode),
  );
}

type Accounts = Record<string, PublicKey | null>;

/** The V2 form: the V1 accounts under `group.`, then the farm accounts and the farms program. */
function v2(group: string, accounts: Accounts, farms: Accounts): Accounts {
  const nested = Object.fromEntries(Object.entries(accounts).map(([k, v]) => [`${group}.${k}`, v]));
  return { ...nested, ...farms, farmsProgram: toPublicKey(FARMS_PROGRAM_ID) };
}

function farmAccounts(input: ObligationReserve, withFarm: boolean): Accounts {
  return withFarm
    ? {
        'farmsAccounts.obligationFarmUserState': obligationFarmUser(input),
        'farmsAccounts.reserveFarmState': collateralFarm(input.reserve),
      }
    : { 'farmsAccounts.obligationFarmUserState': null, 'farmsAccounts.reserveFarmState': null };
}

export function depositAndCollateralIx(
  t: TestChain,
  input: ObligationReserve & { amount: bigint; version: 1 | 2; withFarm?: boolean },
) {
  const { reserve: r, owner } = input;
  const accounts: Accounts = {
    owner,
    obligation: new PublicKey(input.obligation.address),
    lendingMarket: new PublicKey(input.obligation.marketAddress),
    lendingMarketAuthority: marketAuthority(t, r),
    reserve: new PublicKey(r.address),
    reserveLiquidityMint: new PublicKey(r.mint),
    reserveLiquiditySupply: new PublicKey(r.liquiditySupplyVault),
    reserveCollateralMint: new PublicKey(r.collateralMint),
    reserveDestinationDepositCollateral: new PublicKey(r.collateralSupplyVault),
    userSourceLiquidity: ata(owner, r),
    placeholderUserDestinationCollateral: null,
    collateralTokenProgram: toPublicKey(TOKEN_PROGRAM),
    liquidityTokenProgram: toPublicKey(tokenProgramOf(r)),
    instructionSysvarAccount: SYSVAR_INSTRUCTIONS_PUBKEY,
  };
  const name: KlendInstructionName =
    input.version === 1
      ? 'depositReserveLiquidityAndObligationCollateral'
      : 'depositReserveLiquidityAndObligationCollateralV2';
  const all =
    input.version === 1
      ? accounts
      : v2('depositAccounts', accounts, farmAccounts(input, input.withFarm ?? true));
  return klendInstruction(name, all, u64Arg(input.amount));
}

export function withdrawAndRedeemIx(
  t: TestChain,
  input: ObligationReserve & { amount: bigint; version: 1 | 2; withFarm?: boolean },
) {
  const { reserve: r, owner } = input;
  const accounts: Accounts = {
    owner,
    obligation: new PublicKey(input.obligation.address),
    lendingMarket: new PublicKey(input.obligation.marketAddress),
    lendingMarketAuthority: marketAuthority(t, r),
    withdrawReserve: new PublicKey(r.address),
    reserveLiquidityMint: new PublicKey(r.mint),
    reserveSourceCollateral: new PublicKey(r.collateralSupplyVault),
    reserveCollateralMint: new PublicKey(r.collateralMint),
    reserveLiquiditySupply: new PublicKey(r.liquiditySupplyVault),
    userDestinationLiquidity: ata(owner, r),
    placeholderUserDestinationCollateral: null,
    collateralTokenProgram: toPublicKey(TOKEN_PROGRAM),
    liquidityTokenProgram: toPublicKey(tokenProgramOf(r)),
    instructionSysvarAccount: SYSVAR_INSTRUCTIONS_PUBKEY,
  };
  const name: KlendInstructionName =
    input.version === 1
      ? 'withdrawObligationCollateralAndRedeemReserveCollateral'
      : 'withdrawObligationCollateralAndRedeemReserveCollateralV2';
  const all =
    input.version === 1
      ? accounts
      : v2('withdrawAccounts', accounts, farmAccounts(input, input.withFarm ?? true));
  return klendInstruction(name, all, u64Arg(input.amount));
}

/** deposit_obligation_collateral_v2 / withdraw_obligation_collateral_v2 of the owner's cTokens. */
export function collateralV2Ix(
  t: TestChain,
  input: ObligationReserve & { amount: bigint; kind: 'deposit' | 'withdraw' },
) {
  const { reserve: r, owner } = input;
  const common: Accounts = {
    owner,
    obligation: new PublicKey(input.obligation.address),
    lendingMarket: new PublicKey(input.obligation.marketAddress),
  };
  const farms = farmAccounts(input, true);
  if (input.kind === 'deposit') {
    const accounts = v2(
      'depositAccounts',
      {
        ...common,
        depositReserve: new PublicKey(r.address),
        reserveDestinationCollateral: new PublicKey(r.collateralSupplyVault),
        userSourceCollateral: ata(owner, r, true),
        tokenProgram: toPublicKey(TOKEN_PROGRAM),
        instructionSysvarAccount: SYSVAR_INSTRUCTIONS_PUBKEY,
      },
      farms,
    );
    return klendInstruction(
      'depositObligationCollateralV2',
      { ...accounts, lendingMarketAuthority: marketAuthority(t, r) },
      u64Arg(input.amount),
    );
  }
  const accounts = v2(
    'withdrawAccounts',
    {
      ...common,
      lendingMarketAuthority: marketAuthority(t, r),
      withdrawReserve: new PublicKey(r.address),
      reserveSourceCollateral: new PublicKey(r.collateralSupplyVault),
      userDestinationCollateral: ata(owner, r, true),
      tokenProgram: toPublicKey(TOKEN_PROGRAM),
      instructionSysvarAccount: SYSVAR_INSTRUCTIONS_PUBKEY,
    },
    farms,
  );
  return klendInstruction('withdrawObligationCollateralV2', accounts, u64Arg(input.amount));
}
