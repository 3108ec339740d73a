import type { ComponentProps } from 'react';
import type { Issue } from '../../io';
import type { ExportOutcome, Studio } from '../../studio';
import type { ChangesDialog as Changes } from '../changes/ChangesDialog';
import { LazyExportDialog } from '../export';
import type { GoToFieldDialog as GoToField } from '../goToField/GoToFieldDialog';
import { lazyDialog } from '../dialog';
import type { SaveLinkDialog as SaveLink } from '../saveLink/SaveLinkDialog';
import type { ShareDialog as Share } from '../share/ShareDialog';

// Dialogs a designer opens now and then load on first use, not with the editor.
const SaveLinkDialog = lazyDialog<ComponentProps<typeof SaveLink>>(
  'Save link',
  () => import('../saveLink/SaveLinkDialog').then((m) => m.SaveLinkDialog),
  (props) => props.onClose,
  'wide',
);
const ShareDialog = lazyDialog<ComponentProps<typeof Share>>(
  'Share preview',
  () => import('../share/ShareDialog').then((m) => m.ShareDialog),
  (props) => props.onClose,
  'wide',
);
/** Go to field (Ctrl+K): fetched once the page is idle, so that the first press opens it at once. */
export const GoToFieldDialog = lazyDialog<ComponentProps<typeof GoToField>>(
  'Go to field',
  () => import('../goToField/GoToFieldDialog').then((m) => m.GoToFieldDialog),
  (props) => props.onClose,
  'narrow',
);
const ChangesDialog = lazyDialog<ComponentProps<typeof Changes>>(
  'Changes',
  () => import('../changes/ChangesDialog').then((m) => m.ChangesDialog),
  (props) => props.onClose,
  'wide',
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
    <>
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
    </>
  );
}
