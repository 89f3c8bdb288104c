import { sameAddress, toPublicKey } from '@keel/chain-readers';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { accountAt, requireMut, requireSigner } from '../../anchor/anchor-accounts';
import { closeProgramAccount } from '../../runtime/system-cpi';
import { tokenTransfer } from '../../runtime/token-cpi';
import {
  checkEventAccounts,
  checkPdaAuthority,
  checkVaultAddress,
  loadGlobalConfig,
  loadOrder,
} from '../limit-order-accounts';
import { limitOrderFailure } from '../limit-order-errors';
import { loadOwnedTokenAccount, requireTokenProgram } from './order-checks';

const SOURCE = 'handlers/handler_close_order_and_claim_tip.rs';

/**
 * close_order_and_claim_tip(): the maker's cancel (or the clean-up of a filled order): what is
 * left of the input goes back from the escrow to the maker, and the order account is closed to
 * the maker (its rent back). The maker's tips (none in the sandbox) would be paid here too.
 */
export function closeOrder(context: InstructionContext): void {
  const maker = accountAt(context, 0, 'maker');
  const orderMeta = accountAt(context, 1, 'order');
  const configMeta = accountAt(context, 2, 'global_config');
  const authority = accountAt(context, 3, 'pda_authority');
  const inputMint = accountAt(context, 4, 'input_mint');
  const outputMint = accountAt(context, 5, 'output_mint');
  const makerAta = accountAt(context, 6, 'maker_input_ata');
  const vault = accountAt(context, 7, 'input_vault');
  const inputProgram = requireTokenProgram(
    accountAt(context, 8, 'input_token_program'),
    'input_token_program',
  );
  checkEventAccounts(
    context,
    accountAt(context, 10, 'event_authority'),
    accountAt(context, 11, 'program'),
  );

  requireSigner(maker, 'maker');
  requireMut(maker, 'maker');
  const order = loadOrder(context, orderMeta).data;
  requireMut(orderMeta, 'order');
  if (!sameAddress(order.maker, maker.address)) throw limitOrderFailure('InvalidOrderOwner');
  const config = loadGlobalConfig(context, configMeta).data;
  if (!sameAddress(order.globalConfig, config.address)) throw limitOrderFailure('InvalidAccount');
  checkPdaAuthority(context, authority, config);
  if (
    !sameAddress(order.inputMint, inputMint.address) ||
    !sameAddress(order.outputMint, outputMint.address)
  )
    throw limitOrderFailure('InvalidTokenMint');
  loadOwnedTokenAccount(context, makerAta, {
    tokenProgram: inputProgram,
    mint: toPublicKey(order.inputMint),
    owner: maker.address,
    name: 'maker_input_ata',
  });
  requireMut(makerAta, 'maker_input_ata');
  checkVaultAddress(context, vault, toPublicKey(config.address), toPublicKey(order.inputMint));

  if (order.flashIxLock !== 0) throw limitOrderFailure('OrderWithinFlashOperation', `${SOURCE}:58`);
  const rested = context.clock.unixTimestamp - order.lastUpdatedTimestamp;
  if (rested < config.orderCloseDelaySeconds)
    throw limitOrderFailure('NotEnoughTimePassedSinceLastUpdate', `${SOURCE}:62`);

  if (order.remainingInputAmount > 0n) {
    tokenTransfer(context, {
      tokenProgram: inputProgram,
      source: vault.address,
      destination: makerAta.address,
      authority: authority.address,
      amount: order.remainingInputAmount,
      pdaSigned: true,
    });
  }
  closeProgramAccount(context, { address: orderMeta.address, destination: maker.address });
  context.log(
    `Closed order ${orderMeta.address.toBase58()}: ${order.remainingInputAmount} returned`,
  );
}
