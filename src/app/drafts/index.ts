export { createDraft, type Draft, type DraftStore } from './draft';
export { DraftStoreProvider } from './DraftStoreProvider';
export { useDraftStore } from './draftStoreContext';
export { draftKeys, useDeleteDraft, useDraft, useDraftList, useSaveDraft } from './draftQueries';
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
export { announceDraft, onDraftMessage, type DraftMessage } from './draftChannel';
export { useDraftLock, type DraftLockState } from './draftLock';
export { recoverDraft, recoverDrafts } from './recoverDrafts';
export { storeVerdict } from './storeVerdict';
export {
  draftSyntaxProblem,
  loadSyntaxDescriber,
  openedDraft,
  syntaxDescriberLoaded,
  syntaxDescriberSettled,
  syntaxErrorLabel,
  syntaxProblemOf,
  textSyntaxProblem,
  useSyntaxDescriberLoaded,
  type SyntaxProblem,
} from './syntaxProblem';
export { useEmergencyCopy } from './useEmergencyCopy';
