import type { ComponentProps } from 'react';
import { preloadable } from '../../ui/preloadable';
import type { ImportReport } from './ImportReport';

/** The import report, loaded when a file first needs one (or on idle, through `preload`). */
export const LazyImportReport = preloadable<ComponentProps<typeof ImportReport>>(() =>
  import('./ImportReport').then((module) => module.ImportReport),
);
