import { isUri } from '../../schema/primitives';
import { quote } from '../describeValue';
import { isRecord } from '../walkDocument';
import { googleLengths } from '../googleLimits';
import { codePoints, REFERENCE, type Finding, type ReadinessRule } from './readinessRule';

/** What Google's links module opens: web pages and maps (http, https, geo), phones, email. */
const LINK_SCHEMES = new Set(['http', 'https', 'geo', 'tel', 'mailto']);

const schemeOf = (uri: string) => /^([a-z][a-z0-9+.-]*):/i.exec(uri)?.[1]?.toLowerCase();
const https = (uri: string) => /^https:\/\/[^/?#\s]/i.test(uri);
const present = (value: unknown) => value !== undefined && value !== null && value !== '';

function noScheme(uri: unknown): string | undefined {
  if (typeof uri !== 'string') return undefined;
  if (uri === '') return 'is empty';
  return isUri(uri) ? undefined : `${quote(uri)} has no scheme`;
}

export const linkUriRule: ReadinessRule = {
  id: 'google.link.uri',
  title:
    'Link URIs have a scheme (https:, tel:, mailto:, geo:), and links-module links open a web page, map, phone or email',
  source: `${REFERENCE}/Uri`,
  also: [`${REFERENCE}/ValueAddedModuleData`],
  scope: 'subtree',
  check: ({ ofType }) =>
    ofType('Uri', 'ValueAddedModuleData').flatMap(({ node, value, segments }): Finding[] => {
      if (!isRecord(value)) return [];
      const at = [...segments, 'uri'];
      if (node.typeName === 'ValueAddedModuleData') {
        const problem = noScheme(value.uri);
        return problem
          ? [
              {
                segments: at,
                message: `The module’s link ${problem}; Google needs a web link or deep link such as https://example.com/offer, and a link without a scheme does not open`,
                source: `${REFERENCE}/ValueAddedModuleData`,
              },
            ]
          : [];
      }
      if (node.typeName !== 'Uri') return [];
      if (!present(value.uri)) {
        // An app target without a URI is the app link rule's (a package name may stand for it).
        if (segments.at(-1) === 'targetUri') return [];
        return [
          {
            segments: at,
            message:
              'This link has no URI; Google needs one with a scheme (“URIs must have a scheme”), so it opens nothing',
          },
        ];
      }
      const problem = noScheme(value.uri);
      if (problem) {
        return [
          {
            segments: at,
            message: `Link ${problem}; Google needs an absolute URI such as https://example.com, tel:+4930123456 or mailto:hello@example.com, and the link does not open without one`,
          },
        ];
      }
      const scheme = schemeOf(value.uri as string);
      if (segments.at(-1) === 'targetUri' || !scheme || LINK_SCHEMES.has(scheme)) return [];
      return [
        {
          segments: at,
          message: `Link ${quote(value.uri as string)} uses ${quote(`${scheme}:`)}; Google’s links open a web page, a map, a phone number (tel:) or an email address (mailto:)`,
        },
      ];
    }),
};

const APP_LINKS = [
  ['androidAppLinkInfo', 'Android app link'],
  ['webAppLinkInfo', 'Web app link'],
] as const;

/**
 * The app link button's own text, which the target's title can certainly take: the words the
 * designer gave the same link, when they fit a link's title (Uri.description, 20 characters).
 */
function buttonText(displayText: unknown): string | undefined {
  const text =
    isRecord(displayText) && isRecord(displayText.defaultValue)
      ? displayText.defaultValue.value
      : undefined;
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  return codePoints(text) <= googleLengths.linkDescription.max ? text : undefined;
}

export const appLinkRule: ReadinessRule = {
  id: 'google.appLink',
  title:
    'An app link button has a link, each app link a target (a package name, or for the web a target URI), and a target URI its title (description)',
  source: `${REFERENCE}/AppLinkData`,
  scope: 'subtree',
  check: ({ ofType }) =>
    ofType('AppLinkData').flatMap(({ node, value, segments }): Finding[] => {
      if (node.typeName !== 'AppLinkData' || !isRecord(value)) return [];
      if (present(value.displayText) && !APP_LINKS.some(([key]) => isRecord(value[key]))) {
        return [
          {
            segments: [...segments, 'displayText'],
            message:
              'The app link button has text but no Android or web link; Google has nothing for the button to open',
          },
        ];
      }
      return APP_LINKS.flatMap(([key, name]): Finding[] => {
        const info = value[key];
        if (!isRecord(info)) return [];
        const target = info.appTarget;
        const targetUri = isRecord(target) ? target.targetUri : undefined;
        const uri = isRecord(targetUri) ? targetUri.uri : undefined;
        if (key === 'webAppLinkInfo' && isRecord(target) && !present(uri)) {
          return [
            {
              segments: [...segments, key, 'appTarget'],
              message: `The web app link has no target URI${present(target.packageName) ? '; a package name opens an Android app, not a web page' : ''}; Google opens nothing without one`,
            },
          ];
        }
        if (!isRecord(target) || (!present(target.packageName) && !present(uri))) {
          return [
            {
              segments: [...segments, key, 'appTarget'],
              message: `The ${name.toLowerCase()} has no target: set ${key === 'webAppLinkInfo' ? 'a target URI' : 'a package name (Google prefers it) or a target URI'}; Google opens nothing without one`,
            },
          ];
        }
        if (!isRecord(targetUri) || !present(uri)) return [];
        const titled =
          present(targetUri.description) ||
          (isRecord(targetUri.localizedDescription) &&
            isRecord(targetUri.localizedDescription.defaultValue) &&
            present(targetUri.localizedDescription.defaultValue.value));
        if (titled) return [];
        const at = [...segments, key, 'appTarget', 'targetUri', 'description'];
        const label = buttonText(value.displayText);
        return [
          {
            segments: at,
            message: `The ${name.toLowerCase()}’s target URI has no title; Google’s reference says “the description on the URI must be set”${label ? '' : ': write one (the button has no text to take it from)'}`,
            ...(label && {
              fix: {
                name: `Title it as its button reads, ${quote(label)}`,
                changes: [{ op: 'add' as const, segments: at, value: label }],
              },
            }),
          },
        ];
      });
    }),
};

export const httpsRule: ReadinessRule = {
  id: 'google.https',
  title: 'The callback URL and the activation URL are https:',
  source: `${REFERENCE}/CallbackOptions`,
  also: [`${REFERENCE}/transitclass#ActivationOptions`],
  scope: 'subtree',
  check: ({ ofType }) =>
    ofType('CallbackOptions', 'ActivationOptions').flatMap(({ node, value, segments }) => {
      if (!isRecord(value)) return [];
      const [key, label, source] =
        node.typeName === 'CallbackOptions'
          ? (['url', 'Callback URL', `${REFERENCE}/CallbackOptions`] as const)
          : ([
              'activationUrl',
              'Activation URL',
              `${REFERENCE}/transitclass#ActivationOptions`,
            ] as const);
      const url = value[key];
      if (typeof url !== 'string' || url === '' || https(url)) return [];
      return [
        {
          segments: [...segments, key],
          message: `${label} ${quote(url)} is not an https: address; Google calls ${node.typeName === 'CallbackOptions' ? 'back' : 'it'} over HTTPS only`,
          source,
        },
      ];
    }),
};
