import { Button } from '@keel/ui-kit';
import { PageFrame } from '../../layout/PageFrame';
import { useGoBack } from '../../navigation/useGoBack';
import { type InvalidParam, paramKindDescriptions } from '../params';

/** Shown instead of a screen when a route parameter is malformed, naming what was expected. */
export function InvalidParamScreen({ invalid }: { invalid: InvalidParam }) {
  const goBack = useGoBack();
  return (
    <PageFrame title="Invalid link">
      <div className="keel-not-found" role="alert">
        <p className="keel-not-found__text">
          The <code>{invalid.name}</code> in this link, <code>{invalid.value}</code>, is not{' '}
          {paramKindDescriptions[invalid.kind]}.
        </p>
        <Button onClick={goBack}>Back</Button>
      </div>
    </PageFrame>
  );
}
