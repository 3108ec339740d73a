import type { ResourceKind } from '../../schema/resources';
import type { JsonPatch } from '../../io/fix/jsonPatch';
import { localized, offer, offerClass, text, transit } from './readinessFixtures';

/** name, rule, kind, a document with the problem, the patch its fix offers. */
export type FixCase = [
  name: string,
  rule: string,
  kind: ResourceKind,
  document: unknown,
  patch: JsonPatch,
];

const cell = (label: string, value: string) => ({ label, value });

// One row per fix-it: the document after the patch has that warning gone and no new one.
export const fixCases: FixCase[] = [
  [
    'info module rows move into text modules',
    'google.deprecated',
    'transitClass',
    transit({
      textModulesData: [{ id: 'fare', header: 'Fare', body: 'Adult' }],
      infoModuleData: {
        labelValueRows: [{ columns: [cell('Zone', 'A'), cell('Line', '4')] }],
      },
    }),
    [
      {
        op: 'add',
        path: '/textModulesData',
        value: [
          { id: 'fare', header: 'Fare', body: 'Adult' },
          { header: 'Zone', body: 'A' },
          { header: 'Line', body: '4' },
        ],
      },
      { op: 'remove', path: '/infoModuleData' },
    ],
  ],
  [
    'multiple users per object becomes Multiple holders',
    'google.deprecated',
    'offerClass',
    offerClass({ allowMultipleUsersPerObject: true }),
    [
      { op: 'add', path: '/multipleDevicesAndHoldersAllowedStatus', value: 'MULTIPLE_HOLDERS' },
      { op: 'remove', path: '/allowMultipleUsersPerObject' },
    ],
  ],
  [
    'a deprecated kind is removed',
    'google.deprecated',
    'offerObject',
    offer({ kind: 'walletobjects#offerObject' }),
    [{ op: 'remove', path: '/kind' }],
  ],
  [
    'an iOS app link is removed',
    'google.deprecated',
    'transitClass',
    transit({ appLinkData: { iosAppLinkInfo: { appTarget: { packageName: 'com.metro' } } } }),
    [{ op: 'remove', path: '/appLinkData/iosAppLinkInfo' }],
  ],
  [
    'an update request URL beside a callback URL is removed',
    'google.deprecated',
    'transitClass',
    transit({
      callbackOptions: { url: 'https://m.example/cb', updateRequestUrl: 'https://m.example/u' },
    }),
    [{ op: 'remove', path: '/callbackOptions/updateRequestUrl' }],
  ],
  [
    'an approved review status goes back to Under review',
    'google.setByGoogle',
    'transitClass',
    transit({ reviewStatus: 'APPROVED' }),
    [{ op: 'replace', path: '/reviewStatus', value: 'UNDER_REVIEW' }],
  ],
  [
    'review comments are removed',
    'google.setByGoogle',
    'offerClass',
    offerClass({ review: { comments: 'Looks good' } }),
    [{ op: 'remove', path: '/review' }],
  ],
  [
    'has users is removed',
    'google.setByGoogle',
    'offerObject',
    offer({ hasUsers: true }),
    [{ op: 'remove', path: '/hasUsers' }],
  ],
  [
    'a translation repeated with the same words is removed',
    'google.language.duplicate',
    'offerClass',
    offerClass({
      localizedTitle: localized('Twenty percent off', [
        ['de', 'Rabatt'],
        ['de', 'Rabatt'],
      ]),
    }),
    [{ op: 'remove', path: '/localizedTitle/translatedValues/1' }],
  ],
  [
    'an issuer name is shortened, with its localized twin',
    'google.length',
    'transitClass',
    transit({ issuerName: text(21), localizedIssuerName: localized(text(21)) }),
    [
      { op: 'replace', path: '/issuerName', value: text(20) },
      { op: 'replace', path: '/localizedIssuerName/defaultValue/value', value: text(20) },
    ],
  ],
  [
    'an ended offer that is still Active is set to Expired',
    'google.state.expired',
    'offerObject',
    offer({ validTimeInterval: { end: { date: '2001-01-01T00:00:00Z' } } }),
    [{ op: 'replace', path: '/state', value: 'EXPIRED' }],
  ],
  [
    'a legacy enumeration spelling is written as Google spells it now',
    'google.enum.legacy',
    'transitClass',
    transit({ transitType: 'ferry' }),
    [{ op: 'replace', path: '/transitType', value: 'FERRY' }],
  ],
  [
    'the one text module without an ID gets the ID a template names it by',
    'google.template.fieldPath',
    'transitClass',
    transit({
      textModulesData: [
        { id: 'zone', header: 'Zone', body: 'A' },
        { header: 'Fare', body: 'Adult' },
      ],
      classTemplateInfo: {
        listTemplateOverride: {
          secondRowOption: { fields: [{ fieldPath: "class.textModulesData['fare'].body" }] },
        },
      },
    }),
    [{ op: 'add', path: '/textModulesData/1/id', value: 'fare' }],
  ],
  [
    'an app link target without a title takes the button’s text',
    'google.appLink',
    'offerObject',
    offer({
      appLinkData: {
        displayText: localized('Open the shop'),
        webAppLinkInfo: { appTarget: { targetUri: { uri: 'https://shop.example' } } },
      },
    }),
    [
      {
        op: 'add',
        path: '/appLinkData/webAppLinkInfo/appTarget/targetUri/description',
        value: 'Open the shop',
      },
    ],
  ],
];
