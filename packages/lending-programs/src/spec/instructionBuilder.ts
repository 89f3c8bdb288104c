import { type Address, toPublicKey } from '@keel/chain-readers';
import { TransactionInstruction } from '@solana/web3.js';
import { Buffer } from 'buffer';
import { type AccountValues, accountMetas } from './accountMetas';
import { encodeInstructionData } from './argCodec';
import type { InstructionInput } from './inputTypes';
import type { InstructionSpec } from './instructionSpec';

/** A builder of one instruction, carrying its spec for the conformance tests and callers. */
export type InstructionBuilder<S extends InstructionSpec> = ((
  input: InstructionInput<S>,
) => TransactionInstruction) & { readonly spec: S; readonly defaultProgramId: Address };

/**
 * The builder of `spec`: account metas and Borsh data in IDL order, `programId` defaulting to the
 * mainnet deployment. Data is a Buffer because web3.js requires one (browsers rely on the app's
 * Buffer global, as for the other Solana code).
 */
export function instructionBuilder<const S extends InstructionSpec>(
  spec: S,
  defaultProgramId: Address,
): InstructionBuilder<S> {
  const build = (input: InstructionInput<S>): TransactionInstruction => {
    const programId = input.programId ?? defaultProgramId;
    const keys = accountMetas(spec.accounts, input.accounts as unknown as AccountValues, programId);
    const data = encodeInstructionData(
      spec.discriminator,
      spec.args,
      (input.args ?? {}) as Readonly<Record<string, unknown>>,
    );
    return new TransactionInstruction({
      programId: toPublicKey(programId),
      keys: [...keys, ...(input.remainingAccounts ?? [])],
      data: Buffer.from(data),
    });
  };
  return Object.assign(build, { spec, defaultProgramId });
}
