import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignedValue, toneOfSign } from './SignedValue';

describe('SignedValue', () => {
  it('is red when negative and plain when positive unless asked for green', () => {
    render(
      <>
        <SignedValue sign="negative">-3.20%</SignedValue>
        <SignedValue sign="positive">4.10%</SignedValue>
        <SignedValue sign="positive" positive="positive">
          +$12.00
        </SignedValue>
        <SignedValue sign={undefined}>-</SignedValue>
      </>,
    );
    expect(screen.getByText('-3.20%')).toHaveClass('keel-signed--negative');
    expect(screen.getByText('-3.20%')).toHaveAttribute('data-sign', 'negative');
    expect(screen.getByText('4.10%')).toHaveClass('keel-signed--plain');
    expect(screen.getByText('+$12.00')).toHaveClass('keel-signed--positive');
    expect(screen.getByText('-')).not.toHaveAttribute('data-sign');
  });

  it('leaves zero plain', () => {
    expect(toneOfSign('zero', 'positive')).toBe('plain');
    expect(toneOfSign(undefined)).toBe('plain');
  });
});
