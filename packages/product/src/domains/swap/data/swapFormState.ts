/** What the user chose; mints unset until the list gives the default pair. */
export interface SwapFormState {
  amount: string;
  inputMint?: string;
  outputMint?: string;
}
