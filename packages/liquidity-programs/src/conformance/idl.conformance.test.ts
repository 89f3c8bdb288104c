import { createHash } from 'node:crypto';
import { referenceJson } from '@keel/config/reference';
import { describe, expect, it } from 'vitest';
import { REBALANCE_METHODS, STRATEGY_CONFIG_MODES } from '../creator/strategyConfig';
import { LIQUIDITY_ERROR_MESSAGES } from '../errors/liquidityErrorMessages';
import { LIQUIDITY_ERRORS } from '../errors/liquidityErrors';
import {
  INITIALIZE_STRATEGY_SPEC,
  OPEN_LIQUIDITY_POSITION_SPEC,
  UPDATE_STRATEGY_CONFIG_SPEC,
} from '../instructions/adminSpecs';
import type { InstructionSpec } from '../instructions/spec';
import { DEPOSIT_SPEC, INVEST_SPEC, WITHDRAW_SPEC } from '../instructions/specs';

interface Idl {
  name: string;
  instructions: Array<{
    name: string;
    accounts: Array<{ name: string; isMut: boolean; isSigner: boolean; isOptional?: boolean }>;
    args: Array<{ name: string; type: unknown }>;
  }>;
  errors: Array<{ code: number; name: string; msg: string }>;
  types?: Array<{ name: string; type: { kind: string; variants?: Array<{ name: string }> } }>;
}

/**
 * Conformance with the published strategy-program IDL (`yvaults` 0.1.0): each builder's accounts
 * (names, order, isMut, isSigner, isOptional), arguments and discriminator, and the error list.
 */
const idl = referenceJson<Idl>('liquidity-programs: kliquidity IDL', 'chain/idl/kliquidity.json');

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

describe.skipIf(idl === null)('strategy program IDL conformance', () => {
  it.each([
    DEPOSIT_SPEC,
    INVEST_SPEC,
    WITHDRAW_SPEC,
    INITIALIZE_STRATEGY_SPEC,
    OPEN_LIQUIDITY_POSITION_SPEC,
    UPDATE_STRATEGY_CONFIG_SPEC,
  ] as InstructionSpec[])('$name: accounts, args and discriminator are the IDL’s', (spec) => {
    const instruction = idl?.instructions.find((i) => i.name === spec.name);
    expect(instruction).toBeDefined();
    expect(
      spec.accounts.map((a) => ({
        name: a.name,
        isMut: a.mode === 'w' || a.mode === 'ws',
        isSigner: a.mode === 's' || a.mode === 'ws',
        optional: a.optional === true,
      })),
    ).toEqual(
      instruction?.accounts.map((a) => ({
        name: a.name,
        isMut: a.isMut,
        isSigner: a.isSigner,
        optional: a.isOptional === true,
      })),
    );
    expect(
      spec.args.map((a) => ({
        name: a.name,
        type: a.type === 'bytes128' ? { array: ['u8', 128] } : a.type,
      })),
    ).toEqual(instruction?.args);
    expect(spec.discriminator).toBe(
      createHash('sha256')
        .update(`global:${snake(spec.name)}`)
        .digest()
        .subarray(0, 8)
        .toString('hex'),
    );
  });

  it('the config modes and rebalance methods are the IDL enums’ variants at their indexes', () => {
    const variants = (name: string) =>
      (idl?.types?.find((t) => t.name === name)?.type.variants ?? []).map((v) => v.name);
    const modes = variants('StrategyConfigOption');
    for (const [name, index] of Object.entries(STRATEGY_CONFIG_MODES))
      expect(modes[index]).toBe(name);
    const methods = variants('RebalanceType');
    for (const [name, index] of Object.entries(REBALANCE_METHODS))
      expect(methods[index]).toBe(name);
  });

  it('every IDL error is listed with its code, name and message, and has copy', () => {
    expect(idl?.name).toBe('yvaults');
    expect(LIQUIDITY_ERRORS.map(({ code, name, msg }) => ({ code, name, msg }))).toEqual(
      idl?.errors.map(({ code, name, msg }) => ({ code, name, msg })),
    );
    for (const error of idl?.errors ?? [])
      expect(LIQUIDITY_ERROR_MESSAGES[error.code]).toBeTruthy();
  });
});
