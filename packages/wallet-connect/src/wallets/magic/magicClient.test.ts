import type { OAuthExtension } from '@magic-ext/oauth2';
import type { SolanaExtension } from '@magic-ext/solana';
import type { Magic } from 'magic-sdk';
import { describe, expectTypeOf, it } from 'vitest';
import type { MagicClient } from './magicClient';

/** The SDK instance the default loader builds (`new Magic(id, { extensions: [...] })`). */
type MagicWithExtensions = Magic<[OAuthExtension, SolanaExtension]>;

describe('MagicClient', () => {
  it('is satisfied by the real SDK with its OAuth 2 and Solana extensions', () => {
    // Checked by `tsc --noEmit`: a change in the SDK's signatures breaks this assignment.
    const asClient = (sdk: MagicWithExtensions): MagicClient => sdk;
    expectTypeOf(asClient).returns.toEqualTypeOf<MagicClient>();
    expectTypeOf<MagicWithExtensions>().toExtend<MagicClient>();
  });
});
