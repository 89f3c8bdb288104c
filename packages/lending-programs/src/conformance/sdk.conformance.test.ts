import * as farmsSdk from '@kamino-finance/farms-sdk/dist/@codegen/farms/instructions';
import * as klendSdk from '@kamino-finance/klend-sdk/dist/@codegen/klend/instructions';
import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import type { ArgSpec } from '../spec/instructionSpec';
import {
  type BuilderView,
  buildDynamic,
  FARMS_BUILDERS,
  KLEND_BUILDERS,
  specAccounts,
} from '../testing/builders';
import { keySequence } from '../testing/keys';
import {
  fromKit,
  fromWeb3,
  type KitInstruction,
  kitAddress,
  toSdkAccounts,
  toSdkArgs,
} from '../testing/sdkInstructions';

/**
 * The official SDKs' generated instruction builders (klend-sdk 7.3.22, farms-sdk 3.2.24, on
 * @solana/kit 2.3.0) and ours, given identical inputs, produce identical data bytes and account
 * metas (key, signer, writable) — for every builder of this package, with optional accounts
 * given and absent. Well-known accounts are left out on our side, so our defaults are checked too.
 */

type SdkBuilder = (...params: unknown[]) => KitInstruction;

/** Where farms-sdk 3.2.24 departs from the published farms IDL this package follows. */
const SDK_RENAMES: Record<string, Record<string, string>> = {
  harvestReward: { owner: 'payer', userRewardAta: 'userRewardTokenAccount' },
};
/** initialize_user: the IDL marks `authority` writable, the newer SDK read-only (account 0). */
const SDK_FLAG_DIFFERENCES: Record<string, Array<{ index: number; writable: boolean }>> = {
  initializeUser: [{ index: 0, writable: false }],
};

function argValues(specs: readonly ArgSpec[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  specs.forEach((spec, i) => {
    if (spec.type === 'u8') values[spec.name] = 3 + i;
    else if (spec.type === 'u64') values[spec.name] = 1_234_567_890_123n + BigInt(i);
    else if (spec.type === 'u128') values[spec.name] = (5n << 90n) + BigInt(i);
    else if (spec.type === 'publicKey')
      values[spec.name] = new PublicKey(new Uint8Array(32).fill(222));
    else values[spec.name] = { tag: 1, id: 4 };
  });
  return values;
}

function compare(builder: BuilderView, sdk: Record<string, unknown>, optional: 'given' | 'absent') {
  const { spec } = builder;
  const tree = specAccounts(spec.accounts, optional, keySequence(10));
  const args = argValues(spec.args);
  const ours = buildDynamic(builder, { accounts: tree, args });
  const sdkBuilder = sdk[spec.name] as SdkBuilder | undefined;
  expect(sdkBuilder, `the SDK has ${spec.name}`).toBeTypeOf('function');
  const sdkAccounts = toSdkAccounts(spec.accounts, tree, SDK_RENAMES[spec.name]);
  const programAddress = kitAddress(builder.defaultProgramId);
  const theirs =
    spec.args.length === 0
      ? sdkBuilder!(sdkAccounts, [], programAddress)
      : sdkBuilder!(toSdkArgs(spec.args, args), sdkAccounts, [], programAddress);
  const expected = fromKit(theirs);
  for (const { index, writable } of SDK_FLAG_DIFFERENCES[spec.name] ?? []) {
    const key = expected.keys[index];
    expect(key?.writable).toBe(writable);
    if (key) key.writable = !writable;
  }
  expect(fromWeb3(ours)).toEqual(expected);
}

const builders = [
  ...KLEND_BUILDERS.map((builder) => ({
    name: builder.spec.name,
    builder,
    sdk: klendSdk as unknown as Record<string, unknown>,
  })),
  ...FARMS_BUILDERS.map((builder) => ({
    name: `farms ${builder.spec.name}`,
    builder,
    sdk: farmsSdk as unknown as Record<string, unknown>,
  })),
];

describe('the official SDKs build the same instructions', () => {
  it.each(builders)('$name (optional accounts given)', ({ builder, sdk }) => {
    compare(builder, sdk, 'given');
  });

  it.each(builders)('$name (optional accounts absent)', ({ builder, sdk }) => {
    compare(builder, sdk, 'absent');
  });
});
