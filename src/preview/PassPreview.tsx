import type { ResourceKind } from '../schema';
import { preloadable } from '../ui/preloadable';
import type { SelectPath } from './selectPathContext';
import type { PreviewView } from './ViewSwitch';
import './preview.css';

export interface PassPreviewProps {
  kind: ResourceKind;
  /**
   * The document as edited; may be invalid.
   * Treat it as immutable: an edit passes a new object along the path to what changed and keeps the
   * rest, as src/forms/documentSnapshots does; the card model remembers its parts by identity.
   */
  document: unknown;
  /** Jump to a field of the document; preview elements become buttons when set. */
  onSelectPath?: SelectPath;
  initialView?: PreviewView;
  /** Locale of the dates the card shows (BCP 47, 'de-DE'); the chosen language, else en-US. */
  locale?: string;
  /** Offer object: the open offer class its `classId` names, drawn instead of the embedded one. */
  pairedClass?: unknown;
  /**
   * A click on something drawn from `pairedClass`: the path inside that class document (e.g. to
   * open it at that field). Without it such clicks do nothing; onSelectPath only gets paths into
   * `document`.
   */
  onSelectPairedClassPath?: SelectPath;
}

// The card model, the views and the device frame are a chunk of their own, fetched when a preview
// first renders (or preloadPassPreview asks): the editor's first paint (and a host's initial
// JavaScript, `npm run size`) does not wait for them. Once fetched, a preview draws at once,
// with no fallback frame (React.lazy would show the fallback first and hold the card back).
const PassPreviewPanel = preloadable<PassPreviewProps>(
  () => import('./PassPreviewPanel').then((module) => module.PassPreviewPanel),
  () => (
    <div className="pp pp--loading" aria-busy="true">
      <p className="pp-loading" role="status">
        Loading the preview…
      </p>
    </div>
  ),
);

/** Fetches the preview's chunk ahead of its first render (once the app has painted, say). */
export function preloadPassPreview(): void {
  PassPreviewPanel.preload().catch(() => undefined);
}

/** The live pass preview: card, details screen and list row, with language and sample-trip controls. */
export function PassPreview(props: PassPreviewProps) {
  return <PassPreviewPanel {...props} />;
}
