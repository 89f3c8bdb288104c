import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSandboxChain } from './sandbox-chain';

describe('startSandboxChain', () => {
  const folder = mkdtempSync(join(tmpdir(), 'sandbox-bad-programs-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('refuses to start with a program binary the runtime cannot load', async () => {
    writeFileSync(
      join(folder, 'KLend2g3cP87fffoy8q1mQqGKjrxjC8boSyAYavgmjD.so'),
      'not an ELF file',
    );
    await expect(
      startSandboxChain({ ports: { rpc: 0, ws: 0, control: 0 }, programsDir: folder }),
    ).rejects.toThrow();
  });

  it('frees the ports it took when one of them is busy', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const busy = typeof address === 'object' && address !== null ? address.port : 0;
    await expect(startSandboxChain({ ports: { rpc: 0, ws: 0, control: busy } })).rejects.toThrow(
      /EADDRINUSE/,
    );
    await new Promise<void>((resolve) => blocker.close(() => resolve()));
  });

  it('closes idempotently', async () => {
    const chain = await startSandboxChain({ ports: { rpc: 0, ws: 0, control: 0 }, seed: 'close' });
    await Promise.all([chain.close(), chain.close()]);
    await expect(fetch(`${chain.rpcUrl}/health`)).rejects.toThrow();
  });
});
