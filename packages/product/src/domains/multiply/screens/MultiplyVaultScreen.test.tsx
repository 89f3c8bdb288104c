import { chainKeys, KLEND_PROGRAM_ID, type TokenAccount, toPublicKey } from '@keel/chain-readers';
import { formatLeverage } from '@keel/core-math';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen, type ScreenSeed, withWallet } from '../../../testing/renderScreen';
import { obligationFixture } from '../../lending/data/testing/obligationFixture';
import { testKey } from '../../lending/data/testing/reserveFixture';
import { TEST_ENDPOINT } from '../../lending/data/testing/seedLending';
import { jitoMarket, jitoSol, jitoSolDebt, seedMultiply } from '../data/testing/multiplyFixtures';
import { leverageAddresses, leverageSetupAccounts } from '../data/writes/leverageAddresses';
import { multiplyRuntime } from '../data/writes/runtime';
import { type MultiplyWriteServices, multiplyWriteServices } from '../data/writes/services';

const path = (deposit: string, borrow: string) =>
  `/lending/multiply/${jitoMarket.toBase58()}/${deposit}/${borrow}`;

function renderVault(
  deposit = jitoSol.address.toBase58(),
  borrow = jitoSolDebt.address.toBase58(),
  seeds: ScreenSeed[] = [],
) {
  return renderScreen('lending.multiplyVault', path(deposit, borrow), {
    seeds: [seedMultiply({}), ...seeds],
    flags: { geoBlock: false, withdrawOnly: false },
  });
}

const wallet = testKey(95);

/**
 * A connected wallet holding `balance` whole tokens of the pair's token (JitoSOL and SOL share
 * one test mint), and with `position` a Multiply obligation of 10 JitoSOL against 5 SOL.
 */
function walletSeed({ balance, position }: { balance: bigint; position: boolean }): ScreenSeed {
  return (context) => {
    withWallet(wallet.toBase58())(context);
    // A wallet that can sign (and refuses to, should a test get that far).
    context.walletStore.getState().setRuntime({
      controls: {
        disconnect: async () => {},
        connect: async () => {},
        signer: () => ({
          publicKey: toPublicKey(wallet),
          signTransaction: () => Promise.reject(new Error('User rejected the request.')),
        }),
      },
    });
    const client = context.queryClient;
    const chain = {
      rpc: {},
      endpoint: TEST_ENDPOINT,
    } as unknown as MultiplyWriteServices['chain'];
    multiplyWriteServices.seed(client, { chain, lib: multiplyRuntime });
    const addresses = leverageAddresses({
      wallet: wallet.toBase58(),
      market: jitoMarket.toBase58(),
      collateral: jitoSol,
      debt: jitoSolDebt,
      tag: 'Multiply',
    });
    client.setQueryData(
      multiplyRuntime.setupQuery(chain, wallet.toBase58(), addresses).queryKey,
      leverageSetupAccounts(addresses).map(() => position),
    );
    client.setQueryData(chainKeys.nativeBalance(TEST_ENDPOINT, wallet), 5_000_000_000n);
    const account = {
      address: addresses.collateralAccount,
      mint: jitoSol.liquidity.mintPubkey,
      owner: wallet,
      amount: balance * 1_000_000_000n,
    } as unknown as TokenAccount;
    client.setQueryData(chainKeys.tokenAccounts(TEST_ENDPOINT, wallet), [account]);
    if (position) {
      client.setQueryData(
        chainKeys.obligation(TEST_ENDPOINT, addresses.obligation, KLEND_PROGRAM_ID),
        obligationFixture({
          address: addresses.obligation,
          market: jitoMarket,
          owner: wallet,
          tag: 'Multiply',
          deposits: [{ reserve: jitoSol.address, cTokens: 10_000_000_000n }],
          borrows: [{ reserve: jitoSolDebt.address, lamports: '5000000000' }],
        }),
      );
    }
  };
}

const previewList = (name: string) => {
  const list = document.querySelector<HTMLElement>(`dl[aria-label="${name}"]`);
  if (!list) throw new Error(`no preview ${name}`);
  return list;
};
const previewValue = (list: HTMLElement, label: string) => previewCell(list, label)?.textContent;
const previewCell = (list: HTMLElement, label: string) =>
  within(list).getByText(label, { selector: 'dt' }).closest('div')?.querySelector('dd');
/** A row's before (undefined when it shows the after only) and its risk cue. */
const previewChange = (list: HTMLElement, label: string) => {
  const cell = previewCell(list, label);
  return {
    before: cell?.querySelector('.keel-action-preview__before')?.textContent?.replace('from ', ''),
    after: cell?.querySelector('.keel-action-preview__after')?.textContent,
    tone: cell?.querySelector('.keel-action-preview__after')?.className.match(/--(\w+)$/)?.[1],
    risk: cell?.querySelector('[data-risk-direction]')?.getAttribute('data-risk-direction'),
  };
};

describe('MultiplyVaultScreen', () => {
  it('shows the pair in its elevation group and previews an open at the chosen leverage', async () => {
    const user = userEvent.setup();
    renderVault();
    expect(await screen.findByRole('heading', { name: 'JitoSOL/SOL' })).toBeTruthy();
    // Group 1 at 90 % LTV: 10x.
    expect(screen.getAllByText(formatLeverage(10)).length).toBeGreaterThan(0);
    const slider = screen.getByRole('slider', { name: 'Leverage' });
    expect(slider).toHaveValue('1.1');
    await user.type(screen.getByLabelText(/Deposit amount/), '10');
    const preview = previewList('Position preview');
    await waitFor(() => expect(previewValue(preview, 'Collateral')).toBe('11 JitoSOL'));
    fireEvent.change(slider, { target: { value: '3' } });
    await waitFor(() => expect(previewValue(preview, 'Collateral')).toBe('30 JitoSOL'));
    expect(previewValue(preview, 'Leverage')).toBe('3.0x');
    // A staked SOL against SOL: only their ratio can liquidate it, so the ratio is shown.
    expect(screen.queryByText('Liquidation price')).toBeNull();
    expect(previewValue(preview, 'Liquidation ratio')).toMatch(
      /^\d\.\d{4} JitoSOL\/SOL \(-[\d.]+%\)$/,
    );
    // Without a wallet the form asks for one in place of the submit.
    expect(screen.getByText('Connect a wallet to open a position')).toBeInTheDocument();
  });

  it('moves the JitoSOL/SOL ratio for a what-if', async () => {
    renderVault();
    await screen.findByRole('heading', { name: 'JitoSOL/SOL' });
    fireEvent.change(screen.getByLabelText(/Deposit amount/), { target: { value: '10' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Leverage' }), { target: { value: '5' } });
    const whatIf = previewList('What-if preview');
    const ratioBefore = previewValue(whatIf, 'JitoSOL/SOL ratio');
    fireEvent.change(screen.getByRole('slider', { name: 'What if JitoSOL/SOL moves' }), {
      target: { value: '-20' },
    });
    await waitFor(() => expect(previewValue(whatIf, 'PnL at that price')).toMatch(/^-\$/));
    expect(previewValue(whatIf, 'JitoSOL/SOL ratio')).toMatch(/^\d\.\d{4} JitoSOL\/SOL$/);
    expect(previewValue(whatIf, 'JitoSOL/SOL ratio')).not.toBe(ratioBefore);
  });

  it('previews the net APY first, the rate the position earns at the chosen leverage', async () => {
    renderVault();
    await screen.findByRole('heading', { name: 'JitoSOL/SOL' });
    const first = previewList('Position preview').querySelector('dt');
    expect(first?.textContent).toBe('Net APY');
  });

  it('fills the deposit with Max (the whole balance) and Half', async () => {
    const user = userEvent.setup();
    renderVault(undefined, undefined, [walletSeed({ balance: 12n, position: false })]);
    const form = await screen.findByRole('region', { name: 'Open a position' });
    const field = within(form).getByLabelText(/Deposit amount/);
    expect(await within(form).findByText('Wallet: 12 JitoSOL')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Max' }));
    expect(field).toHaveValue('12');
    await user.click(within(form).getByRole('button', { name: 'Half' }));
    expect(field).toHaveValue('6');
  });

  it('with a position, shows one Manage panel with a tab per change in place of the open form', async () => {
    const user = userEvent.setup();
    renderVault(undefined, undefined, [walletSeed({ balance: 12n, position: true })]);
    // The obligation's view is built from the market's reserve views, in slices.
    const tabs = await screen.findByRole(
      'tablist',
      { name: 'Manage the position' },
      { timeout: 15_000 },
    );
    const panel = screen.getByRole('region', { name: 'Your position' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Adjust', 'Add', 'Withdraw', 'Close']);
    expect(screen.queryByRole('region', { name: 'Open a position' })).toBeNull();
    expect(within(panel).getByRole('slider', { name: 'Target leverage' })).toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: 'Add' }));
    const add = within(panel).getByRole('region', { name: 'Add to position' });
    expect(within(add).getByRole('button', { name: 'Half' })).toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: 'Withdraw' }));
    const withdraw = within(panel).getByLabelText(/Withdraw amount/);
    await user.click(within(panel).getByRole('button', { name: 'Max' }));
    expect(withdraw).not.toHaveValue('');
    await user.click(within(tabs).getByRole('tab', { name: 'Close' }));
    await user.click(within(panel).getByRole('button', { name: 'Close position' }));
    // The review comes first.
    expect(await screen.findByRole('dialog', { name: 'Review: Close JitoSOL/SOL' })).toBeTruthy();
  }, 30_000);

  it('previews an open with the after values only, the LTV in its band against max and liquidation LTV', async () => {
    renderVault();
    await screen.findByRole('heading', { name: 'JitoSOL/SOL' });
    fireEvent.change(screen.getByLabelText(/Deposit amount/), { target: { value: '10' } });
    const slider = screen.getByRole('slider', { name: 'Leverage' });
    fireEvent.change(slider, { target: { value: '3' } });
    const preview = previewList('Position preview');
    // No position: nothing to compare with, so no before and no direction.
    await waitFor(() => expect(previewChange(preview, 'LTV').after).toMatch(/%$/));
    expect(preview.querySelector('.keel-action-preview__before')).toBeNull();
    expect(preview.querySelector('[data-risk-direction]')).toBeNull();
    expect(previewChange(preview, 'LTV').tone).toBe('low');
    // Group 1: 90 % max LTV, 92 % liquidation LTV.
    expect(previewValue(preview, 'Max / liquidation LTV')).toBe('90.00% / 92.00%');
    expect(previewValue(preview, 'Net value')).toMatch(/^\$[\d,.]+$/);
    // At the max, the loop's fees push the LTV past the max LTV: orange.
    fireEvent.change(slider, { target: { value: '10' } });
    await waitFor(() => expect(previewChange(preview, 'LTV').tone).toBe('medium'));
  });

  it('previews each change of a position before → after, with risk up or down, and the review lists the same rows', async () => {
    const user = userEvent.setup();
    renderVault(undefined, undefined, [walletSeed({ balance: 12n, position: true })]);
    const tabs = await screen.findByRole(
      'tablist',
      { name: 'Manage the position' },
      { timeout: 15_000 },
    );
    const panel = screen.getByRole('region', { name: 'Your position' });
    // 10 JitoSOL at $120 against 5 SOL at $100: $700 of net value at 1.7x, LTV 41.67 %.
    const figures = previewList('Position figures');
    expect(previewValue(figures, 'Leverage')).toBe('1.7x');
    expect(previewValue(figures, 'LTV')).toBe('41.67%');
    const target = within(panel).getByRole('slider', { name: 'Target leverage' });
    fireEvent.change(target, { target: { value: '3' } });
    const adjust = previewList('Adjust preview');
    await waitFor(() => expect(previewChange(adjust, 'LTV').risk).toBe('up'));
    expect(previewChange(adjust, 'LTV')).toMatchObject({ before: '41.67%', tone: 'low' });
    expect(previewChange(adjust, 'Leverage')).toMatchObject({
      before: '1.7x',
      after: '3.0x',
      risk: 'up',
    });
    // Nearer the liquidation ratio.
    expect(previewChange(adjust, 'Liquidation ratio').risk).toBe('up');
    expect(previewChange(adjust, 'Net APY').before).toMatch(/%$/);
    // The review lists the same before → after.
    await user.click(within(panel).getByRole('button', { name: 'Adjust leverage' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Review: Adjust JitoSOL/SOL to 3.0x',
    });
    const changes = within(dialog).getByLabelText('Position change');
    expect(previewChange(changes, 'LTV')).toEqual(previewChange(adjust, 'LTV'));
    expect(previewChange(changes, 'Leverage').risk).toBe('up');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    fireEvent.change(target, { target: { value: '1.1' } });
    await waitFor(() => expect(previewChange(adjust, 'LTV').risk).toBe('down'));
    expect(previewChange(adjust, 'Leverage')).toMatchObject({ after: '1.1x', risk: 'down' });

    // Adding at a higher leverage than the position's raises its risk.
    await user.click(within(tabs).getByRole('tab', { name: 'Add' }));
    const add = within(panel).getByRole('region', { name: 'Add to position' });
    fireEvent.change(within(add).getByLabelText(/Deposit amount/), { target: { value: '5' } });
    fireEvent.change(within(add).getByRole('slider', { name: 'Leverage' }), {
      target: { value: '4' },
    });
    const added = previewList('Position preview');
    await waitFor(() => expect(previewChange(added, 'LTV').risk).toBe('up'));
    expect(previewChange(added, 'Collateral')).toMatchObject({
      before: '10 JitoSOL',
      after: '30 JitoSOL',
    });

    // Withdrawing part keeps the leverage: less collateral and debt, the same risk.
    await user.click(within(tabs).getByRole('tab', { name: 'Withdraw' }));
    fireEvent.change(within(panel).getByLabelText(/Withdraw amount/), {
      target: { value: '2' },
    });
    const withdraw = previewList('Withdraw preview');
    await waitFor(() =>
      expect(previewChange(withdraw, 'Net value').before).toBe(previewValue(figures, 'Net value')),
    );
    expect(previewChange(withdraw, 'Collateral').before).toBe('10 JitoSOL');
    expect(previewValue(withdraw, 'LTV')).toBe('41.67%');

    // A close leaves nothing: no leverage and no liquidation, risk down.
    await user.click(within(tabs).getByRole('tab', { name: 'Close' }));
    const close = previewList('Close preview');
    expect(previewChange(close, 'Leverage')).toMatchObject({ before: '1.7x', risk: 'down' });
    expect(previewChange(close, 'LTV')).toMatchObject({ after: '0.00%', risk: 'down' });
    expect(within(close).getAllByLabelText('Closed').length).toBeGreaterThan(0);
  }, 30_000);

  it('says a reserve outside the market is not found', async () => {
    const missing = testKey(99).toBase58();
    renderVault(missing);
    expect(await screen.findByText(`Reserve ${missing} is not found`)).toBeTruthy();
  });
});
