import { brand } from '@keel/config/brand';
import type { NavConfig } from '@keel/product';

/** Newer generation navigation (O§2.4), with the More menu and its external links. */
export const nav: NavConfig = {
  items: [
    { label: 'Swap', to: '/swap', activePatterns: ['/swap', '/swap/:mode', '/swap/:mode/:pairId'] },
    {
      label: 'Earn',
      to: '/earn',
      flag: 'earn',
      tag: 'new',
      activePatterns: ['/', '/earn', '/earn/lend', '/earn/lend/:vaultAddress'],
    },
    {
      label: 'Markets',
      to: '/markets',
      flag: 'lending',
      activePatterns: [
        '/markets',
        '/markets/reserve/:marketAddress/:reserveAddress',
        '/markets/dashboard/:marketAddress/:obligationAddress',
      ],
    },
    {
      label: 'Multiply',
      to: '/multiply',
      flag: 'multiply',
      activePatterns: [
        '/multiply',
        '/markets/multiply',
        '/multiply/:marketAddress/:depositReserveAddress/:borrowReserveAddress',
        '/multiply/:marketAddress/:depositReserveAddress',
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
      label: 'Leverage',
      to: '/markets/leverage',
      flag: 'leverage',
      activePatterns: ['/markets/leverage', '/leverage', '/leverage/:market/:base/:quote'],
    },
    {
      label: 'Portfolio',
      to: '/my-portfolio',
      icon: 'user',
      activePatterns: ['/my-portfolio', '/my-portfolio/:owner'],
    },
    {
      label: 'More',
      children: [
        { label: 'Season 3', to: '/season-3-airdrop' },
        {
          label: 'Staking & Governance',
          to: '/governance-and-staking',
          flag: 'governance',
          activePatterns: [
            '/governance-and-staking',
            '/governance-and-staking/proposals/:proposalId',
          ],
        },
        { label: 'Stake', to: '/stake', hiddenWhenFlag: 'governance' },
        { label: 'Risk Hub', href: brand.links.riskDashboard },
        { label: 'Forum', href: brand.links.forum },
        { label: 'Audits', href: brand.links.audits },
        { label: 'Codebase', href: brand.links.codeRepository },
        { label: 'Documentation', href: brand.links.documentation },
        { label: `${brand.name} v1`, href: brand.links.firstVersionApp },
      ],
    },
  ],
};
