// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../client';
import { json, testClient } from '../testing/fakeFetch';
import { useProductStatus } from './hooks';
import { LazyApiClientProvider } from './lazyProvider';
import { ApiClientProvider } from './provider';

function Status() {
  const status = useProductStatus();
  const state = status.isError
    ? `error: ${status.error.message}`
    : status.data
      ? `maintenance: ${status.data.maintenance.api}`
      : `pending (${status.fetchStatus})`;
  return <p>{state}</p>;
}

function withQueryClient(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('hooks over a lazily loaded client', () => {
  it('stay pending and ask nothing until the client arrives, then run', async () => {
    const { client, calls } = testClient(() => json({ maintenance: { api: true } }));
    const loading = deferred<ApiClient>();
    render(
      withQueryClient(
        <LazyApiClientProvider load={() => loading.promise}>
          <Status />
        </LazyApiClientProvider>,
      ),
    );
    expect(screen.getByText('pending (idle)')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await act(async () => loading.resolve(client));
    expect(await screen.findByText('maintenance: true')).toBeTruthy();
    expect(calls.map((call) => call.url.pathname)).toEqual(['/status.json']);
  });

  it('fail with the loading error when the client cannot load', async () => {
    const loading = deferred<ApiClient>();
    render(
      withQueryClient(
        <LazyApiClientProvider load={() => loading.promise}>
          <Status />
        </LazyApiClientProvider>,
      ),
    );
    await act(async () => loading.reject(new Error('chunk failed')));
    expect(await screen.findByText('error: chunk failed')).toBeTruthy();
  });

  it('treat an undefined client as still loading', async () => {
    const { client, calls } = testClient(() => json({}));
    const view = render(
      withQueryClient(
        <ApiClientProvider client={undefined}>
          <Status />
        </ApiClientProvider>,
      ),
    );
    expect(screen.getByText('pending (idle)')).toBeTruthy();
    view.rerender(
      withQueryClient(
        <ApiClientProvider client={client}>
          <Status />
        </ApiClientProvider>,
      ),
    );
    await waitFor(() => expect(calls).toHaveLength(1));
  });
});
