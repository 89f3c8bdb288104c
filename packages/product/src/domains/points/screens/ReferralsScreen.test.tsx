import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pointsRoutes } from '../../../routing/routes/productRoutes';
import type { ScreenSeed } from '../../../testing/renderScreen';
import { renderScreen, withWallet } from '../../../testing/renderScreen';
import { type FakeRoutes, withFakeApi } from '../data/testing/fakePointsApi';

const ME = 'MyWa11et1111111111111111111111111111111111';
const FRIEND = 'Friend11111111111111111111111111111111111';

function withSigner(sign: (message: Uint8Array) => Promise<Uint8Array>): ScreenSeed {
  return (context) =>
    context.walletStore.getState().setRuntime({
      controls: {
        connect: async () => undefined,
        disconnect: async () => undefined,
        signer: () => null,
        signMessage: sign,
      },
    });
}

function api(state: { code: string | null; createStatus?: number }, calls: string[]): FakeRoutes {
  return (path, _query, method) => {
    if (path === `/users/${ME}/referral-code` && method === 'GET')
      return state.code
        ? { json: { code: state.code, referrer: ME, pda: 'Pda' } }
        : { status: 404, json: { error: 'none' } };
    if (path === `/users/${ME}/referral-message`)
      return { json: { message: 'Sign me', session: 'S-1', expiresOn: '2099-01-01T00:00:00Z' } };
    if (path === `/users/${ME}/referral-code` && method === 'POST') {
      if (state.createStatus) return { status: state.createStatus, json: { error: 'no' } };
      state.code = 'FRESH1';
      return { json: { code: 'FRESH1', referrer: ME, pda: 'Pda' } };
    }
    if (path === `/users/${ME}/referred-users`)
      return {
        json: [{ user: FRIEND, volumeUsd: '1234.5', referredOn: '2025-03-04T00:00:00.000Z' }],
      };
    if (path === `/points/users/${FRIEND}/breakdown`)
      return { json: { totalPointsEarned: '42000000', totalCurrentPointsPerSecond: '0' } };
    calls.push(`${method} ${path}`);
    return undefined;
  };
}

function renderReferrals(state: { code: string | null; createStatus?: number }) {
  const unexpected: string[] = [];
  const sign = vi.fn(async (_message: Uint8Array) => new Uint8Array(64).fill(7));
  const view = renderScreen('referrals', '/referrals', {
    seeds: [withFakeApi(api(state, unexpected)), withWallet(ME), withSigner(sign)],
  });
  return { ...view, sign, unexpected };
}

describe('the referrals page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('creates a code with the wallet’s signature, then shows the code and link', async () => {
    const user = userEvent.setup();
    const { sign } = renderReferrals({ code: null });
    const form = await screen.findByRole('form', { name: 'Create your referral code' });
    const input = within(form).getByLabelText('Referral code');
    expect(input).toHaveValue('MyWa11et');
    await user.clear(input);
    await user.type(input, 'FRESH1');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('FRESH1')).toBeInTheDocument();
    expect(new TextDecoder().decode(sign.mock.calls[0]?.[0])).toBe('Sign me');
    expect(screen.getByText(`${window.location.origin}/?ref=FRESH1`)).toBeInTheDocument();

    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?ref=FRESH1`);
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
  });

  it('refuses a malformed code before asking the wallet', async () => {
    const user = userEvent.setup();
    const { sign } = renderReferrals({ code: null });
    const input = await screen.findByLabelText('Referral code');
    await user.clear(input);
    await user.type(input, 'no');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Use 3 to 24 letters, digits, _ or -.',
    );
    expect(sign).not.toHaveBeenCalled();
  });

  it('says when a code is taken', async () => {
    const user = userEvent.setup();
    renderReferrals({ code: null, createStatus: 409 });
    await user.click(await screen.findByRole('button', { name: 'Create code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This code is taken. Try another one.',
    );
  });

  it('lists the referred wallets with their points', async () => {
    renderReferrals({ code: 'MINE' });
    expect(await screen.findByText('MINE')).toBeInTheDocument();
    const table = await screen.findByRole('region', { name: 'Referred wallets' });
    await waitFor(() => expect(table).toHaveTextContent('42.0000'));
    expect(table).toHaveTextContent('Frie…1111');
    expect(table).toHaveTextContent('2025-03-04');
    expect(table).toHaveTextContent('$1,234.50');
  });

  it('is not found while the referral page flag is off', async () => {
    const route = pointsRoutes[1];
    expect(route?.flag).toBe('referralPage');
    renderScreen('referrals', '/referrals', { flags: { referralPage: false } });
    expect(screen.queryByRole('heading', { name: 'Referrals' })).not.toBeInTheDocument();
  });
});
