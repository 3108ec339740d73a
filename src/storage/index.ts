export type { Unstored } from './resilientStore';
export {
  StorageProblemError,
  storageProblem,
  toStorageProblem,
  type StorageProblem,
} from './storageProblem';

export { byRecentChange, createDraft, type Draft } from './drafts/draft';
export type { DraftStore } from './drafts/draftStore';
export { announceDraft, onDraftMessage, type DraftMessage } from './drafts/draftChannel';
export {
  draftLockState,
  holdDraftLock,
  type DraftLockHold,
  type DraftLockState,
} from './drafts/draftLock';
export {
  discardEmergencyCopy,
  forgetSavedEdits,
  journalProblem,
  keepEdit,
  onJournalProblem,
  releaseEmergencyCopy,
  reviveEmergencyCopy,
  warmEmergencyCopy,
} from './drafts/emergencyCopy';
export { createMemoryDraftStore } from './drafts/memoryDraftStore';
export { openDraftStore, type OpenedDraftStore } from './drafts/openDraftStore';
export { recoverDraft } from './drafts/recoverDrafts';
export { createResilientDraftStore } from './drafts/resilientDraftStore';
export { storeVerdict } from './drafts/storeVerdict';
export type { UnsavedEdits } from './drafts/unsavedEdits';
export { createWebStorageDraftStore } from './drafts/webStorageDraftStore';

export { openIdbVersionStore } from './versions/idbVersionStore';
export {
  createResilientVersionStore,
  type ResilientVersionStore,
} from './versions/resilientVersionStore';
export {
  REASON_LABEL,
  VERSION_LIMIT,
  type Version,
  type VersionReason,
  type VersionStore,
} from './versions/version';
export { createVersionKeeper, type VersionKeeper } from './versions/versionKeeper';
export { versionTime, versionTimes } from './versions/versionTime';
