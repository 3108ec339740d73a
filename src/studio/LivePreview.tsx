import { memo, useSyncExternalStore } from 'react';
import type { DocumentSnapshots } from '../forms/documentSnapshots';
import { PassPreview } from '../preview/PassPreview';
import type { ResourceKind } from '../schema';

/** What a host may set of the preview. */
export interface LivePreviewOptions {
  /** Offer object: the open offer class it is drawn with. */
  pairedClass?: unknown;
  /** A click on something drawn from the paired class: its path inside that class. */
  onSelectPairedClassPath?: (segments: readonly (string | number)[]) => void;
  /** Locale of the dates the card shows (BCP 47); the chosen language, else en-US. */
  locale?: string | undefined;
}

interface LivePreviewProps extends LivePreviewOptions {
  /** The document's snapshots (useDocumentSnapshots): immutable, shared where unchanged. */
  snapshots: DocumentSnapshots;
  kind: ResourceKind;
  onSelectPath: (segments: readonly (string | number)[]) => void;
}

/**
 * The live preview of both the app's document screen and the embed's PassEditor, so a keystroke
 * reaches the preview one way: the document's snapshots. A snapshot is immutable and keeps the
 * identity of every part an edit left alone, so the preview re-derives only the parts that
 * changed, cheap enough to draw in the keystroke's own frame: not deferred, which would paint it
 * a frame after the field.
 */
export const LivePreview = memo(function LivePreview({
  snapshots,
  kind,
  onSelectPath,
  pairedClass,
  onSelectPairedClassPath,
  locale,
}: LivePreviewProps) {
  const document = useSyncExternalStore(snapshots.subscribe, () => snapshots.get().document);
  return (
    <PassPreview
      kind={kind}
      document={document}
      onSelectPath={onSelectPath}
      pairedClass={pairedClass}
      onSelectPairedClassPath={onSelectPairedClassPath}
      locale={locale}
    />
  );
});
