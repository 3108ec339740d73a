import { quote } from '../describeValue';
import { isRecord } from '../walkDocument';
import { resourcePage, type ReadinessRule } from './readinessRule';

const CLASSES = new Set(['TransitClass', 'OfferClass']);

export const smartTapIssuersRule: ReadinessRule = {
  id: 'google.smartTap.redemptionIssuers',
  title: 'enableSmartTap needs redemptionIssuers on the class, each an issuer ID (digits)',
  source: resourcePage('OfferClass'),
  also: [resourcePage('TransitClass')],
  scope: 'level',
  check: ({ ofType }) =>
    ofType(...CLASSES).flatMap(({ node, value, segments }) => {
      if (!CLASSES.has(node.typeName ?? '') || !isRecord(value)) return [];
      const issuers = value.redemptionIssuers;
      // Google's API types each as an int64 issuer ID.
      const notIds = (Array.isArray(issuers) ? issuers : []).flatMap((issuer, index) =>
        typeof issuer === 'string' && !/^\d{1,19}$/.test(issuer)
          ? [
              {
                segments: [...segments, 'redemptionIssuers', index],
                message: `Redemption issuer ${quote(issuer)} is not an issuer ID; Google identifies redemption issuers by their issuer ID, in digits`,
                source: resourcePage(node.typeName!),
              },
            ]
          : [],
      );
      if (value.enableSmartTap !== true || (Array.isArray(issuers) && issuers.length > 0)) {
        return notIds;
      }
      return [
        {
          segments: [...segments, 'enableSmartTap'],
          message:
            'Smart Tap is enabled but no redemption issuers are listed; Google needs at least one issuer to redeem the pass over Smart Tap',
          source: resourcePage(node.typeName!),
        },
        ...notIds,
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
