import { useDeferredValue, useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { PassPreview } from '../preview/PassPreview';
import type { ResourceKind } from '../schema';

interface LivePreviewProps {
  form: UseFormReturn;
  kind: ResourceKind;
  onSelectPath: (segments: readonly (string | number)[]) => void;
  /** Offer object: the open offer class it is drawn with. */
  pairedClass?: unknown;
  /** A click on something drawn from the paired class: its path inside that class. */
  onSelectPairedClassPath?: (segments: readonly (string | number)[]) => void;
  /** Locale of the dates the card shows (BCP 47); the chosen language, else en-US. */
  locale?: string | undefined;
}

/**
 * The live preview of both the app's document screen and the embed's PassEditor, so a keystroke
 * reaches the preview one way. It has its own subscription to the document, deferred, so typing
 * never waits for the card to redraw (it may lag a frame, never the other way round); a shallow
 * copy per change gives the preview a new identity to memoise on without deep-cloning.
 */
export function LivePreview({
  form,
  kind,
  onSelectPath,
  pairedClass,
  onSelectPairedClassPath,
  locale,
}: LivePreviewProps) {
  const [document, setDocument] = useState(() => form.getValues());
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: () => setDocument(form.getValues()),
      }),
    [form],
  );
  const deferred = useDeferredValue(document);
  return (
    <PassPreview
      kind={kind}
      document={deferred}
      onSelectPath={onSelectPath}
      pairedClass={pairedClass}
      onSelectPairedClassPath={onSelectPairedClassPath}
      locale={locale}
    />
  );
}
