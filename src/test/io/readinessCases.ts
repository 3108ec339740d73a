import { contrastCases } from './contrastCases';
import { formatCases } from './formatCases';
import { imageCases } from './imageCases';
import { lengthCases } from './lengthCases';
import { notificationCases } from './notificationCases';
import type { Case } from './readinessFixtures';
import { requiredCases } from './requiredCases';
import { templateCases } from './templateCases';

export { withImages } from './imageCases';

// One document just inside and one just outside each readiness rule (src/io/readiness), for
// the rules' table test and for the test that reads every message the editor can show; one file
// per family of rules.

export const readinessCases: Case[] = [
  ...requiredCases,
  ...lengthCases,
  ...templateCases,
  ...formatCases,
  ...imageCases,
  ...contrastCases,
  ...notificationCases,
];
