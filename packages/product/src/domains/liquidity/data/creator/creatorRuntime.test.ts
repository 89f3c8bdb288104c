import { createAddress, TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import {
  type CreatorPoolOption,
  INITIALIZE_STRATEGY_SPEC,
  OPEN_LIQUIDITY_POSITION_SPEC,
} from '@keel/liquidity-programs';
import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { DEPENDENT_ACTION_UNITS, fitsInOneTransaction } from '../../../../actions/setupRequests';
import { creatorRuntime } from './creatorRuntime';

const key = () => Keypair.generate().publicKey;

function option(): CreatorPoolOption {
  const scope = key();
  return {
    pool: {
      address: key(),
      dex: 'ORCA',
      tokenAMint: key(),
      tokenBMint: key(),
      tokenATokenProgram: TOKEN_PROGRAM_ID,
      tokenBTokenProgram: TOKEN_PROGRAM_ID,
      tickSpacing: 64,
      poolTokenVaultA: key(),
      poolTokenVaultB: key(),
    },
    feeTierBps: 30,
    sqrtPriceX64: 1n << 64n,
    tickCurrent: 0,
    decimalsA: 6,
    decimalsB: 6,
    context: {
      globalConfig: key(),
      tokenInfos: key(),
      tokenACollateralId: 1n,
      tokenBCollateralId: 2n,
      scopePricesA: scope,
      scopePricesB: scope,
    },
  };
}

const discriminator = (data: Buffer) => data.subarray(0, 8).toString('hex');

describe('the creation run', () => {
  it('create → configure → open → deposit, the new keypairs signing, each transaction fitting', async () => {
    const wallet = key();
    const plan = creatorRuntime.creation({
      option: option(),
      wallet: wallet.toBase58(),
      accounts: [],
      tickLower: -640,
      tickUpper: 640,
      params: { method: 'PricePercentage', lowerBps: 600, upperBps: 600 },
      rebalanceType: 1,
      deposit: { a: 1_000_000n, b: 2_000_000n },
      symbols: { a: 'AAA', b: 'BBB' },
    });
    const asked: number[] = [];
    const requests = await plan.requests({
      getMinimumBalanceForRentExemption: async (size) => {
        asked.push(size);
        return 29_000_000;
      },
    });
    expect(asked).toEqual([4064]);
    const [create, configure, open, ...deposit] = requests;
    expect(create?.signers?.[0]?.publicKey.toBase58()).toBe(plan.strategy);
    expect(create?.computeUnitLimit).toBeUndefined();
    expect(create?.instructions[1] && discriminator(create.instructions[1].data)).toBe(
      INITIALIZE_STRATEGY_SPEC.discriminator,
    );
    expect(configure?.instructions).toHaveLength(3);
    expect(configure?.computeUnitLimit).toBe(DEPENDENT_ACTION_UNITS);
    const mint = open?.signers?.[0]?.publicKey;
    expect(mint).toBeDefined();
    expect(open?.instructions[0] && discriminator(open.instructions[0].data)).toBe(
      OPEN_LIQUIDITY_POSITION_SPEC.discriminator,
    );
    expect(deposit.length).toBeGreaterThan(0);
    for (const request of deposit) expect(request.computeUnitLimit).toBeDefined();
    // The deposit names the strategy the run creates.
    const strategy = createAddress(plan.strategy);
    expect(
      deposit.some((request) =>
        request.instructions.some((ix) =>
          ix.keys.some((k) => k.pubkey.equals(toPublicKey(strategy))),
        ),
      ),
    ).toBe(true);
    for (const request of requests) {
      expect(fitsInOneTransaction(wallet, request.instructions), request.label).toBe(true);
    }
  });

  it('no deposit amounts: three transactions', async () => {
    const plan = creatorRuntime.creation({
      option: option(),
      wallet: key().toBase58(),
      accounts: [],
      tickLower: 0,
      tickUpper: 64,
      params: { method: 'Manual' },
      rebalanceType: 0,
      deposit: { a: 0n, b: 0n },
      symbols: { a: 'AAA', b: 'BBB' },
    });
    const requests = await plan.requests({ getMinimumBalanceForRentExemption: async () => 1 });
    expect(requests.map((request) => request.label)).toEqual([
      'Create AAA-BBB strategy',
      'Configure AAA-BBB strategy',
      'Open AAA-BBB position',
    ]);
  });
});
