import { describe, expect, it } from 'vitest';
import { cardLabelColour, cardTextColour } from '../io/cardColours';
import { defaultSampleTrip } from './sampleTrip';
import { toCardModel, type CardModelOptions } from './toCardModel';

const ls = (value: string, translations: Record<string, string> = {}) => ({
  defaultValue: { language: 'en', value },
  translatedValues: Object.entries(translations).map(([language, v]) => ({ language, value: v })),
});
const ref = (fieldPath: string, dateFormat?: string) => ({
  fieldPath,
  ...(dateFormat ? { dateFormat } : {}),
});
const one = (...paths: string[]) => ({
  oneItem: { item: { firstValue: { fields: paths.map((p) => ref(p)) } } },
});
const fixed = {
  timeZone: 'America/New_York',
  locale: 'en-US',
  now: new Date('2025-06-01T12:00:00Z'),
};
const transit = (doc: object, options: Partial<CardModelOptions> = {}) =>
  toCardModel(doc, { kind: 'transitClass', ...fixed, ...options });
const offer = (doc: object, options: Partial<CardModelOptions> = {}) =>
  toCardModel(doc, { kind: 'offerObject', ...fixed, ...options });

const offerClass = {
  id: '3388.summer',
  issuerName: 'Corner Café',
  title: '20% off',
  provider: 'Corner Café Ltd',
  details: 'Any drink',
  finePrint: 'One per visit',
  hexBackgroundColor: '#fc0',
  titleImage: { sourceUri: { uri: 'https://example.com/logo.png' } },
  heroImage: { sourceUri: { uri: 'https://example.com/class-hero.png' } },
  textModulesData: [
    {
      id: 'hours',
      header: 'Hours',
      body: '8–18',
      localizedBody: ls('8 to 18', { fr: '8 h à 18 h' }),
    },
  ],
  imageModulesData: [
    { id: 'banner', mainImage: { sourceUri: { uri: 'https://example.com/banner.png' } } },
  ],
  linksModuleData: {
    uris: [
      { id: 'web', uri: 'https://example.com', description: 'Website' },
      { id: 'bad', uri: 'javascript:alert(1)', description: 'Bad' },
    ],
  },
  homepageUri: { uri: 'https://example.com/home' },
  helpUri: { uri: 'mailto:help@example.com', description: 'Help' },
};
const offerDoc = {
  id: '3388.o1',
  classId: '3388.summer',
  classReference: offerClass,
  barcode: { type: 'QR_CODE', value: 'OFFER-1', alternateText: 'Show at till' },
  validTimeInterval: {
    start: { date: '2025-05-01T09:00:00Z' },
    end: { date: '2025-08-31T23:00:00' },
  },
  textModulesData: [{ id: 'code', header: 'Code', body: 'SUMMER20' }],
  linksModuleData: { uris: [{ id: 'map', uri: 'https://maps.example.com', description: 'Map' }] },
};

describe('toCardModel, transit class', () => {
  const doc = {
    id: '3388.metro',
    issuerName: 'Metro',
    localizedIssuerName: ls('Metro Lines', { fr: 'Lignes Métro' }),
    hexBackgroundColor: '#1a73e8',
    logo: { sourceUri: { uri: 'https://example.com/metro.png' } },
    transitType: 'rail',
    customCarriageLabel: ls('Wagon', { de: 'Wagen' }),
    enableSingleLegItinerary: true,
    activationOptions: { activationUrl: 'https://example.com/activate' },
  };

  it('builds header, journey, sample barcode, colours and itinerary', () => {
    const model = transit(doc);
    expect(model.header.issuer).toEqual({ text: 'Metro Lines', segments: ['localizedIssuerName'] });
    expect(model.header.logo?.src).toBe('https://example.com/metro.png');
    expect(model.journey).toMatchObject({
      origin: { name: 'Amsterdam Centraal', code: 'AMS' },
      roundTrip: false,
      departure: 'Jun 14, 8:45 AM',
    });
    expect(model.barcode).toMatchObject({
      type: 'QR_CODE',
      value: defaultSampleTrip.ticketNumber,
      sample: true,
      problem: null,
    });
    expect(model.colours).toEqual({ background: '#1a73e8', text: '#ffffff', label: '#d1e3fa' });
    expect(model.vehicle?.type).toBe('RAIL');
    expect(model.itinerary?.legs[0]?.platform).toMatchObject({ label: 'Platform', value: '5b' });
    expect(model.activation).toEqual({
      label: 'Activate',
      href: 'https://example.com/activate',
      segments: ['activationOptions'],
    });
    expect(model.list).toMatchObject({
      title: { text: 'Metro Lines' },
      firstRow: { value: 'Amsterdam Centraal → Rotterdam Centraal' },
    });
  });

  it('applies custom labels wherever the value shows, in the chosen language', () => {
    const trip = transit(doc, { language: 'de' }).details.find((m) => m.type === 'fields');
    expect(trip?.type === 'fields' && trip.items.find((i) => i.value === '7')).toMatchObject({
      label: 'Wagen',
      segments: ['customCarriageLabel'],
    });
    const row = transit({
      ...doc,
      classTemplateInfo: {
        cardTemplateOverride: { cardRowTemplateInfos: [one('object.ticketLeg.carriage')] },
      },
    });
    expect(row.rows[0]?.items[0]).toMatchObject({ label: 'Wagon', value: '7', sample: true });
  });

  it('uses the sample trip it is given, and hides the itinerary without enableSingleLegItinerary', () => {
    const model = transit(
      { ...doc, enableSingleLegItinerary: false },
      { sampleTrip: { ...defaultSampleTrip, tripType: 'ROUND_TRIP', ticketNumber: 'T-9' } },
    );
    expect(model.journey?.roundTrip).toBe(true);
    expect(model.barcode?.value).toBe('T-9');
    expect(model.itinerary).toBeNull();
    expect(model.notes.map((n) => n.text).join()).toContain('Itinerary block hidden');
  });

  it('lists the transit options of the list row', () => {
    const listWith = (transitOption: string) =>
      transit({
        ...doc,
        classTemplateInfo: { listTemplateOverride: { firstRowOption: { transitOption } } },
      }).list.firstRow?.value;
    expect(listWith('ORIGIN_AND_DESTINATION_CODES')).toBe('AMS → RTD');
    expect(listWith('originName')).toBe('Amsterdam Centraal');
    expect(listWith('ORIGIN_AND_DESTINATION_NAMES')).toBe(
      'Amsterdam Centraal → Rotterdam Centraal',
    );
  });
});

describe('toCardModel, offer object', () => {
  it.each([
    ['no template', undefined, 'Expires Aug 31, 2025'],
    [
      'a card row showing the end date',
      { cardTemplateOverride: { cardRowTemplateInfos: [one('object.validTimeInterval.end')] } },
      undefined,
    ],
    [
      'a barcode-section slot showing it',
      {
        cardBarcodeSectionDetails: {
          firstBottomDetail: { fieldSelector: { fields: [ref('object.validTimeInterval.end')] } },
        },
      },
      undefined,
    ],
    [
      'a card row showing the start date',
      { cardTemplateOverride: { cardRowTemplateInfos: [one('object.validTimeInterval.start')] } },
      'Expires Aug 31, 2025',
    ],
  ])('the "Expires" line with %s', (_, classTemplateInfo, expected) => {
    const model = offer({ ...offerDoc, classReference: { ...offerClass, classTemplateInfo } });
    expect(model.validity?.text).toBe(expected);
  });

  it('reads class fields from classReference; object colour and hero win', () => {
    const model = offer({
      ...offerDoc,
      hexBackgroundColor: '#ffffff',
      heroImage: { sourceUri: { uri: 'https://example.com/object-hero.png' } },
    });
    expect(model.header.issuer).toEqual({
      text: 'Corner Café',
      segments: ['classReference', 'issuerName'],
    });
    expect(model.title?.text).toBe('20% off');
    // Provider: Google recommends 12 code points; the details screen's "From" shows it whole.
    expect(model.provider).toMatchObject({ text: 'Corner Café…', full: 'Corner Café Ltd' });
    expect(model.colours).toEqual({ background: '#ffffff', text: '#202124', label: '#4d4d50' });
    expect(model.hero).toMatchObject({
      src: 'https://example.com/object-hero.png',
      segments: ['heroImage', 'sourceUri', 'uri'],
    });
    expect(model.validity?.text).toBe('Expires Aug 31, 2025');
    expect(model.barcode).toMatchObject({
      name: 'QR code',
      value: 'OFFER-1',
      caption: 'Show at till',
      segments: ['barcode', 'value'],
    });
    expect(model.notes.some((n) => n.text.includes('not embedded'))).toBe(false);
  });

  it('falls back to the class colour and says when the class is not embedded', () => {
    expect(offer(offerDoc).colours.background).toBe('#ffcc00');
    const bare = offer({
      id: 'a.b',
      classId: 'a.c',
      barcode: { type: 'EAN_13', value: '4006381333932' },
    });
    expect(bare.notes.find((n) => n.tone === 'warning')?.text).toContain('Class not embedded');
    expect(bare.title).toBeNull();
    expect(bare.problems).toHaveLength(1);
    expect(bare.problems[0]?.segments).toEqual(['barcode', 'value']);
    expect(bare.problems[0]?.message).toContain('should be 1');
    expect(bare.barcode?.problem).toContain('check digit');
  });

  it.each([
    ['EXPIRED', 'Expired'],
    ['inactive', 'Inactive'],
    ['COMPLETED', 'Completed'],
    ['ACTIVE', null],
    [undefined, null],
  ])('state %s shows expired as %s', (state, expired) => {
    expect(offer({ ...offerDoc, state }).expired).toBe(expired);
  });

  it('hides the code behind showCodeText when smart tap is on', () => {
    const model = offer({
      ...offerDoc,
      barcode: { ...offerDoc.barcode, showCodeText: ls('Reveal') },
      classReference: { ...offerClass, enableSmartTap: true, redemptionIssuers: ['3388'] },
    });
    expect(model.barcode).toMatchObject({ hiddenBySmartTap: true, showCodeText: 'Reveal' });
    expect(offer(offerDoc).barcode?.hiddenBySmartTap).toBe(false);
  });

  it('computes a rotating barcode with TOTP at options.now', () => {
    const model = offer(
      {
        ...offerDoc,
        rotatingBarcode: {
          type: 'QR_CODE',
          valuePattern: 'X{totp_value_0}',
          totpDetails: {
            periodMillis: '30000',
            parameters: [{ key: '3132333435363738393031323334353637383930', valueLength: 8 }],
          },
        },
      },
      { now: new Date(59_000), live: true },
    );
    expect(model.barcode).toMatchObject({
      value: 'X94287082',
      problem: null,
      segments: ['rotatingBarcode', 'valuePattern'],
      codeAt: null,
    });
    expect(model.barcode?.rotating?.periodMillis).toBe(30_000);
    const wrongType = offer({ ...offerDoc, rotatingBarcode: { type: 'AZTEC', valuePattern: 'A' } });
    expect(wrongType.barcode?.problem).toContain('QR code or PDF417');
  });
});

describe('template field paths', () => {
  const withRow = (...paths: string[]) =>
    offer({
      ...offerDoc,
      classReference: {
        ...offerClass,
        classTemplateInfo: { cardTemplateOverride: { cardRowTemplateInfos: [one(...paths)] } },
      },
    }).rows[0]?.items[0];

  it.each([
    ["object.textModulesData['code']", 'Code', 'SUMMER20', ['textModulesData', 0, 'body']],
    ['object.textModulesData["code"]', 'Code', 'SUMMER20', ['textModulesData', 0, 'body']],
    [
      "class.textModulesData['hours']",
      'Hours',
      '8 to 18',
      ['classReference', 'textModulesData', 0, 'localizedBody'],
    ],
    ["object.linksModuleData.uris['map']", 'Link', 'Map', ['linksModuleData', 'uris', 0, 'uri']],
    [
      'object.validTimeInterval.start',
      'Valid from',
      '2025-05-01T09:00:00Z',
      ['validTimeInterval', 'start'],
    ],
    ['class.issuerName', 'Issuer', 'Corner Café', ['classReference', 'issuerName']],
  ])('%s resolves to %s: %s', (path, label, value, segments) => {
    expect(withRow(path)).toMatchObject({ label, value, segments, missing: null });
  });

  it("class.imageModulesData['ID'] resolves to its image", () => {
    expect(withRow("class.imageModulesData['banner']")?.image?.src).toBe(
      'https://example.com/banner.png',
    );
  });

  it.each([
    ['object.ticketLeg.zone', 'Zone — no value on this pass'],
    ["object.textModulesData['type']", 'Text module “type” — no value on this pass'],
    ['object.ticket leg', 'A field path Google cannot read'],
    ['', 'Empty field path — choose what to show'],
  ])('a transit slot %j that shows nothing says “%s”', (fieldPath, missing) => {
    const model = transit(
      {
        id: 'a.b',
        classTemplateInfo: { cardTemplateOverride: { cardRowTemplateInfos: [one(fieldPath)] } },
      },
      { sampleTrip: { ...defaultSampleTrip, zone: '' } },
    );
    expect(model.rows[0]?.items[0]?.missing).toBe(missing);
  });

  it('resolves structured object fields of the sample trip for transit', () => {
    const model = transit({
      id: 'a.b',
      classTemplateInfo: {
        cardTemplateOverride: {
          cardRowTemplateInfos: [one('object.purchaseDetails.purchasePrice')],
        },
      },
    });
    expect(model.rows[0]?.items[0]).toMatchObject({
      label: 'Price',
      value: '€17.50',
      sample: true,
    });
  });

  it('takes the first non-empty reference of a fallback chain, and says in words what the paths name when none resolves', () => {
    expect(withRow("object.textModulesData['nope']", 'class.title')).toMatchObject({
      value: '20% off',
      segments: ['classReference', 'title'],
    });
    expect(withRow("object.textModulesData['nope']", 'object.missing')).toMatchObject({
      missing: 'Text module “nope” or Missing — no value on this pass',
      segments: [
        'classReference',
        'classTemplateInfo',
        'cardTemplateOverride',
        'cardRowTemplateInfos',
        0,
        'oneItem',
        'item',
        'firstValue',
        'fields',
        0,
        'fieldPath',
      ],
    });
  });

  it('shows first and second values as "A / B" with labels "L1 / L2"', () => {
    const item = {
      firstValue: { fields: [ref('class.issuerName')] },
      secondValue: { fields: [ref("object.textModulesData['code']")] },
    };
    const model = offer({
      ...offerDoc,
      classReference: {
        ...offerClass,
        classTemplateInfo: {
          cardTemplateOverride: { cardRowTemplateInfos: [{ twoItems: { startItem: item } }] },
        },
      },
    });
    expect(model.rows[0]).toMatchObject({
      layout: 'two',
      items: [
        { label: 'Issuer / Code', value: 'Corner Café / SUMMER20' },
        { value: '', missing: null },
      ],
    });
  });

  it.each([
    ['DATE_TIME', 'May 1, 5:00 AM'],
    ['dateOnly', 'May 1'],
    ['TIME_ONLY', '5:00 AM'],
    ['DATE_TIME_YEAR', 'May 1, 2025, 5:00 AM'],
    ['DATE_YEAR', 'May 1, 2025'],
    [undefined, '2025-05-01T09:00:00Z'],
  ])('applies dateFormat %s to an instant in the viewer zone', (dateFormat, value) => {
    const model = offer({
      ...offerDoc,
      classReference: {
        ...offerClass,
        classTemplateInfo: {
          cardBarcodeSectionDetails: {
            firstBottomDetail: {
              fieldSelector: { fields: [ref('object.validTimeInterval.start', dateFormat)] },
            },
          },
        },
      },
    });
    expect(model.barcodeSection.bottom?.value).toBe(value);
  });

  it('keeps at most 3 card rows and says so', () => {
    const rows = [1, 2, 3, 4].map(() => one('class.title'));
    const model = offer({
      ...offerDoc,
      classReference: {
        ...offerClass,
        classTemplateInfo: { cardTemplateOverride: { cardRowTemplateInfos: rows } },
      },
    });
    expect(model.rows).toHaveLength(3);
    expect(model.leftOut.map(({ text, segments }) => ({ text, segments }))).toEqual([
      {
        text: '1 more card row is not shown: Google shows 3',
        segments: [
          ...['classReference', 'classTemplateInfo', 'cardTemplateOverride'],
          ...['cardRowTemplateInfos', 3, 'oneItem'],
        ],
      },
    ]);
    expect(model.leftOut[0]?.source).toMatch(/^https:\/\/developers\.google\.com\/wallet\//);
  });
});

describe('colours', () => {
  it.each([
    ['#fff', '#ffffff', '#202124'],
    ['#000000', '#000000', '#ffffff'],
    ['#777777', '#777777', '#ffffff'],
    ['#cccccc', '#cccccc', '#202124'],
    ['red', '#3c4043', '#ffffff'],
    ['#12345', '#3c4043', '#ffffff'],
    ['#fff; background:url(x)', '#3c4043', '#ffffff'],
  ])('%s gives background %s and text %s', (hexBackgroundColor, background, text) => {
    expect(transit({ id: 'a.b', hexBackgroundColor }).colours).toMatchObject({ background, text });
  });

  it.each(['#8a8a8a', '#bcbcbc', '#bdbdbd', '#4285f4', '#fbbc04'])(
    'draws %s with the text and label colours google.contrast checks',
    (hexBackgroundColor) => {
      expect(transit({ id: 'a.b', hexBackgroundColor }).colours).toMatchObject({
        text: cardTextColour(hexBackgroundColor),
        label: cardLabelColour(hexBackgroundColor),
      });
    },
  );

  it('warns about an ignored colour and labels the default as a choice', () => {
    const tones = transit({ id: 'a.b', hexBackgroundColor: 'blue' }).notes.map((n) => n.tone);
    expect(tones).toEqual(expect.arrayContaining(['warning', 'choice']));
  });
});

describe('languages', () => {
  it('lists every language of the document and shows translations, else defaults', () => {
    const model = offer(offerDoc, { language: 'fr' });
    expect(
      offer({
        ...offerDoc,
        classReference: { ...offerClass, localizedTitle: ls('Deal', { 'de-DE': 'Angebot' }) },
      }).languages,
    ).toEqual(['en', 'fr', 'de-DE']);
    expect(model.details.find((m) => m.type === 'text' && m.heading === 'Hours')).toMatchObject({
      body: '8 h à 18 h',
    });
    expect(
      offer(offerDoc, { language: 'es' }).details.find(
        (m) => m.type === 'text' && m.heading === 'Hours',
      ),
    ).toMatchObject({ body: '8 to 18' });
  });
});

describe('details screen', () => {
  it('points text modules and messages at the field holding the shown text', () => {
    const model = offer({
      id: '3388.o',
      textModulesData: [
        { id: 'a', header: 'Plain', body: 'Body' },
        { id: 'b', header: 'Local', body: 'x', localizedBody: ls('Localized') },
        { id: 'c', header: 'Head only' },
      ],
      messages: [{ header: 'Note', body: 'Read me' }],
    });
    const targets = model.details.flatMap((m) =>
      m.type === 'text' || m.type === 'message' ? [[m.heading, m.segments]] : [],
    );
    expect(targets).toEqual([
      ['Note', ['messages', 0, 'body']],
      ['Plain', ['textModulesData', 0, 'body']],
      ['Local', ['textModulesData', 1, 'localizedBody']],
      ['Head only', ['textModulesData', 2, 'header']],
    ]);
  });

  it('orders modules and keeps only safe links', () => {
    const model = offer(offerDoc);
    expect(model.details.map((m) => m.type + (m.type === 'text' ? `:${m.heading}` : ''))).toEqual([
      'image',
      'text:From',
      'text:Details',
      'text:Terms',
      'text:Hours',
      'text:Code',
      'links',
    ]);
    const links = model.details.find((m) => m.type === 'links');
    expect(links?.type === 'links' && links.links.map((l) => [l.label, l.href])).toEqual([
      ['Website', 'https://example.com/'],
      ['Bad', null],
      ['Map', 'https://maps.example.com/'],
      ['Homepage', 'https://example.com/home'],
      ['Help', 'mailto:help@example.com'],
    ]);
  });

  it('shows messages only inside their display interval and marks notifying ones', () => {
    const interval = (start: string, end: string) => ({
      start: { date: start },
      end: { date: end },
    });
    const model = offer({
      ...offerDoc,
      messages: [
        {
          header: 'Now',
          body: 'on',
          displayInterval: interval('2025-05-01T00:00:00Z', '2025-07-01T00:00:00Z'),
          messageType: 'TEXT_AND_NOTIFY',
        },
        {
          header: 'Later',
          body: 'off',
          displayInterval: interval('2025-07-01T00:00:00Z', '2025-08-01T00:00:00Z'),
        },
        {
          header: 'Past',
          body: 'off',
          displayInterval: interval('2025-01-01T00:00:00Z', '2025-02-01T00:00:00Z'),
        },
        { header: 'Always', body: 'on' },
      ],
    });
    expect(
      model.details
        .filter((m) => m.type === 'message')
        .map((m) => m.type === 'message' && [m.heading, m.notifies]),
    ).toEqual([
      ['Now', true],
      ['Always', false],
    ]);
  });

  it('orders value-added modules object first, by sortIndex, unset last, gated by viewConstraints', () => {
    const vam = (header: string, sortIndex?: number, end?: string) => ({
      header: ls(header),
      ...(sortIndex === undefined ? {} : { sortIndex }),
      ...(end ? { viewConstraints: { displayInterval: { end: { date: end } } } } : {}),
    });
    const model = offer({
      ...offerDoc,
      valueAddedModuleData: [
        vam('o-unset'),
        vam('o-2', 2),
        vam('o-1', 1),
        vam('o-gone', 0, '2025-01-01T00:00:00Z'),
      ],
      classReference: { ...offerClass, valueAddedModuleData: vam('class', 0) },
    });
    expect(
      model.details
        .filter((m) => m.type === 'valueAdded')
        .map((m) => m.type === 'valueAdded' && m.heading),
    ).toEqual(['o-1', 'o-2', 'o-unset', 'class']);
  });

  it('shows detailsTemplateOverride items and does not repeat their text modules', () => {
    const model = offer({
      ...offerDoc,
      classReference: {
        ...offerClass,
        classTemplateInfo: {
          detailsTemplateOverride: {
            detailsItemInfos: [
              { item: { firstValue: { fields: [ref("class.textModulesData['hours']")] } } },
            ],
          },
        },
      },
    });
    const fields = model.details.find((m) => m.type === 'fields');
    expect(fields?.type === 'fields' && fields.items.map((i) => [i.label, i.value])).toEqual([
      ['Hours', '8 to 18'],
    ]);
    expect(model.details.some((m) => m.type === 'text' && m.heading === 'Hours')).toBe(false);
  });

  it('turns on the shimmer for FOIL_SHIMMER in either spelling', () => {
    expect(
      transit({ id: 'a.b', securityAnimation: { animationType: 'foilShimmer' } }).shimmer,
    ).toBe(true);
    expect(transit({ id: 'a.b' }).shimmer).toBe(false);
  });
});

describe('robustness', () => {
  it.each([null, 'text', 42, [], { classReference: 'x', barcode: 7, textModulesData: 'no' }])(
    'previews %j without throwing',
    (doc) => {
      expect(() => toCardModel(doc, { kind: 'offerObject' })).not.toThrow();
      expect(() => toCardModel(doc, { kind: 'transitClass' })).not.toThrow();
    },
  );

  it('never makes an image source of a non-http URI', () => {
    const model = transit({
      id: 'a.b',
      logo: { sourceUri: { uri: 'javascript:alert(1)' } },
      heroImage: { sourceUri: { uri: 'data:image/png;base64,AA' } },
    });
    expect(model.header.logo).toMatchObject({ src: null, uri: 'javascript:alert(1)' });
    expect(model.hero?.src).toBeNull();
  });

  it('is serialisable', () => {
    const model = offer(offerDoc);
    expect(JSON.parse(JSON.stringify(model))).toEqual(model);
  });
});
