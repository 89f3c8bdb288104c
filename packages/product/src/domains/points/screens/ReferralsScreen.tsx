import { Skeleton } from '@keel/ui-kit';
import { Link } from 'react-router-dom';
import { useAppServices } from '../../../app/AppServicesContext';
import { useBrand } from '../../../brand/BrandContext';
import { ConnectPrompt } from '../../../common/ConnectPrompt';
import { LoadError } from '../../../common/LoadError';
import { PageFrame } from '../../../layout/PageFrame';
import { brandText } from '../../../routing/brandText';
import type { ScreenProps } from '../../../routing/screenProps';
import { useWalletState } from '../../../wallet/WalletStoreContext';
import { useUserReferralCode } from '../data/referralQueries';
import { CreateReferralCode } from './CreateReferralCode';
import { ReferralCodeCard } from './ReferralCodeCard';
import { ReferredWallets } from './ReferredWallets';
import './points.css';

/** The wallet's code: shown to copy and share, or created when it has none. */
function YourCode({ wallet }: { wallet: string }) {
  const code = useUserReferralCode(wallet);
  if (code.error)
    return (
      <LoadError
        title="Failed to load your referral code"
        error={code.error}
        onRetry={() => void code.refetch()}
      />
    );
  if (code.data === undefined)
    return (
      <div aria-busy="true">
        <Skeleton shape="block" height={96} />
      </div>
    );
  return code.data ? <ReferralCodeCard code={code.data} /> : <CreateReferralCode wallet={wallet} />;
}

/** The code this browser arrived with (`?ref=`, stored only when it exists, O§2.1). */
function JoinedWith() {
  const { storage, storageKeys } = useAppServices();
  const code = storage.getItem(storageKeys.referralCode);
  return code ? (
    <p className="keel-points__joined">
      You joined with the referral code <strong>{code}</strong>.
    </p>
  ) : null;
}

/** Referrals (O§9 referral page flag): the wallet's code and link, and who joined with it. */
export default function ReferralsScreen({ route }: ScreenProps<'referrals'>) {
  const brand = useBrand();
  const wallet = useWalletState((state) => state.session?.address ?? null);
  return (
    <PageFrame
      title={brandText(route.title, brand)}
      subtitle={brandText(route.description, brand)}
      actions={<Link to="/leaderboard-referrals">Referral leaderboard</Link>}
    >
      <div className="keel-points">
        <JoinedWith />
        {wallet ? (
          <>
            <YourCode wallet={wallet} />
            <ReferredWallets wallet={wallet} />
          </>
        ) : (
          <ConnectPrompt text="Connect a wallet to see your referral code." />
        )}
      </div>
    </PageFrame>
  );
}
