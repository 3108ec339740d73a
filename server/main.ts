import { parseServerArgs, serverUsage, UsageError } from './parseServerArgs';
import { startServer } from './startServer';

/** `npm run server -- [options]`: runs until SIGINT or SIGTERM, then finishes open requests. */
async function main(): Promise<number | 'running'> {
  let options;
  try {
    options = parseServerArgs(process.argv.slice(2), process.cwd());
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n\n${serverUsage}`);
    return 2;
  }
  if (options === 'help') {
    process.stdout.write(serverUsage);
    return 0;
  }
  const server = await startServer(options);
  process.stdout.write(
    `Pass Studio reference server at ${server.baseUrl}\n` +
      `  port ${server.port}, documents in ${options.dir}\n` +
      `  browsers allowed from ${options.allowOrigins.join(', ')}\n` +
      (server.signsAs
        ? `  signs save links as ${server.signsAs} (POST ${server.baseUrl}/saveLink)\n`
        : '') +
      (server.tokenUrl
        ? `  plays Google: access tokens at POST ${server.tokenUrl} for ${server.signsAs ?? ''}\n` +
          `  publish with: npx pass-studio publish --endpoint ${server.origin} --key KEY.json FILE...\n`
        : '') +
      (server.removedAtStart.length > 0
        ? `  removed ${server.removedAtStart.length} temporary file(s) of interrupted writes\n`
        : ''),
  );
  const stop = (signal: string) => {
    process.stdout.write(`${signal}: closing\n`);
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return 'running';
}

main().then(
  (code) => {
    if (code !== 'running') process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
