import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardView } from './CardView';
import { DetailsView } from './DetailsView';
import { toCardModel } from './toCardModel';

// Every mark the preview draws for the designer carries data-editor-mark, so "Hide editor marks"
// and Export PNG leave it out: each row is a document that makes one mark appear.
const row = (fieldPath: string) => ({
  oneItem: { item: { firstValue: { fields: [{ fieldPath }] } } },
});
const transit = {
  id: '1.t',
  issuerName: 'Metro',
  securityAnimation: { animationType: 'FOIL_SHIMMER' },
  heroImage: { sourceUri: { uri: 'ftp://example.com/hero.png' } },
  classTemplateInfo: {
    cardTemplateOverride: {
      cardRowTemplateInfos: [
        row("class.textModulesData['zone']"),
        row('class.issuerName'),
        row('class.issuerName'),
        row('class.issuerName'),
      ],
    },
  },
  messages: [{ header: 'Works', body: 'Line 2 closed', messageType: 'TEXT_AND_NOTIFY' }],
};
const bare = { id: '1.o', classId: '1.c' };
const model = (document: unknown) =>
  toCardModel(document, { kind: document === bare ? 'offerObject' : 'transitClass' });
const missing = model(transit).rows[0]?.items[0]?.missing ?? '';

const inMark = (element: Element) => element.closest('[data-editor-mark]') !== null;

describe('editor marks', () => {
  it.each([
    ['the sample ticket code', 'card', transit, 'Sample ticket code'],
    ['a path that resolves to nothing', 'card', transit, missing],
    ['rows Google does not show', 'card', transit, /more card row is not shown/],
    ['the security animation note', 'details', transit, 'Security animation: foil shimmer'],
    ['the notifying message badge', 'details', transit, 'Notifies'],
    ['an empty details screen', 'details', bare, /^No modules yet/],
  ] as const)('%s is marked', (_name, view, document, text) => {
    const View = view === 'card' ? CardView : DetailsView;
    render(<View model={model(document)} />);
    const found = screen.getAllByText(text);
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((element) => !inMark(element))).toEqual([]);
  });

  it('marks an image placeholder (an image a phone would not draw), never an image', () => {
    const { container } = render(<CardView model={model(transit)} />);
    const placeholders = [...container.querySelectorAll('[role="img"]')];
    expect(placeholders.length).toBeGreaterThan(0);
    expect(placeholders.filter((element) => !inMark(element))).toEqual([]);
    expect([...container.querySelectorAll('img')].filter(inMark)).toEqual([]);
  });

  it('leaves the pass itself unmarked: issuer, journey, rows, the code', () => {
    render(<CardView model={model(transit)} />);
    for (const text of ['Metro', 'AMS', 'RTD']) {
      expect(screen.getAllByText(text).filter(inMark)).toEqual([]);
    }
  });
});
