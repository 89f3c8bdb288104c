import type { TransactionSigner } from '@keel/wallet-connect';
import { createStore } from 'zustand/vanilla';

/** The connected wallet as the shell sees it: plain values, no adapter objects. */
export interface WalletSession {
  address: string;
  walletName: string;
  /** Whether the wallet can sign messages and transactions (the bell needs both). */
  canSign: boolean;
}

/** What the side panel shows (O§2.7). */
export type SidePanelView = 'connect' | 'main' | 'settings' | 'onboarding' | 'bridge';

/** Actions the wallet runtime registers once it has loaded. */
export interface WalletControls {
  disconnect(): Promise<void>;
  /** Selects and connects a wallet by name; rejects when the wallet refuses. */
  connect(walletName: string): Promise<void>;
  /** The connected wallet's signing methods for the transaction pipeline; null when none. */
  signer(): TransactionSigner | null;
  /**
   * Signs a message with the connected wallet (referral codes); rejects when it cannot. Test
   * fakes that never sign may leave it out.
   */
  signMessage?(message: Uint8Array): Promise<Uint8Array>;
}

/**
 * The wallet state the header and banners render from. It lives in the shell's first download;
 * the wallet runtime (web3.js and the adapters) loads after the first render and fills it.
 */
export interface WalletState {
  /** True once the wallet runtime has loaded and registered its controls. */
  ready: boolean;
  session: WalletSession | null;
  connecting: boolean;
  /**
   * The wallet connected last during this visit. wallet-adapter-react clears its stored name on
   * disconnect, so the 'Recent' badge also reads this.
   */
  lastWalletName: string | null;
  controls: WalletControls | null;
  disclaimerOpen: boolean;
  sidePanelOpen: boolean;
  /** The view the panel was opened on; the panel re-evaluates it when the wallet changes. */
  sidePanelView: SidePanelView | null;
  openDisclaimer(): void;
  closeDisclaimer(): void;
  openSidePanel(view?: SidePanelView): void;
  closeSidePanel(): void;
  setSidePanelView(view: SidePanelView): void;
  /** Called by the wallet runtime whenever the adapter's state changes. */
  setRuntime(
    patch: Partial<Pick<WalletState, 'ready' | 'session' | 'connecting' | 'controls'>>,
  ): void;
}

export function createWalletStore() {
  return createStore<WalletState>()((set) => ({
    ready: false,
    session: null,
    connecting: false,
    lastWalletName: null,
    controls: null,
    disclaimerOpen: false,
    sidePanelOpen: false,
    sidePanelView: null,
    openDisclaimer: () => set({ disclaimerOpen: true }),
    closeDisclaimer: () => set({ disclaimerOpen: false }),
    openSidePanel: (view) => set({ sidePanelOpen: true, sidePanelView: view ?? null }),
    closeSidePanel: () => set({ sidePanelOpen: false, sidePanelView: null }),
    setSidePanelView: (view) => set({ sidePanelView: view }),
    setRuntime: (patch) =>
      set((state) => ({
        ...patch,
        lastWalletName: patch.session ? patch.session.walletName : state.lastWalletName,
      })),
  }));
}

export type WalletStore = ReturnType<typeof createWalletStore>;
