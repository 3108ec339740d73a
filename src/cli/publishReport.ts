import { plural } from '../io/verdict';
import { explainedAt } from '../io/googleErrorRows';
import type { PublishPlan } from '../io/publish/planPublish';
import type { PublishError } from '../io/publish/publishError';
import { changeLine } from './diffCommand';

/** What a plan will do, as lines for the terminal: the diff, the method, who it reaches. */
export function planLines(plan: PublishPlan): string[] {
  switch (plan.action) {
    case 'refuse':
      return ['  not valid: fix it first (pass-studio validate)'];
    case 'insert':
      return ['  Google has no copy: insert it'];
    case 'unchanged':
      return [
        '  same as Google’s copy: nothing to send',
        ...plan.notes.map((n) => `  note: ${n.message}`),
      ];
    default: {
      const count = `${plural(plan.changes.length, 'change')} from Google’s copy`;
      const how =
        plan.action === 'patch'
          ? `PATCH of ${Object.keys(plan.body)
              .filter((key) => key !== 'id' && key !== 'classId')
              .join(', ')}`
          : 'PUT of the whole pass';
      return [
        `  ${count}:`,
        ...plan.changes.map((change) => `    ${changeLine(change)}`),
        ...(plan.fallback ? [`  note: ${plan.fallback}`] : []),
        ...plan.notes.map((note) => `  note: ${note.message}`),
        `  sends: ${how}`,
      ];
    }
  }
}

/** A PublishError as one line, with the row of docs/google-errors.md that explains it. */
export function errorLine(error: PublishError): string {
  const see = error.details.explained ? ` (see ${explainedAt(error.details.explained)})` : '';
  return `${error.message}${see}`;
}
