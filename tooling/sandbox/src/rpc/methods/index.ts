import type { RpcMethodTable } from '../json-rpc';
import type { RpcContext } from '../rpc-context';
import { accountMethods } from './accounts';
import { clusterMethods } from './cluster';
import { tokenMethods } from './tokens';
import { transactionMethods } from './transactions';

/** Every HTTP JSON-RPC method the sandbox serves. */
export function createRpcMethods(context: RpcContext): RpcMethodTable {
  return new Map(
    Object.entries({
      ...accountMethods(context),
      ...tokenMethods(context),
      ...clusterMethods(context),
      ...transactionMethods(context),
    }),
  );
}
