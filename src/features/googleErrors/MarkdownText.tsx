import { Lexer, type MarkedToken, type Token } from 'marked';
import { Fragment, useMemo, type ReactNode } from 'react';

interface MarkdownTextProps {
  markdown: string;
  /** A link to another row of the same page ('#permission-denied'): shown in place. */
  onAnchor: (anchor: string) => void;
}

/**
 * Markdown of the project's own docs drawn as React elements (marked's lexer, no HTML string):
 * paragraphs, tables, lists, emphasis, code and links. Links to the web open in a new tab.
 */
export function MarkdownText({ markdown, onAnchor }: MarkdownTextProps) {
  const tokens = useMemo(() => Lexer.lex(markdown), [markdown]);
  return <>{blocks(tokens, onAnchor)}</>;
}

function blocks(tokens: readonly Token[], onAnchor: (anchor: string) => void): ReactNode[] {
  const inline = (children: readonly Token[] | undefined) => spans(children ?? [], onAnchor);
  // The docs use marked's own token types only (no extensions): the union narrows by type.
  return (tokens as readonly MarkedToken[]).map((token, index) => {
    switch (token.type) {
      case 'paragraph':
        return <p key={index}>{inline(token.tokens)}</p>;
      case 'heading':
        return <h4 key={index}>{inline(token.tokens)}</h4>;
      case 'list':
        return (
          <ul key={index}>
            {token.items.map((item, at) => (
              <li key={at}>{blocks(item.tokens, onAnchor)}</li>
            ))}
          </ul>
        );
      case 'table':
        return (
          <div key={index} className="google-error__table">
            <table>
              <thead>
                <tr>
                  {token.header.map((cell, at) => (
                    <th key={at} scope="col">
                      {inline(cell.tokens)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {token.rows.map((row, at) => (
                  <tr key={at}>
                    {row.map((cell, column) => (
                      <td key={column}>{inline(cell.tokens)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      case 'text':
        return <Fragment key={index}>{token.tokens ? inline(token.tokens) : token.text}</Fragment>;
      case 'space':
        return null;
      default:
        return <p key={index}>{token.raw}</p>;
    }
  });
}

function spans(tokens: readonly Token[], onAnchor: (anchor: string) => void): ReactNode[] {
  return (tokens as readonly MarkedToken[]).map((token, index) => {
    switch (token.type) {
      case 'strong':
        return <strong key={index}>{spans(token.tokens ?? [], onAnchor)}</strong>;
      case 'em':
        return <em key={index}>{spans(token.tokens ?? [], onAnchor)}</em>;
      case 'codespan':
        return <code key={index}>{decode(token.text)}</code>;
      case 'br':
        return <br key={index} />;
      case 'link': {
        const children = spans(token.tokens ?? [], onAnchor);
        const href = String(token.href);
        if (href.startsWith('#')) {
          return (
            <a
              key={index}
              href={href}
              onClick={(event) => {
                event.preventDefault();
                onAnchor(href.slice(1));
              }}
            >
              {children}
            </a>
          );
        }
        return /^https:\/\//.test(href) ? (
          <a key={index} href={href} target="_blank" rel="noopener noreferrer">
            {children}
          </a>
        ) : (
          <Fragment key={index}>{children}</Fragment>
        );
      }
      case 'text':
        return (
          <Fragment key={index}>
            {token.tokens ? spans(token.tokens, onAnchor) : decode(String(token.text))}
          </Fragment>
        );
      default:
        return <Fragment key={index}>{decode(String(token.raw))}</Fragment>;
    }
  });
}

/** marked escapes &, <, >, " and ' in text and code; React escapes them again, so undo it. */
const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
