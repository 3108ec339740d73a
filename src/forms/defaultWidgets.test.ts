import { describe, expect, it } from 'vitest';
import { introspect, nodeAt, resourceSchemas, walkNodes, type FieldNode } from '../schema';
import { defaultWidgets, hintedWidgets, shapeWidgets } from './defaultWidgets';
import { resolveWidget } from './resolveWidget';

const transit = introspect(resourceSchemas.transitClass);
const offer = introspect(resourceSchemas.offerObject);

const roots = { transit, offer };

function at(root: FieldNode | 'transit' | 'offer', path: string): FieldNode {
  const tree = typeof root === 'string' ? roots[root] : root;
  const node = nodeAt(
    tree,
    path.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s)),
  );
  if (!node) throw new Error(`no node at ${path}`);
  return node;
}

// One real node per widget, and the widget the registry must give it.
const cases: [path: string, root: 'transit' | 'offer', widget: string][] = [
  ['rotatingBarcode.totpDetails.parameters.0.key', 'offer', 'secret'],
  ['rotatingBarcode.totpDetails.periodMillis', 'offer', 'digits'],
  ['hexBackgroundColor', 'transit', 'color'],
  ['redemptionIssuers', 'transit', 'tokens'],
  ['linkedObjectIds', 'offer', 'tokens'],
  ['languageOverride', 'transit', 'languageTag'],
  ['textModulesData.0.body', 'transit', 'multiline'],
  ['logo.sourceUri.uri', 'transit', 'uri'],
  ['callbackOptions.url', 'transit', 'uri'],
  ['messages.0.displayInterval.start.date', 'transit', 'dateTime'],
  ['id', 'transit', 'text'],
  ['textModulesData.0.header', 'transit', 'text'],
  ['valueAddedModuleData.sortIndex', 'transit', 'number'],
  ['locations.0.latitude', 'offer', 'number'],
  ['enableSmartTap', 'transit', 'boolean'],
  ['disableExpirationNotification', 'offer', 'boolean'],
  ['transitType', 'transit', 'enum'],
  ['reviewStatus', 'transit', 'enum'],
  ['passConstraints.nfcConstraint', 'offer', 'enumList'],
  ['localizedIssuerName', 'transit', 'localizedString'],
  ['logo', 'transit', 'image'],
  ['locations.0', 'offer', 'latLong'],
  ['textModulesData', 'transit', 'objectList'],
  ['rotatingBarcode.totpDetails.parameters', 'offer', 'objectList'],
  ['barcode', 'offer', 'object'],
  ['classReference', 'offer', 'object'],
  ['classTemplateInfo', 'transit', 'template'],
];

describe('default widget registry', () => {
  it.each(cases)('%s gets the %s widget', (path, root, widget) => {
    expect(resolveWidget(defaultWidgets, at(root, path)).name).toBe(widget);
  });

  // Each predicate matches its own nodes and none of the others' (a first match never hides a bug).
  describe.each([...hintedWidgets, ...shapeWidgets].map((entry) => entry.name))(
    '%s test',
    (name) => {
      const entry = [...hintedWidgets, ...shapeWidgets].find((e) => e.name === name);
      it.each(cases)('on %s', (path, root, widget) => {
        expect(entry?.test(at(root, path))).toBe(widget === name);
      });
    },
  );

  it('resolves every node of both resources to exactly the entry its hint or shape asks for', () => {
    for (const root of [transit, offer]) {
      for (const node of walkNodes(root)) {
        if (node.key === '*' && node.kind !== 'object' && node.kind !== 'enum') continue;
        expect(() => resolveWidget(defaultWidgets, node), node.path.join('.')).not.toThrow();
      }
    }
  });

  it('fails loudly on a widget name the registry does not know', () => {
    const node = {
      ...at(transit, 'hexBackgroundColor'),
      ui: { label: 'Colour', help: '', widget: 'color' as const },
    };
    expect(() => resolveWidget(shapeWidgets, node)).toThrow(
      'Unknown widget “color” for field hexBackgroundColor',
    );
  });
});
