import {
  type EarnVaultMetrics,
  earnVaultMetricsPointSchema,
  earnVaultMetricsSchema,
  earnVaultSchema,
} from '@keel/api-client';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../testing/renderScreen';
import { wireHistoryPoint, wireMetrics, wireVault } from '../data/testing/fakeEarnApi';
import { earnVaultRows } from '../data/vaultRows';
import { EarnVaultsTable } from './EarnVaultsTable';
import { overviewFigures } from './vault/vaultFigures';

const parse = <T,>(schema: { parse: (input: unknown, path: undefined) => T }, input: unknown): T =>
  schema.parse(input, undefined);

const USDC_VAULT = 'UsdcVau1t111111111111111111111111111111111';
const SOL_VAULT = 'So1Vau1t1111111111111111111111111111111111';
const ADMIN = 'Admin11111111111111111111111111111111111111';

const vault = (address: string, name: string) =>
  parse(
    earnVaultSchema,
    wireVault({ address, name, tokenMint: `${name}Mint`, admin: ADMIN, allocations: [] }),
  );
const metrics: EarnVaultMetrics = parse(
  earnVaultMetricsSchema,
  wireMetrics({
    apy: '0.05',
    apy7d: '0.04',
    apy30d: '0.03',
    availableUsd: '100',
    investedUsd: '900',
    sharePrice: '1.25',
    tokensPerShare: '1.2',
  }),
);
const point = parse(
  earnVaultMetricsPointSchema,
  wireHistoryPoint('2025-01-02T00:00:00Z', '0.05', '0.01', '0.002'),
);

/** The figure as it renders. */
const shown = (figures: { label: string; value: ReactNode }[], label: string) =>
  render(<span>{figures.find((f) => f.label === label)?.value}</span>).container;
const figure = (figures: { label: string; value: ReactNode }[], label: string) =>
  shown(figures, label).textContent;

describe('earn reward figures wait for the latest history point', () => {
  it("shows a loading cell, never '-' then a figure, while a vault's rewards load", () => {
    const rows = earnVaultRows({
      vaults: [vault(USDC_VAULT, 'USDC'), vault(SOL_VAULT, 'SOL')],
      metrics: new Map([
        [USDC_VAULT, metrics],
        [SOL_VAULT, metrics],
      ]),
      latest: new Map([[USDC_VAULT, point]]),
      latestPending: new Set([SOL_VAULT]),
      positions: undefined,
      curators: new Map(),
      symbols: new Map(),
    });
    renderInApp(
      <EarnVaultsTable
        label="Vaults"
        rows={rows}
        loading={false}
        showDeposit={false}
        emptyState=""
      />,
    );
    const row = (name: string) =>
      screen.getAllByRole('row').find((r) => within(r).queryByText(name) !== null) as HTMLElement;
    const sol = row('SOL');
    expect(within(sol).getByRole('status', { name: 'Farm rewards APY loading' })).toBeTruthy();
    expect(within(sol).getByRole('status', { name: 'Incentives APY loading' })).toBeTruthy();
    const usdc = row('USDC');
    expect(within(usdc).queryByRole('status')).toBeNull();
    expect(within(usdc).getByText('1.00%')).toBeTruthy();
  });

  it("shows '…' on the vault page while loading, '-' when the read failed", () => {
    const loading = overviewFigures(metrics, 'USDC', undefined, true);
    expect(figure(loading, 'Farm rewards APY')).toBe('…');
    expect(figure(loading, 'Incentives APY')).toBe('…');
    // The vault's own APY does not wait for rewards.
    expect(figure(loading, 'APY')).toBe('5.00%');
    const failed = overviewFigures(metrics, 'USDC', undefined, false);
    expect(figure(failed, 'Farm rewards APY')).toBe('-');
    const loaded = overviewFigures(metrics, 'USDC', point, false);
    expect(figure(loaded, 'Farm rewards APY')).toBe('1.00%');
  });

  it('paints an APY below zero red and says why a missing one is missing', () => {
    const falling = parse(
      earnVaultMetricsSchema,
      wireMetrics({
        apy: '0.05',
        apy7d: '-0.012',
        apy30d: '0.03',
        availableUsd: '100',
        investedUsd: '900',
        sharePrice: '1.25',
        tokensPerShare: '1.2',
      }),
    );
    const figures = overviewFigures(falling, 'USDC', undefined, false);
    const negative = shown(figures, '7D APY').querySelector('[data-sign]');
    expect(negative?.getAttribute('data-sign')).toBe('negative');
    // The data spec's floor: an APY below zero reads '<0%'.
    expect(negative?.textContent).toBe('<0%');
    expect(negative?.className).toContain('keel-signed--negative');
    expect(shown(figures, 'APY').querySelector('[data-sign]')?.className).toContain(
      'keel-signed--plain',
    );
    expect(shown(figures, 'Farm rewards APY').querySelector('abbr')?.title).toBe(
      'Rewards could not be loaded',
    );
  });
});
