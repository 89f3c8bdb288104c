import type { Address } from '@keel/chain-readers';
import type { TransactionInstruction } from '@solana/web3.js';
import { FARMS_INSTRUCTIONS } from '../farms/farmsInstructions';
import { KLEND_INSTRUCTIONS } from '../klend/klendInstructions';
import type { AccountItemSpec, InstructionSpec } from '../spec/instructionSpec';

/** Any builder of this package, seen through its spec (for tests that walk them all). */
export interface BuilderView {
  readonly spec: InstructionSpec;
  readonly defaultProgramId: Address;
}

/** Input built at run time from a spec or an IDL (nested accounts, arguments by name). */
export interface DynamicInput {
  accounts: Readonly<Record<string, unknown>>;
  args?: Readonly<Record<string, unknown>>;
}

/** Calls a builder with input whose shape the test derived itself (the types cannot follow). */
export const buildDynamic = (builder: BuilderView, input: DynamicInput): TransactionInstruction =>
  (builder as unknown as (input: DynamicInput) => TransactionInstruction)(input);

export const KLEND_BUILDERS: readonly BuilderView[] = Object.values(KLEND_INSTRUCTIONS);
export const FARMS_BUILDERS: readonly BuilderView[] = Object.values(FARMS_INSTRUCTIONS);

/** Nested account input derived from a spec. */
export interface SpecAccounts {
  [name: string]: Address | null | SpecAccounts;
}

/**
 * A distinct key for every account of a spec, in order; optional accounts given or null;
 * well-known accounts (with a fallback) left out so the builder fills them in.
 */
export function specAccounts(
  specs: readonly AccountItemSpec[],
  optional: 'given' | 'absent',
  next: () => Address,
): SpecAccounts {
  const tree: SpecAccounts = {};
  for (const spec of specs) {
    if (spec.kind === 'group') tree[spec.name] = specAccounts(spec.accounts, optional, next);
    else if (spec.fallback) continue;
    else tree[spec.name] = spec.optional && optional === 'absent' ? null : next();
  }
  return tree;
}
