import { googleTimes } from '../io/googleLimits';
import { validityPhase, validityWindow, type ValidityBound } from '../io/timeline';
import type { HiddenModel, Note, TextModel } from './cardModel';
import { boundAt, isWithin } from './displayInterval';
import { formatDate } from './formatDate';
import { localize, pick } from './localize';
import { partMemo } from './partMemo';
import { passPartsOfContext, type ModelContext } from './modelContext';
import { isRecord, list, record, text, type Json, type Segments } from './read';

/** What the moment does to an offer's validity: expired after the end, not yet valid before the start. */
export interface ValidityAtMoment {
  expired: boolean;
  notYetValid: TextModel | null;
  notes: Note[];
}

/** The card at the moment, from the validity window the timeline's "Valid from" and "Valid until" come from. */
export function validityAt(ctx: ModelContext): ValidityAtMoment {
  const window = validityWindow(passPartsOfContext(ctx), ctx.zone);
  const sample = window?.at === null;
  const shown = (bound: ValidityBound) => formatDate(bound.written, 'DATE_TIME_YEAR', ctx);
  const phase = validityPhase(window, ctx.now.getTime());
  if (phase === 'expired' && window?.end) {
    return {
      expired: true,
      notYetValid: null,
      notes: [
        {
          tone: 'info',
          text: `Expired at this moment: the validity ended ${shown(window.end)}${sample ? ' (sample)' : ''}. Google moves the pass to “Expired passes” within ${googleTimes.expiredListDelay.hours} hours of the end.`,
        },
      ],
    };
  }
  if (phase === 'notYetValid' && window?.start) {
    return {
      expired: false,
      notYetValid: {
        text: `Valid from ${formatDate(window.start.written, 'DATE_YEAR', ctx)}`,
        segments: window.at && [...window.at, 'start', 'date'],
      },
      notes: [
        {
          tone: 'choice',
          text: `Not yet valid at this moment (valid from ${shown(window.start)}): Google documents no look for a pass before its validity starts, so the preview marks it “Not yet valid”.`,
        },
      ],
    };
  }
  return { expired: false, notYetValid: null, notes: [] };
}

// One text per interval object, moment, zone and locale: the hidden list is derived on every
// keystroke, its dates only when one of those changed.
const windowMemo = partMemo<string>('display window');

function window(interval: unknown, ctx: ModelContext): string {
  return windowMemo(interval, '', [ctx.now.getTime(), ctx.zone, ctx.locale], () =>
    windowText(interval, ctx),
  );
}

function windowText(interval: unknown, ctx: ModelContext): string {
  const time = ctx.now.getTime();
  const start = boundAt(interval, 'start', ctx.zone);
  const bound = (name: 'start' | 'end') =>
    formatDate(text(record(record(interval)?.[name])?.date) ?? '', 'DATE_TIME_YEAR', ctx);
  return start !== undefined && time < start
    ? `shows from ${bound('start')}`
    : `showed until ${bound('end')}`;
}

type Level = { source: Json | undefined; at: Segments };

/** The messages and value-added modules their display intervals hide at the moment (docs/preview.md). */
export function hiddenAtMoment(ctx: ModelContext): HiddenModel[] {
  const levels: Level[] = [{ source: ctx.cls, at: ctx.classAt }];
  if (ctx.kind === 'offerObject') levels.push({ source: ctx.obj, at: [] });
  return levels.flatMap(({ source, at }) => {
    const messages = list(source?.messages).flatMap((message, index): HiddenModel[] => {
      const m = record(message);
      if (!m || isWithin(m.displayInterval, ctx.now, ctx.zone)) return [];
      const name = pick(m.localizedHeader, m.header, ctx.language) ?? 'Untitled message';
      const when = window(m.displayInterval, ctx);
      return [
        { kind: 'message', name, when, segments: [...at, 'messages', index, 'displayInterval'] },
      ];
    });
    const raw = source?.valueAddedModuleData;
    const modules = Array.isArray(raw) ? raw : isRecord(raw) ? [raw] : [];
    const valueAdded = modules.flatMap((module, index): HiddenModel[] => {
      const interval = record(record(module)?.viewConstraints)?.displayInterval;
      if (!isRecord(module) || isWithin(interval, ctx.now, ctx.zone)) return [];
      const place = Array.isArray(raw)
        ? [...at, 'valueAddedModuleData', index]
        : [...at, 'valueAddedModuleData'];
      return [
        {
          kind: 'valueAdded',
          name: localize(module.header, ctx.language) ?? 'Untitled module',
          when: window(interval, ctx),
          segments: [...place, 'viewConstraints', 'displayInterval'],
        },
      ];
    });
    return [...messages, ...valueAdded];
  });
}
