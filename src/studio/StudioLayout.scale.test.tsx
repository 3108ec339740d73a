import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Profiler, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { validateAt } from '../io/validate';
import { defaultWidgets as engineWidgets } from '../forms/defaultWidgets';
import { renderStudio } from '../test/renderStudio';
import type { WidgetProps, WidgetRegistry } from '../forms/widgetTypes';

// Spy on the one validation step, to see which subtree each change validates.
vi.mock(import('../io/validate'), async (importOriginal) => {
  const actual = await importOriginal();
  return { ...actual, validateAt: vi.fn(actual.validateAt) };
});

// And on the incremental linter, to see which units each change re-derives the warnings of.
const recomputed = vi.hoisted(() => [] as (readonly (string | number)[])[]);
vi.mock(import('../io/createLinter'), async (importOriginal) => {
  const actual = await importOriginal();
  return {
    ...actual,
    createLinter: (kind) =>
      actual.createLinter(kind, { onRecompute: (unit) => recomputed.push(unit) }),
  };
});

const languages = ['de', 'fr', 'it', 'es', 'nl'];
const body = (i: number) =>
  `Notice ${i}: from Monday the line runs every ten minutes between 6:00 and 22:00; on weekends ` +
  'every twenty minutes. Tickets bought on board cost more; step-free access at every station. ' +
  'Lifts are checked every morning; bicycles ride free outside the rush hours, and a dog on a ' +
  'lead travels free with its owner, all day and every day of the year.';

/** Issue 12's 5 MB document: 1,600 text modules with a body in five languages, 120 messages. */
function hugeClass(modules: number, messages: number) {
  return {
    id: '1.a',
    issuerName: 'Metro',
    textModulesData: Array.from({ length: modules }, (_, i) => ({
      id: `m${i}`,
      header: `Header ${i}`,
      body: body(i),
      localizedBody: {
        translatedValues: languages.map((language) => ({ language, value: body(i) })),
        defaultValue: { language: 'en', value: body(i) },
      },
    })),
    messages: Array.from({ length: messages }, (_, i) => ({
      id: `n${i}`,
      header: `Notice ${i}`,
      body: `Message ${i}`,
    })),
  };
}

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

/** Types once in text module 1's header; how many widgets rendered and what was validated. */
async function typeInRow(document: ReturnType<typeof hugeClass>) {
  const counter = { renders: 0 };
  const validated = vi.mocked(validateAt);
  validated.mockClear();
  const view = renderStudio('transitClass', document, {
    widgets: counting(engineWidgets, counter),
  });
  // The whole document is checked once, after its first paint; then only what changes.
  await waitFor(() => expect(validated.mock.calls.map(([, , prefix]) => prefix)).toEqual([[]]));
  fireEvent.click(
    within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('button', {
      name: /^Modules/,
    }),
  );
  fireEvent.click(screen.getByRole('button', { name: /Text module 'm1'/ }));
  const header = screen.getByDisplayValue('Header 1');
  validated.mockClear();
  recomputed.length = 0;
  counter.renders = 0;
  act(() => {
    fireEvent.change(header, { target: { value: 'x'.repeat(40) } });
  });
  const renders = counter.renders;
  // The changed row's error shows once its subtree is validated (after the next paint).
  await waitFor(() => expect(header.getAttribute('aria-invalid')).toBe('true'));
  const prefixes = validated.mock.calls.map(([, , prefix]) => prefix);
  const values = validated.mock.calls.map(([value]) => value);
  const rows = view.container.querySelectorAll('li[data-index]').length;
  const linted = [...recomputed];
  view.unmount();
  return { renders, prefixes, values, rows, linted };
}

describe('a keystroke on the 5 MB document', () => {
  it('re-renders the same few widgets as on a small one, and validates and lints only the changed row', async () => {
    const small = await typeInRow(hugeClass(2, 1));
    const huge = await typeInRow(hugeClass(1_600, 120));
    // 5 MB as a file (indented JSON), like the benchmark's.
    expect(JSON.stringify(hugeClass(1_600, 120), null, 2).length).toBeGreaterThan(4_500_000);
    expect(small.renders).toBeGreaterThan(0);
    expect(huge.renders).toBe(small.renders);
    expect(huge.renders).toBeLessThanOrEqual(8);
    // Only the rows on screen (of text modules and messages) are in the page, not 1,720.
    expect(huge.rows).toBeLessThan(100);
    for (const { prefixes, values, linted } of [small, huge]) {
      expect(prefixes).toEqual([['textModulesData', 1]]);
      // The warnings: the document-level rules ([]) and the changed row, nothing else.
      expect(linted).toEqual([[], ['textModulesData', 1]]);
      expect(values[0]).toMatchObject({ id: 'm1', header: 'x'.repeat(40) });
    }
  }, 120_000);
});
