export {
  AmountInput,
  type AmountInputBalance,
  type AmountInputProps,
} from './components/AmountInput/AmountInput';
export { parseAmountInput } from './components/AmountInput/parseAmountInput';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/Button/Button';
export {
  ChoiceGroup,
  type ChoiceGroupProps,
  type ChoiceOption,
} from './components/ChoiceGroup/ChoiceGroup';
export { Drawer, type DrawerProps, type DrawerSide } from './components/Drawer/Drawer';
export { Dropdown, type DropdownProps } from './components/Dropdown/Dropdown';
export {
  MenuItem,
  type MenuItemProps,
  type MenuItemRenderProps,
  MenuSeparator,
} from './components/Dropdown/MenuItem';
export {
  IconButton,
  type IconButtonProps,
  type IconButtonSize,
  type IconButtonVariant,
} from './components/IconButton/IconButton';
export { Modal, type ModalProps, type ModalSize } from './components/Modal/Modal';
export { figureOr, NO_VALUE, NoValue } from './components/NoValue/NoValue';
export {
  Pagination,
  type PaginationPageSize,
  type PaginationProps,
} from './components/Pagination/Pagination';
export {
  type PreviewRow,
  PreviewRows,
  type PreviewRowsProps,
  type PreviewTone,
  type RiskDirection,
} from './components/PreviewRows/PreviewRows';
export {
  SignedValue,
  type SignedValueProps,
  toneOfSign,
  type ValueSign,
} from './components/SignedValue/SignedValue';
export { Skeleton, type SkeletonProps, type SkeletonShape } from './components/Skeleton/Skeleton';
export {
  Slider,
  type SliderColor,
  type SliderMark,
  type SliderProps,
} from './components/Slider/Slider';
export { Table, type TableProps } from './components/Table/Table';
export type {
  CardPlacement,
  ColumnAlign,
  SortDirection,
  SortValue,
  TableColumn,
  TableSort,
} from './components/Table/tableTypes';
export { type TabItem, Tabs, type TabsProps } from './components/Tabs/Tabs';
export { Tag, type TagProps, type TagVariant } from './components/Tag/Tag';
export { Toast, type ToastProps } from './components/Toast/Toast';
export {
  ToastProvider,
  type ToastProviderProps,
  useToast,
} from './components/Toast/ToastProvider';
export { createToaster, type Toaster, toast } from './components/Toast/toaster';
export {
  DEFAULT_TOAST_PLACEMENT,
  TOAST_DURATIONS,
  type ToastOptions,
  type ToastPlacement,
  type ToastRecord,
  type ToastType,
  type TxLinkBuilder,
  toastDuration,
} from './components/Toast/toastTypes';
export {
  TokenSelect,
  type TokenSelectOption,
  type TokenSelectProps,
} from './components/TokenSelect/TokenSelect';
export { Tooltip, type TooltipPlacement, type TooltipProps } from './components/Tooltip/Tooltip';
export { RESIZE_DEBOUNCE_MS, useMediaQuery } from './hooks/useMediaQuery';
export * from './icons';
export type { DialogBaseProps } from './internal/dialog/DialogFrame';
export {
  atLeastBreakpoint,
  type BreakpointName,
  belowBreakpoint,
  breakpoints,
} from './tokens/breakpoints';
