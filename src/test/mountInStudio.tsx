import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormEngineProvider } from '../forms/FormEngineProvider';
import type { ResourceKind } from '../schema';
import { useStudio, type Studio } from '../studio/useStudio';

/**
 * Test harness: `children` inside the engine of one document's studio (its store, issue channel
 * and checks), without the layout: for a widget or a hook on its own. `studio()` is the Studio.
 */
export function mountInStudio(
  kind: ResourceKind,
  document: unknown,
  children: ReactNode,
  { readOnly = false } = {},
) {
  const current: { studio: Studio | null } = { studio: null };
  function Harness() {
    const studio = useStudio({ kind, document });
    current.studio = studio;
    return (
      <FormEngineProvider engine={studio.engine} readOnly={readOnly}>
        {children}
      </FormEngineProvider>
    );
  }
  const view = render(<Harness />);
  const studio = (): Studio => {
    if (!current.studio) throw new Error('mountInStudio: the editor has not rendered');
    return current.studio;
  };
  return { ...view, studio };
}
