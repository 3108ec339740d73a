export { readiness } from './readiness';
export { imageUris } from './imageUris';
export { readinessRules, lintRules, allRules, type RuleInfo } from './registry';
export { isLanguageTag } from './languageRules';
export type { ImageMeasurement, ImageMeasurements } from './readinessRule';
export { googleRequires } from './requiredRule';
