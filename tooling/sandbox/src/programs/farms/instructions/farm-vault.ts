import { type FarmState, type TokenAccount, toPublicKey } from '@keel/chain-readers';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../../chain/execution/instruction-context';
import { requireMut } from '../../anchor/anchor-accounts';
import { farmsError } from '../farms-errors';
import { requireSeeds } from '../instruction-accounts';

/**
 * The farm vault's constraints (stake, withdraw_unstaked_deposits): the PDA ["fvault", farm,
 * staked mint], writable, with neither a delegate nor a close authority.
 */
export function requireFarmVault(
  context: InstructionContext,
  meta: AccountMetaView,
  vault: TokenAccount,
  farm: FarmState,
): void {
  requireSeeds(
    meta,
    ['fvault', toPublicKey(farm.address), toPublicKey(farm.token.mint)],
    context.programId,
    'farm_vault',
  );
  requireMut(meta, 'farm_vault');
  if (vault.delegate !== null) throw farmsError('FarmVaultHasDelegate', { account: 'farm_vault' });
  if (vault.closeAuthority !== null) {
    throw farmsError('FarmVaultHasCloseAuthority', { account: 'farm_vault' });
  }
}
