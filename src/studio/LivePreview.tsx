import { memo, useMemo, useSyncExternalStore } from 'react';
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
  /**
   * A click on the preview that goes to a field (this document's or the paired class's), just
   * before it goes there: a narrow app shows its form.
   */
  onSelectField?: (() => void) | undefined;
}

type Select = (segments: readonly (string | number)[]) => void;

const first = (before: (() => void) | undefined, select: Select | undefined): Select | undefined =>
  before && select
    ? (segments) => {
        before();
        select(segments);
      }
    : select;

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
  onSelectField,
}: LivePreviewProps) {
  const document = useSyncExternalStore(snapshots.subscribe, () => snapshots.get().document);
  const selectPath = useMemo(
    () => first(onSelectField, onSelectPath),
    [onSelectField, onSelectPath],
  );
  const selectPaired = useMemo(
    () => first(onSelectField, onSelectPairedClassPath),
    [onSelectField, onSelectPairedClassPath],
  );
  return (
    <PassPreview
      kind={kind}
      document={document}
      onSelectPath={selectPath}
      pairedClass={pairedClass}
      onSelectPairedClassPath={selectPaired}
      locale={locale}
    />
  );
});
