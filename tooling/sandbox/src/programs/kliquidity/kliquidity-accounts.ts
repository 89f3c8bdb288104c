import {
  type CollateralInfo,
  decodeCollateralInfos,
  decodeKliquidityGlobalConfig,
  decodeWhirlpoolStrategy,
  KLIQUIDITY_DISCRIMINATORS,
  type KliquidityGlobalConfig,
  toPublicKey,
  type WhirlpoolStrategy,
} from '@keel/chain-readers';
import type { PublicKey } from '@solana/web3.js';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError } from '../../chain/execution/program-error';
import type { LedgerAccount } from '../../chain/ledger-account';
import { accountAt, loadAccount } from '../anchor/anchor-accounts';
import type { StrategyInstruction } from './kliquidity-instructions';

/** The instruction's accounts by IDL name, at the IDL's positions. */
export function accountsOf(context: InstructionContext, spec: StrategyInstruction) {
  return (name: string): AccountMetaView => {
    const index = spec.accounts.findIndex((account) => account.name === name);
    if (index < 0) throw new Error(`${spec.name} has no account ${name}`);
    return accountAt(context, index, name);
  };
}

export interface LoadedStrategy {
  data: WhirlpoolStrategy;
  state: LedgerAccount;
}

/** `AccountLoader<'info, WhirlpoolStrategy>`. */
export function loadStrategy(context: InstructionContext, meta: AccountMetaView): LoadedStrategy {
  return loadAccount(
    context,
    meta,
    {
      owner: context.programId,
      discriminators: [KLIQUIDITY_DISCRIMINATORS.WhirlpoolStrategy],
      decode: (address, account) =>
        decodeWhirlpoolStrategy(address, account, { programId: context.programId }),
    },
    'strategy',
  );
}

/** `AccountLoader<'info, GlobalConfig>`. */
export function loadGlobalConfig(
  context: InstructionContext,
  meta: AccountMetaView,
): KliquidityGlobalConfig {
  return loadAccount(
    context,
    meta,
    {
      owner: context.programId,
      discriminators: [KLIQUIDITY_DISCRIMINATORS.GlobalConfig],
      decode: (address, account) =>
        decodeKliquidityGlobalConfig(address, account, { programId: context.programId }),
    },
    'global_config',
  ).data;
}

/** `AccountLoader<'info, CollateralInfos>` at `address = global_config.token_infos`. */
export function loadTokenInfos(
  context: InstructionContext,
  meta: AccountMetaView,
  config: KliquidityGlobalConfig,
): readonly CollateralInfo[] {
  if (!meta.address.equals(toPublicKey(config.tokenInfos))) {
    throw anchorError(ANCHOR_ERRORS.ConstraintAddress, 'token_infos');
  }
  return loadAccount(
    context,
    meta,
    {
      owner: context.programId,
      discriminators: [KLIQUIDITY_DISCRIMINATORS.CollateralInfos],
      decode: (address, account) =>
        decodeCollateralInfos(address, account, { programId: context.programId }),
    },
    'token_infos',
  ).data.infos;
}

/** The strategy fields a user instruction changes, at their offsets (LAYOUTS §3.1). */
const OFFSETS = {
  tokenAAmounts: 624,
  tokenBAmounts: 632,
  sharesIssued: 800,
  feesACumulative: 992,
  feesBCumulative: 1000,
  reward0AmountCumulative: 1008,
  reward1AmountCumulative: 1016,
  reward2AmountCumulative: 1024,
  lastInvestSlot: 2320,
} as const;

/** Writes changed counters into the strategy's bytes; every other byte stays as it was. */
export function writeStrategy(
  context: InstructionContext,
  loaded: LoadedStrategy,
  change: Partial<Record<keyof typeof OFFSETS, bigint>>,
): void {
  const data = Buffer.from(loaded.state.data);
  for (const [field, value] of Object.entries(change)) {
    data.writeBigUInt64LE(value, OFFSETS[field as keyof typeof OFFSETS]);
  }
  context.write(toPublicKey(loaded.data.address), { ...loaded.state, data });
}

/** `has_one = <field>` on the strategy, in the accounts struct's order. */
export function requireStrategyHasOne(
  pairs: ReadonlyArray<readonly [AccountMetaView, PublicKey]>,
): void {
  for (const [given, stored] of pairs) {
    if (!given.address.equals(stored)) {
      throw anchorError(ANCHOR_ERRORS.ConstraintHasOne, 'strategy');
    }
  }
}
