import type { Address } from '../address/address';
import { decodeFarmState, type FarmState } from '../layouts/farms/farmState';
import { decodeUserState, USER_STATE_SIZE, type UserState } from '../layouts/farms/userState';
import type { Reserve } from '../layouts/klend/reserve';
import { FARMS_PROGRAM_ID } from '../programIds';
import type { ChainRpc } from './chainRpc';
import { type BatchReadOptions, readDecodedAccounts } from './multipleAccounts';

const USER_STATE_OWNER_OFFSET = 48;

export interface FarmsReadOptions extends BatchReadOptions {
  programId?: Address;
}

/** Farms at known addresses, batched 100 per request; null where none exists. */
export async function readFarms(
  rpc: Pick<ChainRpc, 'getMultipleAccountsInfo'>,
  addresses: readonly Address[],
  options: FarmsReadOptions = {},
): Promise<(FarmState | null)[]> {
  const decodeOptions = options.programId ? { programId: options.programId } : {};
  return readDecodedAccounts(
    rpc,
    addresses,
    (address, account) => decodeFarmState(address, account, decodeOptions),
    options,
  );
}

/** The distinct collateral and debt farms of some reserves, in first-seen order. */
export function reserveFarmAddresses(reserves: readonly Reserve[]): Address[] {
  const seen = new Map<string, Address>();
  for (const reserve of reserves) {
    for (const farm of [reserve.farmCollateral, reserve.farmDebt]) {
      if (farm !== null && !seen.has(farm.toBase58())) seen.set(farm.toBase58(), farm);
    }
  }
  return [...seen.values()];
}

/** Every farm user state of a wallet: dataSize 920, memcmp 48 = owner. */
export async function readUserFarmStates(
  rpc: Pick<ChainRpc, 'getProgramAccounts'>,
  owner: Address,
  options: FarmsReadOptions = {},
): Promise<UserState[]> {
  const programId = options.programId ?? FARMS_PROGRAM_ID;
  const accounts = await rpc.getProgramAccounts(programId, {
    commitment: options.commitment,
    filters: [
      { dataSize: USER_STATE_SIZE },
      { memcmp: { offset: USER_STATE_OWNER_OFFSET, bytes: owner.toBase58() } },
    ],
  });
  return accounts.map(({ pubkey, account }) => decodeUserState(pubkey, account, { programId }));
}
