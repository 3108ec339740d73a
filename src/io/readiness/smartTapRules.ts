import { isRecord } from '../walkDocument';
import { resourcePage, type ReadinessRule } from './readinessRule';

const CLASSES = new Set(['TransitClass', 'OfferClass']);

export const smartTapIssuersRule: ReadinessRule = {
  id: 'google.smartTap.redemptionIssuers',
  title: 'enableSmartTap needs redemptionIssuers on the class',
  source: resourcePage('OfferClass'),
  also: [resourcePage('TransitClass')],
  scope: 'level',
  check: ({ ofType }) =>
    ofType(...CLASSES).flatMap(({ node, value, segments }) => {
      if (!CLASSES.has(node.typeName ?? '') || !isRecord(value) || value.enableSmartTap !== true) {
        return [];
      }
      const issuers = value.redemptionIssuers;
      if (Array.isArray(issuers) && issuers.length > 0) return [];
      return [
        {
          segments: [...segments, 'enableSmartTap'],
          message:
            'Smart Tap is enabled but no redemption issuers are listed; Google needs at least one issuer to redeem the pass over Smart Tap',
          source: resourcePage(node.typeName!),
        },
      ];
    }),
};

export const smartTapValueRule: ReadinessRule = {
  id: 'google.smartTap.value',
  title:
    'smartTapRedemptionValue is ASCII and, when the class is embedded, the class enables Smart Tap',
  source: resourcePage('OfferObject'),
  scope: 'document',
  check: ({ document, kind }) => {
    const value = document.smartTapRedemptionValue;
    if (kind !== 'offerObject' || typeof value !== 'string' || value === '') return [];
    const findings = [];
    const nonAscii = Array.from(value).find((c) => c.codePointAt(0)! > 0x7f);
    if (nonAscii !== undefined) {
      findings.push({
        segments: ['smartTapRedemptionValue'],
        message: `Smart Tap redemption value contains “${nonAscii}”; Google supports only ASCII characters`,
      });
    }
    const embedded = document.classReference;
    if (isRecord(embedded) && embedded.enableSmartTap !== true) {
      findings.push({
        segments: ['smartTapRedemptionValue'],
        message:
          'Smart Tap redemption value is set, but the embedded offer class does not enable Smart Tap; Google never sends it',
      });
    }
    return findings;
  },
};
