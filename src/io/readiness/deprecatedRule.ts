import { introspect, walkNodes, type FieldNode } from '../../schema/introspect';
import { resourceKinds, resourceSchemas } from '../../schema/resources';
import { isRecord, type Segments } from '../walkDocument';
import { inSentence } from '../fieldPathLabel';
import { moveInfoModule } from './moveInfoModule';
import { REFERENCE, resourcePage, type FindingFix, type ReadinessRule } from './readinessRule';

interface Deprecated {
  key: string;
  /** The type that has it; any type when absent (`kind`). */
  on?: string;
  /** Google's words, quoted in the warning (never a JSON name). */
  says: string;
  /** The field that replaces it, by its key on the same type; its label is shown. */
  replacedBy?: string;
  source: string;
  /**
   * The certain repair, given the object that holds the field and where it is: a move into the
   * replacement, or its removal; undefined when the designer has to decide.
   */
  fix?: (holder: Record<string, unknown>, at: Segments) => FindingFix | undefined;
}

const remove = (key: string) => (_: Record<string, unknown>, at: Segments) => ({
  name: 'Remove it',
  changes: [{ op: 'remove' as const, segments: [...at, key] }],
});
const CLASSES = ['TransitClass', 'OfferClass'];
const classSource = (on: string) => resourcePage(on);

/**
 * Every field Google marks deprecated, with what replaces it: one list (the spec marks them
 * deprecated too, so export leaves them out and what was set never reaches a phone). A class's
 * one location is google.shape's (Google takes a list there).
 */
const DEPRECATED: readonly Deprecated[] = [
  {
    key: 'kind',
    says: 'Identifies what kind of resource this is',
    source: resourcePage('OfferObject'),
    fix: remove('kind'),
  },
  {
    on: 'AppLinkData',
    key: 'iosAppLinkInfo',
    says: 'Links to open iOS apps are not supported',
    source: `${REFERENCE}/AppLinkData`,
    fix: remove('iosAppLinkInfo'),
  },
  ...(['appLogoImage', 'title', 'description'] as const).map((key) => ({
    on: 'AppLinkInfo',
    key,
    says: `${key === 'appLogoImage' ? 'Image' : key === 'title' ? 'Title' : 'Description'} isn't supported in the app link module`,
    source: `${REFERENCE}/AppLinkData`,
    fix: remove(key),
  })),
  {
    on: 'ListTemplateOverride',
    key: 'thirdRowOption',
    says: 'Setting it will have no effect on what the user sees',
    source: `${REFERENCE}/ClassTemplateInfo`,
    fix: remove('thirdRowOption'),
  },
  // Text the designer wrote for screen readers: where it goes is theirs to decide.
  ...(['description', 'localizedDescription'] as const).map((key) => ({
    on: 'ImageUri',
    key,
    says: 'unused and retained only for backward compatibility',
    source: `${REFERENCE}/Image`,
  })),
  {
    on: 'CallbackOptions',
    key: 'updateRequestUrl',
    says: 'Deprecated',
    replacedBy: 'url',
    source: `${REFERENCE}/CallbackOptions`,
    // With a callback URL set, Google calls that one: this one adds nothing.
    fix: (holder, at) =>
      typeof holder.url === 'string' && holder.url !== ''
        ? remove('updateRequestUrl')(holder, at)
        : undefined,
  },
  ...CLASSES.flatMap((on): Deprecated[] => [
    {
      on,
      key: 'infoModuleData',
      says: 'Deprecated',
      replacedBy: 'textModulesData',
      source: classSource(on),
      fix: moveInfoModule,
    },
    {
      on,
      key: 'allowMultipleUsersPerObject',
      says: 'Deprecated',
      replacedBy: 'multipleDevicesAndHoldersAllowedStatus',
      source: classSource(on),
      fix: moveMultipleUsers,
    },
    { on, key: 'wordMark', says: 'Deprecated', source: classSource(on), fix: remove('wordMark') },
  ]),
  ...['TransitClass', 'OfferClass', 'OfferObject'].map((on) => ({
    on,
    key: 'version',
    says: 'Deprecated',
    source: resourcePage(on),
    fix: remove('version'),
  })),
];

/** allowMultipleUsersPerObject true becomes Multiple holders, unless the replacement is set. */
function moveMultipleUsers(holder: Record<string, unknown>, at: Segments): FindingFix {
  const key = 'multipleDevicesAndHoldersAllowedStatus';
  const unset = holder[key] === undefined || holder[key] === null;
  if (holder.allowMultipleUsersPerObject !== true || !unset)
    return remove('allowMultipleUsersPerObject')(holder, at);
  return {
    name: 'Move it to Devices and holders: Multiple holders',
    changes: [
      { op: 'add', segments: [...at, key], value: 'MULTIPLE_HOLDERS' },
      { op: 'remove', segments: [...at, 'allowMultipleUsersPerObject'] },
    ],
  };
}

const entryOf = (typeName: string | undefined, key: string) =>
  DEPRECATED.find((entry) => entry.key === key && (entry.on ?? typeName) === typeName);

let inside: { below: WeakSet<FieldNode>; types: string[] } | undefined;

/** The nodes below a deprecated field (reported once, at the field), and the types to visit. */
function deprecatedPlaces() {
  if (inside) return inside;
  const below = new WeakSet<FieldNode>();
  const types = new Set<string>();
  const mark = (node: FieldNode) => {
    for (const each of walkNodes(node)) below.add(each);
  };
  for (const kind of resourceKinds) {
    for (const node of walkNodes(introspect(resourceSchemas[kind]))) {
      for (const child of node.children ?? []) {
        if (!child.deprecated) continue;
        if (node.typeName && entryOf(node.typeName, child.key)) types.add(node.typeName);
        for (const grandchild of [
          ...(child.children ?? []),
          ...(child.element ? [child.element] : []),
        ])
          mark(grandchild);
      }
    }
  }
  return (inside = { below, types: [...types] });
}

export const deprecatedRule: ReadinessRule = {
  id: 'google.deprecated',
  title:
    'Fields Google marks deprecated are not set: each is moved to what replaces it (text modules, devices and holders) or left out',
  source: `${REFERENCE}/AppLinkData`,
  also: [
    `${REFERENCE}/ClassTemplateInfo`,
    `${REFERENCE}/Image`,
    `${REFERENCE}/CallbackOptions`,
    resourcePage('TransitClass'),
    resourcePage('OfferClass'),
    resourcePage('OfferObject'),
  ],
  scope: 'subtree',
  check: ({ ofType }) => {
    const { below, types } = deprecatedPlaces();
    return ofType(...types).flatMap(({ node, value, segments }) => {
      if (!isRecord(value) || below.has(node)) return [];
      return (node.children ?? []).flatMap((child) => {
        const entry = child.deprecated ? entryOf(node.typeName, child.key) : undefined;
        if (!entry || value[child.key] === undefined || value[child.key] === null) return [];
        const instead = node.children?.find((c) => c.key === entry.replacedBy)?.label;
        const fix = entry.fix?.(value, segments);
        const lost =
          entry.key === 'updateRequestUrl' && !fix
            ? '; with no Callback URL set, Google calls back nothing at all'
            : '';
        return [
          {
            segments: [...segments, child.key],
            message: `Google marks ${inSentence(child.label)} deprecated${entry.says === 'Deprecated' ? '' : ` (“${entry.says}”)`}${instead ? `; use ${instead} instead` : ''}${lost}; export leaves it out, so it never reaches Google`,
            source: entry.source,
            ...(fix && { fix }),
          },
        ];
      });
    });
  },
};
