#!/usr/bin/env node
// Runs the TypeScript command line through tsx, so a clone works after `npm install` alone.
import { tsImport } from 'tsx/esm/api';

const { main } = await tsImport('../src/cli/main.ts', import.meta.url);
process.exitCode = await main(process.argv.slice(2));
