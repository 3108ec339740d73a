export { SaveLinkDialog } from './SaveLinkDialog';
