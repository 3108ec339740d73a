import type { ComponentProps } from 'react';
import { preloadable } from '../../ui/preloadable';
import type { LinkCheckDialog } from './LinkCheckDialog';

/** The link check, loaded with the first save link pasted, dropped or opened. */
export const LazyLinkCheckDialog = preloadable<ComponentProps<typeof LinkCheckDialog>>(() =>
  import('./LinkCheckDialog').then((module) => module.LinkCheckDialog),
);
export type { LinkPassImport } from './linkPassImports';
