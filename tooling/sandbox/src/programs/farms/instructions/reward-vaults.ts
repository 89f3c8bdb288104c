import { sameAddress, type TokenAccount, toPublicKey } from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../../chain/execution/instruction-context';
import { ANCHOR_ERRORS } from '../../../chain/execution/program-error';
import type { LedgerAccount } from '../../../chain/ledger-account';
import { requireMut } from '../../anchor/anchor-accounts';
import { anchorFailure, programPanic, TOKEN_TOKEN_PROGRAM_MISMATCH } from '../anchor-errors';
import { farmsError } from '../farms-errors';
import { requireSeeds } from '../instruction-accounts';

interface Vault {
  meta: AccountMetaView;
  account: TokenAccount;
}

const REWARD_SLOTS = 10;

/** `reward_infos[i].rewards_vault` straight from the bytes (unused slots included). */
function storedRewardVault(farm: LedgerAccount, index: bigint): PublicKey {
  if (index >= BigInt(REWARD_SLOTS)) {
    throw programPanic(`index out of bounds: the len is ${REWARD_SLOTS} but the index is ${index}`);
  }
  const offset = 192 + Number(index) * 704 + 120;
  return new PublicKey(farm.data.subarray(offset, offset + 32));
}

function requireTokenConstraints(vault: Vault, mint: PublicKey, tokenProgram: PublicKey): void {
  if (!sameAddress(vault.account.mint, mint))
    throw anchorFailure(ANCHOR_ERRORS.ConstraintTokenMint);
  if (!sameAddress(vault.account.tokenProgram, tokenProgram)) {
    throw anchorFailure(TOKEN_TOKEN_PROGRAM_MISMATCH);
  }
}

/**
 * harvest_reward's vault constraints, in Anchor's order: the reward vault PDA ["rvault", farm,
 * its mint], no delegate or close authority, the one the reward index names, of the reward
 * mint; the treasury vault PDA ["tvault", global config, that mint] (the program re-checks the
 * reward vault's delegate and close authority there, under the treasury error codes).
 */
export function requireRewardVaults(
  context: InstructionContext,
  input: {
    farm: { address: PublicKey; account: LedgerAccount };
    rewardIndex: bigint;
    mint: PublicKey;
    tokenProgram: PublicKey;
    globalConfig: PublicKey;
    vault: Vault;
    treasury: Vault;
  },
): void {
  const { vault, treasury } = input;
  requireSeeds(
    vault.meta,
    ['rvault', input.farm.address, toPublicKey(vault.account.mint)],
    context.programId,
    'rewards_vault',
  );
  requireMut(vault.meta, 'rewards_vault');
  if (vault.account.delegate !== null) {
    throw farmsError('RewardsVaultHasDelegate', { account: 'rewards_vault' });
  }
  if (vault.account.closeAuthority !== null) {
    throw farmsError('RewardsVaultHasCloseAuthority', { account: 'rewards_vault' });
  }
  if (!vault.meta.address.equals(storedRewardVault(input.farm.account, input.rewardIndex))) {
    throw farmsError('RewardVaultMismatch', { account: 'rewards_vault' });
  }
  requireTokenConstraints(vault, input.mint, input.tokenProgram);
  requireSeeds(
    treasury.meta,
    ['tvault', input.globalConfig, toPublicKey(vault.account.mint)],
    context.programId,
    'rewards_treasury_vault',
  );
  requireMut(treasury.meta, 'rewards_treasury_vault');
  if (vault.account.delegate !== null) {
    throw farmsError('RewardsTreasuryVaultHasDelegate', { account: 'rewards_treasury_vault' });
  }
  if (vault.account.closeAuthority !== null) {
    throw farmsError('RewardsTreasuryVaultHasCloseAuthority', {
      account: 'rewards_treasury_vault',
    });
  }
  requireTokenConstraints(treasury, input.mint, input.tokenProgram);
}
