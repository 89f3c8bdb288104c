import { formatPercent, percentToFraction, tryToDecimal } from '@keel/core-math';
import { Button } from '@keel/ui-kit';
import { MAX_SLIPPAGE_PERCENT, type PriorityFeeType } from '@keel/wallet-connect';
import { type FormEvent, useId, useState } from 'react';
import { useSettings } from './TransactionSettingsContext';

const FEE_CHOICES: readonly { type: PriorityFeeType; label: string }[] = [
  { type: 'minimum', label: 'Minimum' },
  { type: 'normal', label: 'Normal' },
  { type: 'turbo', label: 'Turbo' },
  { type: 'custom', label: 'Custom' },
];

/** Slippage presets in percent, as the field holds them; shown like every percent ('0.50%'). */
const SLIPPAGE_PRESETS = ['0.1', '0.5', '1'] as const;

/** A positive number as typed, or null; what was typed is never thrown away. */
function parseAmount(text: string, max?: { lte(value: string): boolean }) {
  const value = tryToDecimal(text.trim());
  if (!value?.isFinite() || value.lte(0)) return null;
  if (max && !max.lte(value.toString())) return null;
  return value;
}

/**
 * Priority fee level (custom in SOL per transaction) and slippage. Values are kept for 30
 * minutes, then revert to their defaults (O§5).
 */
export function TransactionSettingsForm({ onDone }: { onDone: () => void }) {
  const feeType = useSettings((state) => state.priorityFeeType);
  const customFee = useSettings((state) => state.priorityFee);
  const slippage = useSettings((state) => state.slippage);
  const setFeeType = useSettings((state) => state.setPriorityFeeType);
  const setCustomFee = useSettings((state) => state.setPriorityFee);
  const setSlippage = useSettings((state) => state.setSlippage);

  const [chosenFee, setChosenFee] = useState<PriorityFeeType>(feeType);
  const [feeText, setFeeText] = useState(customFee.toString());
  const [slippageText, setSlippageText] = useState(slippage.toString());
  const ids = { fee: useId(), feeError: useId(), slippage: useId(), slippageError: useId() };

  const fee = chosenFee === 'custom' ? parseAmount(feeText) : customFee;
  const slippageValue = parseAmount(slippageText, {
    lte: (value) => MAX_SLIPPAGE_PERCENT.gte(value),
  });
  const feeError = chosenFee === 'custom' && !fee ? 'Enter a fee above 0 SOL.' : null;
  const slippageError = slippageValue
    ? null
    : `Enter a slippage above 0 and at most ${formatPercent(percentToFraction(MAX_SLIPPAGE_PERCENT))}.`;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (feeError || slippageError || !fee || !slippageValue) return;
    if (chosenFee === 'custom') setCustomFee(fee);
    setFeeType(chosenFee);
    if (!slippageValue.eq(slippage)) setSlippage(slippageValue);
    onDone();
  };

  return (
    <form className="keel-settings" onSubmit={save} noValidate>
      <fieldset className="keel-settings__group">
        <legend className="keel-settings__legend">Priority fee</legend>
        <div className="keel-settings__choices">
          {FEE_CHOICES.map(({ type, label }) => (
            <label key={type} className="keel-settings__choice">
              <input
                type="radio"
                name="priorityFeeType"
                value={type}
                checked={chosenFee === type}
                onChange={() => setChosenFee(type)}
              />
              <span>{label}</span>
            </label>
          ))}
        </div>
        {chosenFee === 'custom' ? (
          <div className="keel-settings__field">
            <label htmlFor={ids.fee}>Custom fee (SOL per transaction)</label>
            <input
              id={ids.fee}
              inputMode="decimal"
              value={feeText}
              onChange={(event) => setFeeText(event.target.value)}
              aria-invalid={feeError ? true : undefined}
              aria-describedby={feeError ? ids.feeError : undefined}
            />
            {feeError ? (
              <p id={ids.feeError} className="keel-settings__error" role="alert">
                {feeError}
              </p>
            ) : null}
          </div>
        ) : null}
      </fieldset>
      <fieldset className="keel-settings__group">
        <legend className="keel-settings__legend">Slippage</legend>
        <div className="keel-settings__choices">
          {SLIPPAGE_PRESETS.map((preset) => (
            <Button
              key={preset}
              type="button"
              size="sm"
              variant={slippageText === preset ? 'primary' : 'secondary'}
              aria-pressed={slippageText === preset}
              onClick={() => setSlippageText(preset)}
            >
              {formatPercent(percentToFraction(preset))}
            </Button>
          ))}
        </div>
        <div className="keel-settings__field">
          <label htmlFor={ids.slippage}>Slippage (%)</label>
          <input
            id={ids.slippage}
            inputMode="decimal"
            value={slippageText}
            onChange={(event) => setSlippageText(event.target.value)}
            aria-invalid={slippageError ? true : undefined}
            aria-describedby={slippageError ? ids.slippageError : undefined}
          />
          {slippageError ? (
            <p id={ids.slippageError} className="keel-settings__error" role="alert">
              {slippageError}
            </p>
          ) : null}
        </div>
      </fieldset>
      <p className="keel-settings__note">Settings you change are kept for 30 minutes.</p>
      <Button
        type="submit"
        variant="primary"
        fullWidth
        disabled={Boolean(feeError || slippageError)}
      >
        Save
      </Button>
    </form>
  );
}
