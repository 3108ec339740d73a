import type { ComponentProps } from 'react';
import { lazyDialog } from '../dialog';
import type { ImportReport } from './ImportReport';

/** The import report, loaded when a file first needs one (or on idle, through `preload`). */
export const LazyImportReport = lazyDialog<ComponentProps<typeof ImportReport>>(
  'Import report',
  () => import('./ImportReport').then((module) => module.ImportReport),
  (props) => props.onCancel,
);
