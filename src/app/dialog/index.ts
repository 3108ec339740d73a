export { DialogActions, type DialogAction } from './DialogActions';
export type { DialogSize } from '../../ui/dialogSize';
export { lazyDialog } from './lazyDialog';
export { ModalDialog } from '../../ui/ModalDialog';
