import { MINT_SIZE } from '@keel/chain-readers';
import type { LedgerAccount } from '../../chain/ledger-account';
import { afterMessage, invalidAccountData } from './anchor-errors';
import { farmsError } from './farms-errors';

/*
 * kfarms `validate_reward_token_extensions` (utils/constraints.rs): a Token-2022 reward mint
 * may carry only these extensions, with no transfer fee and no transfer hook program.
 */

/** spl-token-2022 0.9 ExtensionType names, by type number (their Debug spelling). */
const EXTENSION_TYPES = [
  'Uninitialized',
  'TransferFeeConfig',
  'TransferFeeAmount',
  'MintCloseAuthority',
  'ConfidentialTransferMint',
  'ConfidentialTransferAccount',
  'DefaultAccountState',
  'ImmutableOwner',
  'MemoTransfer',
  'NonTransferable',
  'InterestBearingConfig',
  'CpiGuard',
  'PermanentDelegate',
  'NonTransferableAccount',
  'TransferHook',
  'TransferHookAccount',
  'ConfidentialTransferFeeConfig',
  'ConfidentialTransferFeeAmount',
  'MetadataPointer',
  'TokenMetadata',
  'GroupPointer',
  'TokenGroup',
] as const;

const VALID = [
  'ConfidentialTransferFeeConfig',
  'ConfidentialTransferMint',
  'MintCloseAuthority',
  'MetadataPointer',
  'PermanentDelegate',
  'TransferFeeConfig',
  'TokenMetadata',
  'TransferHook',
];

/** Extensions start after the 165-byte account base and the account-type byte. */
const TLV_START = 166;
// TransferFeeConfig: 2 authorities, withheld amount, then {epoch, maximum_fee, bps} ×2.
const OLDER_FEE_BPS = 32 + 32 + 8 + 16;
const NEWER_FEE_BPS = OLDER_FEE_BPS + 18;
const HOOK_PROGRAM_ID = 32;

interface Extension {
  name: string;
  value: Buffer;
}

function extensions(data: Buffer): Extension[] {
  if (data.length <= MINT_SIZE) return [];
  const found: Extension[] = [];
  let offset = TLV_START;
  while (offset + 4 <= data.length) {
    const type = data.readUInt16LE(offset);
    const length = data.readUInt16LE(offset + 2);
    if (type === 0) break;
    const name = EXTENSION_TYPES[type];
    if (name === undefined) throw invalidAccountData('reward_mint');
    found.push({ name, value: data.subarray(offset + 4, offset + 4 + length) });
    offset += 4 + length;
  }
  return found;
}

function refuse(message: string, line: number) {
  return afterMessage(
    message,
    farmsError('UnsupportedTokenExtension', { source: `utils/constraints.rs:${line}` }),
  );
}

export function validateRewardMintExtensions(mint: LedgerAccount): void {
  for (const { name, value } of extensions(Buffer.from(mint.data))) {
    if (!VALID.includes(name)) {
      throw refuse(
        `Invalid base token (2022) extension: ${name}, supported extensions: [${VALID.join(', ')}]`,
        56,
      );
    }
    const feeBps = (at: number) => (value.length >= at + 2 ? value.readUInt16LE(at) : 0);
    if (
      name === 'TransferFeeConfig' &&
      (feeBps(OLDER_FEE_BPS) !== 0 || feeBps(NEWER_FEE_BPS) !== 0)
    ) {
      // The program prints the whole extension with {:?}; the sandbox does not reproduce it.
      throw refuse(
        'Transfer fee must be 0 for base tokens (sandbox: extension printout not emulated)',
        66,
      );
    }
    const hook = value.subarray(HOOK_PROGRAM_ID, HOOK_PROGRAM_ID + 32);
    if (name === 'TransferHook' && hook.some((byte) => byte !== 0)) {
      throw refuse(
        'Transfer hook program id must not be set for base tokens (sandbox: extension printout not emulated)',
        77,
      );
    }
  }
}
