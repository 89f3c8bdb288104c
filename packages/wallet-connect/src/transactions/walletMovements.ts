import {
  type AccountBytes,
  type Address,
  createAddress,
  decodeMint,
  decodeTokenAccount,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@keel/chain-readers';
import {
  type AccountInfo,
  type Commitment,
  PublicKey,
  type TransactionInstruction,
} from '@solana/web3.js';
import type { SimulatedAccount, TokenMovement } from './simulationCheck';

export type { TokenMovement } from './simulationCheck';

/** Native SOL and wrapped SOL are one movement, named by the wrapped mint. */
export const NATIVE_SOL_MINT = 'So11111111111111111111111111111111111111112';
const SOL_DECIMALS = 9;
const TOKEN_PROGRAMS = new Set([TOKEN_PROGRAM_ID.toBase58(), TOKEN_2022_PROGRAM_ID.toBase58()]);

function accountBytes(account: SimulatedAccount) {
  return { owner: createAddress(account.owner), data: account.data };
}

/** The account decoded, or null when it is not of that kind. */
function decodedAs<T>(
  decode: (address: Address, account: AccountBytes) => T,
  address: string,
  account: SimulatedAccount | null | undefined,
): T | null {
  if (!account || !TOKEN_PROGRAMS.has(account.owner)) return null;
  try {
    return decode(createAddress(address), accountBytes(account));
  } catch {
    return null;
  }
}

/** The wallet and the accounts the transaction may write: their balances can move. */
export function movementAddresses(
  payer: PublicKey,
  instructions: readonly TransactionInstruction[],
): string[] {
  const writable = instructions.flatMap((ix) =>
    ix.keys.filter((key) => key.isWritable).map((key) => key.pubkey.toBase58()),
  );
  return [...new Set([payer.toBase58(), ...writable])];
}

/** Every account the instructions name: the mints of the wallet's tokens are usually among them. */
export function instructionAddresses(instructions: readonly TransactionInstruction[]): string[] {
  return [...new Set(instructions.flatMap((ix) => ix.keys.map((key) => key.pubkey.toBase58())))];
}

export function fromAccountInfo(info: AccountInfo<Buffer> | null): SimulatedAccount | null {
  if (info === null) return null;
  return {
    lamports: info.lamports,
    owner: info.owner.toBase58(),
    data: Uint8Array.from(info.data),
  };
}

/** A token account of the wallet: its mint and amount; null for any other account. */
function walletTokens(
  address: string,
  account: SimulatedAccount | null | undefined,
  wallet: string,
) {
  const decoded = decodedAs(decodeTokenAccount, address, account);
  if (decoded === null || decoded.owner.toBase58() !== wallet) return null;
  return { mint: decoded.mint.toBase58(), amount: decoded.amount };
}

/** The decimals of a mint account; undefined for anything else. */
export function mintDecimals(
  address: string,
  account: SimulatedAccount | null | undefined,
): number | undefined {
  return decodedAs(decodeMint, address, account)?.decimals;
}

/** The mints of the wallet's token accounts, before or after. */
export function movedMints(
  wallet: string,
  accounts: readonly ReadonlyMap<string, SimulatedAccount | null>[],
): string[] {
  const mints = accounts.flatMap((byAddress) =>
    [...byAddress].flatMap(
      ([address, account]) => walletTokens(address, account, wallet)?.mint ?? [],
    ),
  );
  return [...new Set(mints)].filter((mint) => mint !== NATIVE_SOL_MINT);
}

/**
 * What leaves and enters the wallet: the wallet's SOL (the network fee added back, since the fee
 * is shown on its own) with its wrapped SOL, and each of its token accounts, before against the
 * simulated after. Mints that do not move are left out.
 */
export function walletMovements(input: {
  wallet: string;
  addresses: readonly string[];
  before: ReadonlyMap<string, SimulatedAccount | null>;
  after: ReadonlyMap<string, SimulatedAccount | null>;
  networkFeeLamports: number;
  decimals: ReadonlyMap<string, number>;
}): TokenMovement[] {
  const { wallet, before, after } = input;
  const change = new Map<string, bigint>();
  const add = (mint: string, amount: bigint) => change.set(mint, (change.get(mint) ?? 0n) + amount);
  const lamports = (account: SimulatedAccount | null | undefined) => BigInt(account?.lamports ?? 0);
  add(
    NATIVE_SOL_MINT,
    lamports(after.get(wallet)) + BigInt(input.networkFeeLamports) - lamports(before.get(wallet)),
  );
  for (const address of input.addresses) {
    if (address === wallet) continue;
    const pre = walletTokens(address, before.get(address), wallet);
    const post = walletTokens(address, after.get(address), wallet);
    if (pre) add(pre.mint, -pre.amount);
    if (post) add(post.mint, post.amount);
  }
  return [...change]
    .filter(([, amount]) => amount !== 0n)
    .map(([mint, amount]) => ({
      mint,
      decimals: mint === NATIVE_SOL_MINT ? SOL_DECIMALS : input.decimals.get(mint),
      change: amount,
    }));
}

/** The one node call the movements need; web3.js's Connection has it. */
export interface AccountsRpc {
  getMultipleAccountsInfo?(
    keys: PublicKey[],
    commitment?: Commitment,
  ): Promise<(AccountInfo<Buffer> | null)[]>;
}

const MAX_ACCOUNTS_PER_READ = 100;
const LAMPORTS_PER_SIGNATURE = 5_000;

type Accounts = Map<string, SimulatedAccount | null>;

/** The accounts by address; undefined when the node cannot answer (no movements then). */
async function readAccounts(
  rpc: AccountsRpc,
  addresses: readonly string[],
): Promise<Accounts | undefined> {
  const read = rpc.getMultipleAccountsInfo?.bind(rpc);
  if (read === undefined) return undefined;
  const accounts: Accounts = new Map();
  try {
    for (let start = 0; start < addresses.length; start += MAX_ACCOUNTS_PER_READ) {
      const chunk = addresses.slice(start, start + MAX_ACCOUNTS_PER_READ);
      const infos = await read(
        chunk.map((address) => new PublicKey(address)),
        'confirmed',
      );
      for (const [index, address] of chunk.entries()) {
        accounts.set(address, fromAccountInfo(infos[index] ?? null));
      }
    }
  } catch {
    // The movements are an aid: a node that cannot say leaves them out, the check still runs.
    return undefined;
  }
  return accounts;
}

/**
 * The wallet's side of a checked request: the accounts whose post-state the simulation is asked
 * for, their state before (read beside the simulation, with every account the instructions name
 * so the mints come along), and, once both are known, the movements.
 */
export function readWalletMovements(
  rpc: AccountsRpc,
  payer: PublicKey,
  instructions: readonly TransactionInstruction[],
) {
  const wallet = payer.toBase58();
  const addresses = movementAddresses(payer, instructions);
  const before = readAccounts(rpc, [
    ...new Set([...addresses, ...instructionAddresses(instructions)]),
  ]);
  return {
    addresses,
    before,
    async settle(
      pre: ReadonlyMap<string, SimulatedAccount | null>,
      post: ReadonlyMap<string, SimulatedAccount | null>,
      signatures: number,
    ): Promise<TokenMovement[]> {
      const mints = movedMints(wallet, [pre, post]);
      const decimals = new Map<string, number>();
      for (const mint of mints) {
        const known = mintDecimals(mint, pre.get(mint));
        if (known !== undefined) decimals.set(mint, known);
      }
      const missing = mints.filter((mint) => !decimals.has(mint));
      const read = missing.length > 0 ? await readAccounts(rpc, missing) : undefined;
      for (const mint of missing) {
        const found = mintDecimals(mint, read?.get(mint));
        if (found !== undefined) decimals.set(mint, found);
      }
      return walletMovements({
        wallet,
        addresses,
        before: pre,
        after: post,
        networkFeeLamports: signatures * LAMPORTS_PER_SIGNATURE,
        decimals,
      });
    },
  };
}
