import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BN, BorshInstructionCoder, type Idl } from '@coral-xyz/anchor-029';
import { referenceJson } from '@keel/config/reference';
import { describe, expect, it } from 'vitest';
import { STRATEGY_ERRORS } from './kliquidity-error-codes';
import { kliquidityHandler } from './kliquidity-handler';
import {
  COLLECT_FEES_AND_REWARDS_SPEC,
  DEPOSIT_SPEC,
  discriminatorOf,
  INITIALIZE_STRATEGY_SPEC,
  INVEST_SPEC,
  OPEN_LIQUIDITY_POSITION_SPEC,
  type StrategyInstruction,
  UPDATE_STRATEGY_CONFIG_SPEC,
  WITHDRAW_SPEC,
} from './kliquidity-instructions';
import { CONFIG_MODE_COUNT, CONFIG_MODES, REBALANCE_TYPE_INDEXES } from './strategy-config-modes';

interface PublishedIdl {
  name: string;
  instructions: Array<{
    name: string;
    accounts: Array<{ name: string; isMut: boolean; isSigner: boolean; isOptional?: boolean }>;
    args: Array<{ name: string; type: unknown }>;
  }>;
  types: Array<{ name: string; type: { kind: string; variants?: Array<{ name: string }> } }>;
  errors: Array<{ code: number; name: string; msg: string }>;
}

const published = referenceJson<PublishedIdl>(
  'sandbox: kliquidity emulation tables',
  'chain/idl/kliquidity.json',
);
const here = dirname(fileURLToPath(import.meta.url));

const EMULATED: readonly StrategyInstruction[] = [
  DEPOSIT_SPEC,
  INVEST_SPEC,
  WITHDRAW_SPEC,
  COLLECT_FEES_AND_REWARDS_SPEC,
  INITIALIZE_STRATEGY_SPEC,
  OPEN_LIQUIDITY_POSITION_SPEC,
  UPDATE_STRATEGY_CONFIG_SPEC,
];

/** Zero-valued arguments of an instruction, so the IDL coder yields its discriminator. */
function zeroArgs(args: PublishedIdl['instructions'][number]['args']): Record<string, unknown> {
  return Object.fromEntries(
    args.map(({ name, type }) => [
      name,
      typeof type === 'object' && type !== null && 'array' in type
        ? new Array(128).fill(0)
        : typeof type === 'string' && /^[ui](64|128)$/.test(type)
          ? new BN(0)
          : 0,
    ]),
  );
}

/** Every `liquidityFailure('<Name>'` the emulation's sources raise. */
function raisedErrors(): string[] {
  const files = [here, join(here, 'instructions')].flatMap((dir) =>
    readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(join(dir, file), 'utf8')),
  );
  return [
    ...new Set(
      files.flatMap((text) =>
        [...text.matchAll(/liquidityFailure\('(\w+)'/g)].map((m) => m[1] as string),
      ),
    ),
  ];
}

describe.skipIf(published === null)('the strategy-program emulation against its IDL', () => {
  const idl = published as PublishedIdl;
  const coder = new BorshInstructionCoder(idl as unknown as Idl);

  it.each(EMULATED.map((spec) => [spec.name, spec] as const))(
    '%s: the accounts struct is the IDL’s (names, order, mut, signer, optional)',
    (name, spec) => {
      const ix = idl.instructions.find((candidate) => candidate.name === name);
      expect(ix).toBeDefined();
      expect(
        spec.accounts.map((account) => ({
          name: account.name,
          isMut: account.mode === 'w' || account.mode === 'ws',
          isSigner: account.mode === 's' || account.mode === 'ws',
          optional: account.optional === true,
        })),
      ).toEqual(
        ix?.accounts.map((account) => ({
          name: account.name,
          isMut: account.isMut,
          isSigner: account.isSigner,
          optional: account.isOptional === true,
        })),
      );
    },
  );

  it('dispatches each emulated instruction under the discriminator the IDL coder writes', () => {
    for (const spec of EMULATED) {
      const ix = idl.instructions.find((candidate) => candidate.name === spec.name);
      if (ix === undefined) throw new Error(`${spec.name} is not in the IDL`);
      const data = coder.encode(spec.name, zeroArgs(ix.args));
      const discriminator = data.subarray(0, 8).toString('hex');
      expect(discriminatorOf(spec), spec.name).toBe(discriminator);
      expect(kliquidityHandler.instructionNames.has(discriminator), spec.name).toBe(true);
    }
    expect(kliquidityHandler.instructionNames.size).toBe(EMULATED.length);
  });

  it('every error it raises is the IDL’s, with its code, name and message', () => {
    const raised = raisedErrors();
    expect(raised.length).toBeGreaterThan(10);
    expect(Object.keys(STRATEGY_ERRORS).sort()).toEqual([...raised].sort());
    for (const error of Object.values(STRATEGY_ERRORS)) {
      expect(idl.errors.find((candidate) => candidate.name === error.name)).toEqual(error);
    }
  });

  it('reads the config modes and rebalance types at the IDL enums’ indexes', () => {
    const variants = (name: string) =>
      (idl.types.find((type) => type.name === name)?.type.variants ?? []).map((v) => v.name);
    const modes = variants('StrategyConfigOption');
    expect(modes).toHaveLength(CONFIG_MODE_COUNT);
    for (const [name, index] of Object.entries(CONFIG_MODES)) expect(modes[index]).toBe(name);
    const types = variants('RebalanceType');
    for (const [name, index] of Object.entries(REBALANCE_TYPE_INDEXES))
      expect(types[index]).toBe(name);
  });
});
