import { lazy, Suspense } from 'react';
import type { Issue } from '../../io';
import type { ExportOutcome, Studio } from '../../studio';
import { LazyExportDialog } from '../export';

// Dialogs a designer opens now and then load on first use, not with the editor.
const SaveLinkDialog = lazy(() =>
  import('../saveLink/SaveLinkDialog').then((m) => ({ default: m.SaveLinkDialog })),
);
const ShareDialog = lazy(() =>
  import('../share/ShareDialog').then((m) => ({ default: m.ShareDialog })),
);
const GoToFieldDialog = lazy(() =>
  import('../goToField/GoToFieldDialog').then((m) => ({ default: m.GoToFieldDialog })),
);
const ChangesDialog = lazy(() =>
  import('../changes/ChangesDialog').then((m) => ({ default: m.ChangesDialog })),
);

/** The dialog open over a document, with what it shows of it as it was when it opened. */
export type OpenDialog =
  | { type: 'export'; document: unknown; outcome: ExportOutcome; warnings: readonly Issue[] }
  | { type: 'saveLink'; document: unknown }
  | { type: 'changes'; document: unknown }
  | { type: 'share'; document: unknown }
  | { type: 'goToField'; document: unknown };

interface DocumentDialogsProps {
  studio: Studio;
  dialog: OpenDialog | null;
  pairedClass?: unknown;
  onClose: () => void;
}

/** Export, Save link, Changes, Share preview and Go to field of the open document. */
export function DocumentDialogs({ studio, dialog, pairedClass, onClose }: DocumentDialogsProps) {
  if (!dialog) return null;
  if (dialog.type === 'export')
    return (
      <LazyExportDialog
        kind={studio.kind}
        document={dialog.document}
        outcome={dialog.outcome}
        warnings={dialog.warnings}
        onFocusPath={studio.focusPath}
        onClose={onClose}
      />
    );
  return (
    <Suspense fallback={null}>
      {dialog.type === 'share' ? (
        <ShareDialog
          kind={studio.kind}
          document={dialog.document}
          pairedClass={pairedClass}
          onClose={onClose}
        />
      ) : dialog.type === 'goToField' ? (
        <GoToFieldDialog
          kind={studio.kind}
          document={dialog.document}
          onGo={studio.focusPath}
          onClose={onClose}
        />
      ) : dialog.type === 'saveLink' ? (
        <SaveLinkDialog
          kind={studio.kind}
          document={dialog.document}
          pairedClass={pairedClass}
          onClose={onClose}
        />
      ) : (
        <ChangesDialog kind={studio.kind} document={dialog.document} onClose={onClose} />
      )}
    </Suspense>
  );
}
