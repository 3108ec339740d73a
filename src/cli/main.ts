import { batchCommand } from './batchCommand';
import { diffCommand } from './diffCommand';
import { exportCommand } from './exportCommand';
import { fromAppleCommand } from './fromAppleCommand';
import { inspectLinkCommand } from './inspectLinkCommand';
import type { Output } from './output';
import { publishCommand } from './publishCommand';
import { saveLinkCommand } from './saveLinkCommand';
import { schemaCommand } from './schemaCommand';
import { timelineCommand } from './timelineCommand';
import { safeOutput } from './safeOutput';
import { toAppleCommand } from './toAppleCommand';
import { USAGE, UsageError } from './usage';
import { validateCommand } from './validateCommand';

const COMMANDS: Record<string, (args: string[], out: Output) => number | Promise<number>> = {
  validate: validateCommand,
  export: exportCommand,
  schema: schemaCommand,
  'save-link': saveLinkCommand,
  diff: diffCommand,
  batch: batchCommand,
  timeline: timelineCommand,
  'inspect-link': inspectLinkCommand,
  publish: publishCommand,
  'to-apple': toAppleCommand,
  'from-apple': fromAppleCommand,
};

const processOutput: Output = {
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
  // A dumb terminal cannot redraw a line in place.
  ...(process.stderr.isTTY && process.env.TERM !== 'dumb'
    ? {
        terminal: {
          get columns() {
            return process.stderr.columns || 80;
          },
          draw: (text: string) => void process.stderr.write(text),
        },
      }
    : {}),
};

/** Runs one command line; returns the exit code. Never throws for bad input. */
export async function main(argv: readonly string[], raw: Output = processOutput): Promise<number> {
  const out = safeOutput(raw);
  const [command, ...rest] = argv;
  if (
    command === '--help' ||
    command === '-h' ||
    command === 'help' ||
    rest.includes('--help') ||
    rest.includes('-h')
  ) {
    out.stdout(USAGE);
    return 0;
  }
  const run =
    command !== undefined && Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  try {
    if (!run) {
      throw new UsageError(
        command === undefined ? 'no command given' : `unknown command “${command}”`,
      );
    }
    return await run(rest, out);
  } catch (error) {
    if (error instanceof UsageError || isArgError(error)) {
      out.stderr(`pass-studio: ${(error as Error).message}\n\n${USAGE}`);
      return 2;
    }
    out.stderr(`pass-studio: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
}

/** node:util parseArgs rejects unknown or malformed options with these codes. */
function isArgError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS');
}
