import type { Issue } from '../io/issue';
import type { issueSchema } from './protocol';
import type { z } from 'zod';

export type WireIssue = z.output<typeof issueSchema>;

/** Issues as protocol messages carry them: plain, mutable copies. */
export function toWireIssues(issues: readonly Issue[]): WireIssue[] {
  return issues.map((issue) => ({ ...issue, segments: [...issue.segments] }));
}
