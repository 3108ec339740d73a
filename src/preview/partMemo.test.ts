import { afterEach, describe, expect, it } from 'vitest';
import { passPartsOf, passTimeline, timelineInputs } from '../io/timeline';
import { lastResultMemo, onPartDerived } from './partMemo';
import { toCardModel } from './toCardModel';

type Path = readonly (string | number)[];

/** `value` at `path` in a copy of `doc` that shares every part off the path, as snapshots do. */
function setIn(doc: unknown, path: Path, value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const child = (doc as Record<string | number, unknown>)[head];
  if (Array.isArray(doc))
    return (doc as unknown[]).map((item, index) =>
      index === head ? setIn(child, rest, value) : item,
    );
  return { ...(doc as object), [head]: setIn(child, rest, value) };
}

const module = (id: string, header: string, body: string) => ({ id, header, body });
const slot = (fieldPath: string) => ({ firstValue: { fields: [{ fieldPath }] } });

/** A transit class: three text modules, a card row and a details item showing the first. */
const transitClass = {
  id: '3388.memo',
  issuerName: 'Metro',
  hexBackgroundColor: '#0b5d3b',
  textModulesData: [
    module('a', 'Hours', '8–18'),
    module('b', 'Bikes', 'Allowed'),
    module('c', 'Dogs', 'On a lead'),
  ],
  classTemplateInfo: {
    cardTemplateOverride: {
      cardRowTemplateInfos: [{ oneItem: { item: slot("class.textModulesData['a']") } }],
    },
    detailsTemplateOverride: {
      detailsItemInfos: [{ item: slot('class.issuerName') }],
    },
  },
};

const options = {
  kind: 'transitClass' as const,
  timeZone: 'UTC',
  locale: 'en-US',
  now: new Date('2025-06-01T12:00:00Z'),
};

/** The parts derived afresh while the model of `doc` is made. */
function derivedParts(doc: unknown): string[] {
  const parts: string[] = [];
  onPartDerived((part, at) => parts.push(`${part} ${at}`));
  toCardModel(doc, options);
  onPartDerived(null);
  return parts;
}

afterEach(() => onPartDerived(null));

const row = 'classTemplateInfo/cardTemplateOverride/cardRowTemplateInfos/0/oneItem';
const detailsItem = 'classTemplateInfo/detailsTemplateOverride/detailsItemInfos/0/item';

describe('the card model derives again only what an edit touched', () => {
  it.each([
    {
      edit: 'the body of a text module no template shows',
      path: ['textModulesData', 1, 'body'],
      value: 'Folded only',
      derived: ['textModule textModulesData/1'],
    },
    {
      edit: 'the body of the text module a card row shows',
      path: ['textModulesData', 0, 'body'],
      value: '9–17',
      derived: [
        `slot ${row}/item/firstValue`,
        `templateItem ${row}/item`,
        `cardRow ${row}`,
        'textModule textModulesData/0',
      ],
    },
    {
      edit: 'the issuer name a details item shows',
      path: ['issuerName'],
      value: 'Metro North',
      derived: [`slot ${detailsItem}/firstValue`, `templateItem ${detailsItem}`],
    },
    { edit: 'the class id, which no part shows', path: ['id'], value: '3388.other', derived: [] },
  ])('$edit', ({ path, value, derived }) => {
    // A first model remembers every part; the same document again derives none.
    derivedParts(transitClass);
    expect(derivedParts(transitClass)).toEqual([]);
    const edited = setIn(transitClass, path, value);
    expect(derivedParts(edited)).toEqual(derived);
    // What is remembered is what a fresh model would show.
    onPartDerived(null);
    expect(toCardModel(edited, options)).toEqual(toCardModel(structuredClone(edited), options));
  });

  it('keeps the identity of every unchanged part, down to the capped text the views get', () => {
    const before = toCardModel(transitClass, options);
    const after = toCardModel(setIn(transitClass, ['textModulesData', 1, 'body'], 'x'), options);
    expect(after.rows[0]).toBe(before.rows[0]);
    const texts = (model: typeof before) => model.details.filter((part) => part.type === 'text');
    const [a0, b0, c0] = texts(before);
    const [a1, b1, c1] = texts(after);
    expect(a1).toBe(a0);
    expect(c1).toBe(c0);
    expect(b1).not.toBe(b0);
    expect(b1).toMatchObject({ heading: 'Bikes', body: 'x' });
  });

  it('derives a part again when the language changes, though the document did not', () => {
    toCardModel(transitClass, options);
    const parts: string[] = [];
    onPartDerived((part, at) => parts.push(`${part} ${at}`));
    toCardModel(transitClass, { ...options, language: 'de' });
    expect(parts).toContain('textModule textModulesData/1');
    expect(parts).toContain(`slot ${row}/item/firstValue`);
  });
});

describe('the moment', () => {
  it('moves without deriving any remembered part again', () => {
    derivedParts(transitClass);
    const parts: string[] = [];
    onPartDerived((part, at) => parts.push(`${part} ${at}`));
    toCardModel(transitClass, { ...options, now: new Date('2026-01-01T00:00:00Z') });
    expect(parts).toEqual([]);
  });

  it('leaves the timeline alone on an edit it does not read, and derives it on one it does', () => {
    const memo = lastResultMemo<unknown>('timeline');
    const derived: string[] = [];
    onPartDerived((part) => derived.push(part));
    const timeline = (doc: unknown) => {
      const parts = passPartsOf(doc, 'transitClass');
      return memo(['UTC', ...timelineInputs(parts)], () => passTimeline(parts, 'UTC'));
    };
    const first = timeline(transitClass);
    const typed = setIn(transitClass, ['textModulesData', 1, 'body'], 'Folded only');
    expect(timeline(typed)).toBe(first);
    timeline(setIn(typed, ['messages'], [{ header: 'Works', displayInterval: {} }]));
    expect(derived).toEqual(['timeline', 'timeline']);
  });
});
