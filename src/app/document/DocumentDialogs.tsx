import type { Issue } from '../../io';
import type { ExportOutcome, Studio } from '../../studio';
import { LazyChangesDialog } from '../../features';
import { LazyExportDialog } from '../../features/export';
import { LazyGoToFieldDialog } from '../../features/goToField';
import { useVersionsPort } from '../versions';
import { lazyDialog } from '../../ui/dialog';

// Dialogs a designer opens now and then load on first use, not with the editor.
const SaveLinkDialog = lazyDialog({
  title: 'Save link',
  size: 'wide',
  load: () => import('../../features/saveLink/SaveLinkDialog'),
  pick: (module) => module.SaveLinkDialog,
  closeOf: (props) => props.onClose,
});
const ShareDialog = lazyDialog({
  title: 'Share preview',
  size: 'wide',
  load: () => import('../../features/share/ShareDialog'),
  pick: (module) => module.ShareDialog,
  closeOf: (props) => props.onClose,
});

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
  const versions = useVersionsPort();
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
        pairedClass={pairedClass}
      />
    );
  return (
    <>
      {dialog.type === 'share' ? (
        <ShareDialog
          kind={studio.kind}
          document={dialog.document}
          pairedClass={pairedClass}
          onClose={onClose}
        />
      ) : dialog.type === 'goToField' ? (
        <LazyGoToFieldDialog
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
        <LazyChangesDialog
          kind={studio.kind}
          document={dialog.document}
          versions={versions}
          onClose={onClose}
        />
      )}
    </>
  );
}
