import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/AppProviders';
import { screenTestContext } from '../../../testing/renderScreen';
import { useMarketsNotLoaded } from './useMarketsNotLoaded';

function Probe({
  error,
  development,
  report,
}: {
  error: Error | null;
  development: boolean;
  report: (error: Error) => void;
}) {
  useMarketsNotLoaded(error, { development, report });
  return null;
}

function renderProbe(error: Error | null, development: boolean, report = vi.fn()) {
  render(
    <AppProviders context={screenTestContext()}>
      <Probe error={error} development={development} report={report} />
    </AppProviders>,
  );
  return report;
}

describe('useMarketsNotLoaded', () => {
  it("shows 'Technical error' / 'Markets are not loaded' in development, without reporting", async () => {
    const report = renderProbe(new Error('cdn down'), true);
    expect(await screen.findByText('Technical error')).toBeTruthy();
    expect(screen.getByText('Markets are not loaded')).toBeTruthy();
    expect(report).not.toHaveBeenCalled();
  });

  it('reports silently in production', () => {
    const error = new Error('cdn down');
    const report = renderProbe(error, false);
    expect(report).toHaveBeenCalledWith(error);
    expect(screen.queryByText('Technical error')).toBeNull();
  });

  it('does nothing while the markets load', () => {
    const report = renderProbe(null, false);
    expect(report).not.toHaveBeenCalled();
    expect(screen.queryByText('Technical error')).toBeNull();
  });
});
