import { createRequire } from 'node:module';
import { KaminoVault, KaminoVaultClient } from '@kamino-finance/klend-sdk';
import { VaultState as SdkVaultState } from '@kamino-finance/klend-sdk/dist/@codegen/kvault/accounts';
import type { Address as KeelAddress } from '@keel/chain-readers';
import type { TransactionInstruction } from '@solana/web3.js';
import { encodeVaultState, type VaultState } from '../accounts/vaultState';

/*
 * The official vault client (klend-sdk 7.3.22, on @solana/kit 2.x) set up offline: its vault from
 * our encoded VaultState decoded by its own account decoder, its RPC a stand-in that answers only
 * getAccountInfo from a fixed table (anything else throws: no test reaches the network).
 */

/** The SDK's own dependencies, loaded from where the SDK resolves them. */
const sdkRequire = createRequire(
  createRequire(import.meta.url).resolve('@kamino-finance/klend-sdk'),
);

type SdkAddress = Parameters<KaminoVaultClient['getVaultReserves']>[0]['tokenMint'];
type SdkSigner = Parameters<KaminoVaultClient['depositIxs']>[0];
type SdkDecimal = Parameters<KaminoVaultClient['depositIxs']>[2];

interface KitSurface {
  address(text: string): SdkAddress;
  createNoopSigner(address: SdkAddress): SdkSigner;
  some<T>(value: T): unknown;
  none(): unknown;
  getAddressEncoder(): { encode(address: SdkAddress): Uint8Array };
  getProgramDerivedAddress(input: {
    seeds: Uint8Array[];
    programAddress: SdkAddress;
  }): Promise<readonly [SdkAddress, number]>;
}
const kit = sdkRequire('@solana/kit') as KitSurface;
const BN = sdkRequire('bn.js') as new (value: string) => object;
const Decimal = sdkRequire('decimal.js') as new (value: string) => SdkDecimal;

export const sdkAddress = (key: KeelAddress): SdkAddress => kit.address(key.toBase58());
export const sdkSigner = (key: KeelAddress): SdkSigner => kit.createNoopSigner(sdkAddress(key));
export const sdkSome = (address: SdkAddress) => kit.some(address);
export const sdkNone = () => kit.none();
export const sdkBn = (value: bigint) => new BN(value.toString());
export const sdkDecimal = (text: string) => new Decimal(text);

/** A PDA as the client derives its own (kit's getProgramDerivedAddress): (seed, key). */
export async function sdkPda(seed: string, key: SdkAddress, program: SdkAddress) {
  const [address] = await kit.getProgramDerivedAddress({
    seeds: [Buffer.from(seed), kit.getAddressEncoder().encode(key)],
    programAddress: program,
  });
  return address;
}

/** Accounts the stand-in RPC knows: address → owner program. */
export type KnownAccounts = ReadonlyMap<string, KeelAddress>;

function offlineRpc(known: KnownAccounts) {
  const getAccountInfo = (address: string) => ({
    send: async () => {
      const owner = known.get(address);
      return {
        context: { slot: 0n },
        value:
          owner === undefined
            ? null
            : {
                data: ['', 'base64'],
                executable: false,
                lamports: 1_000_000n,
                owner: owner.toBase58(),
                rentEpoch: 0n,
                space: 0n,
              },
      };
    },
  });
  return new Proxy(
    { getAccountInfo },
    {
      get(target, name) {
        if (name === 'getAccountInfo') return target.getAccountInfo;
        if (name === 'then') return undefined;
        throw new Error(`The offline RPC has no ${String(name)}`);
      },
    },
  );
}

type ClientRpc = ConstructorParameters<typeof KaminoVaultClient>[0];

/** The client and its vault, the vault's state decoded by the SDK from our encoding. */
export function sdkVaultClient(
  state: VaultState,
  known: KnownAccounts = new Map(),
  programs: { vaultProgram?: KeelAddress; klendProgram?: KeelAddress } = {},
): { client: KaminoVaultClient; vault: KaminoVault } {
  const rpc = offlineRpc(known) as unknown as ClientRpc;
  const client = new KaminoVaultClient(
    rpc,
    400,
    programs.vaultProgram && sdkAddress(programs.vaultProgram),
    programs.klendProgram && sdkAddress(programs.klendProgram),
  );
  const sdkState = SdkVaultState.decode(Buffer.from(encodeVaultState(state)));
  const vault = KaminoVault.loadWithClientAndState(client, sdkAddress(state.address), sdkState);
  return { client, vault };
}

/** A reserve as the client reads one (`ReserveWithAddress` / the reserves map's KaminoReserve). */
export interface SdkReserveKeys {
  reserve: KeelAddress;
  lendingMarket: KeelAddress;
  reserveLiquiditySupply: KeelAddress;
  reserveCollateralMint: KeelAddress;
}

export function sdkReserve(keys: SdkReserveKeys) {
  return {
    address: sdkAddress(keys.reserve),
    state: {
      lendingMarket: sdkAddress(keys.lendingMarket),
      liquidity: { supplyVault: sdkAddress(keys.reserveLiquiditySupply) },
      collateral: { mintPubkey: sdkAddress(keys.reserveCollateralMint) },
    },
  };
}

/** The reserves map the client takes (only the fields its account builders read are set). */
export function sdkReservesMap(reserves: readonly SdkReserveKeys[]) {
  return new Map(reserves.map((keys) => [sdkAddress(keys.reserve), sdkReserve(keys)])) as never;
}

/** An instruction reduced to what the chain sees: program, data and each account's roles. */
export interface ComparableInstruction {
  programId: string;
  data: string;
  keys: Array<{ address: string; signer: boolean; writable: boolean }>;
}

export function fromWeb3(ix: TransactionInstruction): ComparableInstruction {
  return {
    programId: ix.programId.toBase58(),
    data: Buffer.from(ix.data).toString('hex'),
    keys: ix.keys.map((meta) => ({
      address: meta.pubkey.toBase58(),
      signer: meta.isSigner,
      writable: meta.isWritable,
    })),
  };
}

/** The kit instructions the SDK builds (roles: 0 read, 1 writable, 2 signer, 3 both). */
export interface KitInstruction {
  programAddress: string;
  accounts?: readonly { address: string; role: number }[];
  data?: ArrayLike<number>;
}

export function fromKit(ix: KitInstruction): ComparableInstruction {
  return {
    programId: ix.programAddress,
    data: Buffer.from(Array.from(ix.data ?? [])).toString('hex'),
    keys: (ix.accounts ?? []).map((meta) => ({
      address: meta.address,
      signer: meta.role >= 2,
      writable: meta.role === 1 || meta.role === 3,
    })),
  };
}
