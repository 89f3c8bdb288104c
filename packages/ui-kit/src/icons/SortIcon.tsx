import type { IconProps } from './IconProps';

export interface SortIconProps extends IconProps {
  /** Which arrow is lit; both are dim when the column is not sorted. */
  direction: 'ascending' | 'descending' | 'none';
}

export function SortIcon({ direction, ...props }: SortIconProps) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M8 2.5 11.5 6.5h-7z" opacity={direction === 'ascending' ? 1 : 0.35} />
      <path d="M8 13.5 4.5 9.5h7z" opacity={direction === 'descending' ? 1 : 0.35} />
    </svg>
  );
}
