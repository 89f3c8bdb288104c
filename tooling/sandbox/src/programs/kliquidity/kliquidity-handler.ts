import { KLIQUIDITY_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { ANCHOR_ERRORS, anchorError } from '../../chain/execution/program-error';
import { defineEmulatedProgram } from '../emulated-program';
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
  instructionDiscriminator as discriminator,
  INITIALIZE_STRATEGY_SPEC,
  INVEST_SPEC,
  OPEN_LIQUIDITY_POSITION_SPEC,
  UPDATE_STRATEGY_CONFIG_SPEC,
  WITHDRAW_SPEC,
} from './kliquidity-instructions';

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
export const kliquidityHandler = defineEmulatedProgram({
  name: 'liquidity-strategies',
  programId: toPublicKey(KLIQUIDITY_PROGRAM_ID),
  instructions: {
    Deposit: { discriminator: discriminator(DEPOSIT_SPEC), run: deposit, units: 90_000 },
    Invest: { discriminator: discriminator(INVEST_SPEC), run: invest, units: 120_000 },
    // With its CPIs (the pool, the burn, the user's and the treasury's transfers) a withdrawal
    // charging a fee stays within the 200 000 units a transaction gets by default.
    Withdraw: { discriminator: discriminator(WITHDRAW_SPEC), run: withdraw, units: 110_000 },
    CollectFeesAndRewards: {
      discriminator: discriminator(COLLECT_FEES_AND_REWARDS_SPEC),
      run: collectFeesAndRewards,
      units: 100_000,
    },
    // DIY strategies: create, open the position over a range, configure (the admin only).
    InitializeStrategy: {
      discriminator: discriminator(INITIALIZE_STRATEGY_SPEC),
      run: initializeStrategy,
      units: 60_000,
    },
    OpenLiquidityPosition: {
      discriminator: discriminator(OPEN_LIQUIDITY_POSITION_SPEC),
      run: openLiquidityPosition,
      units: 110_000,
    },
    UpdateStrategyConfig: {
      discriminator: discriminator(UPDATE_STRATEGY_CONFIG_SPEC),
      run: updateStrategyConfig,
      units: 15_000,
    },
  },
  errors: {
    unknownInstruction(context) {
      context.log('this strategy program instruction is not emulated by the sandbox yet');
      return anchorError(ANCHOR_ERRORS.InstructionFallbackNotFound);
    },
  },
});
