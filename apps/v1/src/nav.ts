import { brand } from '@keel/config/brand';
import type { NavConfig } from '@keel/product';

/** Older generation navigation (O§2.3). */
export const nav: NavConfig = {
  items: [
    {
      label: 'Swap',
      to: '/swap',
      activePatterns: ['/swap', '/swap/:mode', '/swap/:mode/:pairId', '/leaderboard-referrals'],
    },
    {
      label: 'Borrow / Lend',
      to: '/',
      flag: 'lending',
      activePatterns: [
        '/',
        '/lending',
        '/lending/reserve/:marketAddress/:reserveAddress',
        '/reserve/:marketAddress/:reserveAddress',
      ],
    },
    {
      label: 'Liquidity',
      to: '/liquidity',
      activePatterns: [
        '/liquidity',
        '/liquidity/:strategyAddress',
        '/liquidity/:pair/:strategyAddress',
      ],
    },
    {
      label: 'Multiply',
      to: '/lending/multiply',
      flag: 'multiply',
      activePatterns: [
        '/lending/multiply',
        '/multiply',
        '/lending/multiply/:marketAddress/:depositReserveAddress/:borrowReserveAddress',
        '/multiply/:marketAddress/:depositReserveAddress/:borrowReserveAddress',
        '/lending/multiply/:marketAddress/:depositReserveAddress',
        '/multiply/:marketAddress/:depositReserveAddress',
      ],
    },
    {
      label: 'Long / Short',
      to: '/lending/leverage',
      flag: 'leverage',
      activePatterns: [
        '/lending/leverage',
        '/leverage',
        '/lending/leverage/:marketAddress/:depositReserveAddress/:borrowReserveAddress',
        '/leverage/:marketAddress/:depositReserveAddress/:borrowReserveAddress',
        '/lending/leverage/:marketAddress/:depositReserveAddress/:borrowReserveAddress/:longOrShort',
        '/leverage/:marketAddress/:depositReserveAddress/:borrowReserveAddress/:longOrShort',
      ],
    },
    {
      label: 'Portfolio',
      to: '/my-portfolio',
      hideOnTablet: true,
      activePatterns: ['/my-portfolio', '/my-portfolio/:owner'],
    },
    {
      label: brand.nativeTokenSymbol,
      activePatterns: ['/season-3-airdrop', '/governance-and-staking', '/stake'],
      children: [
        {
          label: 'Portfolio',
          to: '/my-portfolio',
          tabletOnly: true,
          activePatterns: ['/my-portfolio', '/my-portfolio/:owner'],
        },
        // O§2.3: the claim page's item is Coming Soon while the claim flag is off.
        { label: 'Season 3', to: '/season-3-airdrop', disabledUnlessFlag: 'claim' },
        {
          label: 'Staking & Governance',
          to: '/governance-and-staking',
          flag: 'governance',
          disabledUnlessFlag: 'claim',
          activePatterns: [
            '/governance-and-staking',
            '/governance-and-staking/proposals/:proposalId',
          ],
        },
        {
          label: 'Stake',
          to: '/stake',
          hiddenWhenFlag: 'governance',
          disabledUnlessFlag: 'claim',
        },
      ],
    },
  ],
};
