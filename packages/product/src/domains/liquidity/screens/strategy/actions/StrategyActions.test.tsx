import {
  type Address,
  associatedTokenAddress,
  chainKeys,
  createAddress,
  FARMS_PROGRAM_ID,
  type FarmState,
  TOKEN_PROGRAM_ID,
  type TokenAccount,
  toPublicKey,
  type WhirlpoolStrategy,
} from '@keel/chain-readers';
import { liquidityWriteKeys, type StrategyWriteState } from '@keel/liquidity-programs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  renderInApp,
  type ScreenSeed,
  shownToasts,
  withWallet,
} from '../../../../../testing/renderScreen';
import { liquidityWriteServices } from '../../../data/writes/services';
import { liquidityWritesRuntime } from '../../../data/writes/writesRuntime';
import { StrategyActions } from './StrategyActions';

const ENDPOINT = 'http://test.invalid';
const key = (n: number) => createAddress(new Uint8Array(32).fill(n));
const wallet = key(1);
const address = key(2);
const usdc = key(3);
const usdt = key(4);
const shareMint = key(5);

/** The strategy fields the forms read (the rest of the account plays no part here). */
const strategy = {
  address,
  tokenAMint: usdc,
  tokenBMint: usdt,
  tokenATokenProgram: TOKEN_PROGRAM_ID,
  tokenBTokenProgram: TOKEN_PROGRAM_ID,
  sharesMint: shareMint,
  depositBlocked: false,
  withdrawBlocked: false,
} as unknown as WhirlpoolStrategy;
const state: StrategyWriteState = {
  strategy,
  holdings: {
    totalA: 1_000_000_000n, // 1 000 USDC
    totalB: 500_000_000n, // 500 USDT
    decimalsA: 6,
    decimalsB: 6,
    sharesIssued: 750_000_000n, // 750 shares
    sharesDecimals: 6,
  },
  tokenInfos: key(6),
  scopePricesA: key(7),
  scopePricesB: key(7),
};

const ata = (mint: Address) => associatedTokenAddress(wallet, mint, TOKEN_PROGRAM_ID).address;

function walletSeed(
  balances: { usdc: bigint; usdt: bigint; shares: bigint },
  written: StrategyWriteState = state,
): ScreenSeed {
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
    liquidityWriteServices.seed(client, {
      chain: {
        rpc: {
          getMultipleAccountsInfo: () => Promise.reject(new Error('no network')),
          getTokenAccountsByOwner: () => Promise.reject(new Error('no network')),
          getBalance: () => Promise.reject(new Error('no network')),
          getProgramAccounts: () => Promise.reject(new Error('no network')),
        },
        endpoint: ENDPOINT,
      },
      lib: liquidityWritesRuntime,
    });
    client.setQueryData(liquidityWriteKeys.strategy(ENDPOINT, address), written);
    client.setQueryData(chainKeys.nativeBalance(ENDPOINT, wallet), 2_000_000_000n);
    const account = (mint: Address, amount: bigint) =>
      ({ address: ata(mint), mint, owner: wallet, amount }) as unknown as TokenAccount;
    client.setQueryData(chainKeys.tokenAccounts(ENDPOINT, wallet), [
      account(usdc, balances.usdc),
      account(usdt, balances.usdt),
      account(shareMint, balances.shares),
    ]);
  };
}

const target = {
  address: address.toBase58(),
  shareMint: shareMint.toBase58(),
  tokenA: { mint: usdc.toBase58(), symbol: 'USDC' },
  tokenB: { mint: usdt.toBase58(), symbol: 'USDT' },
  farm: null,
};

const render = (seeds: ScreenSeed[]) =>
  renderInApp(<StrategyActions strategy={target} />, {
    seeds,
    flags: { withdrawOnly: false, geoBlock: false },
  });

describe('StrategyActions', () => {
  it('asks for a wallet when none is connected', async () => {
    render([]);
    expect(await screen.findByText('Connect a wallet to deposit')).toBeInTheDocument();
  });

  it('deposit: one token typed sets the other in the strategy’s ratio, with the shares', async () => {
    const user = userEvent.setup();
    render([walletSeed({ usdc: 100_000_000n, usdt: 3_000_000n, shares: 0n })]);
    const usdcField = await screen.findByLabelText(/USDC amount/);
    const usdtField = screen.getByLabelText(/USDT amount/);
    expect(screen.getByText('Wallet: 100 USDC')).toBeInTheDocument();
    await user.type(usdcField, '4');
    expect(usdtField).toHaveValue('2');
    const preview = screen.getByLabelText('Preview');
    expect(within(preview).getByText('Shares').nextElementSibling?.textContent).toContain('3');
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeEnabled();
    // 10 USDC needs 5 USDT: the wallet has 3.
    await user.clear(usdcField);
    await user.type(usdcField, '10');
    expect(screen.getByRole('button', { name: 'Insufficient USDT balance' })).toBeDisabled();
    // Typed in USDT, USDC follows.
    await user.clear(usdtField);
    await user.type(usdtField, '1.5');
    expect(usdcField).toHaveValue('3');
  });

  it('withdraw: shares stand for both tokens, no more than the wallet holds', async () => {
    const user = userEvent.setup();
    render([walletSeed({ usdc: 0n, usdt: 0n, shares: 15_000_000n })]);
    await user.click(await screen.findByRole('tab', { name: 'Withdraw' }));
    const field = screen.getByLabelText(/Shares to withdraw/);
    await user.type(field, '7.5');
    const preview = screen.getByLabelText('Preview');
    expect(within(preview).getByText('USDC received').nextElementSibling?.textContent).toContain(
      '10',
    );
    expect(within(preview).getByText('USDT received').nextElementSibling?.textContent).toContain(
      '5',
    );
    await user.clear(field);
    await user.type(field, '20');
    expect(screen.getByRole('button', { name: 'Insufficient shares' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(field).toHaveValue('15');
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  });

  it('a strategy that takes no deposits says so on the button', async () => {
    const user = userEvent.setup();
    const paused = { ...state, strategy: { ...strategy, depositBlocked: true } };
    render([walletSeed({ usdc: 100_000_000n, usdt: 100_000_000n, shares: 0n }, paused)]);
    await user.type(await screen.findByLabelText(/USDC amount/), '1');
    expect(
      screen.getByRole('button', { name: 'Deposits to this strategy are paused' }),
    ).toBeDisabled();
  });

  it('a route address that is no key: the load error, no endless skeleton', async () => {
    renderInApp(<StrategyActions strategy={{ ...target, address: 'not-a-key' }} />, {
      seeds: [walletSeed({ usdc: 0n, usdt: 0n, shares: 0n })],
      flags: { withdrawOnly: false, geoBlock: false },
    });
    expect(await screen.findByText('Failed to load your balances')).toBeInTheDocument();
  });

  it('a strategy with a farm: stake the wallet’s shares, nothing to harvest before staking', async () => {
    const user = userEvent.setup();
    const farmKey = key(9);
    const farm = {
      address: farmKey,
      token: { mint: shareMint, decimals: 6, tokenProgram: TOKEN_PROGRAM_ID },
      rewardInfos: [],
    } as unknown as FarmState;
    const farmSeed: ScreenSeed = ({ queryClient }) => {
      queryClient.setQueryData(chainKeys.farms(ENDPOINT, [farmKey], FARMS_PROGRAM_ID), [farm]);
      queryClient.setQueryData(chainKeys.userFarmStates(ENDPOINT, wallet, FARMS_PROGRAM_ID), []);
    };
    renderInApp(<StrategyActions strategy={{ ...target, farm: farmKey.toBase58() }} />, {
      seeds: [walletSeed({ usdc: 0n, usdt: 0n, shares: 2_000_000n }), farmSeed],
      flags: { withdrawOnly: false, geoBlock: false },
    });
    await user.click(await screen.findByRole('tab', { name: 'Stake' }));
    const field = screen.getByLabelText(/Shares to stake/);
    await user.type(field, '3');
    expect(screen.getByRole('button', { name: 'Insufficient shares' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(field).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'Stake' })).toBeEnabled();
    await user.click(screen.getByRole('tab', { name: 'Harvest' }));
    expect(screen.getByRole('button', { name: 'No rewards to claim' })).toBeDisabled();
  });

  describe('a farm that cannot be read (D§8)', () => {
    const farmKey = key(9);
    const withFarm = <StrategyActions strategy={{ ...target, farm: farmKey.toBase58() }} />;

    it("toasts 'Failed to fetch farm data' and says so in the Farm tab, deposits still open", async () => {
      const user = userEvent.setup();
      const { toaster } = renderInApp(withFarm, {
        seeds: [walletSeed({ usdc: 0n, usdt: 0n, shares: 2_000_000n })],
        flags: { withdrawOnly: false, geoBlock: false },
      });
      const seen: ReturnType<typeof shownToasts> = [];
      toaster.subscribe(() => seen.push(...shownToasts(toaster)));
      await user.click(await screen.findByRole('tab', { name: 'Farm' }, { timeout: 20_000 }));
      const alert = within(screen.getByRole('tabpanel')).getByRole('alert');
      expect(within(alert).getByText('Failed to fetch farm data')).toBeInTheDocument();
      expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(seen).toContainEqual(
        expect.objectContaining({ message: 'Failed to fetch farm data', key: 'farm-data' }),
      );
      expect(screen.getByRole('tab', { name: 'Deposit' })).toBeInTheDocument();
    }, 30_000);

    it('shows the farm user-state text when the wallet’s farm stakes cannot be read', async () => {
      const user = userEvent.setup();
      const farm = { address: farmKey, token: { mint: shareMint }, rewardInfos: [] };
      const farmSeed: ScreenSeed = ({ queryClient }) => {
        queryClient.setQueryData(chainKeys.farms(ENDPOINT, [farmKey], FARMS_PROGRAM_ID), [farm]);
      };
      renderInApp(withFarm, {
        seeds: [walletSeed({ usdc: 0n, usdt: 0n, shares: 2_000_000n }), farmSeed],
        flags: { withdrawOnly: false, geoBlock: false },
      });
      await user.click(await screen.findByRole('tab', { name: 'Farm' }, { timeout: 20_000 }));
      expect(
        within(within(screen.getByRole('tabpanel')).getByRole('alert')).getByText(
          'useUserFarmPositionQuery data is not loaded',
        ),
      ).toBeInTheDocument();
    }, 30_000);
  });
});
