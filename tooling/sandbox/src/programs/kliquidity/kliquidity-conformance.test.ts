import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEPOSIT_SPEC,
  INITIALIZE_STRATEGY_SPEC,
  INVEST_SPEC,
  LIQUIDITY_ERRORS,
  OPEN_LIQUIDITY_POSITION_SPEC,
  UPDATE_STRATEGY_CONFIG_SPEC,
  WITHDRAW_SPEC,
} from '@keel/liquidity-programs';
import { describe, expect, it } from 'vitest';
import { COLLECT_FEES_AND_REWARDS_SPEC } from './instructions/collect-fees-and-rewards';
import { EMULATED_INSTRUCTIONS } from './kliquidity-handler';

const here = dirname(fileURLToPath(import.meta.url));

/** The workspace root: the first folder up from here holding pnpm-workspace.yaml. */
function workspaceRoot(from: string): string | null {
  let dir = from;
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
  return dir;
}

interface Idl {
  instructions: Array<{
    name: string;
    accounts: Array<{ name: string; isMut: boolean; isSigner: boolean; isOptional?: boolean }>;
    args: Array<{ name: string; type: unknown }>;
  }>;
  errors: Array<{ code: number; name: string; msg: string }>;
}

const root = workspaceRoot(here);
const idlPath = root === null ? null : join(root, '../shared/reference/chain/idl/kliquidity.json');
const idl: Idl | null =
  idlPath !== null && existsSync(idlPath) ? JSON.parse(readFileSync(idlPath, 'utf8')) : null;

/** The DIY-strategy instructions (create, open the position, configure). */
const CREATOR_SPECS = [
  INITIALIZE_STRATEGY_SPEC,
  OPEN_LIQUIDITY_POSITION_SPEC,
  UPDATE_STRATEGY_CONFIG_SPEC,
] as const;

const sighash = (name: string) =>
  createHash('sha256')
    .update(`global:${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`)
    .digest()
    .subarray(0, 8)
    .toString('hex');

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

describe.skipIf(idl === null)('the strategy-program emulation against the published IDL', () => {
  const published = idl as Idl;

  it('emulates deposit, invest and withdraw under their sha256("global:<name>") discriminators', () => {
    const names = [
      DEPOSIT_SPEC,
      INVEST_SPEC,
      WITHDRAW_SPEC,
      COLLECT_FEES_AND_REWARDS_SPEC,
      ...CREATOR_SPECS,
    ].map((spec) => spec.name);
    for (const name of names) {
      expect(published.instructions.some((ix) => ix.name === name)).toBe(true);
      expect(EMULATED_INSTRUCTIONS.has(sighash(name)), name).toBe(true);
    }
    expect(EMULATED_INSTRUCTIONS.size).toBe(names.length);
  });

  it('reads each account at the IDL position, with its flags and optionality', () => {
    for (const spec of [
      DEPOSIT_SPEC,
      INVEST_SPEC,
      WITHDRAW_SPEC,
      COLLECT_FEES_AND_REWARDS_SPEC,
      ...CREATOR_SPECS,
    ]) {
      const ix = published.instructions.find((candidate) => candidate.name === spec.name);
      expect(
        spec.accounts.map((account) => ({
          name: account.name,
          isMut: account.mode === 'w' || account.mode === 'ws',
          isSigner: account.mode === 'ws' || account.mode === 's',
          optional: 'optional' in account && account.optional === true,
        })),
      ).toEqual(
        ix?.accounts.map((account) => ({
          name: account.name,
          isMut: account.isMut,
          isSigner: account.isSigner,
          optional: account.isOptional === true,
        })),
      );
      expect(
        spec.args.map((arg: { name: string; type: string }) => ({
          name: arg.name,
          type: arg.type === 'bytes128' ? { array: ['u8', 128] } : arg.type,
        })),
      ).toEqual(ix?.args);
    }
  });

  it('raises only the program’s own errors, with the IDL’s codes', () => {
    const raised = raisedErrors();
    expect(raised.length).toBeGreaterThan(10);
    for (const name of raised) {
      const published_ = published.errors.find((error) => error.name === name);
      const ours = LIQUIDITY_ERRORS.find((error) => error.name === name);
      expect(published_, name).toBeDefined();
      expect(ours?.code, name).toBe(published_?.code);
    }
  });
});
