export { createDraft, type Draft, type DraftStore } from './draft';
export { DraftStoreProvider, useDraftStore } from './DraftStoreProvider';
export { draftKeys, useDeleteDraft, useDraft, useDraftList, useSaveDraft } from './draftQueries';
export {
  canRedo,
  canUndo,
  createHistory,
  HISTORY_LIMIT,
  recordChange,
  redo,
  toStacks,
  undo,
  type HistoryStacks,
  type HistoryState,
} from './history';
export { openIdbDraftStore } from './idbDraftStore';
export { createMemoryDraftStore } from './memoryDraftStore';
export { openDraftStore, type OpenedDraftStore } from './openDraftStore';
export { createResilientDraftStore } from './resilientDraftStore';
export { SaveStatus } from './SaveStatus';
export {
  StorageProblemError,
  storageProblem,
  toStorageProblem,
  type StorageProblem,
} from './storageProblem';
export { useAutosave, type AutosaveEvents, type AutosaveState } from './useAutosave';
export { useHistory, type HistoryControls } from './useHistory';
export { OWN_HISTORY_ATTRIBUTE, undoShortcutOf, useUndoShortcuts } from './useUndoShortcuts';
export { announceDraft, onDraftMessage, type DraftMessage } from './draftChannel';
export { useDraftLock, type DraftLockState } from './draftLock';
export { answerDeleteRequests, requestDelete, type DeleteOutcome } from './deleteRequests';
export { recoverDraft, recoverDrafts } from './recoverDrafts';
export {
  draftSyntaxProblem,
  openedDraft,
  syntaxErrorLabel,
  syntaxProblemOf,
  textSyntaxProblem,
  type SyntaxProblem,
} from './syntaxProblem';
export { useEmergencyCopy } from './useEmergencyCopy';
