import { lazyDialog } from '../../ui/dialog';

/** The import report, loaded when a file first needs one (or on idle, through `preload`). */
export const LazyImportReport = lazyDialog({
  title: 'Import report',
  load: () => import('./ImportReport'),
  pick: (module) => module.ImportReport,
  closeOf: (props) => props.onCancel,
});
