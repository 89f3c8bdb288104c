import { type ChangeEvent, type ReactNode, type Ref, useId } from 'react';
import { classNames } from '../../internal/classNames';

/** Risk colour of the filled part: the LTV risk tokens. */
export type SliderColor = 'low' | 'medium' | 'high';

export interface SliderMark {
  value: number;
  /** Text under the track at this value; defaults to `formatValue(value)`. */
  label?: ReactNode;
}

export interface SliderProps {
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  /** Defaults to 0.1 (the leverage slider's step). */
  step?: number;
  /** Names the slider. */
  label: ReactNode;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /**
   * Text of a value: shown beside the label and under the marks, and read by screen readers
   * (aria-valuetext). Defaults to `formatLeverage`: one decimal and 'x' ('1.1x').
   */
  formatValue?: (value: number) => string;
  /** Shows the formatted value beside the label. Defaults to true. */
  showValue?: boolean;
  /** Labelled points under the track, e.g. the minimum, the maximum and a safe leverage. */
  marks?: readonly SliderMark[];
  /** Colours the filled part by risk ('low' green, 'medium' orange, 'high' red); accent without. */
  color?: SliderColor;
  disabled?: boolean;
  id?: string;
  name?: string;
  /** The `<input type="range">` element. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/** One decimal and 'x', the leverage format (1.1 → '1.1x'): the default `formatValue`. */
function formatLeverage(value: number): string {
  return `${value.toFixed(1)}x`;
}

/** Where a value sits on the track, 0 to 1, clamped. */
function fractionOf(value: number, min: number, max: number): number {
  if (!(max > min) || !Number.isFinite(value)) return 0;
  return Math.min(1, Math.max(0, (value - min) / (max - min)));
}

/**
 * The CSS offset of a value along the track. The thumb's centre travels from half a thumb in
 * from the left edge to half a thumb in from the right one (the thumb is --keel-space-5 wide).
 */
function along(fraction: number): string {
  return `calc(var(--keel-space-5) / 2 + (100% - var(--keel-space-5)) * ${fraction})`;
}

/**
 * A styled native range input: arrows, Page Up/Down, Home and End work as the browser makes
 * them, and screen readers hear the formatted value.
 */
export function Slider({
  value,
  onChange,
  min,
  max,
  step = 0.1,
  label,
  hideLabel = false,
  formatValue = formatLeverage,
  showValue = true,
  marks,
  color,
  disabled = false,
  id,
  name,
  ref,
  className,
}: SliderProps) {
  const baseId = useId();
  const inputId = id ?? `${baseId}-input`;
  const valueText = formatValue(value);
  const fill = fractionOf(value, min, max);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.valueAsNumber;
    if (Number.isFinite(next)) onChange(next);
  };

  const labelElement = (
    <label
      htmlFor={inputId}
      className={classNames('keel-slider__label', hideLabel && 'keel-visually-hidden')}
    >
      {label}
    </label>
  );

  return (
    <div
      className={classNames(
        'keel-slider',
        color && `keel-slider--${color}`,
        disabled && 'keel-slider--disabled',
        className,
      )}
    >
      {!hideLabel || showValue ? (
        <div className="keel-slider__header">
          {labelElement}
          {showValue && (
            // The input's aria-valuetext already says this.
            <span className="keel-slider__value" aria-hidden="true">
              {valueText}
            </span>
          )}
        </div>
      ) : (
        labelElement
      )}
      <div className="keel-slider__control">
        <div className="keel-slider__track" aria-hidden="true">
          <div className="keel-slider__fill" style={{ width: along(fill) }} />
        </div>
        <input
          ref={ref}
          id={inputId}
          name={name}
          type="range"
          className="keel-slider__input"
          min={min}
          max={max}
          step={step}
          value={value}
          disabled={disabled}
          aria-valuetext={valueText}
          onChange={handleChange}
        />
      </div>
      {marks && marks.length > 0 && (
        // Visual only: the slider's own value text tells screen readers where it is.
        <div className="keel-slider__marks" aria-hidden="true">
          {marks.map((mark) => (
            <span
              key={mark.value}
              className="keel-slider__mark"
              style={{ left: along(fractionOf(mark.value, min, max)) }}
            >
              {mark.label ?? formatValue(mark.value)}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
