import type { ReferralCode } from '@keel/api-client';
import { Button } from '@keel/ui-kit';
import { useCopy } from '../../../common/useCopy';
import { referralLink } from '../data/referralCode';

/** The wallet's code and link, to copy or share. */
export function ReferralCodeCard({ code }: { code: ReferralCode }) {
  const link = referralLink(window.location.origin, code.code);
  const codeCopy = useCopy();
  const linkCopy = useCopy();
  const canShare = typeof navigator.share === 'function';
  return (
    <div className="keel-points__referral">
      <dl className="keel-figures">
        <div className="keel-figures__item">
          <dt>Your referral code</dt>
          <dd>{code.code}</dd>
        </div>
        <div className="keel-figures__item">
          <dt>Your referral link</dt>
          <dd className="keel-points__referral-link">{link}</dd>
        </div>
      </dl>
      <div className="keel-points__actions">
        <Button variant="secondary" size="sm" onClick={() => void codeCopy.copy(code.code)}>
          Copy code
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void linkCopy.copy(link)}>
          Copy link
        </Button>
        {canShare ? (
          <Button
            variant="secondary"
            size="sm"
            // Closing the share sheet rejects too: nothing to report.
            onClick={() =>
              void navigator.share({ title: 'Referral link', url: link }).catch(() => undefined)
            }
          >
            Share
          </Button>
        ) : null}
        <span role="status" className="keel-points__copied">
          {codeCopy.copied || linkCopy.copied ? 'Copied!' : ''}
        </span>
      </div>
    </div>
  );
}
