import { describe, expect, it } from 'vitest';
import type { CardModel, DetailsModule } from './cardModel';
import { pairedClassSegment } from './modelContext';
import { defaultSampleOffer } from './sampleOffer';
import { toCardModel, type CardModelOptions } from './toCardModel';

// What the phone shows, rule by rule, just inside and just outside Google's numbers (#11, #10).
const fixed = { locale: 'en-US', timeZone: 'UTC', now: new Date('2025-06-01T12:00:00Z') };
const a = (n: number) => 'a'.repeat(n);
const cut = (n: number) => `${a(n)}…`;
const cls = (extra: object = {}) => ({ id: 'i.c', issuerName: 'Cafe', title: 'T', ...extra });
const obj = (extra: object = {}, classExtra: object = {}) => ({
  id: 'i.o',
  classId: 'i.c',
  classReference: cls(classExtra),
  ...extra,
});
const model = (doc: object, options: Partial<CardModelOptions> = {}) =>
  toCardModel(doc, { kind: 'offerObject', ...fixed, ...options });
const modules = (m: CardModel, type: DetailsModule['type']) =>
  m.details.filter((d) => d.type === type);
const marks = (m: CardModel) =>
  m.details.flatMap((d) => (d.type === 'leftOut' ? [{ text: d.text, segments: d.segments }] : []));

describe('texts Google cuts, at its recommended lengths in code points', () => {
  it.each([
    [
      'issuer name',
      20,
      (v: string) => obj({}, { issuerName: v }),
      (m: CardModel) => m.header.issuer?.text,
    ],
    ['offer title', 60, (v: string) => obj({}, { title: v }), (m: CardModel) => m.title?.text],
    [
      'short title, in the list row',
      20,
      (v: string) => obj({}, { shortTitle: v }),
      (m: CardModel) => m.list.title?.text,
    ],
    [
      'provider, in the list row',
      12,
      (v: string) => obj({}, { provider: v }),
      (m: CardModel) => m.list.firstRow?.value,
    ],
    [
      'app link display text',
      30,
      (v: string) =>
        obj({ appLinkData: { displayText: { defaultValue: { language: 'en', value: v } } } }),
      (m: CardModel) => m.appLink?.label,
    ],
    [
      'link description',
      20,
      (v: string) =>
        obj({ linksModuleData: { uris: [{ uri: 'https://e.example', description: v }] } }),
      (m: CardModel) =>
        modules(m, 'links').flatMap((d) => (d.type === 'links' ? d.links : []))[0]?.label,
    ],
    [
      'value-added header',
      60,
      (v: string) =>
        obj({
          valueAddedModuleData: [
            { header: { defaultValue: { language: 'en', value: v } }, uri: 'https://e.example' },
          ],
        }),
      (m: CardModel) =>
        modules(m, 'valueAdded').map((d) => (d.type === 'valueAdded' ? d.heading : ''))[0],
    ],
    [
      'value-added body',
      50,
      (v: string) =>
        obj({
          valueAddedModuleData: [
            { body: { defaultValue: { language: 'en', value: v } }, uri: 'https://e.example' },
          ],
        }),
      (m: CardModel) =>
        modules(m, 'valueAdded').map((d) => (d.type === 'valueAdded' ? d.body : ''))[0],
    ],
  ])('%s: %i shows whole, one more is cut with an ellipsis', (_, max, doc, shown) => {
    expect(shown(model(doc(a(max))))).toBe(a(max));
    expect(shown(model(doc(a(max + 1))))).toBe(cut(max));
  });

  it('counts code points: 20 emoji are a whole issuer name, 21 are cut', () => {
    expect(model(obj({}, { issuerName: '😀'.repeat(20) })).header.issuer?.text).toBe(
      '😀'.repeat(20),
    );
    expect(model(obj({}, { issuerName: '😀'.repeat(21) })).header.issuer?.text).toBe(
      `${'😀'.repeat(20)}…`,
    );
  });

  it('cuts the translation the viewer sees', () => {
    const issuerName = 'Cafe';
    const localizedIssuerName = {
      defaultValue: { language: 'en', value: 'Cafe' },
      translatedValues: [{ language: 'de', value: a(21) }],
    };
    const doc = { id: 'i.t', issuerName, localizedIssuerName };
    const transit = toCardModel(doc, { kind: 'transitClass', ...fixed, language: 'de' });
    expect(transit.header.issuer).toMatchObject({ text: cut(20), full: a(21) });
    expect(transit.list.title?.text).toBe(cut(20));
  });

  it('the details screen shows the whole title and provider', () => {
    const m = model(obj({}, { title: a(61), provider: a(13) }));
    expect(m.title).toMatchObject({ text: cut(60), full: a(61) });
    const from = modules(m, 'text').find((d) => d.type === 'text' && d.heading === 'From');
    expect(from).toMatchObject({ body: a(13) });
  });
});

describe('lists Google shows only the first of, and the mark for the rest', () => {
  const texts = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: `t${i}`, header: `H${i}`, body: 'b' }));
  const messages = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: `m${i}`, header: `M${i}`, body: 'b' }));
  const images = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      id: `i${i}`,
      mainImage: { sourceUri: { uri: `https://e.example/${i}.png` } },
    }));
  const valueAdded = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      header: { defaultValue: { language: 'en', value: `V${i}` } },
      uri: 'https://e.example',
    }));

  it.each([
    ['messages', 'message', 10, (n: number) => ({ messages: messages(n) }), 'messages'],
    ['text modules', 'text', 10, (n: number) => ({ textModulesData: texts(n) }), 'textModulesData'],
    [
      'image modules',
      'image',
      1,
      (n: number) => ({ imageModulesData: images(n) }),
      'imageModulesData',
    ],
  ] as const)('%s of the object: %i shown, one more marked', (what, type, max, field, key) => {
    const inside = model(obj(field(max)));
    expect(modules(inside, type)).toHaveLength(max);
    expect(marks(inside)).toEqual([]);
    const outside = model(obj(field(max + 2)));
    expect(modules(outside, type)).toHaveLength(max);
    expect(marks(outside)).toEqual([
      {
        text: `2 more ${what} of the object are not shown: Google shows ${max} per object`,
        segments: [key, max],
      },
    ]);
  });

  it('a transit class has one level: "2 more messages are not shown: Google shows 10"', () => {
    const m = toCardModel(
      { id: 'i.t', messages: messages(12) },
      { kind: 'transitClass', ...fixed },
    );
    expect(marks(m)).toEqual([
      { text: '2 more messages are not shown: Google shows 10', segments: ['messages', 10] },
    ]);
  });

  it('class and object each have their allowance', () => {
    const m = model(obj({ textModulesData: texts(10) }, { textModulesData: texts(11) }));
    expect(modules(m, 'text')).toHaveLength(20);
    expect(marks(m)).toEqual([
      {
        text: '1 more text module of the class is not shown: Google shows 10 per class',
        segments: ['classReference', 'textModulesData', 10],
      },
    ]);
  });

  it('value-added modules: 15 of class and object together, object first', () => {
    const inside = model(
      obj({ valueAddedModuleData: valueAdded(10) }, { valueAddedModuleData: valueAdded(5) }),
    );
    expect(modules(inside, 'valueAdded')).toHaveLength(15);
    expect(marks(inside)).toEqual([]);
    const outside = model(
      obj({ valueAddedModuleData: valueAdded(10) }, { valueAddedModuleData: valueAdded(6) }),
    );
    expect(modules(outside, 'valueAdded')).toHaveLength(15);
    expect(marks(outside)).toEqual([
      {
        text: '1 more value-added module is not shown: Google shows 15',
        segments: ['classReference', 'valueAddedModuleData', 5],
      },
    ]);
  });

  it('card rows: 3 shown with no mark', () => {
    const row = { oneItem: { item: { firstValue: { fields: [{ fieldPath: 'class.title' }] } } } };
    const m = model(
      obj(
        {},
        { classTemplateInfo: { cardTemplateOverride: { cardRowTemplateInfos: [row, row, row] } } },
      ),
    );
    expect(m.rows).toHaveLength(3);
    expect(m.leftOut).toEqual([]);
  });
});

describe('no text reaches the view longer than the preview lays out (#10)', () => {
  const huge = 'A'.repeat(100_000);
  it('a 100 KB issuer name, module body and colour are capped everywhere', () => {
    const m = model(
      obj(
        { hexBackgroundColor: huge, textModulesData: [{ id: 'x', header: 'h', body: huge }] },
        { issuerName: huge },
      ),
    );
    const longest = Math.max(
      ...JSON.stringify(m)
        .split('"')
        .map((part) => part.length),
    );
    expect(longest).toBeLessThanOrEqual(1001);
    expect(modules(m, 'text').find((d) => d.type === 'text' && d.heading === 'h')).toMatchObject({
      body: `${'A'.repeat(1000)}…`,
    });
  });

  it('keeps the barcode value whole: the symbol encodes it or says why not', () => {
    const value = '1'.repeat(1500);
    expect(model(obj({ barcode: { type: 'QR_CODE', value } })).barcode?.value).toBe(value);
  });
});

describe('an offer class drawn with a sample offer (#13)', () => {
  const offerClass = cls({ classTemplateInfo: undefined, hexBackgroundColor: '#123456' });
  const draw = (options: Partial<CardModelOptions> = {}) =>
    toCardModel(offerClass, { kind: 'offerClass', ...fixed, ...options });

  it('draws the class with the sample barcode, marked as sample and not editable in the class', () => {
    const m = draw();
    expect(m.header.issuer).toEqual({ text: 'Cafe', segments: ['issuerName'] });
    expect(m.title).toEqual({ text: 'T', segments: ['title'] });
    expect(m.colours.background).toBe('#123456');
    expect(m.barcode).toMatchObject({
      value: defaultSampleOffer.barcodeValue,
      sample: true,
      segments: null,
    });
    expect(m.validity).toEqual({ text: 'Expires Dec 31, 2026', segments: null });
    expect(m.notes.map((n) => n.text).join()).toContain('sample offer');
    expect(m.notes.map((n) => n.text).join()).not.toContain('not embedded');
  });

  it('follows the sample: state, barcode and expiry', () => {
    const m = draw({
      sampleOffer: {
        ...defaultSampleOffer,
        state: 'EXPIRED',
        barcodeValue: 'X-1',
        alternateText: 'Show me',
        validUntil: '',
      },
    });
    expect(m.expired).toBe('Expired');
    expect(m.barcode).toMatchObject({ value: 'X-1', caption: 'Show me' });
    expect(m.validity).toBeNull();
  });

  it('resolves object. template paths against the sample', () => {
    const templated = {
      ...offerClass,
      classTemplateInfo: {
        cardTemplateOverride: {
          cardRowTemplateInfos: [
            {
              oneItem: {
                item: { firstValue: { fields: [{ fieldPath: 'object.barcode.value' }] } },
              },
            },
          ],
        },
      },
    };
    const m = toCardModel(templated, { kind: 'offerClass', ...fixed });
    expect(m.rows[0]?.items[0]).toMatchObject({
      value: defaultSampleOffer.barcodeValue,
      sample: true,
    });
  });
});

describe('an offer object with a paired class (#13)', () => {
  const paired = cls({ title: 'From the open class', hexBackgroundColor: '#111111' });

  it('draws with the paired class instead of classReference; paths into it are marked', () => {
    const m = model(obj({}, { title: 'Embedded' }), { pairedClass: paired });
    expect(m.title).toEqual({
      text: 'From the open class',
      segments: [pairedClassSegment, 'title'],
    });
    expect(m.colours.background).toBe('#111111');
    expect(m.notes.map((n) => n.text).join()).toContain('open class “i.c”');
  });

  it("the object's own fields still win", () => {
    const m = model(obj({ hexBackgroundColor: '#222222' }), { pairedClass: paired });
    expect(m.colours.background).toBe('#222222');
  });

  it('uses classReference when no class is paired', () => {
    expect(model(obj({}, { title: 'Embedded' })).title?.text).toBe('Embedded');
  });
});

describe('demo mode (#14)', () => {
  it.each([
    [true, true],
    [false, false],
    [undefined, false],
  ])('demoMode %s marks the card: %s', (demoMode, demo) => {
    expect(model(obj(), demoMode === undefined ? {} : { demoMode }).demo).toBe(demo);
  });
});
