import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type Ref,
} from 'react';
import { useFormEngine } from '../FormEngineContext';

/** Lists with at least this many rows render only the rows on screen (and a few around them). */
export const VIRTUAL_FROM = 40;

/** A collapsed row's height before it is measured: the summary bar. */
const ESTIMATED_ROW_PX = 46;
const OVERSCAN = 3;

export interface VirtualRowsHandle {
  /** Scrolls row `index` into view (it may not be rendered yet). */
  reveal: (index: number) => void;
}

export interface VirtualRowsProps {
  count: number;
  /** The list's dotted name: rows asked to be revealed (focusPath, Add) are `${name}.${index}`. */
  name: string;
  /** Renders row `index`; `measure` goes on the row's element (with `data-index`). */
  renderRow: (index: number, measure: (element: Element | null) => void) => ReactNode;
  ref?: Ref<VirtualRowsHandle> | undefined;
}

type AnyVirtualizer = Virtualizer<Element | Window, Element>;

/** The nearest ancestor that scrolls vertically, or null when the page itself scrolls. */
function scrollParentOf(element: Element | null): HTMLElement | null {
  for (let node = element?.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/**
 * The rows of a long list, rendered only where the scroll position shows them (TanStack Virtual).
 * Rows stay in normal flow between two paddings, so drag and drop transforms them as usual.
 * Rows the editor asks to reveal (focusPath, a new row) are scrolled into view first.
 */
export function VirtualRows(props: VirtualRowsProps) {
  const probe = useRef<HTMLOListElement>(null);
  // undefined until mounted: the scroll parent is known only from the DOM.
  const [scroller, setScroller] = useState<HTMLElement | null | undefined>(undefined);
  useLayoutEffect(() => setScroller(scrollParentOf(probe.current)), []);
  if (scroller === undefined) return <ol ref={probe} className="rows plain-list" />;
  return scroller ? <ElementRows {...props} scroller={scroller} /> : <WindowRows {...props} />;
}

/** What both virtualizers share: row sizes, overscan, the list's offset and gap. */
const rowOptions = (count: number, scrollMargin: number, gap: number) => ({
  count,
  estimateSize: () => ESTIMATED_ROW_PX,
  measureElement: rowHeight,
  overscan: OVERSCAN,
  scrollMargin,
  gap,
  useFlushSync: false,
});

function ElementRows(props: VirtualRowsProps & { scroller: HTMLElement }) {
  const { scroller, count } = props;
  const list = useRef<HTMLOListElement>(null);
  const [margin, setMargin] = useState(0);
  const [gap, setGap] = useState(0);
  const virtualizer = useVirtualizer({
    ...rowOptions(count, margin, gap),
    getScrollElement: () => scroller,
  });
  useListLayout(
    list,
    setMargin,
    setGap,
    () => {
      const element = list.current;
      if (!element) return 0;
      const top = element.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
      return Math.round(top + scroller.scrollTop - scroller.clientTop);
    },
    scroller,
  );
  return <Rows {...props} list={list} virtualizer={virtualizer as unknown as AnyVirtualizer} />;
}

function WindowRows(props: VirtualRowsProps) {
  const list = useRef<HTMLOListElement>(null);
  const [margin, setMargin] = useState(0);
  const [gap, setGap] = useState(0);
  const virtualizer = useWindowVirtualizer(rowOptions(props.count, margin, gap));
  useListLayout(
    list,
    setMargin,
    setGap,
    () => {
      const element = list.current;
      return element ? Math.round(element.getBoundingClientRect().top + window.scrollY) : 0;
    },
    window,
  );
  return <Rows {...props} list={list} virtualizer={virtualizer as unknown as AnyVirtualizer} />;
}

/** A row's height; one not laid out (0) keeps the estimate, so sizes never collapse to nothing. */
const rowHeight = (element: Element) => element.getBoundingClientRect().height || ESTIMATED_ROW_PX;

const gapOf = (element: Element | null) =>
  element ? Number.parseFloat(getComputedStyle(element).rowGap) || 0 : 0;

/**
 * Keeps the list's row gap and its offset inside its scroll container current: what sits above it (an expanded
 * row of another list, say) moves it. Read after each render and on scroll.
 */
function useListLayout(
  list: React.RefObject<HTMLOListElement | null>,
  setMargin: (margin: number) => void,
  setGap: (gap: number) => void,
  measure: () => number,
  target: HTMLElement | Window,
) {
  const latest = useRef(measure);
  useLayoutEffect(() => {
    latest.current = measure;
    setMargin(measure());
    setGap(gapOf(list.current));
  });
  useEffect(() => {
    const update = () => setMargin(latest.current());
    target.addEventListener('scroll', update, { passive: true });
    return () => target.removeEventListener('scroll', update);
  }, [target, setMargin, list]);
}

function Rows({
  count,
  name,
  renderRow,
  ref,
  list,
  virtualizer,
}: VirtualRowsProps & {
  list: React.RefObject<HTMLOListElement | null>;
  virtualizer: AnyVirtualizer;
}) {
  const { editor } = useFormEngine();
  const reveal = (index: number) => {
    if (index >= 0 && index < count) virtualizer.scrollToIndex(index, { align: 'center' });
  };
  useImperativeHandle(ref, () => ({ reveal }));
  const request = useSyncExternalStore(editor.subscribe, editor.getRevealRequest);
  useEffect(() => {
    if (!request) return;
    const prefix = `${name}.`;
    for (const row of request.rows) {
      const rest = row.startsWith(prefix) ? row.slice(prefix.length) : '';
      if (/^\d+$/.test(rest)) virtualizer.scrollToIndex(Number(rest), { align: 'center' });
    }
    // Only a new request scrolls: the virtualizer itself changes on every scroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request, name]);
  const items = virtualizer.getVirtualItems();
  const margin = virtualizer.options.scrollMargin;
  const before = items[0] ? items[0].start - margin : 0;
  const last = items.at(-1);
  const after = last ? virtualizer.getTotalSize() - (last.end - margin) : 0;
  return (
    <ol
      ref={list}
      className="rows plain-list"
      style={{ paddingTop: before, paddingBottom: Math.max(0, after) }}
    >
      {items.map((item) => renderRow(item.index, virtualizer.measureElement))}
    </ol>
  );
}
