import type { ProgramHandler } from '../chain/program-handler';
import { distributorHandler } from './distributor/distributor-handler';
import { farmsHandler } from './farms/farms-handler';
import { governanceHandler } from './governance/governance-handler';
import { klendHandler } from './klend/handler';
import { kliquidityHandler } from './kliquidity/kliquidity-handler';
import { kvaultHandler } from './kvault/kvault-handler';
import { limitOrderHandler } from './limit-orders/limit-order-handler';
import { swapHandler } from './swap/swap-handler';
import { vsrHandler } from './vsr/vsr-handler';

/**
 * The programs the sandbox emulates by default (a `.so` of the same id in SANDBOX_PROGRAMS_DIR
 * replaces its emulation).
 */
export const EMULATED_PROGRAMS: readonly ProgramHandler[] = [
  vsrHandler,
  governanceHandler,
  klendHandler,
  farmsHandler,
  swapHandler,
  distributorHandler,
  kvaultHandler,
  kliquidityHandler,
  limitOrderHandler,
];
