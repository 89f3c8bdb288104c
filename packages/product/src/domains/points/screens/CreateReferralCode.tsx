import { useApiClientState } from '@keel/api-client/react';
import { Button } from '@keel/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useWalletState } from '../../../wallet/WalletStoreContext';
import {
  createReferralCode,
  referralCodeFailure,
  referralCodeProblem,
  suggestedReferralCode,
} from '../data/referralCode';

/** The form that claims a code for a wallet that has none: the wallet signs the request. */
export function CreateReferralCode({ wallet }: { wallet: string }) {
  const id = useId();
  const api = useApiClientState();
  const queryClient = useQueryClient();
  const signMessage = useWalletState((state) => state.controls?.signMessage);
  const [code, setCode] = useState(() => suggestedReferralCode(wallet));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    const invalid = referralCodeProblem(code);
    if (invalid) return setProblem(invalid);
    if (api.status !== 'ready' || !signMessage)
      return setProblem('Your wallet cannot sign messages. Try another wallet.');
    setBusy(true);
    setProblem(null);
    try {
      const created = await createReferralCode(api.client.referrals, signMessage, wallet, code);
      queryClient.setQueryData(api.queries.account.userReferralCode(wallet).queryKey, created);
    } catch (error) {
      setProblem(referralCodeFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="keel-points__code-form"
      aria-label="Create your referral code"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p>You have no referral code yet. Choose one: your wallet signs to claim it.</p>
      <label htmlFor={`${id}-code`}>Referral code</label>
      <input
        id={`${id}-code`}
        value={code}
        maxLength={24}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          setCode(event.target.value.trim());
          setProblem(null);
        }}
      />
      <Button type="submit" loading={busy}>
        Create code
      </Button>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="keel-points__problem">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
