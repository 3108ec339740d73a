// Imported first by every browser entry of the app (and shipped as `pass-studio/strict-csp`):
// the app's pages run under a CSP without 'unsafe-eval', so zod must not compile parsers.
import { enableStrictCsp } from './schema/strictCsp';

enableStrictCsp();
