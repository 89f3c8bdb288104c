import { createRequire } from 'node:module';
import type * as LimoOperations from '@kamino-finance/limo-sdk/dist/utils/operations';
import type { TransactionInstruction } from '@solana/web3.js';

/*
 * limo-sdk 3.1.0 (Kamino's official Limo client) as the conformance tests drive it: its builders
 * take @solana/kit addresses and signers and bn.js amounts.
 */

type Signer = Parameters<typeof LimoOperations.initializeVault>[0];
export type KitAddress = Parameters<typeof LimoOperations.initializeVault>[1];
export type KitInstruction = Awaited<ReturnType<typeof LimoOperations.initializeVault>>;
export type Amount = Parameters<typeof LimoOperations.takeOrder>[0]['inputAmountLamports'];

/** bn.js, as limo-sdk resolves it. */
const BN = createRequire(require.resolve('@kamino-finance/limo-sdk'))('bn.js') as new (
  value: string,
) => Amount;

export const amount = (value: bigint): Amount => new BN(value.toString());

export const kit = (key: { toBase58(): string }): KitAddress => key.toBase58() as KitAddress;

/** A signer as the SDK's builders see one: an address that signs transactions. */
export function kitSigner(key: { toBase58(): string }): Signer {
  return { address: kit(key), signTransactions: async () => [] } as unknown as Signer;
}

/** One instruction's program, data bytes and account metas, in a form both sides share. */
export interface InstructionShape {
  program: string;
  data: string;
  accounts: { address: string; signer: boolean; writable: boolean }[];
}

/** kit's AccountRole: 0 readonly, 1 writable, 2 readonly signer, 3 writable signer. */
export function shapeOfKit(ix: KitInstruction): InstructionShape {
  return {
    program: ix.programAddress,
    data: Buffer.from(ix.data ?? new Uint8Array()).toString('hex'),
    accounts: (ix.accounts ?? []).map((meta) => ({
      address: meta.address,
      signer: meta.role === 2 || meta.role === 3,
      writable: meta.role === 1 || meta.role === 3,
    })),
  };
}

export function shapeOfWeb3(ix: TransactionInstruction): InstructionShape {
  return {
    program: ix.programId.toBase58(),
    data: Buffer.from(ix.data).toString('hex'),
    accounts: ix.keys.map((meta) => ({
      address: meta.pubkey.toBase58(),
      signer: meta.isSigner,
      writable: meta.isWritable,
    })),
  };
}
