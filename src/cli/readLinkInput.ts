import { readFile } from 'node:fs/promises';

export type LinkInput = { ok: true; text: string } | { ok: false; message: string };

const looksLikeLink = (value: string) =>
  /^\s*(https?:\/\/|eyJ[\w-]*\.[\w-]+\.[\w-]*\s*$)/.test(value);

/**
 * The text to look for a save link in: the argument itself when it is a URL or a JWT, standard
 * input for `-`, otherwise the file it names (an e-mail, HTML, the JSON of save-link --json).
 */
export async function readLinkInput(
  argument: string,
  stdin: () => Promise<string>,
): Promise<LinkInput> {
  if (argument === '-') return { ok: true, text: await stdin() };
  if (looksLikeLink(argument)) return { ok: true, text: argument };
  try {
    return { ok: true, text: await readFile(argument, 'utf8') };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file, and not a save link or JWT' : String(code);
    return { ok: false, message: `cannot read ${argument}: ${why}` };
  }
}

/** All of standard input as text. */
export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
