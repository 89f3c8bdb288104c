import { describe, expect, it } from 'vitest';
import { type Address, sameAddress } from '../address/address';
import { encodeReserve, RESERVE_SIZE } from '../layouts/klend/reserve';
import { encodeMint } from '../layouts/spl/mint';
import { KLEND_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../programIds';
import { AccountNotFoundError } from '../reads/errors';
import { RESERVE_ASSET_TIER_OFFSET } from '../reads/reserveAssetTiers';
import { FakeChainRpc } from '../testing/fakeChainRpc';
import { SampleSource } from '../testing/sampleSource';
import { sampleReserve } from '../testing/samples/klend';
import { addLendingMarket, addObligation } from '../testing/world';
import {
  mintQueryOptions,
  obligationQueryOptions,
  reserveAssetTiersQueryOptions,
} from './accountOptions';

const endpoint = 'http://127.0.0.1:8899';

describe('account query options', () => {
  it('read one obligation by address, and fail with AccountNotFoundError where there is none', async () => {
    const rpc = new FakeChainRpc();
    const { market } = addLendingMarket(rpc, 70, 1);
    const owner = new SampleSource(71).pubkey();
    const address = addObligation(rpc, 72, market, owner);
    const options = obligationQueryOptions({ rpc, endpoint }, address);
    expect(options.queryKey).toEqual([
      'chain',
      endpoint,
      'obligation',
      address.toBase58(),
      KLEND_PROGRAM_ID.toBase58(),
    ]);
    const obligation = await options.queryFn();
    expect(sameAddress(obligation.owner, owner)).toBe(true);
    const missing = new SampleSource(73).pubkey();
    await expect(obligationQueryOptions({ rpc, endpoint }, missing).queryFn()).rejects.toThrow(
      AccountNotFoundError,
    );
  });

  it("read a market's reserve asset tiers from one byte of each reserve", async () => {
    const rpc = new FakeChainRpc();
    const market = new SampleSource(74).pubkey();
    const otherMarket = new SampleSource(75).pubkey();
    const reserve = (seed: number, lendingMarket: Address, tierCode: number) => {
      const address = new SampleSource(seed).pubkey();
      const data = encodeReserve({ ...sampleReserve(seed), lendingMarket });
      data[RESERVE_ASSET_TIER_OFFSET] = tierCode;
      rpc.setAccount(address, KLEND_PROGRAM_ID, data);
      return address.toBase58();
    };
    const regular = reserve(76, market, 0);
    const isolated = reserve(77, market, 1);
    reserve(78, otherMarket, 2);
    const unknown = reserve(79, market, 200);
    const options = reserveAssetTiersQueryOptions({ rpc, endpoint }, market);
    expect(options.queryKey[2]).toBe('reserveAssetTiers');
    const tiers = await options.queryFn();
    expect(Object.fromEntries(tiers)).toEqual({
      [regular]: 'Regular',
      [isolated]: 'Isolated Collateral',
    });
    expect(tiers.has(unknown)).toBe(false);
  });

  it('ask the node for the tier byte alone, of reserve-sized accounts of the market', async () => {
    const market = new SampleSource(80).pubkey();
    const asked: unknown[] = [];
    const rpc = {
      getProgramAccounts: async (programId: Address, config: unknown) => {
        asked.push([programId.toBase58(), config]);
        return [];
      },
    };
    await reserveAssetTiersQueryOptions({ rpc, endpoint }, market).queryFn();
    expect(asked).toEqual([
      [
        KLEND_PROGRAM_ID.toBase58(),
        {
          dataSlice: { offset: 4857, length: 1 },
          filters: [
            { dataSize: RESERVE_SIZE },
            { memcmp: { offset: 32, bytes: market.toBase58() } },
          ],
        },
      ],
    ]);
  });

  it('read a mint, and fail with AccountNotFoundError where there is none', async () => {
    const rpc = new FakeChainRpc();
    const address = new SampleSource(81).pubkey();
    rpc.setAccount(
      address,
      TOKEN_PROGRAM_ID,
      encodeMint({
        mintAuthority: null,
        supply: 10_000n,
        decimals: 6,
        isInitialized: true,
        freezeAuthority: null,
      }),
    );
    const options = mintQueryOptions({ rpc, endpoint }, address);
    expect(options.queryKey).toEqual(['chain', endpoint, 'mint', address.toBase58()]);
    const mint = await options.queryFn();
    expect([mint.decimals, mint.supply]).toEqual([6, 10_000n]);
    await expect(
      mintQueryOptions({ rpc, endpoint }, new SampleSource(82).pubkey()).queryFn(),
    ).rejects.toThrow(AccountNotFoundError);
  });
});
