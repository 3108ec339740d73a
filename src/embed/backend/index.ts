export {
  ConflictError,
  isBackendError,
  NetworkError,
  NotFoundError,
  ServerError,
  type BackendError,
} from './backendErrors';
export { createRestBackend, type RestBackendOptions, type TokenSource } from './createRestBackend';
export type { PassBackend, PassDocument, StoredPass } from './passBackend';
export { passKeys } from './passKeys';
export type { RetryOptions } from './retryPolicy';
export { usePassQuery } from './usePassQuery';
export { useSavePass, type PassConflict, type SavePassVariables } from './useSavePass';
