export {
  KeepVersionContext,
  useDraftVersions,
  useKeepVersion,
  type DraftVersions,
} from './KeepVersionContext';
export { useVersionHousekeeping } from './useVersionHousekeeping';
export { useVersionKeeping } from './useVersionKeeping';
export { useVersionDocument, useVersionList } from './useVersionList';
export {
  flushVersionsOnPageHide,
  pruneDeletedDrafts,
  keeperOf,
  versionStore,
} from './versionKeepers';
