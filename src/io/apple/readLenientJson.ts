import { createScanner, parse, printParseErrorCode, type ParseError } from 'jsonc-parser';

// jsonc-parser's SyntaxKind is a const enum, which verbatimModuleSyntax cannot read.
const SyntaxKind = {
  CloseBraceToken: 2,
  CloseBracketToken: 4,
  CommaToken: 5,
  LineCommentTrivia: 12,
  BlockCommentTrivia: 13,
  LineBreakTrivia: 14,
  Trivia: 15,
  EOF: 17,
} as const;

export type LenientJson =
  { ok: true; value: unknown; repairs: string[] } | { ok: false; error: string };

/** Line (1-based) of an offset. */
const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** The trailing commas and comments a strict reader refuses, each in words with its line. */
function repairsOf(text: string): string[] {
  const repairs: string[] = [];
  const scanner = createScanner(text, false);
  let comma: number | undefined;
  for (let token: number = scanner.scan(); token !== SyntaxKind.EOF; token = scanner.scan()) {
    if (token === SyntaxKind.Trivia || token === SyntaxKind.LineBreakTrivia) continue;
    if (token === SyntaxKind.LineCommentTrivia || token === SyntaxKind.BlockCommentTrivia) {
      repairs.push(`Line ${lineOf(text, scanner.getTokenOffset())}: a comment was skipped.`);
      continue;
    }
    if (
      comma !== undefined &&
      (token === SyntaxKind.CloseBraceToken || token === SyntaxKind.CloseBracketToken)
    ) {
      repairs.push(`Line ${lineOf(text, comma)}: a comma before the closing bracket was left out.`);
    }
    comma = token === SyntaxKind.CommaToken ? scanner.getTokenOffset() : undefined;
  }
  return repairs;
}

/**
 * Reads JSON as Wallet does, which is more forgiving than the standard: trailing commas and
 * comments are read past (Apple's own signed sample has a trailing comma) and each is listed.
 * Anything else malformed is an error at its line.
 */
export function readLenientJson(source: string): LenientJson {
  const text = source.replace(/^\uFEFF/, '');
  const errors: ParseError[] = [];
  const value: unknown = parse(text, errors, { allowTrailingComma: true, disallowComments: false });
  const first = errors[0];
  if (first) {
    const why = printParseErrorCode(first.error)
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase();
    return {
      ok: false,
      error: `Line ${lineOf(text, first.offset)}: not readable as JSON (${why}).`,
    };
  }
  return { ok: true, value, repairs: repairsOf(text) };
}
