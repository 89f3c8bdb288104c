import type { CSSProperties } from 'react';
import { classNames } from '../../internal/classNames';

export type SkeletonShape = 'text' | 'block' | 'circle';

export interface SkeletonProps {
  /** 'text' (default) is one line of text; 'block' a rectangle; 'circle' an avatar or token icon. */
  shape?: SkeletonShape;
  /** CSS width; a number is pixels. Defaults: text 100%, block 100%, circle 32px. */
  width?: number | string;
  /** CSS height; a number is pixels. Defaults: text 1em, block 80px, circle equal to width. */
  height?: number | string;
  className?: string;
}

function toCssLength(value: number | string | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value;
}

/**
 * A placeholder shown while content loads. Hidden from assistive technology: the loading region
 * itself should say it is busy (aria-busy).
 */
export function Skeleton({ shape = 'text', width, height, className }: SkeletonProps) {
  const style: CSSProperties = {
    width: toCssLength(width),
    height: toCssLength(shape === 'circle' ? (height ?? width) : height),
  };
  return (
    <span
      aria-hidden="true"
      className={classNames('keel-skeleton', `keel-skeleton--${shape}`, className)}
      style={style}
    />
  );
}
