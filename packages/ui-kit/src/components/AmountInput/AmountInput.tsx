import { type ChangeEvent, type ClipboardEvent, type ReactNode, type Ref, useId } from 'react';
import { classNames } from '../../internal/classNames';
import { cleanAmountText, halfAmount, parseAmountInput, trimAmount } from './parseAmountInput';

export interface AmountInputBalance {
  /** Pre-formatted text shown above the field, e.g. 'Wallet: 12.5 SOL'. */
  text: ReactNode;
  /**
   * The largest amount the form accepts, as a raw decimal string ('12.500000001'); Max and Half
   * are computed from it (truncated to `decimals`). Without it, Max and Half are disabled.
   */
  max?: string;
}

export interface AmountInputProps {
  /** The amount: a canonical decimal string ('' when empty, '.' as separator). */
  value: string;
  /** Called with the new canonical amount; never called for text that is not an amount. */
  onChange: (value: string) => void;
  /** Fraction digits the token allows: more are cut off (never rounded). 2 for stablecoins. */
  decimals: number;
  /** Names the field. */
  label: ReactNode;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** Token symbol after the number ('SOL'); also read as part of the field's name. */
  symbol?: string;
  /** Content at the end of the field, e.g. a `TokenSelect` or a token logo. */
  tokenSlot?: ReactNode;
  /** Balance line above the field and the max amount for the Max and Half buttons. */
  balance?: AmountInputBalance;
  /** Pre-formatted value of the amount, shown under the field ('≈ $12.34'). */
  usdValue?: ReactNode;
  /** Shows a Max button; called with `balance.max` truncated to `decimals` and trimmed. */
  onMax?: (max: string) => void;
  /** Shows a Half button; called with half of the max, truncated to `decimals` and trimmed. */
  onHalf?: (half: string) => void;
  /** Max button text. Defaults to 'Max'. */
  maxLabel?: string;
  /** Half button text. Defaults to 'Half'. */
  halfLabel?: string;
  /** Why the amount cannot be used; shown under the field, which becomes aria-invalid. */
  error?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
  /** Defaults to '0.00'. */
  placeholder?: string;
  id?: string;
  name?: string;
  /** The `<input>` element. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/** Where the caret was before an edit that did not change the amount. */
function caretBefore(input: HTMLInputElement, previous: string): number | null {
  if (input.selectionStart === null) return null;
  const inserted = input.value.length - previous.length;
  return Math.min(previous.length, Math.max(0, input.selectionStart - inserted));
}

/**
 * React puts the previous value back after a rejected edit, which moves the caret to the end;
 * this puts it back where the user was typing.
 */
function keepCaret(input: HTMLInputElement, position: number | null): void {
  if (position === null) return;
  queueMicrotask(() => {
    if (input.ownerDocument.activeElement === input) input.setSelectionRange(position, position);
  });
}

/**
 * A controlled token amount field. Typed and pasted text goes through `parseAmountInput`:
 * locale separators and grouping are read, extra decimals are cut off, and text that is not an
 * amount is refused (the field keeps its value). Knows nothing about tokens or prices: the
 * balance, the value in dollars and the error come in as text.
 */
export function AmountInput({
  value,
  onChange,
  decimals,
  label,
  hideLabel = false,
  symbol,
  tokenSlot,
  balance,
  usdValue,
  onMax,
  onHalf,
  maxLabel = 'Max',
  halfLabel = 'Half',
  error,
  disabled = false,
  readOnly = false,
  placeholder = '0.00',
  id,
  name,
  ref,
  className,
}: AmountInputProps) {
  const baseId = useId();
  const inputId = id ?? `${baseId}-input`;
  const labelId = `${baseId}-label`;
  const symbolId = `${baseId}-symbol`;
  const balanceId = `${baseId}-balance`;
  const usdId = `${baseId}-usd`;
  const errorId = `${baseId}-error`;
  const hasError = error != null && error !== false && error !== '';

  const max = balance?.max === undefined ? null : parseAmountInput(balance.max, decimals);
  const maxAmount = max === null || max === '' ? null : trimAmount(max);
  const quickDisabled = disabled || readOnly || maxAmount === null;

  const commit = (next: string | null, input: HTMLInputElement) => {
    if (next === null || next === value) {
      keepCaret(input, caretBefore(input, value));
      return;
    }
    onChange(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    commit(parseAmountInput(event.currentTarget.value, decimals), event.currentTarget);
  };

  // Pasted text is cleaned on its own first, so '1,234.56' stays one amount when it lands beside
  // what is already typed.
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (readOnly) return;
    const input = event.currentTarget;
    const pasted = cleanAmountText(event.clipboardData.getData('text'));
    event.preventDefault();
    if (pasted === null) return;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    const next = parseAmountInput(`${value.slice(0, start)}${pasted}${value.slice(end)}`, decimals);
    if (next !== null && next !== value) onChange(next);
  };

  // '12.' is fine while typing; once the user leaves the field it becomes '12'. A value with
  // more decimals than allowed (the token changed) is cut down at the same time.
  const handleBlur = () => {
    if (readOnly) return;
    const parsed = parseAmountInput(value, decimals);
    if (parsed === null) return;
    const next = parsed.endsWith('.') ? trimAmount(parsed) : parsed;
    if (next !== value) onChange(next);
  };

  const describedBy = [hasError && errorId, usdValue != null && usdId, balance && balanceId]
    .filter(Boolean)
    .join(' ');

  const labelElement = (
    <label
      id={labelId}
      htmlFor={inputId}
      className={classNames('keel-amount-input__label', hideLabel && 'keel-visually-hidden')}
    >
      {label}
    </label>
  );

  const quickRow = (balance || onHalf || onMax) && (
    <div className="keel-amount-input__balance-row">
      {balance && (
        <span id={balanceId} className="keel-amount-input__balance">
          {balance.text}
        </span>
      )}
      {onHalf && (
        <button
          type="button"
          className="keel-amount-input__quick"
          disabled={quickDisabled}
          onClick={() => {
            if (maxAmount !== null) onHalf(halfAmount(maxAmount, decimals));
          }}
        >
          {halfLabel}
        </button>
      )}
      {onMax && (
        <button
          type="button"
          className="keel-amount-input__quick"
          disabled={quickDisabled}
          onClick={() => {
            if (maxAmount !== null) onMax(maxAmount);
          }}
        >
          {maxLabel}
        </button>
      )}
    </div>
  );
  // A visually hidden label alone needs no header line (and no space under it).
  const showHeader = !hideLabel || Boolean(quickRow);

  return (
    <div
      className={classNames(
        'keel-amount-input',
        hasError && 'keel-amount-input--invalid',
        disabled && 'keel-amount-input--disabled',
        className,
      )}
    >
      {showHeader ? (
        <div className="keel-amount-input__header">
          {labelElement}
          {quickRow}
        </div>
      ) : (
        labelElement
      )}
      <div className="keel-amount-input__field">
        <input
          ref={ref}
          id={inputId}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          className="keel-amount-input__input"
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          readOnly={readOnly}
          aria-labelledby={symbol ? `${labelId} ${symbolId}` : undefined}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy || undefined}
          onChange={handleChange}
          onPaste={handlePaste}
          onBlur={handleBlur}
        />
        {symbol && (
          <span id={symbolId} className="keel-amount-input__symbol">
            {symbol}
          </span>
        )}
        {tokenSlot !== undefined && tokenSlot !== null && (
          <div className="keel-amount-input__token">{tokenSlot}</div>
        )}
      </div>
      {usdValue != null && (
        <div id={usdId} className="keel-amount-input__usd">
          {usdValue}
        </div>
      )}
      <div id={errorId} className="keel-amount-input__error" aria-live="polite">
        {hasError ? error : null}
      </div>
    </div>
  );
}
