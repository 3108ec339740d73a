import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { fitToolbar, type ToolbarFit, type ToolbarParts } from './fitToolbar';

/** The parts that may move into More: marked one by one, or every child of a marked group. */
export const MOVABLE = '[data-fit="movable"], [data-fit="movables"] > *';

interface Parts {
  kept: HTMLElement[];
  movable: HTMLElement[];
  more: HTMLElement | null;
  status: HTMLElement | null;
}

function partsOf(bar: HTMLElement): Parts {
  return {
    kept: [...bar.querySelectorAll<HTMLElement>('[data-fit="kept"]')],
    movable: [...bar.querySelectorAll<HTMLElement>(MOVABLE)],
    more: bar.querySelector<HTMLElement>('[data-fit="more"]'),
    status: bar.querySelector<HTMLElement>('[data-fit="status"]'),
  };
}

const width = (element: HTMLElement | null) => element?.getBoundingClientRect().width ?? 0;

/** Every part shown at its own width, on one row that does not wrap (data-measuring). */
function measure(bar: HTMLElement, parts: Parts, compact: boolean): ToolbarParts {
  bar.toggleAttribute('data-compact', compact);
  for (const element of parts.movable) element.hidden = false;
  if (parts.more) parts.more.hidden = false;
  parts.status?.classList.remove('visually-hidden');
  const style = getComputedStyle(bar);
  return {
    room: bar.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
    gap: parseFloat(style.columnGap) || 0,
    kept: parts.kept.map(width),
    movable: parts.movable.map(width),
    more: width(parts.more),
    status: width(parts.status),
    statusMayHide: !parts.status?.querySelector('button'),
  };
}

function apply(bar: HTMLElement, parts: Parts, fit: ToolbarFit, compact: boolean) {
  const focused = document.activeElement;
  bar.toggleAttribute('data-compact', compact);
  parts.movable.forEach((element, i) => {
    element.hidden = i >= parts.movable.length - fit.moved;
  });
  if (parts.more) parts.more.hidden = fit.moved === 0;
  // The one rule for text that is read, not shown (forms/controls.css).
  parts.status?.classList.toggle('visually-hidden', fit.hideStatus);
  bar.removeAttribute('data-measuring');
  // A command that moved away with the focus hands it to More, where it went.
  if (focused instanceof HTMLElement && focused.closest('[hidden]') && parts.more) {
    parts.more.focus();
  }
}

/** The last whole measurement, to weigh a new status width against without measuring again. */
interface Fitted {
  /** The bar's text less the status's, and its width: what the commands' widths depend on. */
  key: string;
  plain: ToolbarParts;
  compact: ToolbarParts | null;
  decided: ToolbarFit;
  isCompact: boolean;
}

function keyOf(bar: HTMLElement, parts: Parts): string {
  return `${bar.clientWidth}|${commandText(bar, parts)}`;
}

/** The bar's text without the status's (the verdict and save status change as one types). */
function commandText(bar: HTMLElement, parts: Parts): string {
  const all = bar.textContent ?? '';
  const status = parts.status?.textContent ?? '';
  return status ? all.replace(status, '') : all;
}

function fit(bar: HTMLElement): Fitted | null {
  // Not laid out (a hidden panel, or jsdom): every command stays in the bar.
  if (bar.clientWidth === 0) return null;
  const parts = partsOf(bar);
  const key = keyOf(bar, parts);
  bar.setAttribute('data-measuring', '');
  const plain = measure(bar, parts, false);
  let compact: ToolbarParts | null = null;
  let decided = fitToolbar(plain);
  if (!decided.fits) {
    compact = measure(bar, parts, true);
    decided = fitToolbar(compact);
  }
  apply(bar, parts, decided, compact !== null);
  return { key, plain, compact, decided, isCompact: compact !== null };
}

const sameFit = (a: ToolbarFit, b: ToolbarFit) =>
  a.moved === b.moved && a.hideStatus === b.hideStatus && a.fits === b.fits;

/**
 * Whether a new status width (the verdict or the save status changed as the designer types)
 * leaves the bar as it is: weighed against the last measurement of the commands, reading only
 * the status's width, from a ResizeObserver, after layout, so nothing is laid out again.
 */
function statusKeepsFit(bar: HTMLElement, last: Fitted | null): boolean {
  const parts = partsOf(bar);
  if (!last || last.decided.hideStatus || keyOf(bar, parts) !== last.key) return false;
  const measured = last.isCompact ? last.compact : last.plain;
  if (!measured) return false;
  // The room measured for the status is kept while its text fits in it.
  const status = Math.max(width(parts.status), measured.status);
  const statusMayHide = !parts.status?.querySelector('button');
  return sameFit(fitToolbar({ ...measured, status, statusMayHide }), last.decided);
}

/**
 * Keeps the document toolbar on one row (a priority+ bar): the parts it marks with `data-fit`
 * (kept, movable, more, status) are measured, and what does not fit moves into More, the status
 * is read but not shown, then Undo, Redo and More show only their icons; what still does not fit
 * wraps, never scrolls sideways. It sets `hidden`, `data-compact` and the status's
 * visually-hidden class itself, before paint: React renders none of them. It fits again when the
 * bar or the status changes size, and when a render changes the commands' text; a status that
 * changes size is weighed against the last measurement first, so typing lays nothing out twice.
 */
export function useToolbarFit(bar: RefObject<HTMLElement | null>): void {
  const text = useRef<string | null>(null);
  const last = useRef<Fitted | null>(null);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    // The status's own changes are the ResizeObserver's: measuring here, in a keystroke's
    // frame, would lay the whole page out once more.
    const commands = commandText(element, partsOf(element));
    if (commands === text.current) return;
    text.current = commands;
    last.current = fit(element);
  });
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let frame = 0;
    // A frame later: fitting changes the sizes it observes.
    const observer = new ResizeObserver(() => {
      if (statusKeepsFit(element, last.current)) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => (last.current = fit(element)));
    });
    observer.observe(element);
    const status = element.querySelector('[data-fit="status"]');
    if (status) observer.observe(status);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [bar]);
}
