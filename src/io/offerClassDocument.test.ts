import { describe, expect, it } from 'vitest';
import { offerClassSchema } from '../schema';
import { exportDocument } from './exportDocument';
import { parse } from './parse';
import { validate } from './validate';

// The offer class as a document of its own (docs/decisions.md, "Resource kinds"): every spec rule of
// OfferClass, which the embedded classReference shares, checked at the top level.
const base = { id: '3388000000012345678.coffee' };
const errorsOf = (document: unknown) =>
  validate(document, 'offerClass')
    .filter((issue) => issue.severity === 'error')
    .map((issue) => issue.path);

describe('offer class validation', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['only the id', base, []],
    ['no id', { title: 'T' }, ['/id']],
    ['an empty id (docs/decisions.md, Validation 6)', { id: '' }, []],
    ['reviewStatus in UPPER spelling', { ...base, reviewStatus: 'UNDER_REVIEW' }, []],
    ['reviewStatus in camel spelling', { ...base, reviewStatus: 'underReview' }, []],
    [
      'reviewStatus null (the spec gives no | null here)',
      { ...base, reviewStatus: null },
      ['/reviewStatus'],
    ],
    ['reviewStatus padded', { ...base, reviewStatus: ' DRAFT' }, ['/reviewStatus']],
    ['redemptionChannel in both spellings', { ...base, redemptionChannel: 'both' }, []],
    ['redemptionChannel unknown', { ...base, redemptionChannel: 'MAIL' }, ['/redemptionChannel']],
    ['title of the wrong type', { ...base, title: 5 }, ['/title']],
    ['title null (string | null)', { ...base, title: null }, []],
    ['a relative helpUri', { ...base, helpUri: { uri: '/help' } }, []],
    ['a titleImage without sourceUri', { ...base, titleImage: {} }, ['/titleImage/sourceUri']],
    [
      'a titleImage with a relative uri',
      { ...base, titleImage: { sourceUri: { uri: 'a.png' } } },
      ['/titleImage/sourceUri/uri'],
    ],
    ['an unknown property', { ...base, colour: 'red' }, ['/colour']],
    ['the deprecated kind, a string', { ...base, kind: 'walletobjects#offerClass' }, []],
    ['the deprecated kind, not a string', { ...base, kind: 1 }, ['/kind']],
    ['a classId (an object field)', { ...base, classId: 'x' }, ['/classId']],
  ])('%s', (_name, document, paths) => {
    expect(errorsOf(document)).toEqual(paths);
  });
});

describe('offer class export', () => {
  const exported = (document: unknown) => {
    const result = exportDocument(document, 'offerClass');
    if (!result.ok) throw new Error(result.issues.map((i) => i.message).join('\n'));
    return result;
  };

  it('removes deprecated fields, writes enums in UPPER_SNAKE_CASE and leaves out nulls', () => {
    const result = exported({
      ...base,
      kind: 'walletobjects#offerClass',
      version: '1',
      allowMultipleUsersPerObject: true,
      wordMark: [],
      reviewStatus: 'underReview',
      redemptionChannel: 'online',
      details: null,
      title: '20% off',
    });
    expect(result.value).toEqual({
      ...base,
      reviewStatus: 'UNDER_REVIEW',
      title: '20% off',
      redemptionChannel: 'ONLINE',
    });
  });

  it('writes the keys in the order the spec lists the fields', () => {
    const shuffled = {
      helpUri: { uri: 'https://a.example/help' },
      title: 'T',
      issuerName: 'I',
      provider: 'P',
      id: base.id,
      reviewStatus: 'DRAFT',
      hexBackgroundColor: '#123456',
    };
    const order = Object.keys(offerClassSchema.shape);
    const keys = Object.keys(exported(shuffled).value as object);
    expect(keys).toEqual([...keys].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    expect(keys[0]).toBe('id');
  });

  it('round-trips byte for byte (docs/decisions.md, Export 8)', () => {
    const first = exported({ ...base, title: 'T', reviewStatus: 'approved' }).json;
    const again = parse(first, 'offerClass');
    expect(exported(again.document).json).toBe(first);
  });
});
