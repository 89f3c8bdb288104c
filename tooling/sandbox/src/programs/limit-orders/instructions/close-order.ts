import { sameAddress } from '@keel/chain-readers';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError } from '../../../chain/execution/program-error';
import { accountAt, requireMut, requireSigner } from '../../anchor/anchor-accounts';
import { closeProgramAccount } from '../../runtime/system-cpi';
import { tokenTransfer } from '../../runtime/token-cpi';
import {
  checkEventAccounts,
  escrowVaultAddress,
  loadGlobalConfig,
  loadInterfaceTokenAccount,
  loadOrder,
  requireConfigAuthority,
  requireTokenMintAndAuthority,
  writeGlobalConfig,
  writeOrder,
} from '../limit-order-accounts';
import { systemTransfer } from '../limit-order-cpi';
import { limitOrderFailure } from '../limit-order-errors';
import { closable, STATUS } from '../limit-order-rules';
import { loadOrderMint, requireSystemProgram, requireTokenProgram } from './order-checks';

const OPERATIONS = 'operations.rs';

/**
 * close_order_and_claim_tip() (handlers/close_order_and_claim_tip.rs): the maker's cancel, or the
 * clean-up of a filled order. What is left of the input goes back from the escrow, the maker's
 * tips from the PDA authority, and the order account closes to the maker (its rent and the
 * `fee_paid` deposit back).
 */
export function closeOrder(context: InstructionContext): void {
  const maker = accountAt(context, 0, 'maker');
  const orderMeta = accountAt(context, 1, 'order');
  const configMeta = accountAt(context, 2, 'global_config');
  const authority = accountAt(context, 3, 'pda_authority');
  const inputMintMeta = accountAt(context, 4, 'input_mint');
  const outputMintMeta = accountAt(context, 5, 'output_mint');
  const makerAtaMeta = accountAt(context, 6, 'maker_input_ata');
  const vaultMeta = accountAt(context, 7, 'input_vault');
  const inputProgram = requireTokenProgram(
    accountAt(context, 8, 'input_token_program'),
    'input_token_program',
  );
  requireSystemProgram(accountAt(context, 9, 'system_program'));
  checkEventAccounts(
    context,
    accountAt(context, 10, 'event_authority'),
    accountAt(context, 11, 'program'),
  );

  requireSigner(maker, 'maker');
  const order = loadOrder(context, orderMeta).data;
  const config = loadGlobalConfig(context, configMeta).data;
  const inputMint = loadOrderMint(context, inputMintMeta, inputProgram, 'input_mint');
  const outputState = context.read(outputMintMeta.address);
  if (outputState === null) throw anchorError(ANCHOR_ERRORS.AccountNotInitialized, 'output_mint');
  const makerAta = loadInterfaceTokenAccount(context, makerAtaMeta, 'maker_input_ata');
  const vault = loadInterfaceTokenAccount(context, vaultMeta, 'input_vault');

  requireMut(maker, 'maker');
  requireMut(orderMeta, 'order');
  const hasOne = [
    [order.maker, maker.address],
    [order.globalConfig, configMeta.address],
    [order.inputMint, inputMintMeta.address],
    [order.outputMint, outputMintMeta.address],
  ] as const;
  if (hasOne.some(([recorded, given]) => !sameAddress(recorded, given)))
    throw anchorError(ANCHOR_ERRORS.ConstraintHasOne, 'order');
  requireMut(configMeta, 'global_config');
  requireConfigAuthority(authority, config);
  requireMut(authority, 'pda_authority');
  requireMut(makerAtaMeta, 'maker_input_ata');
  requireTokenMintAndAuthority(makerAta, inputMintMeta.address, maker.address, 'maker_input_ata');
  requireMut(vaultMeta, 'input_vault');
  const [expectedVault] = escrowVaultAddress(context, configMeta.address, inputMintMeta.address);
  if (!vaultMeta.address.equals(expectedVault))
    throw anchorError(ANCHOR_ERRORS.ConstraintSeeds, 'input_vault');
  requireTokenMintAndAuthority(vault, inputMintMeta.address, authority.address, 'input_vault');

  if (config.emergencyMode > 0)
    throw limitOrderFailure('EmergencyModeEnabled', 'utils/constraints.rs:14');

  if (!closable(order.status))
    throw limitOrderFailure('OrderCanNotBeCanceled', `${OPERATIONS}:127`);
  if (context.clock.unixTimestamp < order.lastUpdatedTimestamp + config.orderCloseDelaySeconds)
    throw limitOrderFailure('NotEnoughTimePassedSinceLastUpdate', `${OPERATIONS}:132`);
  if (order.flashIxLock !== 0)
    throw limitOrderFailure('OrderWithinFlashOperation', `${OPERATIONS}:137`);
  if (config.totalTipAmount < order.tipAmount) throw limitOrderFailure('MathOverflow');

  if (order.remainingInputAmount > 0n) {
    tokenTransfer(context, {
      tokenProgram: inputProgram,
      source: vaultMeta.address,
      destination: makerAtaMeta.address,
      authority: authority.address,
      amount: order.remainingInputAmount,
      mint: { address: inputMintMeta.address, decimals: inputMint.decimals },
      pdaSigned: true,
    });
  }
  if (order.tipAmount > 0n) {
    systemTransfer(context, {
      from: authority.address,
      to: maker.address,
      lamports: order.tipAmount,
      pdaSigned: true,
    });
  }
  const authorityLamports = context.read(authority.address)?.lamports ?? 0n;
  writeGlobalConfig(context, {
    ...config,
    totalTipAmount: config.totalTipAmount - order.tipAmount,
    pdaAuthorityPreviousLamportsBalance: authorityLamports,
  });
  writeOrder(context, { ...order, status: STATUS.cancelled });
  // `close = maker`: every lamport of the order (rent and fee_paid) to the maker.
  closeProgramAccount(context, { address: orderMeta.address, destination: maker.address });
  context.log(
    `Closed order ${orderMeta.address.toBase58()}: ${order.remainingInputAmount} returned, tip ${order.tipAmount}`,
  );
}
