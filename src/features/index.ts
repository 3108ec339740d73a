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
export { featureStyles } from './featureStyles';
