import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testBrand } from '../../../testing/renderApp';
import { renderScreen, withWallet } from '../../../testing/renderScreen';
import { type AirdropWorld, seedAirdrop, WALLET } from '../data/testing/seedAirdrop';

function renderAirdrop(world: AirdropWorld, connected = true) {
  const seeds = [seedAirdrop(world), ...(connected ? [withWallet(WALLET)] : [])];
  return renderScreen('seasonAirdrop', '/season-3-airdrop', { seeds });
}

const symbol = testBrand.nativeTokenSymbol;

const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('SeasonAirdropScreen', () => {
  it('shows the season totals and asks to connect a wallet', async () => {
    renderAirdrop({ eligible: true }, false);
    expect(await screen.findByRole('region', { name: 'Connect a wallet' })).toBeInTheDocument();
    await screen.findByText('Total allocation', { selector: 'dt' });
    expect(figure('Total allocation')).toBe(`1,000,000 ${symbol}`);
    expect(figure('Users')).toBe('256');
    expect(figure('Claim date')).toBe('2025-08-27');
  });

  it('shows the allocation, its parts and the claim button', async () => {
    renderAirdrop({ eligible: true });
    expect(await screen.findByTestId('airdrop-allocation')).toHaveTextContent(`12,345 ${symbol}`);
    const parts = await screen.findByRole('list', { name: 'Allocation by part' });
    expect(within(parts).getByText('Season3 points')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: /Claim|cannot sign/ });
    expect(button).toBeInTheDocument();
    expect(screen.getByText(/In your wallet/)).toHaveTextContent(`500 ${symbol}`);
  });

  it('says plainly when the wallet is not eligible', async () => {
    renderAirdrop({ eligible: false });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Not eligible: this wallet has no season 3 allocation.',
    );
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('shows the claimed amount once claimed, even after the claim closed', async () => {
    renderAirdrop({ eligible: true, claimed: true, clawedBack: true });
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Already claimed: 12,345 ${symbol} went to this wallet.`,
    );
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('says the claim is closed when it was clawed back before this wallet claimed', async () => {
    renderAirdrop({ eligible: true, clawedBack: true });
    expect(await screen.findByRole('status')).toHaveTextContent(/^Claim closed/);
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('shows a failure with Retry', async () => {
    renderAirdrop({ eligible: true, proofStatus: 500 });
    expect(await screen.findByText('Failed to load your allocation')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
