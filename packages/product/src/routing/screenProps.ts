import type { ScreenId } from './screenIds';
import type { ScreenParams } from './screenParams';
import type { RouteDef } from './types';

/**
 * What a screen receives: the route that rendered it and that route's validated parameters,
 * typed from the routes of the screen (or screens, for a component several ids share).
 */
export interface ScreenProps<Screen extends ScreenId> {
  route: RouteDef;
  params: ScreenParams<Screen>;
}
