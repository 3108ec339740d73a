// What the shells (src/app, src/embed) compose: each editor feature once, as commands and views.
export { isChoice, type Choice, type Command, type ToolbarItem } from './command';
export {
  changesCommand,
  compareCommand,
  exportCommand,
  goToFieldCommand,
  historyCommands,
  saveLinkCommand,
  shareCommand,
  viewChoice,
  type EditorView,
} from './commands';
export { Toolbar } from './toolbar/Toolbar';
export { KeyPicker, type KeyRead, type PickedKey } from './link/KeyPicker';
export { LengthMeter } from './link/LengthMeter';
export { LinkBox } from './link/LinkBox';
export { SignedLink, type SignedLinkValue } from './link/SignedLink';
export { SigningKeyPicker } from './link/SigningKeyPicker';
export { featureStyles } from './featureStyles';
export { KeepMomentContext, useKeepMoment, type KeepMoment } from './keepMoment';
export { LazyLinkCheckDialog, type LinkPassImport } from './linkCheck';
export { LazyCompareDialog, type ComparedDocument } from './compare';
export { LazyChangesDialog, type SavedVersion, type VersionsPort } from './changes';
