import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The sandbox only ever listens on the loopback interface. */
export const LOOPBACK_HOST = '127.0.0.1';

/** Starts listening and resolves with the bound port (useful when asked for port 0). */
export function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, LOOPBACK_HOST, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Closes a server and every connection it still holds (keep-alive clients included). */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

/** Permissive CORS, so that browser apps on other local ports can call the sandbox. */
export function corsHeaders(requestedHeaders: string | undefined): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, PUT, OPTIONS',
    'access-control-allow-headers': requestedHeaders ?? 'content-type',
    'access-control-max-age': '600',
  };
}

export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
}

/** Reads a request body as UTF-8 text, refusing more than `limit` bytes. */
export function readBody(
  request: import('node:http').IncomingMessage,
  limit: number,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLargeError(`Request body larger than ${limit} bytes`));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
