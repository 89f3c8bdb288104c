import { Connection } from '@solana/web3.js';

/** One JSON-RPC request a Connection sent: its method and, for account reads, how many keys. */
export interface RecordedRequest {
  method: string;
  keys: number;
}

/**
 * A web3.js Connection whose HTTP requests are recorded (through its fetch middleware) before
 * they go to the sandbox unchanged.
 */
export function countingConnection(rpcUrl: string, wsUrl: string) {
  const requests: RecordedRequest[] = [];
  const connection = new Connection(rpcUrl, {
    commitment: 'confirmed',
    wsEndpoint: wsUrl,
    disableRetryOnRateLimit: true,
    fetchMiddleware: (info, init, fetch) => {
      const parsed: unknown = JSON.parse(String(init?.body ?? 'null'));
      const bodies = Array.isArray(parsed) ? parsed : [parsed];
      for (const body of bodies) {
        const { method, params } = body as { method: string; params?: unknown[] };
        const first = params?.[0];
        requests.push({ method, keys: Array.isArray(first) ? first.length : 1 });
      }
      fetch(info, init);
    },
  });
  return {
    connection,
    requests,
    /** The requests recorded while `run` ran. */
    async during<T>(run: () => Promise<T>): Promise<{ result: T; requests: RecordedRequest[] }> {
      const start = requests.length;
      const result = await run();
      return { result, requests: requests.slice(start) };
    },
  };
}
