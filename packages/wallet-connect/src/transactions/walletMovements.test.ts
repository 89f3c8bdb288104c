// @vitest-environment node
import {
  createAddress,
  encodeMint,
  encodeTokenAccount,
  TOKEN_PROGRAM_ID,
} from '@keel/chain-readers';
import {
  type AccountInfo,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  TransactionInstruction,
} from '@solana/web3.js';
import Decimal from 'decimal.js';
import { describe, expect, it, vi } from 'vitest';
import { SandboxWalletAdapter } from '../sandbox/SandboxWalletAdapter';
import { FakeTransactionRpc } from '../testing/fakeTransactionRpc';
import { createTransactionPipeline } from './pipeline';
import type { PipelineEvent } from './pipelineTypes';
import type { SimulatedAccount, SimulationCheck } from './simulationCheck';
import { PreviewDisagreesError } from './transactionErrors';
import { NATIVE_SOL_MINT, readWalletMovements, walletMovements } from './walletMovements';

const PROGRAM = new PublicKey('KLend2g3cP87fffoy8q1mQqGKjrxjC8boSyAYavgmjD');
const USDC_MINT = Keypair.generate().publicKey;
const WALLET = Keypair.generate();
const USDC_ACCOUNT = Keypair.generate().publicKey;
const OTHERS_ACCOUNT = Keypair.generate().publicKey;
const OTHER = Keypair.generate().publicKey;

const sol = (amount: number) => Math.round(amount * LAMPORTS_PER_SOL);
const wallet = (lamports: number): SimulatedAccount => ({
  lamports,
  owner: SystemProgram.programId.toBase58(),
  data: new Uint8Array(),
});
const tokens = (owner: PublicKey, amount: bigint): SimulatedAccount => ({
  lamports: 2_039_280,
  owner: TOKEN_PROGRAM_ID.toBase58(),
  data: encodeTokenAccount({
    mint: createAddress(USDC_MINT.toBase58()),
    owner: createAddress(owner.toBase58()),
    amount,
    delegate: null,
    state: 'Initialized',
    isNative: null,
    delegatedAmount: 0n,
    closeAuthority: null,
  }),
});
const usdcMint: SimulatedAccount = {
  lamports: 1_461_600,
  owner: TOKEN_PROGRAM_ID.toBase58(),
  data: encodeMint({
    mintAuthority: null,
    supply: 10n ** 15n,
    decimals: 6,
    isInitialized: true,
    freezeAuthority: null,
  }),
};

/** Supplies 1.5 SOL and receives 212.34 USDC (a swap inside the same transaction). */
const instruction = new TransactionInstruction({
  programId: PROGRAM,
  keys: [
    { pubkey: WALLET.publicKey, isSigner: true, isWritable: true },
    { pubkey: USDC_ACCOUNT, isSigner: false, isWritable: true },
    { pubkey: OTHERS_ACCOUNT, isSigner: false, isWritable: true },
    { pubkey: USDC_MINT, isSigner: false, isWritable: false },
  ],
  data: Buffer.from([1]),
});
const before = new Map<string, SimulatedAccount | null>([
  [WALLET.publicKey.toBase58(), wallet(sol(10))],
  [USDC_ACCOUNT.toBase58(), tokens(WALLET.publicKey, 100_000_000n)],
  [OTHERS_ACCOUNT.toBase58(), tokens(OTHER, 5_000_000n)],
  [USDC_MINT.toBase58(), usdcMint],
]);
const after = new Map<string, SimulatedAccount | null>([
  [WALLET.publicKey.toBase58(), wallet(sol(10) - sol(1.5) - 5_000)],
  [USDC_ACCOUNT.toBase58(), tokens(WALLET.publicKey, 312_340_000n)],
  [OTHERS_ACCOUNT.toBase58(), tokens(OTHER, 1_000_000n)],
]);

describe('the wallet’s token movements', () => {
  it('counts SOL (without the network fee) and the wallet’s own token accounts only', () => {
    const movements = walletMovements({
      wallet: WALLET.publicKey.toBase58(),
      addresses: [...after.keys()],
      before,
      after,
      networkFeeLamports: 5_000,
      decimals: new Map([[USDC_MINT.toBase58(), 6]]),
    });
    expect(movements).toEqual([
      { mint: NATIVE_SOL_MINT, decimals: 9, change: -1_500_000_000n },
      { mint: USDC_MINT.toBase58(), decimals: 6, change: 212_340_000n },
    ]);
  });

  it('reads the balances before beside the simulation, with the mints the instructions name', async () => {
    const read = vi.fn(async (keys: PublicKey[]) =>
      keys.map((key) => info(before.get(key.toBase58()) ?? null)),
    );
    const movements = readWalletMovements({ getMultipleAccountsInfo: read }, WALLET.publicKey, [
      instruction,
    ]);
    expect(movements.addresses).toEqual([
      WALLET.publicKey.toBase58(),
      USDC_ACCOUNT.toBase58(),
      OTHERS_ACCOUNT.toBase58(),
    ]);
    const pre = await movements.before;
    expect(read).toHaveBeenCalledTimes(1);
    expect(read.mock.calls[0]?.[0].map((key) => key.toBase58())).toContain(USDC_MINT.toBase58());
    expect(await movements.settle(pre ?? new Map(), after, 1)).toEqual([
      { mint: NATIVE_SOL_MINT, decimals: 9, change: -1_500_000_000n },
      { mint: USDC_MINT.toBase58(), decimals: 6, change: 212_340_000n },
    ]);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('gives no movements when the node cannot read accounts', async () => {
    const movements = readWalletMovements({}, WALLET.publicKey, [instruction]);
    expect(await movements.before).toBeUndefined();
  });
});

function info(account: SimulatedAccount | null): AccountInfo<Buffer> | null {
  if (account === null) return null;
  return {
    lamports: account.lamports,
    owner: new PublicKey(account.owner),
    data: Buffer.from(account.data),
    executable: false,
    rentEpoch: 0,
  };
}

const encoded = (account: SimulatedAccount | null | undefined) =>
  account
    ? {
        lamports: account.lamports,
        owner: account.owner,
        data: [Buffer.from(account.data).toString('base64'), 'base64'] as [string, 'base64'],
        executable: false,
        rentEpoch: 0,
      }
    : null;

describe('movements in a checked run', () => {
  async function run(agrees: boolean) {
    const cluster = new Set<string>();
    const send = new FakeTransactionRpc(cluster);
    const asked: string[][] = [];
    send.simulation = () => {
      const addresses = send.simulationConfigs.at(-1)?.accounts?.addresses ?? [];
      asked.push(addresses);
      return {
        err: null,
        logs: [],
        unitsConsumed: 40_000,
        accounts: addresses.map((address) => encoded(after.get(address))),
      };
    };
    Object.assign(send, {
      getMultipleAccountsInfo: async (keys: PublicKey[]) =>
        keys.map((key) => info(before.get(key.toBase58()) ?? null)),
    });
    const signer = new SandboxWalletAdapter(WALLET);
    await signer.connect();
    const pipeline = createTransactionPipeline({
      connections: { send, extraSend: new FakeTransactionRpc(cluster) },
      wallet: signer,
      settings: () => ({
        priorityFeeType: 'custom',
        priorityFee: new Decimal('0.0001'),
        isVersionedTxEnabled: true,
      }),
    });
    const check: SimulationCheck = {
      accounts: [createAddress(USDC_ACCOUNT.toBase58())],
      verify: () => ({
        figures: [{ label: 'USDC', preview: '1', simulated: '1', agrees }],
        ...(agrees ? {} : { disagreement: 'USDC differs' }),
      }),
    };
    const events: PipelineEvent[] = [];
    const result = pipeline.run([{ label: 'Supply SOL', instructions: [instruction], check }], {
      onEvent: (event) => events.push(event),
    });
    return { result, events, asked };
  }

  it('reports what leaves and enters the wallet with the check’s agreement', async () => {
    const { result, events, asked } = await run(true);
    await result;
    expect(asked).toEqual([
      [USDC_ACCOUNT.toBase58(), WALLET.publicKey.toBase58(), OTHERS_ACCOUNT.toBase58()],
    ]);
    expect(events.find((event) => event.type === 'checked')).toMatchObject({
      movements: [
        { mint: NATIVE_SOL_MINT, change: -1_500_000_000n },
        { mint: USDC_MINT.toBase58(), decimals: 6, change: 212_340_000n },
      ],
    });
  });

  it('hands them to a disagreement too', async () => {
    const { result } = await run(false);
    const error = await result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PreviewDisagreesError);
    expect((error as PreviewDisagreesError).movements).toHaveLength(2);
  });
});
