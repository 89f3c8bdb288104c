import type { IconProps } from './IconProps';

export function LightningIcon(props: IconProps) {
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
      <path d="M9.2 1.2 3 9h4.3l-.9 5.8L12.9 7H8.5l.7-5.8z" />
    </svg>
  );
}
