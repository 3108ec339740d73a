import { describe, expect, it } from 'vitest';
import { fitToolbar, type ToolbarParts } from './fitToolbar';

// Widths measured at 100 % text: Undo, Redo, Form|JSON, Export…; Go to field…, Save link…,
// Changes…, Share preview…, Publish…; More; "Ready Saved".
const parts = (room: number, change: Partial<ToolbarParts> = {}): ToolbarParts => ({
  room,
  gap: 8,
  kept: [63, 61, 120, 86],
  movable: [113, 104, 101, 140, 90],
  more: 70,
  status: 116,
  statusMayHide: true,
  ...change,
});

describe('fitting the document toolbar on one row', () => {
  it.each<[string, ToolbarParts, { moved: number; hideStatus: boolean; fits: boolean }]>([
    [
      'a wide window: everything, no More',
      parts(1392),
      { moved: 0, hideStatus: false, fits: true },
    ],
    ['just wide enough for all', parts(1066), { moved: 0, hideStatus: false, fits: true }],
    [
      'a pixel less: the last moves, More in its place',
      parts(1065),
      { moved: 1, hideStatus: false, fits: true },
    ],
    [
      'a tablet: only what is always there, More and the status',
      parts(600),
      { moved: 5, hideStatus: false, fits: true },
    ],
    [
      'narrower: the status gives way, and Go to field… comes back into its room',
      parts(600, { status: 250 }),
      { moved: 4, hideStatus: true, fits: true },
    ],
    ['a phone: not even that fits', parts(358), { moved: 5, hideStatus: true, fits: false }],
    [
      'the compact form of a phone: icons for Undo, Redo and More',
      parts(358, { kept: [40, 40, 120, 86], more: 40 }),
      { moved: 5, hideStatus: true, fits: true },
    ],
    [
      'a status with a control never hides: it wraps',
      parts(500, { statusMayHide: false }),
      { moved: 5, hideStatus: false, fits: false },
    ],
    [
      'nothing movable: no More to make',
      parts(300, { movable: [] }),
      { moved: 0, hideStatus: true, fits: false },
    ],
  ])('%s', (_name, input, fit) => {
    expect(fitToolbar(input)).toEqual(fit);
  });
});
