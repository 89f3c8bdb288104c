import { sameAddress } from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError, ProgramError } from '../../../chain/execution/program-error';
import {
  type ArgsReader,
  accountAt,
  requireMut,
  requireSigner,
} from '../../anchor/anchor-accounts';
import { loadGlobalConfig, loadOrder, writeOrder } from '../limit-order-accounts';
import { limitOrderFailure } from '../limit-order-errors';

const OPERATIONS = 'operations.rs';

/** `UpdateOrderMode`. */
const MODE = { permissionless: 0, counterparty: 1 } as const;

/**
 * update_order(mode, value) (handlers/update_order.rs): the maker opens the order to
 * permissionless takers (mode 0, one byte) or names its only counterparty (mode 1, a pubkey).
 */
export function updateOrder(context: InstructionContext, args: ArgsReader): void {
  const mode = args.u8() | (args.u8() << 8); // u16, little-endian
  const length = args.u32();
  const value = Uint8Array.from({ length }, () => args.u8());
  const maker = accountAt(context, 0, 'maker');
  const configMeta = accountAt(context, 1, 'global_config');
  const orderMeta = accountAt(context, 2, 'order');

  requireSigner(maker, 'maker');
  const config = loadGlobalConfig(context, configMeta).data;
  const order = loadOrder(context, orderMeta).data;
  requireMut(orderMeta, 'order');
  if (
    !sameAddress(order.maker, maker.address) ||
    !sameAddress(order.globalConfig, configMeta.address)
  )
    throw anchorError(ANCHOR_ERRORS.ConstraintHasOne, 'order');
  if (config.emergencyMode > 0)
    throw limitOrderFailure('EmergencyModeEnabled', 'utils/constraints.rs:14');

  if (mode === MODE.permissionless) {
    if (value.length !== 1) throw limitOrderFailure('InvalidParameterType', `${OPERATIONS}:72`);
    writeOrder(context, { ...order, permissionless: value[0] ?? 0 });
  } else if (mode === MODE.counterparty) {
    if (value.length !== 32) throw limitOrderFailure('InvalidParameterType', `${OPERATIONS}:78`);
    writeOrder(context, { ...order, counterparty: new PublicKey(value) });
  } else {
    throw new ProgramError('InvalidInstructionData');
  }
  context.log(`Updating order with mode ${mode}`);
}
