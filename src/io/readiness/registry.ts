import { barcodeAlternateTextRule, barcodeRenderEncodingRule, totpRule } from './barcodeRules';
import { contrastRule } from './contrastRule';
import { countRule } from './countRule';
import { deprecatedRule } from './deprecatedRule';
import { emailRule } from './emailRule';
import { enumSpellingRule } from './enumSpellingRule';
import { idSuffixRule, issuerRule, textModuleIdRule } from './idRules';
import { imageLoadRule, imageSizeRule } from './imageRules';
import { intervalOffsetRule, intervalOrderRule } from './intervalRule';
import {
  languageDefaultRule,
  languageDuplicateRule,
  languageKnownRule,
  languageTagRule,
} from './languageRules';
import { lengthRule } from './lengthRule';
import { int32Rule } from './numberRule';
import { appLinkRule, httpsRule, linkUriRule } from './linkRules';
import { messageTypeRule } from './messageRules';
import { notificationRules } from './notificationRules';
import { REFERENCE, resourcePage, type ReadinessRule } from './readinessRule';
import { requiredInsideRule, requiredRule } from './requiredRule';
import { setByGoogleRule } from './setByGoogleRule';
import { shapeRule } from './shapeRule';
import { stateRule } from './stateRule';
import { smartTapIssuersRule, smartTapValueRule } from './smartTapRules';
import {
  templateOneOfRule,
  templateDateFormatRule,
  templatePredefinedItemRule,
  templateSecondValueRule,
} from './templateRules';
import { templateKindRule } from './templateKindRule';

/** Every readiness rule checked here, in the order the README lists them. */
export const readinessRules: readonly ReadinessRule[] = [
  requiredRule,
  requiredInsideRule,
  setByGoogleRule,
  lengthRule,
  countRule,
  templateOneOfRule,
  templateSecondValueRule,
  templatePredefinedItemRule,
  templateDateFormatRule,
  templateKindRule,
  idSuffixRule,
  issuerRule,
  textModuleIdRule,
  intervalOffsetRule,
  intervalOrderRule,
  stateRule,
  messageTypeRule,
  barcodeAlternateTextRule,
  barcodeRenderEncodingRule,
  totpRule,
  smartTapIssuersRule,
  smartTapValueRule,
  languageTagRule,
  languageKnownRule,
  languageDuplicateRule,
  languageDefaultRule,
  emailRule,
  linkUriRule,
  appLinkRule,
  httpsRule,
  deprecatedRule,
  enumSpellingRule,
  shapeRule,
  int32Rule,
  imageSizeRule,
  imageLoadRule,
  contrastRule,
  ...notificationRules,
];

export interface RuleInfo {
  id: string;
  title: string;
  source: string;
  also?: readonly string[];
}

/**
 * The editor warnings of docs/decisions.md that lint.ts checks (by their issue code), as rules of the
 * same registry: each gets a rule id and its Google source too.
 */
export const lintRules: Readonly<Record<string, RuleInfo>> = {
  'lint.id': {
    id: 'google.id',
    title: 'Ids are of the form issuerId.suffix',
    source: resourcePage('TransitClass'),
  },
  'lint.cardRows': {
    id: 'google.count',
    title: 'Google displays 3 card rows',
    source: `${REFERENCE}/ClassTemplateInfo`,
  },
  'lint.fieldPath': {
    id: 'google.template.fieldPath',
    title: 'Template field paths resolve to a value of the class or object',
    source: `${REFERENCE}/ClassTemplateInfo`,
  },
  'lint.barcode': {
    id: 'google.barcode.value',
    title:
      'Barcode values fit their symbology (UPC_A 11–12 digits, ITF_14 exactly 14, EAN lengths and check digits)',
    source: `${REFERENCE}/BarcodeType`,
  },
  'lint.rotatingType': {
    id: 'google.barcode.rotatingType',
    title: 'Rotating barcodes are QR_CODE or PDF_417',
    source: `${REFERENCE}/BarcodeType`,
  },
  'lint.colour': {
    id: 'google.colour',
    title: 'hexBackgroundColor is #rgb or #rrggbb',
    source: resourcePage('TransitClass'),
  },
  'lint.imageHttps': {
    id: 'google.image.https',
    title: 'Image URLs are https:',
    source: `${REFERENCE}/Image`,
  },
  'lint.textModuleRule': {
    id: 'google.textModule.localized',
    title: 'Plain header/body next to both localized forms are ignored (dropped on export)',
    source: `${REFERENCE}/TextModuleData`,
  },
  'lint.classReference': {
    id: 'google.classReference',
    title: 'An embedded classReference has the id of classId',
    source: resourcePage('OfferObject'),
  },
};

/** Every rule once, by id: the list the README, SARIF and the export dialog's links use. */
export function allRules(): RuleInfo[] {
  const byId = new Map<string, RuleInfo>();
  for (const rule of [...readinessRules, ...Object.values(lintRules)]) {
    if (!byId.has(rule.id))
      byId.set(rule.id, { id: rule.id, title: rule.title, source: rule.source, also: rule.also });
  }
  return [...byId.values()];
}
