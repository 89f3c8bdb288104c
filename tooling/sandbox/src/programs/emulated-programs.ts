import type { ProgramHandler } from '../chain/program-handler';
import { governanceHandler } from './governance/governance-handler';
import { vsrHandler } from './vsr/vsr-handler';

/**
 * The programs the sandbox emulates by default (a `.so` of the same id in SANDBOX_PROGRAMS_DIR
 * replaces its emulation).
 */
export const EMULATED_PROGRAMS: readonly ProgramHandler[] = [vsrHandler, governanceHandler];
