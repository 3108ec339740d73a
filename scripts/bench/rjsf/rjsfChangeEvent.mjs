// Shared by the RJSF page (which fires it) and the benchmark (whose probe listens for it).
/** The window event the RJSF page fires from its form's onChange; detail: `{ issuerName }`. */
export const RJSF_CHANGE_EVENT = 'bench-rjsf-change';
