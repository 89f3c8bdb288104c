import { deriveAddress } from '../addresses';
import type { WorldStrategy } from '../types';

/** Addresses kliquidity and the DEXes keep alongside a strategy, derived from the seed. */
export function strategyKeys(seed: string, strategy: WorldStrategy) {
  const key = (label: string) => deriveAddress(seed, `${strategy.address}:${label}`);
  return {
    poolVaultA: key('pool-vault-a'),
    poolVaultB: key('pool-vault-b'),
    tickArrayLower: key('tick-array-lower'),
    tickArrayUpper: key('tick-array-upper'),
    positionMint: key('position-mint'),
    positionMetadata: key('position-metadata'),
    positionTokenAccount: key('position-token-account'),
    tokenAVault: key('token-a-vault'),
    tokenBVault: key('token-b-vault'),
    poolConfig: key('pool-config'),
    observation: key('observation'),
    protocolPosition: key('protocol-position'),
  };
}
