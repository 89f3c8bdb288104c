import { createHash } from 'node:crypto';
import { AccountDecodeError } from '@keel/chain-readers';
import { describe, expect, it } from 'vitest';
import { LIMIT_ORDER_PROGRAM_ID } from '../programId';
import { testKey } from '../testing/keys';
import { LIMIT_ORDER_ACCOUNT_DISCRIMINATORS } from './discriminators';
import {
  decodeLimitOrderGlobalConfig,
  encodeLimitOrderGlobalConfig,
  GLOBAL_CONFIG_SIZE,
} from './globalConfig';
import { decodeLimitOrder, encodeLimitOrder, ORDER_SIZE, ORDER_STATUS } from './order';

const anchorHash = (name: string) => [
  ...createHash('sha256').update(`account:${name}`).digest().subarray(0, 8),
];

const order = {
  globalConfig: testKey(1),
  maker: testKey(2),
  inputMint: testKey(3),
  inputMintProgramId: testKey(4),
  outputMint: testKey(5),
  outputMintProgramId: testKey(6),
  initialInputAmount: 1_000n,
  expectedOutputAmount: 2_000n,
  remainingInputAmount: 400n,
  filledOutputAmount: 1_200n,
  tipAmount: 7n,
  numberOfFills: 2n,
  orderType: 0,
  status: ORDER_STATUS.active,
  inVaultBump: 253,
  flashIxLock: 0,
  permissionless: 1,
  lastUpdatedTimestamp: 1_700_000_123n,
  flashStartTakerOutputBalance: 0n,
  counterparty: testKey(7),
  feePaid: 5_000n,
};

const le64 = (bytes: Uint8Array, at: number) =>
  new DataView(bytes.buffer, bytes.byteOffset).getBigUint64(at, true);

describe('limit-order accounts', () => {
  it('discriminators are sha256("account:<Name>")[0..8]', () => {
    expect([...LIMIT_ORDER_ACCOUNT_DISCRIMINATORS.Order]).toEqual(anchorHash('Order'));
    expect([...LIMIT_ORDER_ACCOUNT_DISCRIMINATORS.GlobalConfig]).toEqual(
      anchorHash('GlobalConfig'),
    );
  });

  it('lays the Order out as the program does (424 bytes, repr(C))', () => {
    const bytes = encodeLimitOrder(order);
    expect(bytes).toHaveLength(ORDER_SIZE);
    expect(bytes.subarray(40, 72)).toEqual(testKey(2).toBytes());
    expect(le64(bytes, 200)).toBe(1_000n);
    expect(le64(bytes, 216)).toBe(400n);
    expect(bytes[249]).toBe(ORDER_STATUS.active);
    expect(bytes[250]).toBe(253);
    expect(bytes[252]).toBe(1);
    expect(le64(bytes, 256)).toBe(1_700_000_123n);
    expect(bytes.subarray(272, 304)).toEqual(testKey(7).toBytes());
    expect(le64(bytes, 304)).toBe(5_000n);
    const decoded = decodeLimitOrder(testKey(9), {
      owner: LIMIT_ORDER_PROGRAM_ID,
      data: bytes,
    });
    expect(decoded).toEqual({ address: testKey(9), ...order });
  });

  it('refuses an Order of the wrong size or owner', () => {
    const bytes = encodeLimitOrder(order);
    expect(() =>
      decodeLimitOrder(testKey(9), { owner: LIMIT_ORDER_PROGRAM_ID, data: bytes.subarray(0, 400) }),
    ).toThrow(AccountDecodeError);
    expect(() => decodeLimitOrder(testKey(9), { owner: testKey(8), data: bytes })).toThrow(
      AccountDecodeError,
    );
  });

  it('round-trips the GlobalConfig (2168 bytes)', () => {
    const config = {
      emergencyMode: 0,
      flashTakeOrderBlocked: 0,
      newOrdersBlocked: 1,
      ordersTakingBlocked: 0,
      hostFeeBps: 25,
      rfqVenuesBlocked: 0,
      orderCloseDelaySeconds: 0n,
      pdaAuthorityPreviousLamportsBalance: 10n,
      totalTipAmount: 11n,
      hostTipAmount: 12n,
      pdaAuthority: testKey(3),
      pdaAuthorityBump: 255n,
      adminAuthority: testKey(4),
      adminAuthorityCached: testKey(5),
      txnFeeCost: 5_000n,
      ataCreationCost: 2_039_280n,
    };
    const bytes = encodeLimitOrderGlobalConfig(config);
    expect(bytes).toHaveLength(GLOBAL_CONFIG_SIZE);
    expect(bytes[10]).toBe(1);
    expect(bytes.subarray(120, 152)).toEqual(testKey(3).toBytes());
    expect(le64(bytes, 224)).toBe(5_000n);
    expect(
      decodeLimitOrderGlobalConfig(testKey(1), { owner: LIMIT_ORDER_PROGRAM_ID, data: bytes }),
    ).toEqual({ address: testKey(1), ...config });
  });
});
