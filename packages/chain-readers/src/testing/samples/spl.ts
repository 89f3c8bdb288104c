import type { MintData } from '../../layouts/spl/mint';
import type { TokenAccountData } from '../../layouts/spl/tokenAccount';
import { SampleSource } from '../sampleSource';

export function sampleMint(seed: number): MintData {
  const s = new SampleSource(seed);
  return {
    mintAuthority: s.optionalPubkey(),
    supply: s.u64(),
    decimals: s.u8(),
    isInitialized: true,
    freezeAuthority: s.optionalPubkey(),
  };
}

export function sampleTokenAccount(seed: number): TokenAccountData {
  const s = new SampleSource(seed);
  return {
    mint: s.pubkey(),
    owner: s.pubkey(),
    amount: s.u64(),
    delegate: s.optionalPubkey(),
    state: s.pick(['Initialized', 'Frozen'] as const),
    isNative: s.bool() ? s.u64() : null,
    delegatedAmount: s.u64(),
    closeAuthority: s.optionalPubkey(),
  };
}
