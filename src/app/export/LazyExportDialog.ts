import type { ComponentProps } from 'react';
import { preloadable } from '../../ui/preloadable';
import type { ExportDialog } from './ExportDialog';

/** The export preview, loaded when first opened (or on idle, through `preload`). */
export const LazyExportDialog = preloadable<ComponentProps<typeof ExportDialog>>(() =>
  import('./ExportDialog').then((module) => module.ExportDialog),
);
