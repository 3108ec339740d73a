import { lazyDialog } from '../../ui/dialog';

/** The link check, loaded with the first save link pasted, dropped or opened. */
export const LazyLinkCheckDialog = lazyDialog({
  title: 'Link check',
  size: 'wide',
  load: () => import('./LinkCheckDialog'),
  pick: (module) => module.LinkCheckDialog,
  closeOf: (props) => props.onClose,
});
export type { LinkPassImport } from './linkPassImports';
