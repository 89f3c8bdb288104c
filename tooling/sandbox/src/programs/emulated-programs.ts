import type { ProgramHandler } from '../chain/program-handler';
import { distributorHandler } from './distributor/distributor-handler';
import { farmsHandler } from './farms/farms-handler';
import { governanceHandler } from './governance/governance-handler';
import { klendHandler } from './klend/handler';
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
];
