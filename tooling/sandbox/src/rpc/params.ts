/** Reading and checking positional RPC parameters, with Solana's error texts. */
import { PublicKey } from '@solana/web3.js';
import type { Ledger } from '../chain/ledger';
import { invalidParams, MIN_CONTEXT_SLOT_NOT_REACHED, RpcError } from './rpc-error';

const COMMITMENTS = new Set([
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
]);

export type Config = Record<string, unknown>;

export function pubkeyParam(value: unknown): PublicKey {
  if (typeof value !== 'string') throw invalidParams('Invalid param: Invalid');
  try {
    const key = new PublicKey(value);
    if (key.toBase58() !== value) throw new Error('not canonical');
    return key;
  } catch {
    throw invalidParams(value.length > 44 ? 'Invalid param: WrongSize' : 'Invalid param: Invalid');
  }
}

export function pubkeyListParam(value: unknown, max: number): PublicKey[] {
  if (!Array.isArray(value)) throw invalidParams('Invalid params: expected an array of addresses');
  if (value.length > max) throw invalidParams(`Too many inputs provided; max ${max}`);
  return value.map(pubkeyParam);
}

/** The optional config object; `undefined` and `null` mean "no options". */
export function configParam(value: unknown): Config {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidParams('Invalid params: expected a config object');
  }
  return value as Config;
}

/** Checks the commitment (every level is served alike: the sandbox finalises at once). */
export function checkCommitment(config: Config): string {
  const commitment = config.commitment ?? 'finalized';
  if (typeof commitment !== 'string' || !COMMITMENTS.has(commitment)) {
    throw invalidParams(`Invalid params: unknown commitment \`${String(commitment)}\``);
  }
  return commitment;
}

/** Rejects a `minContextSlot` the chain has not reached, as Solana does. */
export function checkMinContextSlot(config: Config, ledger: Ledger): void {
  const min = config.minContextSlot;
  if (min === undefined || min === null) return;
  if (typeof min !== 'number' || !Number.isSafeInteger(min) || min < 0) {
    throw invalidParams('Invalid params: minContextSlot must be a slot number');
  }
  if (min > ledger.slot) {
    throw new RpcError(MIN_CONTEXT_SLOT_NOT_REACHED, 'Minimum context slot has not been reached', {
      contextSlot: ledger.slot,
    });
  }
}

/** Checks the common config of read methods and returns it. */
export function readConfig(value: unknown, ledger: Ledger): Config {
  const config = configParam(value);
  checkCommitment(config);
  checkMinContextSlot(config, ledger);
  return config;
}

export function nonNegativeIntegerParam(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw invalidParams(`Invalid params: ${name} must be a non-negative integer`);
  }
  return value;
}

export function optionalBoolean(config: Config, name: string, fallback: boolean): boolean {
  const value = config[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw invalidParams(`Invalid params: ${name} must be a boolean`);
  return value;
}

export function stringParam(value: unknown, name: string): string {
  if (typeof value !== 'string') throw invalidParams(`Invalid params: ${name} must be a string`);
  return value;
}
