#!/usr/bin/env node
// The command line, built to JavaScript in dist-node/ (npm run build:node; `npm install` in a
// clone and `npm pack` build it). Nothing compiles TypeScript at run time.
const { main } = await import('../dist-node/cli.js').catch((error) => {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
  process.stderr.write('pass-studio is not built: run `npm run build:node` in its folder.\n');
  process.exit(2);
});
process.exitCode = await main(process.argv.slice(2));
