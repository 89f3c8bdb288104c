import {
  decodeFarmState,
  decodeUserState,
  encodeFarmState,
  FARMS_PROGRAM_ID,
  type FarmState,
  farmUserStatePda,
  toPublicKey,
  type UserState,
} from '@keel/chain-readers';
/*
 * Test support for the farms emulation: instructions built from the IDL table, the accounts
 * the world does not write yet (the farms GlobalConfig, farm / reward / treasury vaults), and
 * wallets holding a farm's staked token.
 */

import {
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js';
import { RENT_EXEMPT_EPOCH } from '../../chain/ledger-account';
import type { TestChain } from '../../test-support/test-chain';
import { FARMS_TREASURY_FEE_BPS, writeFarmVaults } from '../../world/accounts/farm-vaults';
import { writeTokenAccount } from '../../world/accounts/spl-accounts';
import { writeContext } from '../../world/accounts/write-context';
import { FARMS_USER_INSTRUCTIONS, type FarmsUserInstruction } from './farms-user-instructions';

type Specs = typeof FARMS_USER_INSTRUCTIONS;
export type AccountsFor<N extends FarmsUserInstruction> = Record<
  Specs[N]['accounts'][number]['name'],
  PublicKey
>;

export function u64Arg(value: bigint): Buffer {
  const data = Buffer.alloc(8);
  data.writeBigUInt64LE(value);
  return data;
}

export function u128Arg(value: bigint): Buffer {
  return Buffer.concat([u64Arg(value & ((1n << 64n) - 1n)), u64Arg(value >> 64n)]);
}

/** An instruction as a client builds it from the IDL (signer / writable flags included). */
export function farmsInstruction<N extends FarmsUserInstruction>(
  name: N,
  keys: AccountsFor<N>,
  args: Buffer = Buffer.alloc(0),
): TransactionInstruction {
  const spec = FARMS_USER_INSTRUCTIONS[name];
  const accounts: ReadonlyArray<{ name: string; isMut: boolean; isSigner: boolean }> =
    spec.accounts;
  const byName: Record<string, PublicKey> = keys;
  return new TransactionInstruction({
    programId: toPublicKey(FARMS_PROGRAM_ID),
    keys: accounts.map((account) => ({
      pubkey: byName[account.name] as PublicKey,
      isSigner: account.isSigner,
      isWritable: account.isMut,
    })),
    data: Buffer.concat([Buffer.from(spec.discriminator, 'hex'), args]),
  });
}

/**
 * Signs with a blockhash fetched now (web3.js would reuse a cached one, which a test that
 * advanced the chain may have outlived) and waits for confirmation.
 */
export async function send(t: TestChain, signers: Keypair[], ...ixs: TransactionInstruction[]) {
  const [payer] = signers;
  if (payer === undefined) throw new Error('no signer');
  const latest = await t.connection.getLatestBlockhash();
  const transaction = new Transaction({ feePayer: payer.publicKey, ...latest }).add(...ixs);
  transaction.sign(...signers);
  const signature = await t.connection.sendRawTransaction(transaction.serialize());
  await t.connection.confirmTransaction({ signature, ...latest });
  return signature;
}

/** The program's failure (message and logs) for a transaction, through preflight. */
export async function failure(t: TestChain, signers: Keypair[], ...ixs: TransactionInstruction[]) {
  try {
    await send(t, signers, ...ixs);
  } catch (caught) {
    if (!(caught instanceof SendTransactionError)) throw caught;
    return { message: caught.message, logs: caught.logs ?? [] };
  }
  throw new Error('the transaction landed');
}

/** Logs and unix time of a landed transaction. */
export async function landed(t: TestChain, signature: string) {
  const record = await t.connection.getTransaction(signature, {
    maxSupportedTransactionVersion: 0,
  });
  if (record === null) throw new Error(`no transaction ${signature}`);
  return {
    logs: record.meta?.logMessages ?? [],
    now: BigInt(t.chain.ledger.blockTime(record.slot)),
    inner: record.meta?.innerInstructions ?? [],
    keys: record.transaction.message.staticAccountKeys,
  };
}

export function readFarm(t: TestChain, address: PublicKey): FarmState {
  const account = t.chain.ledger.readAccount(address);
  if (account === null) throw new Error(`no farm ${address.toBase58()}`);
  return decodeFarmState(address, account);
}

export function readUser(t: TestChain, address: PublicKey): UserState {
  const account = t.chain.ledger.readAccount(address);
  if (account === null) throw new Error(`no user state ${address.toBase58()}`);
  return decodeUserState(address, account);
}

/** Rewrites a farm with changed settings (a test fixture, as an admin's update would). */
export function updateFarm(
  t: TestChain,
  address: PublicKey,
  change: Partial<FarmState>,
): FarmState {
  const account = t.chain.ledger.readAccount(address);
  if (account === null) throw new Error(`no farm ${address.toBase58()}`);
  const farm = { ...decodeFarmState(address, account), ...change };
  t.chain.ledger.writeAccount(address, { ...account, data: encodeFarmState(farm) });
  return farm;
}

export function tokenBalance(t: TestChain, address: PublicKey): bigint {
  const data = t.chain.ledger.readAccount(address)?.data;
  return data === undefined ? 0n : Buffer.from(data).readBigUInt64LE(64);
}

export function userStateAddress(farm: PublicKey, delegatee: PublicKey): PublicKey {
  return toPublicKey(farmUserStatePda(farm, delegatee).address);
}

export const GLOBAL_CONFIG_FEE_BPS = FARMS_TREASURY_FEE_BPS;

/**
 * The world writes the farms' GlobalConfig and vaults (`writeFarmVaults`); tests that change the
 * farms write them again from the farms' current state.
 */
export function openWorldFarms(t: TestChain): void {
  writeFarmVaults(writeContext(t.chain.ledger, t.chain.world));
}

/** The first strategy farms of the world (normal farms: tokens are staked into them). */
export function strategyFarms(t: TestChain): PublicKey[] {
  return t.chain.world.farms
    .filter((f) => f.kind === 'strategy')
    .map((f) => new PublicKey(f.address));
}

export function delegatedFarm(t: TestChain): PublicKey {
  const farm = t.chain.world.farms.find((f) => f.kind === 'reserve-collateral');
  if (farm === undefined) throw new Error('no reserve farm');
  return new PublicKey(farm.address);
}

/** An ATA-less token account fixture owned by `owner` (a fresh address). */
export function tokenAccountFor(
  t: TestChain,
  owner: PublicKey,
  mint: PublicKey,
  program: PublicKey,
  amount: bigint,
): PublicKey {
  const address = Keypair.generate().publicKey;
  writeTokenAccount(t.chain.ledger, address, program, {
    mint: mint.toBase58(),
    owner: owner.toBase58(),
    amount,
  });
  return address;
}

/** A new wallet with SOL, `amount` of the farm's staked token and an empty account per reward. */
export function farmer(t: TestChain, farmAddress: PublicKey, amount: bigint) {
  const wallet = Keypair.generate();
  t.chain.ledger.writeAccount(wallet.publicKey, {
    lamports: 5n * BigInt(LAMPORTS_PER_SOL),
    owner: SystemProgram.programId,
    data: new Uint8Array(),
    executable: false,
    rentEpoch: RENT_EXEMPT_EPOCH,
  });
  const farm = readFarm(t, farmAddress);
  const stakeAccount = tokenAccountFor(
    t,
    wallet.publicKey,
    toPublicKey(farm.token.mint),
    toPublicKey(farm.token.tokenProgram),
    amount,
  );
  const rewardAccounts = farm.rewardInfos.map((reward) =>
    tokenAccountFor(
      t,
      wallet.publicKey,
      toPublicKey(reward.token.mint),
      toPublicKey(reward.token.tokenProgram),
      0n,
    ),
  );
  return {
    wallet,
    stakeAccount,
    rewardAccounts,
    userState: userStateAddress(farmAddress, wallet.publicKey),
  };
}

/** initialize_user for a wallet in a normal farm: it is authority, payer, owner and delegatee. */
export function initializeUserIx(farm: PublicKey, wallet: PublicKey): TransactionInstruction {
  return farmsInstruction('initializeUser', {
    authority: wallet,
    payer: wallet,
    owner: wallet,
    delegatee: wallet,
    userState: userStateAddress(farm, wallet),
    farmState: farm,
    systemProgram: SystemProgram.programId,
    rent: new PublicKey('SysvarRent111111111111111111111111111111111'),
  });
}
