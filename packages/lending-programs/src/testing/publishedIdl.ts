import { referenceJson } from '@keel/config/reference';

/*
 * The published program IDLs (legacy Anchor format), read from the reference folder at test
 * time through `@keel/config/reference`: null when it is absent (the suite is then skipped, and
 * the skip recorded).
 */

export type IdlType = string | { defined: string } | { array: [IdlType, number] };

export interface IdlAccountItem {
  name: string;
  isMut?: boolean;
  isSigner?: boolean;
  isOptional?: boolean;
  accounts?: IdlAccountItem[];
}

export interface IdlInstruction {
  name: string;
  accounts: IdlAccountItem[];
  args: Array<{ name: string; type: IdlType }>;
}

export interface Idl {
  instructions: IdlInstruction[];
  types: Array<{
    name: string;
    type: {
      kind: string;
      fields?: Array<{ name: string; type: IdlType }>;
      variants?: Array<{ name: string }>;
    };
  }>;
  errors: Array<{ code: number; name: string; msg?: string }>;
}

/** `chain/idl/<program>.json` of the reference folder, or null when absent. */
export function publishedIdl(suite: string, program: 'klend' | 'farms'): Idl | null {
  return referenceJson<Idl>(`lending-programs: ${suite}`, `chain/idl/${program}.json`);
}
