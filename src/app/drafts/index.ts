export { DraftStoreProvider } from './DraftStoreProvider';
export { useDraftStore } from './draftStoreContext';
export { draftKeys, useDeleteDraft, useDraft, useDraftList, useSaveDraft } from './draftQueries';
export { SaveStatus } from './SaveStatus';
export { useAutosave, type AutosaveEvents, type AutosaveState } from './useAutosave';
export { useDraftLock } from './useDraftLock';
export {
  draftSyntaxProblem,
  loadSyntaxDescriber,
  openedDraft,
  syntaxDescriberLoaded,
  syntaxDescriberSettled,
  textSyntaxProblem,
  useSyntaxDescriberLoaded,
} from './syntaxProblem';
export { useEmergencyCopy } from './useEmergencyCopy';
