export { DialogActions, type DialogAction } from './DialogActions';
export type { DialogSize } from '../dialogSize';
export { lazyDialog } from './lazyDialog';
export { ModalDialog } from '../ModalDialog';
