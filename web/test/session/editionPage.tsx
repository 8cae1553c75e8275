import { Suspense } from 'react';
import { render } from '@testing-library/react';
import { LoadingScreen } from '../../src/components/LoadingScreen';
import { useEdition } from '../../src/session/EditionContext';
import { SiteEditionGate } from '../../src/session/SiteEditionGate';

/** A part of a page that shows the edition it is given. */
export function EditionTitle() {
  return <h1>{useEdition().title}</h1>;
}

/** A page that waits for the edition as the routes do, rendered without awaiting anything. */
export function renderEditionPage() {
  render(
    <SiteEditionGate>
      <Suspense fallback={<LoadingScreen />}>
        <EditionTitle />
      </Suspense>
    </SiteEditionGate>,
  );
}
