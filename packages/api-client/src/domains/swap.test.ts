import { describe, expect, it } from 'vitest';
import { createApiQueries } from '../query';
import { apiKeys } from '../query/keys';
import { json, status, testClient } from '../testing/fakeFetch';
import { SwapApiError } from './swap';

const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

const wireQuote = {
  inputMint: SOL,
  inAmount: '1000000000',
  outputMint: USDC,
  outAmount: '149850000',
  otherAmountThreshold: '149100750',
  swapMode: 'ExactIn',
  slippageBps: 50,
  platformFee: null,
  priceImpactPct: '0.0001',
  routePlan: [
    {
      swapInfo: {
        ammKey: 'Amm1',
        label: 'Sandbox Swap',
        inputMint: SOL,
        outputMint: USDC,
        inAmount: '1000000000',
        outAmount: '149850000',
        feeAmount: '1000000',
        feeMint: SOL,
      },
      percent: 100,
      bps: 10000,
    },
  ],
  contextSlot: 42,
  timeTaken: 0.001,
};

const instruction = (programId: string) => ({
  programId,
  accounts: [{ pubkey: 'User1', isSigner: true, isWritable: true }],
  data: 'AQ==',
});

describe('swap quotes', () => {
  it('asks the swap host with every input and reads the v6 shape', async () => {
    const { client, calls } = testClient(() => json(wireQuote), {
      swapUrl: 'https://swap.test/',
    });
    const quote = await client.swap.quote({
      inputMint: SOL,
      outputMint: USDC,
      amount: '1000000000',
      slippageBps: 50,
    });
    const url = calls[0]?.url;
    expect(url?.origin).toBe('https://swap.test');
    expect(url?.pathname).toBe('/swap/v1/quote');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      inputMint: SOL,
      outputMint: USDC,
      amount: '1000000000',
      slippageBps: '50',
      swapMode: 'ExactIn',
    });
    expect(quote.outAmount.toFixed()).toBe('149850000');
    expect(quote.otherAmountThreshold.toFixed()).toBe('149100750');
    expect(quote.priceImpact.toFixed()).toBe('0.0001');
    expect(quote.routePlan[0]).toMatchObject({ label: 'Sandbox Swap', percent: 100 });
    expect(quote.routePlan[0]?.feeAmount.toFixed()).toBe('1000000');
    expect(quote.raw).toEqual(wireQuote);
  });

  it('uses the product API host when no swap host is configured, the test host when staging', async () => {
    const plain = testClient(() => json(wireQuote));
    await plain.client.swap.quote({
      inputMint: SOL,
      outputMint: USDC,
      amount: '1',
      slippageBps: 1,
    });
    expect(plain.calls[0]?.url.origin).toBe('https://api.test');

    const staging = testClient(() => json(wireQuote), {
      swapUrl: 'https://swap.test',
      staging: { baseUrl: 'https://stg.test', swapUrl: 'https://test-swap.test' },
    });
    await staging.client.swap.quote({
      inputMint: SOL,
      outputMint: USDC,
      amount: '1',
      slippageBps: 1,
    });
    expect(staging.calls[0]?.url.origin).toBe('https://test-swap.test');
  });

  it("turns the API's refusal into a SwapApiError with its message and code", async () => {
    const { client } = testClient(() =>
      status(400, { error: 'Could not find any route', errorCode: 'COULD_NOT_FIND_ANY_ROUTE' }),
    );
    const quote = client.swap.quote({
      inputMint: SOL,
      outputMint: USDC,
      amount: '1',
      slippageBps: 50,
    });
    await expect(quote).rejects.toBeInstanceOf(SwapApiError);
    await expect(quote).rejects.toMatchObject({
      message: 'Could not find any route',
      code: 'COULD_NOT_FIND_ANY_ROUTE',
      status: 400,
    });
  });

  it('keys every input and stays disabled without a positive amount', () => {
    const { client } = testClient(() => json(wireQuote));
    const queries = createApiQueries(client);
    const params = { inputMint: SOL, outputMint: USDC, amount: '5', slippageBps: 50 };
    expect(queries.swap.quote(params).queryKey).toEqual(apiKeys.swap.quote('mainnet-beta', params));
    expect(queries.swap.quote(params).queryKey).not.toEqual(
      queries.swap.quote({ ...params, slippageBps: 100 }).queryKey,
    );
    expect(queries.swap.quote(params).enabled).toBe(true);
    expect(queries.swap.quote({ ...params, amount: '0' }).enabled).toBe(false);
    expect(queries.swap.quote(undefined).enabled).toBe(false);
  });
});

describe('swap instructions', () => {
  it('posts the quote as received with the wallet, and reads the instruction lists', async () => {
    const { client, calls } = testClient((request) =>
      request.url.pathname === '/swap/v1/quote'
        ? json(wireQuote)
        : json({
            computeBudgetInstructions: [instruction('Budget1')],
            setupInstructions: [instruction('Ata1')],
            swapInstruction: instruction('Swap1'),
            cleanupInstruction: null,
            otherInstructions: [],
            addressLookupTableAddresses: [],
            prioritizationFeeLamports: 0,
            computeUnitLimit: 400000,
            simulationError: null,
          }),
    );
    const quote = await client.swap.quote({
      inputMint: SOL,
      outputMint: USDC,
      amount: '1000000000',
      slippageBps: 50,
    });
    const answer = await client.swap.instructions({ quote, userPublicKey: 'User1' });
    const post = calls[1];
    expect(post?.method).toBe('POST');
    expect(post?.url.pathname).toBe('/swap/v1/swap-instructions');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      quoteResponse: wireQuote,
      userPublicKey: 'User1',
      wrapAndUnwrapSol: true,
    });
    expect(answer.setupInstructions.map((i) => i.programId)).toEqual(['Ata1']);
    expect(answer.swapInstruction.programId).toBe('Swap1');
    expect(answer.cleanupInstruction).toBeNull();
    expect(answer.computeUnitLimit).toBe(400000);
  });
});
