// web3.js connections for the write side, in a module of their own so read pages never load them.
export { createConnections } from '@keel/chain-readers';
