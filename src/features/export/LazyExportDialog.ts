import { lazyDialog } from '../../ui/dialog';

/** The export preview, loaded when first opened (or on idle, through `preload`). */
export const LazyExportDialog = lazyDialog({
  title: 'Export preview',
  size: 'wide',
  load: () => import('./ExportDialog'),
  pick: (module) => module.ExportDialog,
  closeOf: (props) => props.onClose,
});
