import type { ReactNode } from 'react';
import { classNames } from '../../internal/classNames';

export interface ChoiceOption<T extends string> {
  id: T;
  label: ReactNode;
  /** The accessible name when the label is a symbol (e.g. '☆'). */
  name?: string;
}

export interface ChoiceGroupProps<T extends string> {
  /** The group's name for assistive technology (visually hidden). */
  legend: string;
  options: readonly ChoiceOption<T>[];
  value: T;
  onChange(value: T): void;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * A row of toggle buttons of which one is pressed: chart ranges, currencies, filters. Each is a
 * native button with `aria-pressed`, so Tab and Space/Enter work without extra wiring.
 */
export function ChoiceGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  size = 'md',
  className,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className={classNames('keel-choice-group', `keel-choice-group--${size}`, className)}>
      <legend className="keel-choice-group__legend">{legend}</legend>
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          aria-pressed={option.id === value}
          aria-label={option.name}
          className="keel-choice-group__option"
          onClick={() => onChange(option.id)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
