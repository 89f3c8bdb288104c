import { LightningIcon } from '../../icons/LightningIcon';
import type { ToastType } from './toastTypes';

const PATHS: Partial<Record<ToastType, string>> = {
  success: 'M4.5 8.5l2.2 2.2 4.8-5',
  error: 'M5.5 5.5l5 5M10.5 5.5l-5 5',
  warning: 'M8 4.5v4.5M8 11.2v.3',
  info: 'M8 7.2v4.3M8 4.8v.3',
};

/** The type's glyph: a mark in a circle, a spinner while loading, a lightning bolt for special. */
export function ToastIcon({ type }: { type: ToastType }) {
  if (type === 'special') return <LightningIcon />;
  if (type === 'loading') return <span className="keel-toast__spinner" />;
  return (
    <svg
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="8" cy="8" r="7" />
      <path d={PATHS[type]} />
    </svg>
  );
}
