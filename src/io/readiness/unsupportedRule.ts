import { isRecord } from '../walkDocument';
import { REFERENCE, type ReadinessRule } from './readinessRule';

interface Unsupported {
  on: string;
  key: string;
  /** Google's words, quoted in the warning. */
  says: string;
  source: string;
}

/**
 * Fields Google marks deprecated and says it does not support, use or show. The spec marks them
 * deprecated too, so export leaves them out: the warning says that what was set never reaches a
 * phone. Classes' locations are google.shape's (Google takes a list there).
 */
const UNSUPPORTED: readonly Unsupported[] = [
  {
    on: 'AppLinkData',
    key: 'iosAppLinkInfo',
    says: 'Links to open iOS apps are not supported',
    source: `${REFERENCE}/AppLinkData`,
  },
  ...(['appLogoImage', 'title', 'description'] as const).map((key) => ({
    on: 'AppLinkInfo',
    key,
    says: `${key === 'appLogoImage' ? 'Image' : key === 'title' ? 'Title' : 'Description'} isn't supported in the app link module`,
    source: `${REFERENCE}/AppLinkData`,
  })),
  {
    on: 'ListTemplateOverride',
    key: 'thirdRowOption',
    says: 'Setting it will have no effect on what the user sees',
    source: `${REFERENCE}/ClassTemplateInfo`,
  },
  ...(['description', 'localizedDescription'] as const).map((key) => ({
    on: 'ImageUri',
    key,
    says: 'unused and retained only for backward compatibility',
    source: `${REFERENCE}/Image`,
  })),
];

const TYPES = [...new Set(UNSUPPORTED.map((entry) => entry.on))];
const present = (value: unknown) => value !== undefined && value !== null;

export const unsupportedRule: ReadinessRule = {
  id: 'google.unsupported',
  title:
    'Fields Google marks deprecated and unsupported are not set (iOS app links, app link logo, title and description, the third list row, image descriptions)',
  source: `${REFERENCE}/AppLinkData`,
  also: [`${REFERENCE}/ClassTemplateInfo`, `${REFERENCE}/Image`],
  scope: 'subtree',
  check: ({ ofType }) =>
    ofType(...TYPES).flatMap(({ node, value, segments }) => {
      if (!isRecord(value)) return [];
      return UNSUPPORTED.filter(
        (entry) => entry.on === node.typeName && present(value[entry.key]),
      ).map((entry) => {
        const child = node.children?.find((c) => c.key === entry.key);
        const label = child?.label ?? entry.key;
        const fate = child?.deprecated
          ? 'export leaves it out, so it never reaches Google'
          : 'merchant locations replace it at Google, and this spec has none; export keeps it, and Google ignores it';
        return {
          segments: [...segments, entry.key],
          message: `${label}: Google marks this deprecated (“${entry.says}”); ${fate}`,
          source: entry.source,
        };
      });
    }),
};
