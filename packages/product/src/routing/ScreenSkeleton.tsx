import { Skeleton } from '@keel/ui-kit';

export interface ScreenSkeletonProps {
  /** The route's title and description: known before the screen's code, so shown at once. */
  title?: string;
  subtitle?: string;
}

/**
 * What a screen shows while its code loads: the route's heading, then a placeholder. Same
 * markup as the static shell a cold load paints (shell/appShellMarkup), so neither shifts.
 */
export function ScreenSkeleton({ title, subtitle }: ScreenSkeletonProps) {
  return (
    <div className="keel-page" role="status" aria-busy="true" aria-label="Loading">
      {title ? (
        <div className="keel-page__header">
          <div>
            <h1 className="keel-page__title">{title}</h1>
            {subtitle ? <p className="keel-page__subtitle">{subtitle}</p> : null}
          </div>
        </div>
      ) : (
        <Skeleton shape="text" width="40%" height={32} />
      )}
      <Skeleton shape="block" height={240} />
    </div>
  );
}
