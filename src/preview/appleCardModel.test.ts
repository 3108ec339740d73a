import { describe, expect, it } from 'vitest';
import { rawWords } from '../test/rawWords';
import { appleCardOf } from './appleCardModel';
import { defaultSampleOffer } from './sampleOffer';
import { defaultSampleTrip } from './sampleTrip';

const image = (uri: string) => ({ sourceUri: { uri } });
const module = (id: string, header: string, body: string) => ({ id, header, body });
const item = (id: string) => ({
  firstValue: { fields: [{ fieldPath: `class.textModulesData['${id}']` }] },
});
const values = (fields: { value: string }[]) => fields.map((field) => field.value);

const transitClass = (transitType: string, more: Record<string, unknown> = {}) => ({
  issuerName: 'Lindenbahn',
  transitType,
  hexBackgroundColor: '#1050a0',
  logo: image('https://example.com/logo.png'),
  heroImage: image('https://example.com/hero.png'),
  ...more,
});

describe('the Apple card of a transit class', () => {
  it.each([
    ['RAIL', 'train'],
    ['BUS', 'bus'],
    ['FERRY', 'boat'],
    ['TRAM', 'generic'],
  ])(
    '%s draws a boarding pass with the %s icon between origin and destination',
    async (type, icon) => {
      const card = await appleCardOf('transitClass', transitClass(type), {
        sampleTrip: defaultSampleTrip,
      });
      expect(card).toMatchObject({
        style: 'boardingPass',
        name: 'Apple Wallet boarding pass, Lindenbahn',
        transit: icon,
        logoText: 'Lindenbahn',
        logo: 'https://example.com/logo.png',
        strip: null,
        colours: { background: 'rgb(16, 80, 160)', foreground: 'rgb(255, 255, 255)' },
        barcode: { type: 'QR_CODE', message: defaultSampleTrip.ticketNumber, altText: null },
      });
      expect(card.rows.primaryFields).toEqual([
        { key: 'origin', label: 'Amsterdam Centraal', value: 'AMS' },
        { key: 'destination', label: 'Rotterdam Centraal', value: 'RTD' },
      ]);
    },
  );

  it('marks what a boarding pass cannot show, in a designer’s words', async () => {
    const card = await appleCardOf('transitClass', transitClass('RAIL'), {
      sampleTrip: defaultSampleTrip,
    });
    expect(card.cannotShow).toContainEqual({
      what: 'Hero image',
      why: 'a boarding pass has no strip image in Apple Wallet',
    });
    expect(card.cannotShow.some(({ what }) => what === 'Logo')).toBe(false);
    expect(rawWords(card.cannotShow.map(({ what, why }) => `${what}: ${why}`).join('\n'))).toEqual(
      [],
    );
  });

  it('keeps long text whole, fills a row to Apple’s limit and moves the rest to the back', async () => {
    const long = 'Bicycles travel free outside the rush hour. '.repeat(12).trim();
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const card = await appleCardOf(
      'transitClass',
      transitClass('BUS', {
        textModulesData: [
          ...ids.map((id) => module(id, `Note ${id}`, `Value ${id}`)),
          module('long', 'Bikes', long),
        ],
        classTemplateInfo: {
          cardTemplateOverride: {
            cardRowTemplateInfos: [
              { threeItems: { startItem: item('a'), middleItem: item('b'), endItem: item('c') } },
              { threeItems: { startItem: item('d'), middleItem: item('e'), endItem: item('f') } },
              {
                threeItems: { startItem: item('long'), middleItem: item('g'), endItem: item('h') },
              },
            ],
          },
        },
      }),
      { sampleTrip: defaultSampleTrip },
    );
    expect(values(card.rows.secondaryFields)).toEqual(['Value a', 'Value b', 'Value c']);
    expect(values(card.rows.auxiliaryFields)).toEqual([
      'Value d',
      'Value e',
      'Value f',
      long,
      'Value g',
    ]);
    expect(values(card.rows.backFields)).toContain('Value h');
  });
});

describe('the Apple card of an offer', () => {
  const offerClass = {
    issuerName: 'Kaffeehaus',
    title: '20% off',
    provider: 'Kaffeehaus',
    hexBackgroundColor: '#fce8b2',
    titleImage: image('https://example.com/cup.png'),
    heroImage: image('https://example.com/beans.png'),
    localizedTitle: {
      defaultValue: { language: 'en', value: '20% off' },
      translatedValues: [{ language: 'de', value: '20 % Rabatt' }],
    },
  };

  it.each([
    ['the default language', undefined, '20% off'],
    ['German', 'de', '20 % Rabatt'],
    ['Austrian German, by its language', 'de-AT', '20 % Rabatt'],
  ])('draws a coupon, its title over the strip image, in %s', async (_, language, title) => {
    const card = await appleCardOf('offerClass', offerClass, {
      sampleOffer: defaultSampleOffer,
      language,
    });
    expect(card).toMatchObject({
      style: 'coupon',
      transit: null,
      strip: 'https://example.com/beans.png',
      logo: 'https://example.com/cup.png',
      colours: { foreground: 'rgb(32, 33, 36)' },
      barcode: { type: 'QR_CODE', name: 'QR code', message: 'SAMPLE-OFFER-0001' },
    });
    expect(card.rows.primaryFields).toEqual([{ key: 'title', label: 'Kaffeehaus', value: title }]);
  });

  it.each([
    ['no barcode', {}, null],
    ['a text-only code', { barcode: { type: 'TEXT_ONLY', value: 'SAVE20' } }, 'Barcode'],
  ])('of an object with %s has no barcode', async (_, object, mark) => {
    const card = await appleCardOf(
      'offerObject',
      { id: '1.a', classId: '1.b', state: 'ACTIVE', ...object },
      { pairedClass: offerClass },
    );
    expect(card.barcode).toBeNull();
    expect(card.cannotShow.some(({ what }) => what === mark)).toBe(mark !== null);
  });

  it('marks a field that the class and the object both set once', async () => {
    const card = await appleCardOf(
      'offerObject',
      { state: 'ACTIVE', notifyPreference: 'NOTIFY_ON_UPDATE' },
      { pairedClass: { ...offerClass, notifyPreference: 'NOTIFY_ON_UPDATE' } },
    );
    expect(card.cannotShow.filter(({ what }) => what === 'Notify on updates')).toHaveLength(1);
  });

  it('draws an expired offer as void, and its paired class over the embedded one', async () => {
    const card = await appleCardOf(
      'offerObject',
      { state: 'EXPIRED', classReference: { ...offerClass, title: 'Old title' } },
      { pairedClass: offerClass },
    );
    expect(card.voided).toBe(true);
    expect(values(card.rows.primaryFields)).toEqual(['20% off']);
  });
});
