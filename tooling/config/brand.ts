/**
 * The brand: the one file that names the product. Every app passes it to the product package;
 * re-branding means editing this file only.
 */
export const brand = {
  name: 'Kamino',
  operatorName: 'Kamino Labs',
  nativeTokenSymbol: 'KMNO',
  apiSlug: 'kamino',
  storageKeyPrefix: 'kamino',
  tagline: 'Lend, borrow, multiply and provide liquidity on Solana.',
  links: {
    documentation: 'https://docs.kamino.finance',
    blog: 'https://blog.kamino.finance',
    riskDashboard: 'https://risk.kamino.finance',
    litepaper: 'https://docs.kamino.finance/kamino-lend-litepaper',
    codeRepository: 'https://github.com/Kamino-Finance',
    audits: 'https://docs.kamino.finance/audits',
    forum: 'https://gov.kamino.finance',
    discord: 'https://discord.com/invite/kamino',
    twitter: 'https://x.com/KaminoFinance',
    reddit: 'https://www.reddit.com/r/KaminoFinance',
    telegram: 'https://t.me/kaminofinance',
    github: 'https://github.com/Kamino-Finance',
    insurance: 'https://app.opencover.com',
    support: 'https://discord.com/invite/kamino',
    communityChat: 'https://discord.com/invite/kamino',
    externalTerms: 'https://docs.kamino.finance/legal/terms',
    firstVersionApp: 'https://v1.kamino.finance',
    explorer: 'https://solscan.io',
  },
};
