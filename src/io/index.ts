export { locateIssues, parse, parseSyntax, MAX_NESTING, type ParseResult } from './parse';
export { syntaxErrorLabel, syntaxProblemOf, type SyntaxProblem } from './syntaxProblem';
export { parseBytes } from './parseBytes';
export { decodeUtf8 } from './decodeUtf8';
export { detectKind, type DetectedKind } from './detectKind';
export { validate } from './validate';
export { lint, type LintOptions } from './lint';
export { createLinter, type Linter, type LinterHooks } from './createLinter';
export {
  countIssues,
  parsedVerdict,
  plural,
  verdictWords,
  type Verdict,
  type VerdictState,
  type VerdictTone,
} from './verdict';
export {
  readiness,
  imageUris,
  allRules,
  type ImageMeasurement,
  type ImageMeasurements,
  type RuleInfo,
} from './readiness';
export { exportDocument, exportDocument as export, type ExportResult } from './exportDocument';
export { exportChanges, type ExportChange } from './exportChanges';
export { repair, type RepairChange } from './repair';
export { suggestKind, type KindSuggestion } from './suggestKind';
export { aKind } from './resourceFields';
export { jsonSchema } from './jsonSchema';
export { describeIssue, type DescribableIssue } from './describeIssue';
export {
  parseFieldPath,
  resolveFieldPath,
  type FieldPathSources,
  type FieldPathStep,
  type ParsedFieldPath,
} from './resolveFieldPath';
export { barcodeProblem } from './barcodeProblem';
export { safeImageSrc, safeLinkHref } from './safeUrl';
export { safeCssColour } from './safeColour';
export {
  cardLabelColour,
  cardTextColour,
  cardTextReads,
  contrastRatio,
  toHexColour,
  MIN_TEXT_CONTRAST,
} from './cardColours';
export { nearestReadableColour } from './readableColour';
export { transitObjectFields, type TransitObjectField } from './transitObjectFields';
export { blankDocument } from './blankDocument';
export { samples } from './samples';
export { toPointer, type Issue, type IssuePlace } from './issue';
export { ordinal, pathLabel } from './pathLabel';
export { fieldLabel } from './fieldLabel';
export {
  fieldPathLabel,
  fieldPathName,
  fieldPathNode,
  fieldPathWords,
  inSentence,
} from './fieldPathLabel';
export type { ResourceKind } from '../schema/resources';
