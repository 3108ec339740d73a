/**
 * The rows of docs/google-errors.md (its headings' anchors), which explain what Google's messages
 * mean and what to change. The link check and publishing point their findings at these rows.
 */
export const googleErrorRows = {
  somethingWentWrong: 'something-went-wrong',
  notAvailable: 'this-pass-isnt-available',
  testOnly: 'test-only',
  invalidJson: 'invalid_json',
  androidResult: 'android-result-codes',
  linkTooLong: 'link-too-long',
  buttonNotShown: 'button-not-shown',
  updateNotShown: 'update-not-shown',
  permissionDenied: 'permission-denied',
  unauthenticated: 'unauthenticated',
  tokenRefused: 'token-refused',
  invalidArgument: 'invalid-argument',
  notFound: 'not-found',
  alreadyExists: 'already-exists',
  quotaExceeded: 'quota-exceeded',
} as const;

export type GoogleErrorRow = (typeof googleErrorRows)[keyof typeof googleErrorRows];

export const GOOGLE_ERRORS_DOC = 'docs/google-errors.md';

/** Where a row is explained: 'docs/google-errors.md#link-too-long'. */
export const explainedAt = (row: GoogleErrorRow): string => `${GOOGLE_ERRORS_DOC}#${row}`;
