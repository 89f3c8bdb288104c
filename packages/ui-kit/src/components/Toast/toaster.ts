import type { ToastOptions, ToastRecord, ToastType } from './toastTypes';

type ShortcutOptions = Omit<ToastOptions, 'type' | 'message'>;
type Shortcut = (message: ToastOptions['message'], options?: ShortcutOptions) => string;

/** Shows, updates and closes toasts; a ToastProvider renders what it holds. */
export interface Toaster {
  /** Shows a toast, or replaces the visible one with the same key; returns its id. */
  show(options: ToastOptions): string;
  success: Shortcut;
  info: Shortcut;
  warning: Shortcut;
  error: Shortcut;
  special: Shortcut;
  loading: Shortcut;
  /** Changes a visible toast (by id or key), restarting its timer; false when none matches. */
  update(idOrKey: string, patch: Partial<ToastOptions>): boolean;
  /** Closes one toast (by id or key), or all. */
  dismiss(idOrKey?: string): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly ToastRecord[];
}

/** A separate toaster (tests, or a second toast area); the app normally uses `toast`. */
export function createToaster(): Toaster {
  let toasts: readonly ToastRecord[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const commit = (next: readonly ToastRecord[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };
  const find = (idOrKey: string) =>
    toasts.find(
      (toast) => toast.id === idOrKey || (toast.key !== undefined && toast.key === idOrKey),
    );

  const close = (closing: readonly ToastRecord[]) => {
    if (closing.length === 0) return;
    commit(toasts.filter((toast) => !closing.includes(toast)));
    for (const toast of closing) toast.onClose?.();
  };

  const show = (options: ToastOptions): string => {
    const existing = options.key === undefined ? undefined : find(options.key);
    if (existing) {
      const replaced: ToastRecord = { ...options, id: existing.id, version: existing.version + 1 };
      commit(toasts.map((toast) => (toast === existing ? replaced : toast)));
      return existing.id;
    }
    counter += 1;
    const id = `keel-toast-${counter}`;
    commit([...toasts, { ...options, id, version: 0 }]);
    return id;
  };

  const shortcut =
    (type: ToastType): Shortcut =>
    (message, options = {}) =>
      show({ ...options, type, message });

  return {
    show,
    success: shortcut('success'),
    info: shortcut('info'),
    warning: shortcut('warning'),
    error: shortcut('error'),
    special: shortcut('special'),
    loading: shortcut('loading'),
    update(idOrKey, patch) {
      const existing = find(idOrKey);
      if (!existing) return false;
      const updated: ToastRecord = {
        ...existing,
        ...patch,
        id: existing.id,
        version: existing.version + 1,
      };
      commit(toasts.map((toast) => (toast === existing ? updated : toast)));
      return true;
    },
    dismiss(idOrKey) {
      if (idOrKey === undefined) close(toasts);
      else {
        const target = find(idOrKey);
        if (target) close([target]);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}

/** The app-wide toaster: `toast.success('Deposited')` from anywhere, shown by ToastProvider. */
export const toast: Toaster = /* @__PURE__ */ createToaster();
