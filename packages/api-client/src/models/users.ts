import { nullable, withDefault } from '../schema/combinators';
import { object } from '../schema/object';
import { boolean } from '../schema/primitives';
import type { Infer } from '../schema/schema';
import { timestamp } from '../schema/timestamp';

/**
 * PROVISIONAL: the user-metadata route is not publicly documented; the layout follows the
 * spec's field names (lastScreened, hasRisk).
 */
export const provisionalUserMetadataSchema = object({
  lastScreened: withDefault(nullable(timestamp()), () => null),
  hasRisk: withDefault(boolean(), () => false),
});
export type ProvisionalUserMetadata = Infer<typeof provisionalUserMetadataSchema>;
