import {
  type Address,
  associatedTokenAddress,
  createAddress,
  farmUserStatePda,
  leveragedObligationPda,
  NATIVE_MINT,
  type Reserve,
  sameAddress,
  userMetadataPda,
} from '@keel/chain-readers';
import type { PairTag } from '../pairRow';

/** The accounts a wallet's position in a pair reads or must create first. */
export interface LeverageAddresses {
  /** The position's obligation: tag Multiply or Leverage, seeded by the pair's mints. */
  obligation: Address;
  userMetadata: Address;
  /** The obligation's state in the collateral's supply-side farm and the debt's borrow-side one. */
  collateralFarmState: Address | undefined;
  debtFarmState: Address | undefined;
  /** The wallet's token accounts of the pair (its own deposit is paid from one of them). */
  collateralAccount: Address;
  collateralIsSol: boolean;
  debtAccount: Address;
  debtIsSol: boolean;
}

/** Derives the position's accounts (PDAs only; no reads). */
export function leverageAddresses(input: {
  wallet: string;
  market: string;
  collateral: Reserve;
  debt: Reserve;
  tag: PairTag;
}): LeverageAddresses {
  const owner = createAddress(input.wallet);
  const { collateral, debt } = input;
  const obligation = leveragedObligationPda(
    input.tag,
    owner,
    createAddress(input.market),
    collateral.liquidity.mintPubkey,
    debt.liquidity.mintPubkey,
  ).address;
  const farmState = (farm: Address | null) =>
    farm === null ? undefined : farmUserStatePda(farm, obligation).address;
  const mint = collateral.liquidity.mintPubkey;
  const debtMint = debt.liquidity.mintPubkey;
  return {
    obligation,
    userMetadata: userMetadataPda(owner).address,
    collateralFarmState: farmState(collateral.farmCollateral),
    debtFarmState: farmState(debt.farmDebt),
    collateralAccount: associatedTokenAddress(owner, mint, collateral.liquidity.tokenProgram)
      .address,
    collateralIsSol: sameAddress(mint, NATIVE_MINT),
    debtAccount: associatedTokenAddress(owner, debtMint, debt.liquidity.tokenProgram).address,
    debtIsSol: sameAddress(debtMint, NATIVE_MINT),
  };
}

/** The accounts whose existence decides the set-up, in a fixed order. */
export function leverageSetupAccounts(addresses: LeverageAddresses): Address[] {
  return [
    addresses.obligation,
    addresses.userMetadata,
    ...(addresses.collateralFarmState ? [addresses.collateralFarmState] : []),
    ...(addresses.debtFarmState ? [addresses.debtFarmState] : []),
  ];
}

/** Reads `leverageSetupAccounts`' answers back by name. */
export function leverageSetupState(addresses: LeverageAddresses, exists: readonly boolean[]) {
  const [obligation = false, userMetadata = false, ...farms] = exists;
  const collateralFarmState = addresses.collateralFarmState ? (farms.shift() ?? false) : false;
  const debtFarmState = addresses.debtFarmState ? (farms.shift() ?? false) : false;
  return { obligation, userMetadata, collateralFarmState, debtFarmState };
}
