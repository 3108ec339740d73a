import { render } from '@testing-library/react';
import { useEffect } from 'react';
import type { WidgetRegistry } from '../forms/widgetTypes';
import type { ResourceKind } from '../schema';
import { StudioLayout } from '../studio/StudioLayout';
import { useStudio, type Studio } from '../studio/useStudio';

interface RenderStudioOptions {
  widgets?: WidgetRegistry | undefined;
  readOnly?: boolean;
  /** Draw the live preview too (off by default: most tests are about the form). */
  preview?: boolean;
}

/**
 * Test harness: the editor as the app and the embed compose it (useStudio and StudioLayout), for
 * one document. `latest.document` follows every change; `studio()` is the live Studio.
 */
export function renderStudio(
  kind: ResourceKind,
  document: unknown,
  { widgets, readOnly = false, preview = false }: RenderStudioOptions = {},
) {
  const latest: { document: unknown } = { document };
  const current: { studio: Studio | null } = { studio: null };
  function Harness() {
    const studio = useStudio({ kind, document, readOnly });
    current.studio = studio;
    const { snapshots } = studio;
    useEffect(
      () =>
        snapshots.subscribe(({ document: next }) => {
          latest.document = next;
        }),
      [snapshots],
    );
    return (
      <StudioLayout
        studio={studio}
        widgets={widgets}
        readOnly={readOnly}
        preview={preview ? {} : false}
      />
    );
  }
  const view = render(<Harness />);
  const studio = (): Studio => {
    if (!current.studio) throw new Error('renderStudio: the editor has not rendered');
    return current.studio;
  };
  return { ...view, latest, studio };
}
