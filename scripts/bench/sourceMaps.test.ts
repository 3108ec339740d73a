import { describe, expect, it } from 'vitest';
import { projectPath } from './sourceMaps.mjs';

describe('projectPath', () => {
  it.each([
    { source: '../../../src/io/verdictText.ts', expected: 'src/io/verdictText.ts' },
    { source: './src/io/x.ts', expected: 'src/io/x.ts' },
    {
      source: '../../node_modules/react-dom/cjs/react-dom-client.production.js',
      expected: 'node_modules/react-dom/cjs/react-dom-client.production.js',
    },
    { source: '/home/ci/project/node_modules/zod/v4/x.js', expected: 'node_modules/zod/v4/x.js' },
    { source: 'src/app/App.tsx', expected: 'src/app/App.tsx' },
  ])('$source is $expected', ({ source, expected }) => {
    expect(projectPath(source)).toBe(expected);
  });
});
