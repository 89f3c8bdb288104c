import { AddressLookupTableAccount, PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { startTestChain } from '../../test-support/test-chain';

describe('market lookup tables', () => {
  it('each market names an active table that web3.js reads, holding its reserves', async () => {
    const chain = await startTestChain();
    try {
      for (const market of chain.chain.world.markets) {
        const account = await chain.connection.getAccountInfo(new PublicKey(market.lookupTable));
        expect(account).not.toBeNull();
        const table = new AddressLookupTableAccount({
          key: new PublicKey(market.lookupTable),
          state: AddressLookupTableAccount.deserialize(account?.data ?? new Uint8Array()),
        });
        expect(table.isActive()).toBe(true);
        const held = new Set(table.state.addresses.map((a) => a.toBase58()));
        for (const reserve of market.reserves) {
          expect(held.has(reserve.address)).toBe(true);
          expect(held.has(reserve.liquiditySupplyVault)).toBe(true);
        }
        expect(held.has(market.address)).toBe(true);
      }
    } finally {
      await chain.chain.close();
    }
  });
});
