/** The parts of the published vault IDL (Anchor's legacy format) the conformance checks read. */
export type IdlType = string | { defined: string } | { array: [IdlType, number] };

export interface IdlAccountItem {
  name: string;
  isMut?: boolean;
  isSigner?: boolean;
  isOptional?: boolean;
  accounts?: IdlAccountItem[];
}

export interface VaultIdl {
  instructions: Array<{
    name: string;
    accounts: IdlAccountItem[];
    args: Array<{ name: string; type: IdlType | { defined: string } }>;
  }>;
  accounts: Array<{ name: string; type: { fields: Array<{ name: string; type: IdlType }> } }>;
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
