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
export { versionTime, versionTimes } from './versionTime';
export { REASON_LABEL, VERSION_LIMIT, type Version, type VersionReason } from './version';
