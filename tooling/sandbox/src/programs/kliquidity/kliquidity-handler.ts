import { KLIQUIDITY_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import type { InstructionContext } from '../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError } from '../../chain/execution/program-error';
import type { ProgramHandler } from '../../chain/program-handler';
import { ArgsReader, splitInstruction } from '../anchor/anchor-accounts';
import { collectFeesAndRewards } from './instructions/collect-fees-and-rewards';
import { deposit } from './instructions/deposit';
import { initializeStrategy } from './instructions/initialize-strategy';
import { invest } from './instructions/invest';
import { openLiquidityPosition } from './instructions/open-liquidity-position';
import { updateStrategyConfig } from './instructions/update-strategy-config';
import { withdraw } from './instructions/withdraw';
import {
  COLLECT_FEES_AND_REWARDS_SPEC,
  DEPOSIT_SPEC,
  discriminatorOf,
  INITIALIZE_STRATEGY_SPEC,
  INVEST_SPEC,
  OPEN_LIQUIDITY_POSITION_SPEC,
  UPDATE_STRATEGY_CONFIG_SPEC,
  WITHDRAW_SPEC,
} from './kliquidity-instructions';

type Instruction = (context: InstructionContext, args: ArgsReader) => void;

/** Instruction name (as Anchor logs it), implementation and typical compute units. */
export const EMULATED_INSTRUCTIONS = new Map<string, readonly [string, Instruction, number]>([
  [discriminatorOf(DEPOSIT_SPEC), ['Deposit', deposit, 90_000]],
  [discriminatorOf(INVEST_SPEC), ['Invest', invest, 120_000]],
  // With its CPIs (the pool, the burn, the user's and the treasury's transfers) a withdrawal
  // charging a fee stays within the 200 000 units a transaction gets by default.
  [discriminatorOf(WITHDRAW_SPEC), ['Withdraw', withdraw, 110_000]],
  [
    discriminatorOf(COLLECT_FEES_AND_REWARDS_SPEC),
    ['CollectFeesAndRewards', collectFeesAndRewards, 100_000],
  ],
  // DIY strategies: create, open the position over a range, configure (the admin only).
  [discriminatorOf(INITIALIZE_STRATEGY_SPEC), ['InitializeStrategy', initializeStrategy, 60_000]],
  [
    discriminatorOf(OPEN_LIQUIDITY_POSITION_SPEC),
    ['OpenLiquidityPosition', openLiquidityPosition, 110_000],
  ],
  [
    discriminatorOf(UPDATE_STRATEGY_CONFIG_SPEC),
    ['UpdateStrategyConfig', updateStrategyConfig, 15_000],
  ],
]);

/**
 * The liquidity-strategy program, emulated for its users: deposit (in the ratio of the
 * strategy's holdings, shares at the share price), the invest a deposit must be followed by, and
 * withdraw (shares burnt, both tokens back), the collection of the pool position's fees and
 * rewards, with the program's account checks and error codes and real token movements. The
 * pools are modelled by their accounts and vaults (see pool-position.ts, dlmm-position.ts).
 * DIY strategies are created and configured as the program does it (initialize_strategy,
 * open_liquidity_position on Orca pools, update_strategy_config by the strategy's admin).
 * Rebalancing and swaps are not emulated: those instructions fail as an unknown instruction, with a log line saying so.
 */
export const kliquidityHandler: ProgramHandler = {
  name: 'liquidity-strategies',
  programIds: [toPublicKey(KLIQUIDITY_PROGRAM_ID)],
  execute(context) {
    const { discriminator, args } = splitInstruction(context.data);
    const found = EMULATED_INSTRUCTIONS.get(discriminator);
    if (found === undefined) {
      context.log('this strategy program instruction is not emulated by the sandbox yet');
      throw anchorError(ANCHOR_ERRORS.InstructionFallbackNotFound);
    }
    const [name, run, units] = found;
    context.log(`Instruction: ${name}`);
    context.consume(units);
    run(context, new ArgsReader(args));
  },
};
