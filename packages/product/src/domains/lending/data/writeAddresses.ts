import {
  type Address,
  associatedTokenAddress,
  createAddress,
  farmUserStatePda,
  NATIVE_MINT,
  type Reserve,
  sameAddress,
  userMetadataPda,
  vanillaObligationPda,
} from '@keel/chain-readers';

/** The accounts a wallet's lending action in one reserve reads or must create first. */
export interface ActionAddresses {
  /** The wallet's main obligation in the market (tag Vanilla, id 0). */
  obligation: Address;
  userMetadata: Address;
  /** The wallet's associated token account of the reserve's mint. */
  tokenAccount: Address;
  /** The obligation's state in the reserve's supply-side and borrow-side farms, when they exist. */
  collateralFarmState: Address | undefined;
  debtFarmState: Address | undefined;
  isNativeSol: boolean;
}

/** Derives the action's accounts (PDAs only; no reads). */
export function actionAddresses(wallet: string, market: string, reserve: Reserve): ActionAddresses {
  const owner = createAddress(wallet);
  const obligation = vanillaObligationPda(owner, createAddress(market)).address;
  const farmState = (farm: Address | null) =>
    farm === null ? undefined : farmUserStatePda(farm, obligation).address;
  const mint = reserve.liquidity.mintPubkey;
  return {
    obligation,
    userMetadata: userMetadataPda(owner).address,
    tokenAccount: associatedTokenAddress(owner, mint, reserve.liquidity.tokenProgram).address,
    collateralFarmState: farmState(reserve.farmCollateral),
    debtFarmState: farmState(reserve.farmDebt),
    isNativeSol: sameAddress(mint, NATIVE_MINT),
  };
}

/** The set-up accounts whose existence the action depends on, in a fixed order. */
export function setupAccounts(addresses: ActionAddresses): Address[] {
  return [
    addresses.obligation,
    addresses.userMetadata,
    addresses.tokenAccount,
    ...(addresses.collateralFarmState ? [addresses.collateralFarmState] : []),
    ...(addresses.debtFarmState ? [addresses.debtFarmState] : []),
  ];
}
