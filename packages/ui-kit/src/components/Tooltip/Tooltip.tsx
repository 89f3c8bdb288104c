import {
  cloneElement,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { classNames } from '../../internal/classNames';

export type TooltipPlacement = 'top' | 'bottom';

export interface TooltipProps {
  /** Text of the tooltip. Keep it short; it is announced as the trigger's description. */
  content: ReactNode;
  /**
   * The trigger: one element that can take keyboard focus (a button or a link). It receives
   * aria-describedby pointing at the tooltip.
   */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Side of the trigger the tooltip appears on. Defaults to 'top'. */
  placement?: TooltipPlacement;
  /** Milliseconds a mouse must rest on the trigger before the tooltip shows. Defaults to 100. */
  openDelay?: number;
  className?: string;
}

/**
 * A short description shown while the trigger is hovered or focused. The tooltip stays open while
 * the pointer is over it, and Escape hides it without closing anything else.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  openDelay = 100,
  className,
}: TooltipProps) {
  const tooltipId = useId();
  const [visible, setVisible] = useState(false);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const hide = useCallback(() => {
    clearTimeout(openTimer.current);
    setVisible(false);
  }, []);

  useEffect(() => () => clearTimeout(openTimer.current), []);

  useEffect(() => {
    if (!visible) return;
    // Capture phase: Escape dismisses the tooltip first and goes no further (e.g. to a modal).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      hide();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [visible, hide]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(openTimer.current);
    openTimer.current = setTimeout(() => setVisible(true), openDelay);
  };

  const onBlur = (event: FocusEvent<HTMLSpanElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) hide();
  };

  const describedBy = [children.props['aria-describedby'], tooltipId].filter(Boolean).join(' ');

  return (
    // The wrapper only watches hover and focus of the trigger inside it.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above.
    <span
      className={classNames('keel-tooltip', className)}
      onPointerEnter={onPointerEnter}
      onPointerLeave={hide}
      onFocus={() => setVisible(true)}
      onBlur={onBlur}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      <span
        id={tooltipId}
        role="tooltip"
        hidden={!visible}
        className={classNames('keel-tooltip__bubble', `keel-tooltip__bubble--${placement}`)}
      >
        {content}
      </span>
    </span>
  );
}
