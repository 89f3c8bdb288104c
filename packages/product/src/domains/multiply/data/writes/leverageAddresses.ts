import {
  associatedTokenAddress,
  farmUserStatePda,
  leveragedObligationPda,
  NATIVE_MINT,
  type Reserve,
  userMetadataPda,
} from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import type { PairTag } from '../pairRow';

/** The accounts a wallet's position in a pair reads or must create first. */
export interface LeverageAddresses {
  /** The position's obligation: tag Multiply or Leverage, seeded by the pair's mints. */
  obligation: PublicKey;
  userMetadata: PublicKey;
  /** The obligation's state in the collateral's supply-side farm and the debt's borrow-side one. */
  collateralFarmState: PublicKey | undefined;
  debtFarmState: PublicKey | undefined;
  /** The wallet's token accounts of the pair (its own deposit is paid from one of them). */
  collateralAccount: PublicKey;
  collateralIsSol: boolean;
  debtAccount: PublicKey;
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
  const owner = new PublicKey(input.wallet);
  const { collateral, debt } = input;
  const obligation = leveragedObligationPda(
    input.tag,
    owner,
    new PublicKey(input.market),
    collateral.liquidity.mintPubkey,
    debt.liquidity.mintPubkey,
  ).address;
  const farmState = (farm: PublicKey | null) =>
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
    collateralIsSol: mint.equals(NATIVE_MINT),
    debtAccount: associatedTokenAddress(owner, debtMint, debt.liquidity.tokenProgram).address,
    debtIsSol: debtMint.equals(NATIVE_MINT),
  };
}

/** The accounts whose existence decides the set-up, in a fixed order. */
export function leverageSetupAccounts(addresses: LeverageAddresses): PublicKey[] {
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
