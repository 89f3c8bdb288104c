export { ChevronDownIcon } from './ChevronDownIcon';
export { CloseIcon } from './CloseIcon';
export type { IconProps } from './IconProps';
export { LightningIcon } from './LightningIcon';
export { MenuIcon } from './MenuIcon';
