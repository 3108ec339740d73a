import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { introspect, nodeAt, resourceSchemas } from '../../schema';
import { mountInStudio } from '../../test/mountInStudio';
import { FieldWidget } from '../FieldWidget';
import { toSegments, valueAt } from '../fieldPath';

// Every kind of list of the form on the one engine: for each operation, what the document
// becomes, where the focus lands and what the list's live region says.

const ref = (fieldPath: string) => ({ fields: [{ fieldPath }] });
const slotPath =
  'classTemplateInfo.cardTemplateOverride.cardRowTemplateInfos.0.oneItem.item.firstValue';

interface ListCase {
  list: string;
  /** The field the test mounts (its widget holds the list). */
  field: string;
  /** The array's path. */
  at: string;
  /** How a row is called: "text module" -> "Move text module 2 up". */
  row: (index: number) => string;
  rows: unknown[];
  reorder: boolean;
  duplicate: boolean;
  /** Its rows have Copy (and the list Paste): every list whose rows have a type, but a string's translations. */
  copies: boolean;
  /** What the document holds around the list (the list itself goes at `at`). */
  around?: Record<string, unknown>;
  /** Gets the list on screen (opens a slot). */
  open?: (user: ReturnType<typeof userEvent.setup>) => Promise<void>;
  /** Adds a row as a person does. */
  add: (user: ReturnType<typeof userEvent.setup>) => Promise<void>;
  /** The control that has the focus after an add. */
  added: () => HTMLElement;
  /** The list's value once its last row is gone; where the focus then is. */
  emptied: { value: unknown; focus: () => HTMLElement };
}

const addButton = (name: string | RegExp) => (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name }));

const cases: ListCase[] = [
  {
    list: 'an object list (text modules)',
    field: 'textModulesData',
    at: 'textModulesData',
    row: (i) => `text module ${i + 1}`,
    rows: [
      { id: 'a', header: 'A' },
      { id: 'b', header: 'B' },
      { id: 'c', header: 'C' },
    ],
    reorder: true,
    duplicate: true,
    copies: true,
    add: addButton('Add text module'),
    // The new row opens with the focus in its first field; the others stay closed.
    added: () => screen.getByRole('textbox', { name: 'Header' }),
    emptied: {
      value: undefined,
      focus: () => screen.getByRole('button', { name: 'Add text module' }),
    },
  },
  {
    list: 'the card rows',
    field: 'classTemplateInfo',
    at: 'classTemplateInfo.cardTemplateOverride.cardRowTemplateInfos',
    row: (i) => `row ${i + 1}`,
    rows: ['class.issuerName', 'class.homepageUri', 'class.countryCode'].map((path) => ({
      oneItem: { item: { firstValue: ref(path) } },
    })),
    reorder: true,
    duplicate: true,
    copies: true,
    add: addButton('Add row'),
    // A new row has two empty slots: the focus is on the first.
    added: () => screen.getByRole('button', { name: 'Add start item' }),
    emptied: { value: undefined, focus: () => screen.getByRole('button', { name: 'Add row' }) },
  },
  {
    list: 'the details items',
    field: 'classTemplateInfo',
    at: 'classTemplateInfo.detailsTemplateOverride.detailsItemInfos',
    row: (i) => `details item ${i + 1}`,
    rows: ['class.issuerName', 'class.homepageUri', 'class.countryCode'].map((path) => ({
      item: { firstValue: ref(path) },
    })),
    reorder: true,
    duplicate: true,
    copies: true,
    add: addButton('Add details item'),
    added: () =>
      within(screen.getByRole('group', { name: 'Details item 4' })).getByRole('combobox', {
        name: 'Field path',
      }),
    emptied: {
      value: undefined,
      focus: () => screen.getByRole('button', { name: 'Add details item' }),
    },
  },
  {
    list: "a selector's fallback references",
    field: 'classTemplateInfo',
    at: `${slotPath}.fields`,
    row: (i) => (i === 0 ? 'first value' : `fallback ${i}`),
    rows: ['class.issuerName', 'class.homepageUri', 'class.countryCode'].map((fieldPath) => ({
      fieldPath,
    })),
    reorder: true,
    duplicate: false,
    copies: true,
    open: async (user) => {
      await user.click(await screen.findByRole('button', { name: /^Item/ }));
      await user.keyboard('{Escape}');
    },
    add: addButton('Add fallback'),
    added: () => screen.getAllByRole('combobox', { name: 'Field path' })[3]!,
    // The last reference takes its selector with it; "+ Add first value" takes its place.
    emptied: {
      value: undefined,
      focus: () => screen.getByRole('button', { name: 'Add first value' }),
    },
  },
  {
    list: 'the translations of a localized string',
    field: 'transitOperatorName',
    at: 'transitOperatorName.translatedValues',
    around: { transitOperatorName: { defaultValue: { language: 'en', value: 'Metro' } } },
    row: (i) => `translation ${i + 1}`,
    rows: ['de', 'fr', 'it'].map((language) => ({ language, value: `Metro ${language}` })),
    reorder: false,
    duplicate: false,
    copies: false,
    add: addButton('Add translation of Transit operator'),
    added: () => screen.getByRole('textbox', { name: 'Translation 4: text' }),
    emptied: {
      value: undefined,
      focus: () => screen.getByRole('button', { name: 'Add translation of Transit operator' }),
    },
  },
  {
    list: 'a token list (redemption issuers)',
    field: 'redemptionIssuers',
    at: 'redemptionIssuers',
    row: (i) => `issuer ID ${i + 1}`,
    rows: ['111', '222', '333'],
    reorder: false,
    duplicate: false,
    copies: false,
    add: async (user) => {
      await user.click(screen.getByRole('textbox', { name: 'Redemption issuers' }));
      await user.keyboard('444{Enter}');
    },
    // Typing goes on where it was.
    added: () => screen.getByRole('textbox', { name: 'Redemption issuers' }),
    emptied: {
      value: undefined,
      focus: () => screen.getByRole('textbox', { name: 'Redemption issuers' }),
    },
  },
];

const root = introspect(resourceSchemas.transitClass);

function mount(c: ListCase, rows: unknown[]) {
  listen();
  const document: Record<string, unknown> = {
    id: '1.a',
    issuerName: 'Metro',
    homepageUri: { uri: 'https://metro.example' },
    countryCode: 'DE',
    ...structuredClone(c.around ?? {}),
  };
  let target: unknown = document;
  const segments = toSegments(c.at);
  segments.forEach((segment, i) => {
    const holder = target as Record<string | number, unknown>;
    if (i === segments.length - 1) holder[segment] = structuredClone(rows);
    else holder[segment] ??= typeof segments[i + 1] === 'number' ? [] : {};
    target = holder[segment];
  });
  const node = nodeAt(root, toSegments(c.field));
  if (!node) throw new Error(`No ${c.field}`);
  const { studio } = mountInStudio(
    'transitClass',
    document,
    <FieldWidget node={node} segments={toSegments(c.field)} />,
  );
  const user = userEvent.setup();
  const value = () => valueAt(studio().snapshots.get().document, segments);
  return { user, value };
}

/** The live regions that say `text` now. */
const regionsSaying = (text: string) =>
  [...document.querySelectorAll('[aria-live]')].filter((region) =>
    region.textContent?.includes(text),
  );

/** What the page's live regions said since the list was mounted, in order. */
let said: string[] = [];
let listening: MutationObserver | undefined;
function listen() {
  said = [];
  listening?.disconnect();
  listening = new MutationObserver(() => {
    for (const region of document.querySelectorAll('[aria-live]')) {
      const text = region.textContent?.trim() ?? '';
      if (text && !said.includes(text)) said.push(text);
    }
  });
  listening.observe(document.body, { subtree: true, childList: true, characterData: true });
}

/** What was said that holds `text`: once, in the form's one live region. */
const sayings = (text: string) => said.filter((words) => words.includes(text));

const button = (name: string) => screen.getByRole('button', { name });
const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface Operation {
  name: string;
  applies: (c: ListCase) => boolean;
  run: (c: ListCase, user: ReturnType<typeof userEvent.setup>) => Promise<void>;
  /** The rows after it, by their place before it. */
  rows: (c: ListCase) => unknown[];
  focus: (c: ListCase) => HTMLElement;
  says: (c: ListCase) => string;
}

const [r0, r1, r2] = [0, 1, 2];
const freshCopy = (row: unknown) =>
  row !== null && typeof row === 'object' && 'id' in row
    ? { ...row, id: `${String(row.id)}-2` }
    : row;
const pick = (c: ListCase, order: number[]) => order.map((i) => c.rows[i]);

const operations: Operation[] = [
  {
    name: 'Move down (button)',
    applies: (c) => c.reorder,
    run: (c, user) => user.click(button(`Move ${c.row(r0)} down`)),
    rows: (c) => pick(c, [r1, r0, r2]),
    // The same tool of the moved row, still usable there.
    focus: (c) => button(`Move ${c.row(r1)} down`),
    says: (c) => `${upper(c.row(r0))} moved to position 2 of 3`,
  },
  {
    name: 'Move up (button) to the top',
    applies: (c) => c.reorder,
    run: (c, user) => user.click(button(`Move ${c.row(r1)} up`)),
    rows: (c) => pick(c, [r1, r0, r2]),
    // "Move up" is disabled at the top: the row's first usable tool takes the focus.
    focus: (c) => button(`Move ${c.row(r0)} down`),
    says: (c) => `${upper(c.row(r1))} moved to position 1 of 3`,
  },
  {
    name: 'Alt+ArrowDown in the row',
    applies: (c) => c.reorder,
    run: async (c, user) => {
      button(`Remove ${c.row(r1)}`).focus();
      await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    },
    rows: (c) => pick(c, [r0, r2, r1]),
    // The focused control moves with its row.
    focus: (c) => button(`Remove ${c.row(r2)}`),
    says: (c) => `${upper(c.row(r1))} moved to position 3 of 3`,
  },
  {
    name: 'Duplicate',
    applies: (c) => c.duplicate,
    run: (c, user) => user.click(button(`Duplicate ${c.row(r0)}`)),
    rows: (c) => pick(c, [r0, r0, r1, r2]),
    focus: (c) => button(`Duplicate ${c.row(r1)}`),
    says: (c) => `${upper(c.row(r0))} duplicated as ${c.row(r1)}`,
  },
  {
    name: 'Copy, then Ctrl+V on the row',
    applies: (c) => c.copies,
    run: async (c, user) => {
      await user.click(button(`Copy ${c.row(r0)}`));
      await user.keyboard('{Control>}v{/Control}');
      // The paste reads the clipboard first: it lands a few ticks later.
      await screen.findByRole('button', { name: `Remove ${c.row(3)}` });
    },
    // The copy goes after the row; an id the list has already is renewed.
    rows: (c) => [c.rows[0], freshCopy(c.rows[0]), c.rows[1], c.rows[2]],
    focus: (c) => button(`Copy ${c.row(r1)}`),
    says: () => 'Added 1 ',
  },
  {
    name: 'Remove a middle row',
    applies: () => true,
    run: (c, user) => user.click(button(`Remove ${c.row(r1)}`)),
    rows: (c) => pick(c, [r0, r2]),
    // The next row, now in its place, offers the same tool.
    focus: (c) => button(`Remove ${c.row(r1)}`),
    says: (c) => `${upper(c.row(r1))} removed`,
  },
  {
    name: 'Remove the last row of the list',
    applies: () => true,
    run: (c, user) => user.click(button(`Remove ${c.row(r2)}`)),
    rows: (c) => pick(c, [r0, r1]),
    // No next row: the one before takes the focus.
    focus: (c) => button(`Remove ${c.row(r1)}`),
    says: (c) => `${upper(c.row(r2))} removed`,
  },
];

const table = cases.flatMap((c) =>
  operations.filter((op) => op.applies(c)).map((op) => ({ ...op, c, label: c.list })),
);

describe('the list engine', { timeout: 30_000 }, () => {
  it.each(table)('$label: $name', async ({ c, run, rows, focus, says }) => {
    const { user, value } = mount(c, c.rows);
    await c.open?.(user);
    await screen.findByRole('button', { name: `Remove ${c.row(r2)}` });
    await run(c, user);
    expect(value()).toEqual(rows(c));
    await waitFor(() => expect(document.activeElement).toBe(focus(c)));
    expect(sayings(says(c))).toHaveLength(1);
  });

  it.each(cases)('$list: Add', async (c) => {
    const { user, value } = mount(c, c.rows);
    await c.open?.(user);
    await screen.findByRole('button', { name: `Remove ${c.row(r2)}` });
    await c.add(user);
    expect(value()).toHaveLength(4);
    expect((value() as unknown[]).slice(0, 3)).toEqual(c.rows);
    await waitFor(() => expect(document.activeElement).toBe(c.added()));
    expect(sayings(`${upper(c.row(3))} added`)).toHaveLength(1);
  });

  it.each(cases)('$list: the tools of a row are one toolbar named after it', async (c) => {
    const { user } = mount(c, c.rows);
    await c.open?.(user);
    await screen.findByRole('button', { name: `Remove ${c.row(r2)}` });
    for (const index of [r0, r1, r2]) {
      const tools = within(screen.getByRole('toolbar', { name: upper(c.row(index)) }));
      const stops = tools.getAllByRole('button').filter((tool) => tool.tabIndex === 0);
      expect(stops).toEqual([
        tools.getAllByRole('button').find((tool) => !tool.hasAttribute('disabled')),
      ]);
    }
    // The tool used last stays the row's Tab stop.
    await user.click(button(`Remove ${c.row(r1)}`));
    await waitFor(() => expect(document.activeElement).toBe(button(`Remove ${c.row(r1)}`)));
    expect(button(`Remove ${c.row(r1)}`).tabIndex).toBe(0);
  });

  it('leaves Ctrl+C and Ctrl+V to a text field inside a row', async () => {
    const c = cases[0]!;
    const { user, value } = mount(c, c.rows);
    await user.click(await screen.findByRole('button', { name: /^Text module 'a'/ }));
    await user.click(button(`Copy ${c.row(r1)}`));
    const header = screen.getByRole('textbox', { name: 'Header' });
    await user.click(header);
    await user.keyboard('{Control>}v{/Control}');
    expect(value()).toHaveLength(3);
  });

  it.each(cases)('$list: removing its only row', async (c) => {
    const { user, value } = mount(c, c.rows.slice(0, 1));
    await c.open?.(user);
    await user.click(await screen.findByRole('button', { name: `Remove ${c.row(r0)}` }));
    expect(value()).toEqual(c.emptied.value);
    await waitFor(() => expect(document.activeElement).toBe(c.emptied.focus()));
  });

  it.each(cases.filter((c) => c.reorder))('$list: no reorder tools on a lone row', async (c) => {
    const { user } = mount(c, c.rows.slice(0, 1));
    await c.open?.(user);
    await screen.findByRole('button', { name: `Remove ${c.row(r0)}` });
    expect(screen.queryByRole('button', { name: `Move ${c.row(r0)} up` })).toBeNull();
    expect(screen.queryByRole('button', { name: `Drag ${c.row(r0)} to reorder` })).toBeNull();
  });

  it.each(cases.filter((c) => c.reorder))(
    '$list: Alt+ArrowDown on one of two alike rows moves the focus, and the next edit keeps the order',
    async (c) => {
      const alike = [c.rows[0], c.rows[0], c.rows[1]];
      const { user, value } = mount(c, alike);
      await c.open?.(user);
      await screen.findByRole('button', { name: `Remove ${c.row(r2)}` });
      button(`Remove ${c.row(r0)}`).focus();
      await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
      expect(value()).toEqual(alike);
      await waitFor(() => expect(document.activeElement).toBe(button(`Remove ${c.row(r1)}`)));
      expect(sayings(`${upper(c.row(r0))} moved to position 2 of 3`)).toHaveLength(1);
      // A real move afterwards moves what it says: no order was left planned by the alike swap.
      await user.click(button(`Move ${c.row(r2)} up`));
      expect(value()).toEqual([c.rows[0], c.rows[1], c.rows[0]]);
      await waitFor(() => expect(document.activeElement).toBe(button(`Move ${c.row(r1)} up`)));
    },
  );

  it('says the same words again when an operation repeats them', async () => {
    const { user } = mount(cases[0]!, cases[0]!.rows);
    await user.click(await screen.findByRole('button', { name: 'Remove text module 1' }));
    const [region] = regionsSaying('Text module 1 removed');
    const first = region?.textContent;
    await user.click(screen.getByRole('button', { name: 'Remove text module 1' }));
    // A live region speaks when its text changes: the second time differs by an invisible space.
    expect(region?.textContent).not.toBe(first);
    expect(regionsSaying('Text module 1 removed')).toEqual([region]);
  });
});
