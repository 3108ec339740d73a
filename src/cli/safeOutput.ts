import { printable } from '../io/printable';
import type { Output } from './output';

/**
 * The output every command writes through: control characters in any text (a link, a pass id,
 * a server's error) are escaped, so nothing read from outside can drive the terminal. The
 * progress line draws its own redraw sequences past it, on the terminal only.
 */
export function safeOutput(out: Output): Output {
  const { terminal } = out;
  return {
    stdout: (text) => out.stdout(printable(text)),
    stderr: (text) => out.stderr(printable(text)),
    ...(terminal && {
      terminal: {
        get columns() {
          return terminal.columns;
        },
        draw: terminal.draw ?? out.stderr,
      },
    }),
  };
}
