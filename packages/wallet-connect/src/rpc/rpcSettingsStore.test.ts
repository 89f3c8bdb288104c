// @vitest-environment node
import {
  createCustomNetwork,
  LOCALNET_NETWORK,
  MAINNET_NETWORK,
  type Network,
} from '@keel/chain-readers';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../storage/keyValueStorage';
import { readSelectedNetwork } from './chainSelectionStorage';
import { createRpcSettingsStore, rpcSettingsView } from './rpcSettingsStore';
import { RPC_URL_ERROR } from './rpcUrl';

const KEY = 'acme.chainSelection';
const networks: Network[] = [MAINNET_NETWORK, LOCALNET_NETWORK];

function setup(initial: Record<string, string> = {}) {
  const storage = memoryStorage(initial);
  const reload = vi.fn();
  const store = createRpcSettingsStore({ networks, storage, storagePrefix: 'acme', reload });
  const stored = () => {
    const raw = storage.getItem(KEY);
    return raw === null ? null : (JSON.parse(raw) as Network);
  };
  return { store, reload, storage, stored };
}

describe('createRpcSettingsStore', () => {
  it('starts on mainnet-beta with nothing stored', () => {
    const { store } = setup();
    expect(store.getState().activeNetwork).toEqual(MAINNET_NETWORK);
    expect(store.getState().selection).toEqual({ type: 'preset', name: 'mainnet-beta' });
  });

  it('starts on the stored network, and on a stored custom one with its URL in the field', () => {
    const custom = createCustomNetwork('https://rpc.example.org');
    const { store } = setup({ [KEY]: JSON.stringify(custom) });
    expect(store.getState().activeNetwork).toEqual(custom);
    expect(store.getState().selection).toEqual({ type: 'custom' });
    expect(store.getState().customUrl).toBe('https://rpc.example.org');
  });

  it.each(['not json', '{"name":"x"}', JSON.stringify({ ...LOCALNET_NETWORK, endpoint: 'nope' })])(
    'ignores a corrupt stored selection %s',
    (raw) => {
      const { store } = setup({ [KEY]: raw });
      expect(store.getState().activeNetwork).toEqual(MAINNET_NETWORK);
    },
  );

  it('selecting another preset stores it and reloads; the same one does nothing', () => {
    const { store, reload, stored } = setup();
    store.getState().selectPreset('mainnet-beta');
    expect(reload).not.toHaveBeenCalled();
    store.getState().selectPreset('localnet');
    expect(stored()).toEqual(LOCALNET_NETWORK);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('Custom with an empty field only marks it selected', () => {
    const { store, reload, stored } = setup();
    store.getState().selectCustom();
    expect(store.getState().selection).toEqual({ type: 'custom' });
    expect(store.getState().activeNetwork).toEqual(MAINNET_NETWORK);
    expect(stored()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('an invalid URL shows the error and disables Confirm and Remove', () => {
    const { store, reload } = setup();
    store.getState().selectCustom();
    store.getState().setCustomUrl('rpc.example');
    expect(rpcSettingsView(store.getState())).toEqual({
      error: RPC_URL_ERROR,
      confirmDisabled: true,
      removeDisabled: true,
    });
    expect(store.getState().confirmCustom()).toBe(false);
    expect(store.getState().removeCustom()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a valid URL plus Confirm sets the custom network, selects it, stores it and reloads', () => {
    const { store, reload, stored } = setup();
    store.getState().selectCustom();
    store.getState().setCustomUrl(' https://rpc.example.org ');
    expect(rpcSettingsView(store.getState())).toEqual({
      error: undefined,
      confirmDisabled: false,
      removeDisabled: false,
    });
    expect(store.getState().confirmCustom()).toBe(true);
    const custom = createCustomNetwork('https://rpc.example.org');
    expect(store.getState().activeNetwork).toEqual(custom);
    expect(store.getState().selection).toEqual({ type: 'custom' });
    expect(stored()).toEqual(custom);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('Remove restores the stored preset', () => {
    const { store, reload } = setup({ [KEY]: JSON.stringify(LOCALNET_NETWORK) });
    store.getState().selectCustom();
    store.getState().setCustomUrl('https://rpc.example.org');
    expect(store.getState().removeCustom()).toBe(true);
    expect(store.getState().selection).toEqual({ type: 'preset', name: 'localnet' });
    expect(store.getState().customUrl).toBe('');
    expect(reload).not.toHaveBeenCalled();
  });

  it('Remove on a stored custom network goes back to the first preset and reloads', () => {
    const custom = createCustomNetwork('https://rpc.example.org');
    const { store, reload, stored } = setup({ [KEY]: JSON.stringify(custom) });
    expect(store.getState().removeCustom()).toBe(true);
    expect(store.getState().activeNetwork).toEqual(MAINNET_NETWORK);
    expect(stored()).toEqual(MAINNET_NETWORK);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('rejects an empty preset list', () => {
    expect(() =>
      createRpcSettingsStore({
        networks: [],
        storage: undefined,
        storagePrefix: 'a',
        reload: () => {},
      }),
    ).toThrow(RangeError);
  });
});

describe('readSelectedNetwork', () => {
  it('picks up the current endpoint of a stored preset', () => {
    const storage = memoryStorage({
      [KEY]: JSON.stringify({ ...LOCALNET_NETWORK, endpoint: 'http://old.example:8899' }),
    });
    expect(readSelectedNetwork({ storage, storagePrefix: 'acme', networks })).toEqual(
      LOCALNET_NETWORK,
    );
  });

  it('falls back to mainnet-beta for a preset that no longer exists', () => {
    const storage = memoryStorage({
      [KEY]: JSON.stringify({ ...LOCALNET_NETWORK, name: 'testnet' }),
    });
    expect(readSelectedNetwork({ storage, storagePrefix: 'acme', networks })).toEqual(
      MAINNET_NETWORK,
    );
  });
});
