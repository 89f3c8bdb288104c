import { PreviewDisagreesError } from '@keel/wallet-connect';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  type ReviewDisagreement,
  SimulationReviewProvider,
  useReviewDisagreement,
} from './SimulationReview';

const disagreement = new PreviewDisagreesError('Supply SOL', {
  figures: [
    { label: 'SOL supplied', preview: '20 SOL', simulated: '19 SOL', agrees: false },
    { label: 'LTV', preview: '30.00%', simulated: '30.00%', agrees: true },
  ],
  disagreement: 'SOL supplied would be 19 SOL, not 20 SOL',
});

const captured: { review?: ReviewDisagreement | undefined } = {};

function Capture() {
  captured.review = useReviewDisagreement();
  return null;
}

function renderReview() {
  render(
    <SimulationReviewProvider>
      <Capture />
    </SimulationReviewProvider>,
  );
  let answer: Promise<boolean> = Promise.resolve(false);
  act(() => {
    answer = captured.review?.(disagreement, ['You send 10 SOL']) ?? answer;
  });
  return answer;
}

describe('the disagreement review', () => {
  it('shows every figure, preview beside simulation, and the reason', () => {
    void renderReview();
    const dialog = screen.getByRole('dialog', {
      name: 'The simulation disagrees with the preview',
    });
    expect(dialog).toHaveTextContent('Supply SOL: nothing has been signed.');
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'FigurePreviewSimulation',
      'SOL supplied20 SOL19 SOL',
      'LTV30.00%30.00%',
    ]);
    expect(dialog).toHaveTextContent('SOL supplied would be 19 SOL, not 20 SOL');
    expect(screen.getByRole('list', { name: 'Token movements' })).toHaveTextContent(
      'You send 10 SOL',
    );
  });

  it('signs nothing on Cancel', async () => {
    const answer = renderReview();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('signs only after the user says they understand, then "Sign anyway"', async () => {
    const answer = renderReview();
    const signAnyway = screen.getByRole('button', { name: 'Sign anyway' });
    expect(signAnyway).toBeDisabled();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'I understand the figures differ' }),
    );
    await userEvent.click(signAnyway);
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is absent outside the provider, so a disagreement stops the run', () => {
    captured.review = () => Promise.resolve(true);
    render(<Capture />);
    expect(captured.review).toBeUndefined();
  });
});
