// @vitest-environment node
import { type Connections, createConnections } from '@keel/chain-readers';
import { Connection } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import type { AirdropRpc } from '../sandbox/requestAirdrop';
import type { PipelineConnections, TransactionRpc } from './transactionRpc';

describe('node interfaces', () => {
  it('are fitted by web3.js Connection and the chain-readers bundle (checked by tsc)', () => {
    const connection = new Connection('http://127.0.0.1:8899');
    const rpc: TransactionRpc = connection;
    const airdrop: AirdropRpc = connection;
    const bundle: Connections = createConnections({
      send: { endpoint: 'http://127.0.0.1:8899' },
      read: { endpoint: 'http://127.0.0.1:8899' },
      extraSend: { endpoint: 'http://127.0.0.1:8899' },
    });
    const connections: PipelineConnections = bundle;
    expect([rpc, airdrop, connections.send]).toHaveLength(3);
  });
});
