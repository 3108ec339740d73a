import { lazyDialog } from '../../ui/dialog';

/** Changes, loaded when it is first asked for. */
export const LazyChangesDialog = lazyDialog({
  title: 'Changes',
  size: 'wide',
  load: () => import('./ChangesDialog'),
  pick: (module) => module.ChangesDialog,
  closeOf: (props) => props.onClose,
});
export type { SavedVersion, VersionsPort } from './versionsPort';
