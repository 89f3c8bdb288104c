/*
 * anchor-spl's `token_interface::Mint::try_deserialize`, which klend uses to check an obligation's
 * seed accounts: Token-2022's `StateWithExtensions::<Mint>::unpack` of the data alone (the owner
 * is not checked).
 */

const MINT_LEN = 82;
const ACCOUNT_LEN = 165;
const MULTISIG_LEN = 355;
const ACCOUNT_TYPE_MINT = 1;

function coptionTag(data: Uint8Array, offset: number): boolean {
  const tag = new DataView(data.buffer, data.byteOffset).getUint32(offset, true);
  return tag === 0 || tag === 1;
}

/** The base Mint: valid option tags and bool, and initialised. */
function baseMintValid(data: Uint8Array): boolean {
  const initialized = data[45];
  return coptionTag(data, 0) && coptionTag(data, 46) && initialized === 1;
}

/** Whether the bytes unpack as an initialised mint, with or without Token-2022 extensions. */
export function isMintData(data: Uint8Array): boolean {
  if (data.length === MINT_LEN) return baseMintValid(data);
  if (data.length <= ACCOUNT_LEN || data.length === MULTISIG_LEN) return false;
  const padding = data.subarray(MINT_LEN, ACCOUNT_LEN);
  return (
    data[ACCOUNT_LEN] === ACCOUNT_TYPE_MINT &&
    padding.every((byte) => byte === 0) &&
    baseMintValid(data)
  );
}
