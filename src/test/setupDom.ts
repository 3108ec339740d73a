import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadDefaultWidgets } from '../forms/defaultWidgets';
import { loadLinter } from '../io/loadLinter';
import { installDialogShim } from './dialogShim';

installDialogShim();

// A lazily loaded chunk (CodeMirror, the preview's panel) can take seconds on a busy machine;
// findBy* and waitFor wait that long before failing, and return as soon as it is there.
configure({ asyncUtilTimeout: 5000 });

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// Form widgets that are chunks of their own (lists, the template editor) are in before the tests
// render, as the app preloads them once idle: tests check what widgets do; how one loads is
// src/ui/preloadable.test.tsx's subject. So are the warnings' rules (src/io/loadLinter): how
// the first check waits for them is src/forms/documentIssues.test.ts's subject.
beforeAll(async () => {
  await Promise.all([preloadDefaultWidgets(), loadLinter()]);
});
