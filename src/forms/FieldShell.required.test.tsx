import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  introspect,
  resourceSchemas,
  resourceSections,
  walkNodes,
  type ResourceKind,
} from '../schema';
import { fullDocument, leafNames } from '../test/fullDocument';
import { renderStudio } from '../test/renderStudio';
import { defaultWidgets, preloadDefaultWidgets } from './defaultWidgets';
import { toSegments } from './fieldPath';
import { isRequiredAt } from './isRequiredAt';

function expandAll(root: HTMLElement) {
  for (let round = 0; round < 20; round++) {
    // A CSS query: role queries take minutes on a DOM of thousands of inputs.
    const collapsed = root.querySelectorAll('button[aria-expanded="false"]');
    if (collapsed.length === 0) return;
    for (const button of collapsed) fireEvent.click(button);
  }
}

/** A field's own control: what a screen reader lands on and says "required" of. */
const CONTROL = ':is(input, select, textarea, [role="radiogroup"])[data-field]';

/**
 * Every control of every section, drawn from a document that holds every field: its field's name
 * and whether it says it is required.
 */
function requiredSaid(kind: ResourceKind): Map<string, boolean> {
  const root = introspect(resourceSchemas[kind]);
  renderStudio(kind, fullDocument(root), { widgets: defaultWidgets });
  const said = new Map<string, boolean>();
  // The section buttons by their text: role queries by name are slow on a DOM this size.
  const nav = screen.getByRole('navigation', { name: 'Sections' });
  for (const section of resourceSections[kind]) {
    const button = [...nav.querySelectorAll('button')].find((b) =>
      b.textContent?.startsWith(section.title),
    );
    if (!button) throw new Error(`No section button “${section.title}”`);
    fireEvent.click(button);
    const body = screen.getByRole('region', { name: section.title });
    expandAll(body);
    for (const control of body.querySelectorAll(CONTROL)) {
      const name = control.getAttribute('data-field') ?? '';
      said.set(name, (said.get(name) ?? false) || control.getAttribute('aria-required') === 'true');
    }
  }
  return said;
}

// What the spec and Google's reference mark required, where a person fills it: a required image
// by its URL, a required text by its default text (a value-added module's header).
const valueAdded = ['valueAddedModuleData.header.defaultValue.value', 'valueAddedModuleData.uri'];
const marked: Record<ResourceKind, readonly string[]> = {
  transitClass: ['id', 'issuerName', 'reviewStatus', 'transitType', 'logo.sourceUri.uri'],
  offerClass: ['id', 'issuerName', 'title', 'provider', 'redemptionChannel', 'reviewStatus'],
  offerObject: ['id', 'classId', 'state'],
};

const TEMPLATE = /^(classReference\.)?classTemplateInfo\./;

beforeAll(preloadDefaultWidgets);

describe.each(['transitClass', 'offerClass', 'offerObject'] as ResourceKind[])(
  'aria-required in every section of %s',
  (kind) => {
    it('is on each control of a required field, and on no other', () => {
      const root = introspect(resourceSchemas[kind]);
      const said = requiredSaid(kind);
      const isRequired = (name: string) => isRequiredAt(root, toSegments(name));
      // Fields Google sets are shown as text, with no control to say anything of.
      const googleSet = [...walkNodes(root)]
        .filter((node) => node.ui?.setByGoogle)
        .map((node) => node.path.join('.'));
      const required = leafNames(root).filter(
        (name) =>
          isRequired(name) &&
          !googleSet.some((path) => name === path || name.startsWith(`${path}.`)),
      );
      expect(required).toEqual(expect.arrayContaining([...marked[kind], ...valueAdded]));
      // Each required field is drawn and says so, but a card template's: its editor draws the
      // layout a row has chosen (one, two or three items), not the three that fullDocument fills.
      const notSaid = required.filter((name) => said.get(name) !== true);
      expect(notSaid.filter((name) => !TEMPLATE.test(name))).toEqual([]);
      // And no control of a field that is not required says it is.
      const wrong = [...said].filter(([name, yes]) => yes !== isRequired(name));
      expect(wrong).toEqual([]);
    }, 120_000);
  },
);
