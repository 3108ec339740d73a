export { plural } from './plural';
export {
  countIssues,
  parsedVerdict,
  verdictWords,
  type Verdict,
  type VerdictState,
  type VerdictTone,
} from './verdict';
