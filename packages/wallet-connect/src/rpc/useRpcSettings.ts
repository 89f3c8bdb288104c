import { useStore } from 'zustand';
import {
  type RpcSettingsState,
  type RpcSettingsStore,
  type RpcSettingsView,
  rpcSettingsView,
} from './rpcSettingsStore';

/** The RPC settings state, its actions and the derived view, for the settings panel. */
export function useRpcSettings(store: RpcSettingsStore): RpcSettingsState & RpcSettingsView {
  const state = useStore(store);
  return { ...state, ...rpcSettingsView(state) };
}
