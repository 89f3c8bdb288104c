import { toPublicKey } from '@keel/chain-readers';
import {
  LIMIT_ORDER_INSTRUCTION_DISCRIMINATORS as D,
  LIMIT_ORDER_PROGRAM_ID,
} from '@keel/limit-order-programs';
import { defineEmulatedProgram } from '../emulated-program';
import { closeOrder } from './instructions/close-order';
import { createOrder } from './instructions/create-order';
import { initializeVault } from './instructions/initialize-vault';
import { takeOrder } from './instructions/take-order';
import { updateOrder } from './instructions/update-order';

/**
 * The limit-order program (Kamino's Limo), emulated from its source (Kamino-Finance/limo) and
 * limo-sdk 3.1.0: initialize_vault, the maker's create, update and close, and take_order through
 * Express Relay's permission (its auction not emulated) or permissionless. Not emulated:
 * flash_take_order, the KRFQ route, Token-2022 extension checks, the admin's instructions (the
 * world writes the GlobalConfig and the escrow vaults). Unknown instructions fail as Anchor's
 * fallback.
 */
export const limitOrderHandler = defineEmulatedProgram({
  name: 'limit-orders',
  programId: toPublicKey(LIMIT_ORDER_PROGRAM_ID),
  instructions: {
    InitializeVault: { discriminator: D.initializeVault, run: initializeVault, units: 18_000 },
    CreateOrder: { discriminator: D.createOrder, run: createOrder, units: 32_000 },
    UpdateOrder: { discriminator: D.updateOrder, run: updateOrder, units: 6_000 },
    CloseOrderAndClaimTip: {
      discriminator: D.closeOrderAndClaimTip,
      run: closeOrder,
      units: 26_000,
    },
    TakeOrder: { discriminator: D.takeOrder, run: takeOrder, units: 45_000 },
  },
});
