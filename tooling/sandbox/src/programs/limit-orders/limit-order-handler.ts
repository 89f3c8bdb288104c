import { toPublicKey } from '@keel/chain-readers';
import {
  LIMIT_ORDER_INSTRUCTION_DISCRIMINATORS,
  LIMIT_ORDER_PROGRAM_ID,
} from '@keel/limit-order-programs';
import type { InstructionContext } from '../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError } from '../../chain/execution/program-error';
import type { ProgramHandler } from '../../chain/program-handler';
import { ArgsReader, splitInstruction } from '../anchor/anchor-accounts';
import { closeOrder } from './instructions/close-order';
import { createOrder } from './instructions/create-order';
import { initializeVault } from './instructions/initialize-vault';
import { takeOrder } from './instructions/take-order';
import { updateOrder } from './instructions/update-order';

type Instruction = (context: InstructionContext, args: ArgsReader) => void;

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** Instruction name (as Anchor logs it), implementation and typical compute units. */
const INSTRUCTIONS = new Map<string, readonly [string, Instruction, number]>([
  [
    hex(LIMIT_ORDER_INSTRUCTION_DISCRIMINATORS.initializeVault),
    ['InitializeVault', initializeVault, 18_000],
  ],
  [hex(LIMIT_ORDER_INSTRUCTION_DISCRIMINATORS.createOrder), ['CreateOrder', createOrder, 32_000]],
  [hex(LIMIT_ORDER_INSTRUCTION_DISCRIMINATORS.updateOrder), ['UpdateOrder', updateOrder, 6_000]],
  [
    hex(LIMIT_ORDER_INSTRUCTION_DISCRIMINATORS.closeOrderAndClaimTip),
    ['CloseOrderAndClaimTip', closeOrder, 26_000],
  ],
  [hex(LIMIT_ORDER_INSTRUCTION_DISCRIMINATORS.takeOrder), ['TakeOrder', takeOrder, 45_000]],
]);

/**
 * The limit-order program (Kamino's Limo), emulated from its source (Kamino-Finance/limo) and
 * limo-sdk 3.1.0: initialize_vault, the maker's create, update and close, and take_order through
 * Express Relay's permission (its auction not emulated) or permissionless. Not emulated:
 * flash_take_order, the KRFQ route, Token-2022 extension checks, the admin's instructions (the
 * world writes the GlobalConfig and the escrow vaults). Unknown instructions fail as Anchor's
 * fallback.
 */
export const limitOrderHandler: ProgramHandler = {
  name: 'limit-orders',
  programIds: [toPublicKey(LIMIT_ORDER_PROGRAM_ID)],
  execute(context) {
    const { discriminator, args } = splitInstruction(context.data);
    const found = INSTRUCTIONS.get(discriminator);
    if (found === undefined) throw anchorError(ANCHOR_ERRORS.InstructionFallbackNotFound);
    const [name, run, units] = found;
    context.log(`Instruction: ${name}`);
    context.consume(units);
    run(context, new ArgsReader(args));
  },
};
