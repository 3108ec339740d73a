import { act, fireEvent, screen, within } from '@testing-library/react';
import { Profiler, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import {
  introspect,
  resourceSchemas,
  resourceSections,
  walkNodes,
  type ResourceKind,
} from '../schema';
import { genericTemplateEntry, hintedWidgets, shapeWidgets } from '../forms/defaultWidgets';
import { fullDocument, leafNames } from '../test/fullDocument';
import { renderStudio } from '../test/renderStudio';
import type { WidgetProps, WidgetRegistry } from '../forms/widgetTypes';

// The generic template entry: src/forms/template tests its own visual editor.
const engineWidgets: WidgetRegistry = [genericTemplateEntry, ...hintedWidgets, ...shapeWidgets];

function expandAll(root: HTMLElement) {
  for (let round = 0; round < 20; round++) {
    // A CSS query: role queries take minutes on a DOM of thousands of inputs.
    const collapsed = root.querySelectorAll('button[aria-expanded="false"]');
    if (collapsed.length === 0) return;
    for (const button of collapsed) fireEvent.click(button);
  }
}

const CONTROL = 'input, select, textarea';

// Computed per section rather than with `control.labels`, which jsdom answers by scanning the DOM.
function hasName(control: Element, labelled: ReadonlySet<string>): boolean {
  if (control.getAttribute('aria-label')) return true;
  if (labelled.has(control.id) || control.closest('label')) return true;
  return Boolean(control.closest('fieldset')?.querySelector('legend')?.textContent);
}

describe.each(['transitClass', 'offerObject'] as ResourceKind[])(
  'every leaf field of %s',
  (kind) => {
    it('has an editable, labelled control when the document holds it', () => {
      const root = introspect(resourceSchemas[kind]);
      renderStudio(kind, fullDocument(root), { widgets: engineWidgets });
      const seen = new Map<string, boolean>();
      // Fields Google sets are shown as text, never as a control (ui.setByGoogle), apart.
      const googleSetPaths = [...walkNodes(root)]
        .filter((n) => n.ui?.setByGoogle)
        .map((n) => n.path.join('.'));
      const isGoogleSet = (name: string) =>
        googleSetPaths.some((path) => name === path || name.startsWith(`${path}.`));
      const googleSetShown = new Map<string, string>();
      // The section buttons by their text: a role query by name reads every button's labels,
      // and jsdom finds a button's labels by scanning the whole DOM (thousands of inputs here).
      const nav = screen.getByRole('navigation', { name: 'Sections' });
      const sectionButtons = nav.querySelectorAll('button');
      for (const section of resourceSections[kind]) {
        const button = [...sectionButtons].find((b) => b.textContent?.startsWith(section.title));
        if (!button) throw new Error(`No section button “${section.title}”`);
        fireEvent.click(button);
        const body = screen.getByRole('region', { name: section.title });
        expandAll(body);
        const labelled = new Set(
          [...body.querySelectorAll('label[for]')].map((label) => label.getAttribute('for') ?? ''),
        );
        for (const element of body.querySelectorAll('[data-field]')) {
          const control = element.matches(CONTROL) ? element : element.querySelector(CONTROL);
          const name = element.getAttribute('data-field') ?? '';
          if (googleSetPaths.includes(name))
            googleSetShown.set(name, element.closest('section')?.getAttribute('class') ?? '');
          if (control && !seen.get(name))
            seen.set(name, hasName(control, labelled) && !control.hasAttribute('disabled'));
        }
      }
      const missing = leafNames(root).filter(
        (name) => !isGoogleSet(name) && seen.get(name) !== true,
      );
      expect(missing).toEqual([]);
      expect(googleSetShown.size).toBe(googleSetPaths.length);
      // Apart from the fields to fill, in the section's "From Google" group.
      for (const group of googleSetShown.values()) expect(group).toBe('from-google');
    }, 120_000);
  },
);

describe('render count', () => {
  function counting(registry: WidgetRegistry, counter: { renders: number }): WidgetRegistry {
    return registry.map((entry) => {
      const Inner: ComponentType<WidgetProps> = entry.Widget;
      const Counted = (props: WidgetProps) => (
        <Profiler id={props.name} onRender={() => (counter.renders += 1)}>
          <Inner {...props} />
        </Profiler>
      );
      return { ...entry, Widget: Counted };
    });
  }

  function rendersWhileTyping(size: number): number {
    const counter = { renders: 0 };
    const modules = Array.from({ length: size }, (_, i) => ({
      id: `m${i}`,
      header: `Header ${i}`,
      body: 'Body',
    }));
    const view = renderStudio(
      'transitClass',
      { id: '1.a', textModulesData: modules },
      { widgets: counting(engineWidgets, counter) },
    );
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('button', {
        name: /^Modules/,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: /Text module 'm1'/ }));
    const header = screen.getByDisplayValue('Header 1');
    counter.renders = 0;
    act(() => {
      fireEvent.change(header, { target: { value: 'Header 1 changed' } });
    });
    view.unmount();
    return counter.renders;
  }

  it('typing in one field re-renders the same few widgets with 2 or 100 text modules', () => {
    const small = rendersWhileTyping(2);
    const large = rendersWhileTyping(100);
    // The header and the widgets around it (row object, list, section): never one per row.
    expect(small).toBeGreaterThan(0);
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(8);
  }, 60_000);
});
