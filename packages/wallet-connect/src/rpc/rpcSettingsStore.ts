import { createCustomNetwork, type Network } from '@keel/chain-readers';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { KeyValueStorage } from '../storage/keyValueStorage';
import {
  createChainSelectionStorage,
  defaultNetwork,
  isCustomNetwork,
  resolveStoredNetwork,
} from './chainSelectionStorage';
import { parseRpcUrl, RPC_URL_ERROR, type RpcUrlError } from './rpcUrl';

/** What the settings view has selected: a preset by name, or Custom. */
export type RpcSelection = { type: 'preset'; name: string } | { type: 'custom' };

export interface RpcSettingsState {
  /** The preset networks. */
  networks: readonly Network[];
  /** The network the app runs on (the stored chain selection). */
  activeNetwork: Network;
  selection: RpcSelection;
  /** Text of the custom RPC field. */
  customUrl: string;
  /** Selects a preset; a different network is stored and the page reloads. */
  selectPreset(name: string): void;
  /**
   * Selects Custom. With an empty field it only marks Custom selected; with a valid URL that is
   * not the active network it applies it like Confirm.
   */
  selectCustom(): void;
  setCustomUrl(text: string): void;
  /** Sets and selects the custom network; false (and nothing changes) while the URL is invalid. */
  confirmCustom(): boolean;
  /**
   * Clears the custom field and restores the stored network when it is a preset, else the first
   * preset; false while the URL is invalid (the button is disabled).
   */
  removeCustom(): boolean;
}

export type RpcSettingsStore = StoreApi<RpcSettingsState>;

export interface RpcSettingsStoreOptions {
  /** The preset networks, in display order; at least one. */
  networks: readonly Network[];
  storage: KeyValueStorage | undefined;
  /** The brand's storage key prefix. */
  storagePrefix: string;
  /** Reloads the page: connections are created once, at start, for the stored network. */
  reload: () => void;
}

function sameNetwork(a: Network, b: Network): boolean {
  return (
    a.name === b.name &&
    a.displayName === b.displayName &&
    a.endpoint === b.endpoint &&
    a.chainID === b.chainID &&
    a.wsEndpoint === b.wsEndpoint
  );
}

/** The RPC settings view's state and rules (O§2.7, O§4.3, O§5), with no markup. */
export function createRpcSettingsStore(options: RpcSettingsStoreOptions): RpcSettingsStore {
  const { networks, reload } = options;
  const chainStorage = createChainSelectionStorage(options);
  const firstPreset = networks[0];
  if (firstPreset === undefined) throw new RangeError('At least one preset network is required');
  const stored = resolveStoredNetwork(chainStorage.read(), networks);
  const active = stored ?? defaultNetwork(networks);
  const custom = isCustomNetwork(active);

  return createStore<RpcSettingsState>()((set, get) => {
    const activate = (network: Network, selection: RpcSelection, customUrl: string) => {
      const changed = !sameNetwork(network, get().activeNetwork);
      set({ activeNetwork: network, selection, customUrl });
      if (changed) {
        chainStorage.write(network);
        reload();
      }
    };
    const validCustomUrl = () => parseRpcUrl(get().customUrl);
    const applyCustom = (endpoint: string) =>
      activate(createCustomNetwork(endpoint), { type: 'custom' }, endpoint);

    return {
      networks,
      activeNetwork: active,
      selection: custom ? { type: 'custom' } : { type: 'preset', name: active.name },
      customUrl: custom ? active.endpoint : '',

      selectPreset(name) {
        const network = networks.find((candidate) => candidate.name === name);
        if (network === undefined) return;
        activate(network, { type: 'preset', name }, get().customUrl);
      },
      selectCustom() {
        const endpoint = validCustomUrl();
        if (endpoint === undefined) set({ selection: { type: 'custom' } });
        else applyCustom(endpoint);
      },
      setCustomUrl: (text) => set({ customUrl: text }),
      confirmCustom() {
        const endpoint = validCustomUrl();
        if (endpoint === undefined) return false;
        applyCustom(endpoint);
        return true;
      },
      removeCustom() {
        if (rpcSettingsView(get()).removeDisabled) return false;
        const storedNetwork = resolveStoredNetwork(chainStorage.read(), networks);
        const target =
          storedNetwork !== undefined && !isCustomNetwork(storedNetwork)
            ? storedNetwork
            : firstPreset;
        activate(target, { type: 'preset', name: target.name }, '');
        return true;
      },
    };
  });
}

export interface RpcSettingsView {
  /** Shown under the custom field while its text is not a valid URL. */
  error: RpcUrlError | undefined;
  confirmDisabled: boolean;
  removeDisabled: boolean;
}

/**
 * The derived parts of the view: an empty field is not an error (Custom may be selected with
 * it), but there is nothing to confirm; a non-empty invalid field shows 'RPC URL not valid' and
 * disables Confirm and Remove.
 */
export function rpcSettingsView(state: Pick<RpcSettingsState, 'customUrl'>): RpcSettingsView {
  const empty = state.customUrl.trim() === '';
  const invalid = !empty && parseRpcUrl(state.customUrl) === undefined;
  return {
    error: invalid ? RPC_URL_ERROR : undefined,
    confirmDisabled: empty || invalid,
    removeDisabled: invalid,
  };
}
