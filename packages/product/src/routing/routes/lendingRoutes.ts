import type { RouteDef } from '../types';
import { defineLendingRoute, withOptionalLendingBase } from './lendingBase';

const marketReserve = { marketAddress: 'address', reserveAddress: 'address' } as const;
const marketObligation = { marketAddress: 'address', obligationAddress: 'address' } as const;
const multiplyParams = {
  marketAddress: 'address',
  depositReserveAddress: 'address',
  borrowReserveAddress: 'address',
} as const;

export const lendingSubRoutes = [
  defineLendingRoute({
    id: 'markets',
    subPath: '',
    unprefixed: false,
    screen: 'lendingMarkets',
    title: 'Borrow / Lend',
    description: 'Lend and borrow assets in {product} lending markets.',
    flag: 'lending',
    decor: 'circles',
  }),
  defineLendingRoute({
    id: 'swap',
    subPath: '/swap',
    unprefixed: false,
    screen: 'lendingSwap',
    title: 'Collateral swap',
    description: 'Swap collateral and debt inside a {product} lending position.',
    flag: 'lending',
  }),
  defineLendingRoute({
    id: 'liquidate',
    subPath: '/liquidate',
    unprefixed: true,
    screen: 'liquidate',
    title: 'Liquidations',
    description: 'Obligations eligible for liquidation in {product} lending markets.',
    flag: 'lending',
  }),
  defineLendingRoute({
    id: 'reserve',
    subPath: '/reserve/:marketAddress/:reserveAddress',
    unprefixed: true,
    screen: 'reserve',
    title: 'Reserve',
    description: 'Rates, caps, risk parameters and history of a {product} lending reserve.',
    flag: 'lending',
    params: marketReserve,
  }),
  defineLendingRoute({
    id: 'dashboard',
    subPath: '/dashboard/:marketAddress/:obligationAddress',
    unprefixed: true,
    screen: 'obligationDashboard',
    title: 'Lending dashboard',
    description: 'Deposits, borrows, LTV and PnL of a {product} lending position.',
    flag: 'lending',
    params: marketObligation,
  }),
  defineLendingRoute({
    id: 'leverageDashboard',
    subPath: '/leverage/dashboard/:marketAddress/:obligationAddress',
    unprefixed: true,
    screen: 'leverageDashboard',
    title: 'Leverage dashboard',
    description: 'A {product} long or short leverage position.',
    flag: ['lending', 'leverage'],
    keepScroll: true,
    params: marketObligation,
  }),
  defineLendingRoute({
    id: 'obligation',
    subPath: '/obligation/:obligationAddress',
    unprefixed: true,
    screen: 'obligation',
    title: 'Obligation',
    description: 'Deposits and borrows of a {product} lending obligation.',
    flag: 'lending',
    params: { obligationAddress: 'address' },
  }),
  defineLendingRoute({
    id: 'vaults',
    subPath: '/vaults',
    unprefixed: true,
    screen: 'lendingVaults',
    title: 'Lending vaults',
    description: 'Borrow and lend vaults across {product} lending markets.',
    flag: 'lending',
    decor: 'circles',
  }),
  defineLendingRoute({
    id: 'vault',
    subPath: '/vault/:marketAddress/:reserveAddress',
    unprefixed: true,
    screen: 'lendingVault',
    title: 'Lending vault',
    description: 'Supply to or borrow from a {product} lending reserve.',
    flag: 'lending',
    params: marketReserve,
  }),
  defineLendingRoute({
    id: 'multiply',
    subPath: '/multiply',
    unprefixed: true,
    screen: 'multiplyList',
    title: 'Multiply',
    description: 'Automated leverage loops on {product} lending markets.',
    flag: ['lending', 'multiply'],
    decor: 'circles',
  }),
  defineLendingRoute({
    id: 'multiplyVault',
    subPath: '/multiply/:marketAddress/:depositReserveAddress/:borrowReserveAddress',
    unprefixed: true,
    screen: 'multiplyVault',
    title: 'Multiply vault',
    description: 'Open or manage a {product} multiply position.',
    flag: ['lending', 'multiply'],
    params: multiplyParams,
  }),
  defineLendingRoute({
    id: 'multiplySingle',
    subPath: '/multiply/:marketAddress/:depositReserveAddress',
    unprefixed: true,
    screen: 'multiplyVault',
    title: 'Multiply vault',
    description: 'Open or manage a {product} multiply position.',
    flag: ['lending', 'multiply'],
    params: { marketAddress: 'address', depositReserveAddress: 'address' },
  }),
  defineLendingRoute({
    id: 'curator',
    subPath: '/earn/curator/:managerName',
    unprefixed: true,
    screen: 'curator',
    title: 'Curator',
    description: 'Earn vaults managed by a {product} curator.',
    flag: ['lending', 'earn'],
    params: { managerName: 'slug' },
  }),
  defineLendingRoute({
    id: 'leverage',
    subPath: '/leverage',
    unprefixed: true,
    screen: 'leverageList',
    title: 'Long / Short',
    description: 'Go long or short with leverage on {product} lending markets.',
    flag: ['lending', 'leverage'],
    keepScroll: true,
    decor: 'circles',
  }),
  defineLendingRoute({
    id: 'manageVaults',
    subPath: '/manage-vaults/:vaultAddress?',
    unprefixed: true,
    screen: 'manageVaults',
    title: 'Manage vaults',
    description: 'Create and manage {product} lending vaults.',
    flag: 'lending',
    params: { vaultAddress: 'address' },
  }),
  defineLendingRoute({
    id: 'manageMarkets',
    subPath: '/manage-markets/:marketAddress?',
    unprefixed: true,
    screen: 'manageMarkets',
    title: 'Manage markets',
    description: 'Create and manage {product} lending markets.',
    flag: 'lending',
    params: { marketAddress: 'address' },
  }),
] as const;

export const leverageVaultByAddresses = defineLendingRoute({
  id: 'leverageVault',
  subPath: '/leverage/:marketAddress/:depositReserveAddress/:borrowReserveAddress/:longOrShort?',
  unprefixed: true,
  screen: 'leverageVault',
  title: 'Long / Short vault',
  description: 'Open or manage a {product} leveraged long or short position.',
  flag: ['lending', 'leverage'],
  keepScroll: true,
  params: { ...multiplyParams, longOrShort: 'longOrShort' },
});

export type LeverageVaultForm = 'addresses' | 'symbols';

/**
 * Every lending screen with and without the base. In the v3 generation the leverage vault
 * without the base is addressed by market slug and symbols, so the address form keeps only its
 * '/lending' path there.
 */
export function lendingRoutes(leverageVaultForm: LeverageVaultForm): RouteDef[] {
  const leverageVault =
    leverageVaultForm === 'addresses'
      ? leverageVaultByAddresses
      : { ...leverageVaultByAddresses, unprefixed: false };
  return [...lendingSubRoutes, leverageVault].flatMap(withOptionalLendingBase);
}
