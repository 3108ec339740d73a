import { MAX_INPUT_BYTES, readRegularFile, readStreamText, type ReadText } from './readRegularFile';

export type LinkInput = { ok: true; text: string } | { ok: false; message: string };

const looksLikeLink = (value: string) =>
  /^\s*(https?:\/\/|eyJ[\w-]*\.[\w-]+\.[\w-]*\s*$)/.test(value);

/**
 * The text to look for a save link in: the argument itself when it is a URL or a JWT, standard
 * input for `-`, otherwise the file it names (an e-mail, HTML, the JSON of save-link --json).
 * Files and standard input are read by the same rules: regular files only, UTF-8, bounded.
 */
export async function readLinkInput(
  argument: string,
  stdin: () => Promise<ReadText> = readStdin,
): Promise<LinkInput> {
  if (looksLikeLink(argument)) return { ok: true, text: argument };
  const read = argument === '-' ? await stdin() : await readRegularFile(argument, MAX_INPUT_BYTES);
  if ('text' in read) return { ok: true, text: read.text };
  const why =
    read.problem === 'no such file' ? 'no such file, and not a save link or JWT' : read.problem;
  return {
    ok: false,
    message: `cannot read ${argument === '-' ? 'standard input' : argument}: ${why}`,
  };
}

/** All of standard input as UTF-8 text, bounded as a file is. */
export function readStdin(): Promise<ReadText> {
  return readStreamText(process.stdin, MAX_INPUT_BYTES);
}
