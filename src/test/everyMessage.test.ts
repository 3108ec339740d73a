import { describe, expect, it } from 'vitest';
import { explainTemplate } from '../preview/explainTemplate';
import { toCardModel } from '../preview/toCardModel';
import { fieldLabel, lint, parse, repair, validate } from '../io';
import { passPartsOf, passTimeline } from '../io/timeline';
import { fixPreview } from '../io/fix/fixPreview';
import { lintChecks } from '../io/lintChecks';
import { fixCases } from './io/fixCases';
import { allRules } from '../io/readiness';
import { linkCases } from './io/linkCases';
import { lintCases } from './io/lintCases';
import { readinessCases } from './io/readinessCases';
import { referenceCases } from './io/referenceCases';
import { enumInfo, enumSchemas } from '../schema/enums';
import { introspect, walkNodes } from '../schema/introspect';
import { resourceKinds, resourceSchemas, type ResourceKind } from '../schema/resources';
import {
  brokenDocuments,
  comparedDocuments,
  noteDocuments,
  templateDocuments,
  unreadableTexts,
} from './everyMessageCases';
import { rawWords } from './rawWords';
import { samples } from '../io/samples';
import { blankDocument } from '../io/blankDocument';
import { differences } from '../io/diff/differences';
import { fieldWords } from '../io/diff/namedField';
import { checkSaveLink } from '../io/saveLink/checkSaveLink';
import { decodeSaveLink } from '../io/saveLink/decodeSaveLink';
import { findingPlace } from '../io/saveLink/linkFinding';
import { fieldPathOptions } from '../forms/template/fieldPathOptions';
import { summarizeItem, summarizeSelector } from '../forms/template/summarizeItem';
import { defaultSampleTrip } from '../preview/sampleTrip';
import { exportChanges } from '../io/exportChanges';
import { valueWords } from '../io/diff/valueWords';
import { nodeAt } from '../schema/introspect';
import { describeExportChange } from '../features/export/describeExportChange';
import { offer, offerClass, transit } from './io/readinessFixtures';

type Texts = () => Iterable<string>;

const casesOf = [...readinessCases, ...linkCases, ...referenceCases].flatMap(
  ([, , kind, inside, outside, , , measured]) => [
    [kind, inside, measured?.[0]] as const,
    [kind, outside, measured?.[1]] as const,
  ],
);
/** A card row per path, each path the only one of its slot: every one of them shows. */
const rowsOf = (...paths: string[]) => ({
  cardTemplateOverride: {
    cardRowTemplateInfos: paths.map((fieldPath) => ({
      oneItem: { item: { firstValue: { fields: [{ fieldPath }] } } },
    })),
  },
});
/** Templates that show an enumeration's value; in its legacy spelling, export rewrites it. */
const enumDocuments: [ResourceKind, unknown][] = ['ACTIVE', 'active'].flatMap((state) => {
  const legacy = state === 'active';
  return [
    [
      'offerObject',
      offer({
        state,
        barcode: { type: legacy ? 'qrCode' : 'QR_CODE', value: 'x' },
        classReference: offerClass({
          redemptionChannel: legacy ? 'instore' : 'INSTORE',
          classTemplateInfo: rowsOf(
            'object.state',
            'object.barcode.type',
            'class.redemptionChannel',
          ),
        }),
      }),
    ],
    [
      'transitClass',
      transit({
        transitType: legacy ? 'rail' : 'RAIL',
        classTemplateInfo: rowsOf('class.transitType', 'object.tripType'),
      }),
    ],
  ];
});
const sampleDocuments = resourceKinds.map((kind): [ResourceKind, unknown] => [kind, samples[kind]]);
const documents: [ResourceKind, unknown][] = [
  ...casesOf.map(([kind, document]): [ResourceKind, unknown] => [kind, document]),
  ...lintCases.map(([, kind, document]): [ResourceKind, unknown] => [kind, document]),
  ...brokenDocuments,
  ...templateDocuments,
  ...noteDocuments,
  ...enumDocuments,
  ...sampleDocuments,
];

/** Every issue of every document above, so each rule's and zod's words are read. */
const issues = [
  ...casesOf.flatMap(([kind, document, images]) => [
    ...validate(document, kind),
    ...lint(document, kind, { images }),
  ]),
  ...documents
    .slice(casesOf.length)
    .flatMap(([kind, document]) => [...validate(document, kind), ...lint(document, kind)]),
];

const issueMessages = () => issues.map((issue) => issue.message);

/** What a fix says: its name, and the before/after of each field it changes. */
function* fixTexts(): Iterable<string> {
  for (const [, , kind, document] of fixCases) {
    const root = introspect(resourceSchemas[kind]);
    for (const issue of lint(document, kind)) {
      if (!issue.fix) continue;
      yield issue.fix.name;
      for (const row of fixPreview(document, root, issue.fix.patch))
        yield `${row.where}: ${row.before} → ${row.after}`;
    }
  }
}

function* importReportRows(): Iterable<string> {
  for (const text of unreadableTexts) for (const issue of parse(text).issues) yield issue.message;
  for (const [kind, document] of documents) {
    for (const issue of parse(JSON.stringify(document), kind).issues) yield issue.message;
    for (const change of repair(document, kind).changes) yield change.message;
  }
}

function* whyRows(): Iterable<string> {
  const options = { locale: 'en-US', timeZone: 'UTC' };
  for (const [kind, document] of documents) {
    for (const slot of explainTemplate(document, { ...options, kind })) {
      yield slot.slot;
      for (const reference of slot.references) yield `${reference.label}: ${reference.reason}`;
    }
  }
}

function* cardPlaceholders(): Iterable<string> {
  const options = { locale: 'en-US', timeZone: 'UTC' };
  for (const [kind, document] of templateDocuments) {
    const model = toCardModel(document, { ...options, kind });
    // Every slot the card draws, as JSON: the placeholders sit at "missing".
    const json = JSON.stringify(model);
    for (const match of json.matchAll(/"missing":"((?:[^"\\]|\\.)*)"/g))
      yield JSON.parse(`"${match[1]}"`);
  }
}

/** The notes under the card, what it leaves out and what the moment hides, at moments across years. */
function* previewNotes(): Iterable<string> {
  const moments = ['2020-01-01T12:00:00Z', '2026-04-01T12:00:00Z', '2040-01-01T12:00:00Z'];
  for (const [kind, document] of documents) {
    for (const now of moments) {
      const model = toCardModel(document, {
        kind,
        locale: 'en-US',
        timeZone: 'UTC',
        now: new Date(now),
        sampleTrip: { ...defaultSampleTrip, tripType: 'ROUND_TRIP' },
      });
      for (const note of model.notes) yield note.text;
      for (const mark of model.leftOut) yield mark.text;
      for (const hidden of model.hidden) yield `${hidden.name}: ${hidden.when}`;
    }
  }
}

/** What Link check says of a save link holding each document (and the samples together). */
function* linkCheckRows(): Iterable<string> {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const lists = {
    transitClass: 'transitClasses',
    offerClass: 'offerClasses',
    offerObject: 'offerObjects',
  };
  const links = [sampleDocuments, ...documents.slice(casesOf.length).map((entry) => [entry])].map(
    (entries) => {
      const payload: Record<string, unknown[]> = { eventTicketObjects: [{ id: '1.e' }] };
      for (const [kind, document] of entries) (payload[lists[kind]] ??= []).push(document);
      const claims = {
        iss: 'a@b.iam.gserviceaccount.com',
        aud: 'google',
        typ: 'savetowallet',
        payload,
      };
      return `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}.c2ln`;
    },
  );
  for (const jwt of links) {
    const decoded = decodeSaveLink(jwt);
    if (!decoded.ok) {
      yield decoded.message;
      continue;
    }
    for (const finding of checkSaveLink(decoded.link, { now: 1_800_000_000 }))
      yield `${findingPlace(finding, decoded.link.passes)}: ${finding.message}`;
  }
}

/** Compare, Changes and Publish: each difference's name and values, both ways. */
function* differenceRows(): Iterable<string> {
  const pairs = [
    ...sampleDocuments.map(([kind, document]) => [kind, blankDocument(kind), document] as const),
    ...comparedDocuments,
    ...documents
      .slice(casesOf.length)
      .filter(([, document]) => document !== null && !Array.isArray(document))
      .map(([kind, document]) => [kind, samples[kind], document] as const),
  ];
  for (const [kind, before, after] of pairs) {
    for (const [a, b] of [
      [before, after],
      [after, before],
    ]) {
      for (const difference of differences(kind, a, b)) {
        yield fieldWords(difference.words);
        for (const value of [difference.before, difference.after]) if (value) yield value.text;
        if (difference.rows) yield difference.rows.item;
      }
    }
  }
}

/** The card template's slots as the form sums them up: the first path of each slot, in words. */
function* templateRows(): Iterable<string> {
  for (const [kind, document] of documents) {
    const names = { options: fieldPathOptions(document, kind), kind };
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(visit);
      if (value === null || typeof value !== 'object') return;
      const record = value as Record<string, unknown>;
      if ('firstValue' in record || 'secondValue' in record) {
        const summary = summarizeItem(record, names);
        if (summary) rows.push(summary);
      }
      if ('fields' in record) {
        const summary = summarizeSelector(record as never, names);
        if (summary) rows.push(summary);
      }
      Object.values(record).forEach(visit);
    };
    const rows: string[] = [];
    visit(document);
    yield* rows;
  }
}

/** The export dialog's list of what export changes: each sentence, and a dropped value's words. */
function* exportChangeRows(): Iterable<string> {
  for (const [kind, document] of documents) {
    const root = introspect(resourceSchemas[kind]);
    for (const change of exportChanges(document, kind)) {
      yield describeExportChange(change, root);
      if (change.kind === 'deprecated' || change.kind === 'textModuleRule')
        yield valueWords(nodeAt(root, change.segments), change.before).text;
    }
  }
}

function* timelineRows(): Iterable<string> {
  for (const [kind, document] of documents) {
    const { events, notifications } = passTimeline(passPartsOf(document, kind), 'UTC');
    for (const event of events) yield* [event.title, event.change, event.written];
    for (const n of notifications) {
      yield* [n.basis, n.moved ?? '', n.reason ?? '', ...n.choices, ...n.notes].filter(Boolean);
    }
  }
}

function* helpTexts(): Iterable<string> {
  for (const kind of resourceKinds) {
    for (const node of walkNodes(introspect(resourceSchemas[kind]))) {
      yield node.label;
      for (const text of [node.ui?.help, node.ui?.placeholder, node.ui?.itemLabel]) {
        if (text) yield text;
      }
    }
  }
  for (const schema of Object.values(enumSchemas)) {
    yield* Object.values(enumInfo.get(schema)?.labels ?? {});
  }
}

describe('every message the editor can show speaks in a designer’s words', () => {
  it('reads a message of every rule of the registry and of every editor warning', () => {
    const spoke = new Set(issues.flatMap((issue) => [issue.rule, issue.code]));
    const silent = [
      ...allRules().map((rule) => rule.id),
      ...lintChecks.map((check) => check.code),
    ].filter((id) => !spoke.has(id));
    expect(silent).toEqual([]);
  });

  it.each<[string, Texts]>([
    ['issue messages of every case table and broken document', issueMessages],
    ['fixes: their names and before/after', fixTexts],
    ['import report rows: unreadable files, issues, repair changes', importReportRows],
    ['"Why isn’t this showing?" rows', whyRows],
    ['placeholders on the card', cardPlaceholders],
    ['notes under the card, what it leaves out and hides', previewNotes],
    ['Link check: where and what of each finding', linkCheckRows],
    ['differences (Compare, Changes, Publish): names and values', differenceRows],
    ['card template rows', templateRows],
    ['the export dialog’s changes', exportChangeRows],
    ['the pass over time: events and notifications', timelineRows],
    ['labels and help of the UI registry, enum labels', helpTexts],
  ])('%s', (_source, texts) => {
    const seen = new Set(texts());
    expect(seen.size).toBeGreaterThan(0);
    const raw = [...seen].flatMap((text) => {
      const found = rawWords(text);
      return found.length ? [`${text}\n    → ${found.join('; ')}`] : [];
    });
    expect(raw).toEqual([]);
  });
});

describe('a place and its message never say the same name twice', () => {
  // The issue list and Link check put a finding's place before its message: "Image › Description:
  // Description: …" read the label twice.
  it('in the issue list’s and Link check’s lines', () => {
    const lines = [
      ...linkCheckRows(),
      ...documents.flatMap(([kind, document]) =>
        [...validate(document, kind), ...lint(document, kind)].map(
          (issue) => `${fieldLabel(kind, issue.segments)}: ${issue.message}`,
        ),
      ),
    ];
    expect(lines.filter((line) => /(?:^|› )([^:›]+): \1:/.test(line))).toEqual([]);
  });
});
