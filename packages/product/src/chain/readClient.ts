// The read side's light JSON-RPC client, alone in its module so that loading it never loads
// web3.js's `Connection`.
export { CONNECTION_COMMITMENTS, createJsonRpcChain } from '@keel/chain-readers';
