import { Skeleton } from '@keel/ui-kit';

/** What a screen shows while its code loads. */
export function ScreenSkeleton() {
  return (
    <div className="keel-page" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton shape="text" width="40%" height={32} />
      <Skeleton shape="block" height={240} />
    </div>
  );
}
