import type { RouteDef } from './types';

/** What every screen receives: its route definition and the validated route parameters. */
export interface ScreenProps {
  route: RouteDef;
  params: Readonly<Record<string, string | undefined>>;
}
