import { type Commitment, Connection, type ConnectionConfig } from '@solana/web3.js';
import { CONNECTION_COMMITMENTS } from './commitments';
import type { Network } from './network';

/** How long a sent transaction is awaited before it counts as unconfirmed (O§7, O§9). */
export const CONFIRMATION_TIMEOUT_MS = 120_000;

/** One node to talk to; without wsEndpoint web3.js derives it from the http endpoint. */
export interface ConnectionEndpoint {
  endpoint: string;
  wsEndpoint?: string;
}

/** The three node connections of O§7. */
export interface ConnectionsConfig {
  /** Sends and confirms at 'confirmed'. */
  send: ConnectionEndpoint;
  /** Reads at 'processed' for the freshest view. */
  read: ConnectionEndpoint;
  /** A dedicated node every transaction is also sent to. */
  extraSend: ConnectionEndpoint;
}

export interface Connections {
  send: Connection;
  read: Connection;
  extraSend: Connection;
}

export interface CreateConnectionsOptions {
  /** Injected transport (tests, proxies); defaults to the global fetch. */
  fetch?: ConnectionConfig['fetch'];
  httpHeaders?: ConnectionConfig['httpHeaders'];
}

function connectionFor(
  endpoint: ConnectionEndpoint,
  commitment: Commitment,
  options: CreateConnectionsOptions,
): Connection {
  const config: ConnectionConfig = {
    commitment,
    confirmTransactionInitialTimeout: CONFIRMATION_TIMEOUT_MS,
  };
  if (endpoint.wsEndpoint !== undefined) config.wsEndpoint = endpoint.wsEndpoint;
  if (options.fetch !== undefined) config.fetch = options.fetch;
  if (options.httpHeaders !== undefined) config.httpHeaders = options.httpHeaders;
  return new Connection(endpoint.endpoint, config);
}

/** Builds the connection bundle the app passes down; readers never create connections. */
export function createConnections(
  config: ConnectionsConfig,
  options: CreateConnectionsOptions = {},
): Connections {
  return {
    send: connectionFor(config.send, CONNECTION_COMMITMENTS.send, options),
    read: connectionFor(config.read, CONNECTION_COMMITMENTS.read, options),
    extraSend: connectionFor(config.extraSend, CONNECTION_COMMITMENTS.extraSend, options),
  };
}

/** All three connections on one network, with an optional dedicated extra-send node. */
export function connectionsConfigForNetwork(
  network: Network,
  extraSend?: ConnectionEndpoint,
): ConnectionsConfig {
  const endpoint: ConnectionEndpoint = { endpoint: network.endpoint };
  if (network.wsEndpoint !== undefined) endpoint.wsEndpoint = network.wsEndpoint;
  return { send: endpoint, read: endpoint, extraSend: extraSend ?? endpoint };
}
