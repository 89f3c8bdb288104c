import { SYSTEM_PROGRAM_ID, TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { ANCHOR_ERRORS } from '../../../chain/execution/program-error';
import { accountAt, requireMut, requireProgram, requireSigner } from '../../anchor/anchor-accounts';
import { tokenTransfer } from '../../runtime/token-cpi';
import {
  checkVault,
  loadDistributor,
  loadSplTokenAccount,
  writeDistributor,
} from '../distributor-accounts';
import { anchorFailure, distributorFailure } from '../distributor-errors';

/**
 * clawback(): once the clawback time has come anyone may sign it; the vault's balance goes to the
 * clawback receiver and the distributor is marked clawed back, which ends every claim.
 */
export function clawback(context: InstructionContext): void {
  const distributorMeta = accountAt(context, 0, 'distributor');
  const fromMeta = accountAt(context, 1, 'from');
  const toMeta = accountAt(context, 2, 'to');
  const signer = accountAt(context, 3, 'claimant');
  const distributor = loadDistributor(context, distributorMeta);
  const from = loadSplTokenAccount(context, fromMeta, 'from');
  loadSplTokenAccount(context, toMeta, 'to');
  requireSigner(signer, 'claimant');
  requireProgram(
    accountAt(context, 4, 'system_program'),
    toPublicKey(SYSTEM_PROGRAM_ID),
    'system_program',
  );
  requireProgram(
    accountAt(context, 5, 'token_program'),
    toPublicKey(TOKEN_PROGRAM_ID),
    'token_program',
  );

  requireMut(distributorMeta, 'distributor');
  const state = distributor.data;
  checkVault(fromMeta, from, state);
  requireMut(toMeta, 'to');
  if (!toMeta.address.equals(toPublicKey(state.clawbackReceiver))) {
    throw anchorFailure(ANCHOR_ERRORS.ConstraintAddress, {
      account: 'to',
      pubkeys: [toMeta.address, toPublicKey(state.clawbackReceiver)],
    });
  }
  if (state.clawedBack) {
    throw distributorFailure('ClawbackAlreadyClaimed', { source: 'instructions/clawback.rs:52' });
  }
  // Returned with `Err(…into())`: Anchor logs no source line for it.
  if (context.clock.unixTimestamp < state.clawbackStartTs)
    throw distributorFailure('ClawbackBeforeStart');
  tokenTransfer(context, {
    tokenProgram: toPublicKey(TOKEN_PROGRAM_ID),
    source: fromMeta.address,
    destination: toMeta.address,
    authority: distributorMeta.address,
    amount: from.amount,
    pdaSigned: true,
  });
  writeDistributor(context, { ...distributor, data: { ...state, clawedBack: true } });
}
