export { LazyGoToFieldDialog } from './LazyGoToFieldDialog';
export { useGoToField } from './useGoToField';
export { useGoToFieldShortcut } from './useGoToFieldShortcut';
