import { shortenAddress } from '@keel/core-math';
import { useCopy } from './useCopy';
import './addressText.css';

function CopyIcon() {
  return (
    <svg className="keel-icon" width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
      <rect
        x="8"
        y="8"
        width="12"
        height="12"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path
        d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg className="keel-icon" width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  );
}

/**
 * An address shown as text: shortened ('Fc93…a1b2') on one line, the full address in its title
 * and the copy button's name, and a button that copies it and says 'Copied!' for a moment.
 */
export function AddressText({ address, chars = 4 }: { address: string; chars?: number }) {
  const { copied, copy } = useCopy();
  return (
    <span className="keel-address" data-address={address}>
      <span className="keel-address__text" title={address}>
        {shortenAddress(address, chars)}
      </span>
      <button
        type="button"
        className="keel-address__copy"
        aria-label={`Copy ${address}`}
        title="Copy address"
        onClick={(event) => {
          // Inside a link or a clickable row, copying must not open it.
          event.preventDefault();
          event.stopPropagation();
          void copy(address);
        }}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
      </button>
      <span aria-live="polite" className="keel-address__status">
        {copied ? 'Copied!' : ''}
      </span>
    </span>
  );
}
