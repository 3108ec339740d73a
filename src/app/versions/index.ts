export {
  KeepVersionContext,
  useDraftVersions,
  useKeepVersion,
  type DraftVersions,
} from './KeepVersionContext';
export { useVersionHousekeeping } from './useVersionHousekeeping';
export { useVersionKeeping } from './useVersionKeeping';
export { useVersionsPort } from './useVersionsPort';
export {
  flushVersionsOnPageHide,
  pruneDeletedDrafts,
  keeperOf,
  versionStore,
} from './versionKeepers';
