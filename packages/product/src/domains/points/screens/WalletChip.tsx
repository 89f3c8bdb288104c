import { shortenAddress } from '@keel/core-math';
import { useCopy } from '../../../common/useCopy';

function WalletIcon() {
  return (
    <svg className="keel-icon" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M3 7.5A2.5 2.5 0 0 1 5.5 5H18v3M3 7.5V17a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1H5.5A2.5 2.5 0 0 1 3 7.5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="16.5" cy="13.5" r="1.5" fill="currentColor" />
    </svg>
  );
}

/** D§2: the wallet icon and the shortened address; a click copies the address, 'Copied!'. */
export function WalletChip({ address }: { address: string }) {
  const { copied, copy } = useCopy();
  return (
    <span className="keel-points__wallet">
      <button
        type="button"
        className="keel-points__wallet-chip"
        title={address}
        onClick={() => void copy(address)}
      >
        <WalletIcon />
        {shortenAddress(address)}
      </button>
      <span role="status" className="keel-points__copied">
        {copied ? 'Copied!' : ''}
      </span>
    </span>
  );
}
