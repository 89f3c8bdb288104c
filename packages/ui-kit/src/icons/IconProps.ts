import type { ComponentPropsWithoutRef } from 'react';

/** Icons are decorative by default (aria-hidden) and sized by the surrounding font (1em). */
export type IconProps = ComponentPropsWithoutRef<'svg'>;
