import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AmountInput, type AmountInputProps } from './AmountInput';

type HarnessProps = Partial<Omit<AmountInputProps, 'value'>> & { initial?: string };

/** The product's side: keeps whatever the field reports. */
function Harness({ initial = '', onChange, ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <AmountInput
      label="Supply amount"
      decimals={6}
      {...props}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

function setup(props: HarnessProps = {}) {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<Harness onChange={onChange} {...props} />);
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: /Supply amount/ });
  return { user, onChange, input };
}

describe('AmountInput', () => {
  it('is a labelled decimal text field with a 0.00 placeholder', () => {
    const { input } = setup();
    expect(input).toHaveAccessibleName('Supply amount');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAttribute('placeholder', '0.00');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('reports each typed step as a canonical amount', async () => {
    const { user, input, onChange } = setup();
    await user.type(input, '12.05');
    expect(input).toHaveValue('12.05');
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([
      '1',
      '12',
      '12.',
      '12.0',
      '12.05',
    ]);
  });

  it('cuts typed decimals at the token decimals, without rounding', async () => {
    const { user, input, onChange } = setup({ decimals: 2 });
    await user.type(input, '1.239');
    expect(input).toHaveValue('1.23');
    // the refused digit is not reported at all
    expect(onChange).toHaveBeenLastCalledWith('1.23');
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('takes a comma as the decimal separator and a leading point as 0.', async () => {
    const { user, input } = setup();
    await user.type(input, '1,5');
    expect(input).toHaveValue('1.5');
    await user.clear(input);
    await user.type(input, '.25');
    expect(input).toHaveValue('0.25');
  });

  it('refuses letters and a second separator but keeps what was typed before', async () => {
    const { user, input, onChange } = setup();
    await user.type(input, '1a2e.5.x,3');
    expect(input).toHaveValue('12.53');
    expect(onChange.mock.calls.every(([value]) => /^\d+(\.\d*)?$/.test(value))).toBe(true);
  });

  it('keeps the caret where it was when a key is refused', async () => {
    const { user, input } = setup({ initial: '1234' });
    input.setSelectionRange(2, 2);
    await user.click(input);
    input.setSelectionRange(2, 2);
    await user.keyboard('x');
    expect(input).toHaveValue('1234');
    await Promise.resolve();
    expect(input.selectionStart).toBe(2);
    await user.keyboard('9');
    expect(input).toHaveValue('12934');
  });

  it('with 0 decimals accepts whole numbers only: the point is refused, a pasted fraction cut', async () => {
    const { user, input } = setup({ decimals: 0 });
    await user.type(input, '42.');
    expect(input).toHaveValue('42');
    await user.clear(input);
    await user.paste('42.7');
    expect(input).toHaveValue('42');
  });

  describe('paste', () => {
    it('reads grouped and locale-formatted amounts', async () => {
      const { user, input, onChange } = setup();
      await user.click(input);
      await user.paste('1 234,56');
      expect(input).toHaveValue('1234.56');
      expect(onChange).toHaveBeenLastCalledWith('1234.56');

      await user.clear(input);
      await user.paste('1,234,567.891');
      expect(input).toHaveValue('1234567.891');
    });

    it('truncates a pasted amount to the decimals', async () => {
      const { user, input } = setup({ decimals: 2 });
      await user.click(input);
      await user.paste('0.999');
      expect(input).toHaveValue('0.99');
    });

    it('inserts at the caret and replaces a selection', async () => {
      const { user, input } = setup({ initial: '12' });
      await user.click(input);
      input.setSelectionRange(2, 2);
      await user.paste('3,456.7');
      expect(input).toHaveValue('123456.7');

      input.setSelectionRange(0, input.value.length);
      await user.paste('5');
      expect(input).toHaveValue('5');
    });

    it('refuses pasted text that is not an amount and keeps the value', async () => {
      const { user, input, onChange } = setup({ initial: '7' });
      await user.click(input);
      await user.paste('10 SOL');
      await user.paste('1.2.3');
      expect(input).toHaveValue('7');
      expect(onChange).not.toHaveBeenCalled();
    });

    it('refuses a paste that would make a second separator', async () => {
      const { user, input } = setup({ initial: '1.5' });
      await user.click(input);
      input.setSelectionRange(3, 3);
      await user.paste('0.5');
      expect(input).toHaveValue('1.5');
    });
  });

  it('read-only, takes neither typing nor pasting', async () => {
    const { user, input, onChange } = setup({ initial: '3', readOnly: true });
    await user.click(input);
    await user.keyboard('4');
    await user.paste('5');
    expect(input).toHaveValue('3');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('drops a trailing point and extra decimals when the field loses focus', async () => {
    const { user, input, onChange } = setup({ initial: '12.' });
    await user.click(input);
    await user.tab();
    expect(input).toHaveValue('12');
    expect(onChange).toHaveBeenLastCalledWith('12');

    // The token changed to one with fewer decimals while the amount was typed.
    const changes = vi.fn();
    render(<AmountInput label="Repay amount" value="1.23456" decimals={2} onChange={changes} />);
    const repay = screen.getByRole('textbox', { name: 'Repay amount' });
    await user.click(repay);
    await user.tab();
    expect(changes).toHaveBeenCalledWith('1.23');
  });

  describe('Max and Half', () => {
    it('are shown only when asked for, and give the max and its half cut to the decimals', async () => {
      const onMax = vi.fn();
      const onHalf = vi.fn();
      const { user } = setup({
        balance: { text: 'Wallet: 12.3456789 SOL', max: '12.3456789' },
        onMax,
        onHalf,
      });
      expect(screen.getByText('Wallet: 12.3456789 SOL')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Max' }));
      expect(onMax).toHaveBeenCalledWith('12.345678');
      await user.click(screen.getByRole('button', { name: 'Half' }));
      expect(onHalf).toHaveBeenCalledWith('6.172839');
    });

    it('trim trailing zeros and suit a stablecoin with 2 decimals', async () => {
      const onMax = vi.fn();
      const onHalf = vi.fn();
      const { user } = setup({
        decimals: 2,
        balance: { text: '100.50 USDC', max: '100.500000' },
        onMax,
        onHalf,
      });
      await user.click(screen.getByRole('button', { name: 'Max' }));
      await user.click(screen.getByRole('button', { name: 'Half' }));
      expect(onMax).toHaveBeenCalledWith('100.5');
      expect(onHalf).toHaveBeenCalledWith('50.25');
    });

    it('are absent without handlers and disabled without a max amount', () => {
      const { unmount } = render(
        <AmountInput
          label="Amount"
          value=""
          decimals={6}
          onChange={vi.fn()}
          balance={{ text: '0' }}
        />,
      );
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      unmount();

      render(
        <AmountInput
          label="Amount"
          value=""
          decimals={6}
          onChange={vi.fn()}
          balance={{ text: 'Wallet: -' }}
          onMax={vi.fn()}
          onHalf={vi.fn()}
          maxLabel="MAX"
          halfLabel="50%"
        />,
      );
      expect(screen.getByRole('button', { name: 'MAX' })).toBeDisabled();
      expect(screen.getByRole('button', { name: '50%' })).toBeDisabled();
    });
  });

  it.each(['1e-7', '-0.5', 'abc'])('disables Max for a max of %j (not plain digits)', (max) => {
    render(
      <AmountInput
        label="Amount"
        value=""
        decimals={9}
        onChange={vi.fn()}
        balance={{ text: 'Wallet', max }}
        onMax={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Max' })).toBeDisabled();
  });

  it('shows an error under the field, linked to it and marking it invalid', () => {
    render(
      <AmountInput
        label="Borrow amount"
        value="5"
        decimals={6}
        onChange={vi.fn()}
        error="Insufficient liquidity"
        usdValue="≈ $5.00"
        balance={{ text: 'Available: 4 SOL', max: '4' }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Borrow amount' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Insufficient liquidity ≈ $5.00 Available: 4 SOL');
    expect(screen.getByText('Insufficient liquidity')).toHaveAttribute('aria-live', 'polite');
  });

  it('reads the symbol as part of the name and renders the token slot', () => {
    render(
      <AmountInput
        label="Supply amount"
        value="1"
        decimals={9}
        onChange={vi.fn()}
        symbol="SOL"
        tokenSlot={<button type="button">Choose token</button>}
      />,
    );
    expect(screen.getByRole('textbox')).toHaveAccessibleName('Supply amount SOL');
    expect(screen.getByRole('button', { name: 'Choose token' })).toBeInTheDocument();
  });

  it('keeps a hidden label for screen readers', () => {
    render(<AmountInput label="Amount" hideLabel value="" decimals={6} onChange={vi.fn()} />);
    expect(screen.getByText('Amount')).toHaveClass('keel-visually-hidden');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toBeInTheDocument();
  });

  it('when disabled, accepts no input and disables Max and Half', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <AmountInput
        label="Amount"
        value=""
        decimals={6}
        onChange={onChange}
        disabled
        balance={{ text: '1 SOL', max: '1' }}
        onMax={vi.fn()}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toBeDisabled();
    await user.type(input, '1');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Max' })).toBeDisabled();
  });

  it('forwards ref to the input and uses a given id and name', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <AmountInput
        ref={ref}
        id="supply"
        name="supply"
        label="Amount"
        value=""
        decimals={6}
        onChange={vi.fn()}
      />,
    );
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Amount' }));
    expect(ref.current).toHaveAttribute('id', 'supply');
    expect(ref.current).toHaveAttribute('name', 'supply');
  });
});
