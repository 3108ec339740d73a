import { useDeferredValue } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { PassPreview } from '../preview/PassPreview';
import type { ResourceKind } from '../schema';

interface LivePreviewProps {
  control: Control;
  kind: ResourceKind;
  onSelectPath: (segments: readonly (string | number)[]) => void;
}

/**
 * The preview's own subscription to the document: one useWatch, deferred, so typing never waits
 * for the card to redraw (it may lag a frame, never the other way round).
 */
export function LivePreview({ control, kind, onSelectPath }: LivePreviewProps) {
  const document = useWatch({ control });
  const deferred = useDeferredValue(document);
  return <PassPreview kind={kind} document={deferred} onSelectPath={onSelectPath} />;
}
