export { ChangesDialog } from './ChangesDialog';
