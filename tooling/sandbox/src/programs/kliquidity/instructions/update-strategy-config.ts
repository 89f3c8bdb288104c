import {
  REBALANCE_TYPES,
  STRATEGY_CREATION_STATUSES,
  SYSTEM_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError } from '../../../chain/execution/program-error';
import {
  type ArgsReader,
  requireMut,
  requireProgram,
  requireSigner,
} from '../../anchor/anchor-accounts';
import { rewriteStrategy } from '../creator-accounts';
import {
  accountsOf,
  loadGlobalConfig,
  loadStrategy,
  requireStrategyHasOne,
} from '../kliquidity-accounts';
import { liquidityFailure } from '../kliquidity-errors';
import { UPDATE_STRATEGY_CONFIG_SPEC } from '../kliquidity-instructions';
import { CONFIG_MODE_COUNT, CONFIG_MODES, rebalanceWidths } from '../strategy-config-modes';

const SOURCE = 'handlers/update_strategy_config.rs';
const FULL_BPS = 10_000n;

/**
 * update_strategy_config(mode, value): one setting of a strategy, signed by its admin authority
 * (or the global config's admin); anyone else gets InvalidAdminAuthority. The sandbox applies the
 * modes a DIY strategy's admin uses — deposit caps, withdrawal and performance fees (basis
 * points ≤ 10 000), creation status, the community flag, rebalance type and parameters (checked
 * for the types the program's client encodes) — and refuses the others with
 * StrategyFieldUpdateNotAllowed, with a log line saying so.
 */
export function updateStrategyConfig(context: InstructionContext, args: ArgsReader): void {
  const modeBytes = [args.u8(), args.u8()];
  const mode = (modeBytes[0] ?? 0) | ((modeBytes[1] ?? 0) << 8);
  if (mode >= CONFIG_MODE_COUNT) throw anchorError(ANCHOR_ERRORS.InstructionDidNotDeserialize);
  const value = new Uint8Array(128);
  for (let i = 0; i < 128; i += 1) value[i] = args.u8();
  const number = Buffer.from(value).readBigUInt64LE(0);

  const at = accountsOf(context, UPDATE_STRATEGY_CONFIG_SPEC);
  const admin = at('adminAuthority');
  requireSigner(admin, 'admin_authority');
  const strategyMeta = at('strategy');
  const loaded = loadStrategy(context, strategyMeta);
  requireMut(strategyMeta, 'strategy');
  const strategy = loaded.data;
  requireStrategyHasOne([[at('globalConfig'), toPublicKey(strategy.globalConfig)]]);
  const config = loadGlobalConfig(context, at('globalConfig'));
  requireProgram(at('systemProgram'), toPublicKey(SYSTEM_PROGRAM_ID), 'system_program');
  const isAdmin =
    admin.address.equals(toPublicKey(strategy.adminAuthority)) ||
    admin.address.equals(toPublicKey(config.adminAuthority));
  if (!isAdmin) throw liquidityFailure('InvalidAdminAuthority', SOURCE);

  const M = CONFIG_MODES;
  const bps = () => {
    if (number > FULL_BPS) throw liquidityFailure('InvalidBPSValue', SOURCE);
    return number;
  };
  context.log(`Update strategy config: mode ${mode}, value ${number}`);
  switch (mode) {
    case M.UpdateDepositCap:
      rewriteStrategy(context, loaded, { depositCapUsd: number });
      return;
    case M.UpdateDepositCapIxn:
      rewriteStrategy(context, loaded, { depositCapUsdPerIxn: number });
      return;
    case M.UpdateWithdrawFee:
      rewriteStrategy(context, loaded, { withdrawFee: bps() });
      return;
    case M.UpdateCollectFeesFee:
      rewriteStrategy(context, loaded, { feesFee: bps() });
      return;
    case M.UpdateStrategyCreationState: {
      const status = STRATEGY_CREATION_STATUSES[Number(number)];
      if (number >= BigInt(STRATEGY_CREATION_STATUSES.length) || status === undefined) {
        throw liquidityFailure('StrategyFieldUpdateNotAllowed', SOURCE);
      }
      rewriteStrategy(context, loaded, { creationStatus: status });
      return;
    }
    case M.UpdateIsCommunity:
      if (number > 1n) throw liquidityFailure('StrategyFieldUpdateNotAllowed', SOURCE);
      rewriteStrategy(context, loaded, { isCommunity: number === 1n });
      return;
    case M.UpdateRebalanceType:
      if (number >= BigInt(REBALANCE_TYPES.length)) {
        throw liquidityFailure('InvalidRebalanceType', SOURCE);
      }
      rewriteStrategy(context, loaded, { rebalanceType: Number(number) });
      return;
    case M.UpdateRebalanceParams: {
      const widths = rebalanceWidths(strategy.rebalanceType, value);
      if (widths === null) throw liquidityFailure('InvalidRebalanceType', SOURCE);
      if (widths.some((width) => width === 0)) throw liquidityFailure('InvalidBPSValue', SOURCE);
      rewriteStrategy(context, loaded, {
        rebalanceRaw: { ...strategy.rebalanceRaw, params: value },
      });
      return;
    }
    default:
      context.log(`config mode ${mode} is not emulated by the sandbox`);
      throw liquidityFailure('StrategyFieldUpdateNotAllowed', SOURCE);
  }
}
