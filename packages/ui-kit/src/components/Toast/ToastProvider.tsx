import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useSyncExternalStore,
} from 'react';
import { createPortal } from 'react-dom';
import { classNames } from '../../internal/classNames';
import { Toast } from './Toast';
import { toast as defaultToaster, type Toaster } from './toaster';
import {
  DEFAULT_TOAST_PLACEMENT,
  type ToastPlacement,
  type ToastRecord,
  type TxLinkBuilder,
} from './toastTypes';

const ToasterContext = createContext<Toaster | undefined>(undefined);

export interface ToastProviderProps {
  children?: ReactNode;
  /** The toaster whose toasts to show; defaults to the app-wide `toast`. */
  toaster?: Toaster;
  /** Builds explorer links for transaction ids, e.g. `(txid) => explorerUrl(txid)`. */
  txLink?: TxLinkBuilder;
  /** Placement of toasts that name none. Defaults to 'bottomLeft'. */
  placement?: ToastPlacement;
  /** Accessible name of each close button. Defaults to 'Close'. */
  closeLabel?: string;
  /** Accessible name of the toast areas. Defaults to 'Notifications'. */
  label?: string;
}

const PLACEMENT_CLASS: Record<ToastPlacement, string> = {
  topLeft: 'top-left',
  top: 'top',
  topRight: 'top-right',
  bottomLeft: 'bottom-left',
  bottom: 'bottom',
  bottomRight: 'bottom-right',
};

const PLACEMENTS = Object.keys(PLACEMENT_CLASS) as ToastPlacement[];

/** Renders the toaster's toasts in fixed corners of the page and gives useToast() its toaster. */
export function ToastProvider({
  children,
  toaster = defaultToaster,
  txLink,
  placement = DEFAULT_TOAST_PLACEMENT,
  closeLabel = 'Close',
  label = 'Notifications',
}: ToastProviderProps) {
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.getSnapshot, toaster.getSnapshot);
  const dismiss = useCallback((id: string) => toaster.dismiss(id), [toaster]);
  const byPlacement = new Map<ToastPlacement, ToastRecord[]>();
  for (const record of toasts) {
    const where = record.placement ?? placement;
    byPlacement.set(where, [...(byPlacement.get(where) ?? []), record]);
  }
  const viewports = PLACEMENTS.filter((where) => byPlacement.has(where)).map((where) => (
    <section
      key={where}
      aria-label={label}
      className={classNames(
        'keel-toast-viewport',
        `keel-toast-viewport--${PLACEMENT_CLASS[where]}`,
      )}
    >
      <ol className="keel-toast-viewport__list">
        {(byPlacement.get(where) ?? []).map((record) => (
          <Toast
            key={record.id}
            toast={record}
            onDismiss={dismiss}
            closeLabel={closeLabel}
            {...(txLink ? { txLink } : {})}
          />
        ))}
      </ol>
    </section>
  ));
  return (
    <ToasterContext.Provider value={toaster}>
      {children}
      {typeof document !== 'undefined' && viewports.length > 0
        ? createPortal(viewports, document.body)
        : null}
    </ToasterContext.Provider>
  );
}

/** The toaster of the nearest ToastProvider, or the app-wide `toast`. */
export function useToast(): Toaster {
  return useContext(ToasterContext) ?? defaultToaster;
}
