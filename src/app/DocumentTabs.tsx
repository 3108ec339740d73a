import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { resourceLabels } from '../schema';
import { modalIsOpen } from '../ui/modalIsOpen';
import { useSyntaxDescriberLoaded } from './drafts';
import { type Draft } from '../storage';
import { documentNames } from './documentName';
import { DocumentsMenu } from './DocumentsMenu';
import { focusEmptyWorkspace } from './focusEmptyWorkspace';
import { focusTab, tabId } from './focusTab';
import { KindIcon } from './KindIcon';
import { openVerdict, useOpenVerdicts } from './openVerdicts';
import type { OpenTabs } from './useOpenTabs';
import { PopupMenu } from '../ui/PopupMenu';
import { tabMenuItems } from './tabMenuItems';
import { tabVerdict } from './tabVerdict';
import { useCloseTabShortcut } from './useCloseTabShortcut';
import { useStoredVerdicts } from './useStoredVerdicts';

interface DocumentTabsProps {
  tabs: OpenTabs;
  activeId: string | null;
  onSelect: (id: string | null) => void;
  /** Compare two open documents (a tab's menu: "Compare with …"). */
  onCompare?: (first: string, second: string) => void;
  /** A document made here (New…, the welcome): its first field takes the focus, not its tab. */
  focusesField?: ReadonlySet<string>;
}

const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const day = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

function changedAt(ms: number): string {
  const date = new Date(ms);
  return date.toDateString() === new Date().toDateString() ? time.format(date) : day.format(date);
}

const closeId = (id: string) => `tab-${id}-close`;

/**
 * The open documents as one-line tabs (kind icon, name, a dot for validity, a close button), new
 * ones on the right. The strip scrolls when it overflows; the documents menu lists every open
 * and closed document. Ctrl+W closes the active tab; the draft stays in the menu.
 */
export function DocumentTabs({
  tabs,
  activeId,
  onSelect,
  onCompare,
  focusesField,
}: DocumentTabsProps) {
  const { open, closed } = tabs;
  const names = useMemo(() => documentNames([...open, ...closed]), [open, closed]);
  // An open editor's verdict, as its toolbar shows it, as soon as it changes; a closed one's
  // as stored with its draft.
  const live = useOpenVerdicts();
  const speaksFor = useCallback((draft: Draft) => openVerdict(draft, live) !== undefined, [live]);
  useStoredVerdicts(open, speaksFor);
  // Kept JSON text that does not parse: where it breaks is known once its describer is in.
  useSyntaxDescriberLoaded();
  const nameOf = (draft: Draft) => names.get(draft.id) ?? draft.name;

  const close = (id: string) => {
    const at = open.findIndex((d) => d.id === id);
    tabs.close(id);
    if (id !== activeId) return;
    const next = open[at + 1] ?? open[at - 1] ?? null;
    onSelect(next?.id ?? null);
    if (next) focusTab(next.id);
    else focusEmptyWorkspace();
  };
  useCloseTabShortcut(activeId, close);

  // A document that appears while the app runs (Open, Duplicate) takes the focus on its tab,
  // also the first one, whose tab strip mounts with it; not from a dialog (Link check) that
  // opened it.
  // Before the paint that removes what held the focus (the welcome), so it never rests on the body.
  const known = useRef<Set<string> | null>(null);
  useLayoutEffect(() => {
    const all = [...open, ...closed];
    const before = known.current;
    known.current = new Set(all.map((d) => d.id));
    if (!activeId) return;
    const isNew = before
      ? !before.has(activeId)
      : (all.find((d) => d.id === activeId)?.createdAt ?? 0) >= performance.timeOrigin;
    if (!isNew || !known.current.has(activeId) || modalIsOpen()) return;
    // One made by New… or the welcome has its first field focused (Workspace) once that field is
    // editable; until then its tab holds the focus, not the page's body.
    if (focusesField?.has(activeId)) {
      const active = document.activeElement;
      if (!active || active === document.body) document.getElementById(tabId(activeId))?.focus();
    } else if (!document.getElementById(`panel-${activeId}`)?.contains(document.activeElement))
      focusTab(activeId);
  }, [open, closed, activeId, focusesField]);
  // The active tab, its verdict and its close button scroll into view in a strip that overflows.
  // The strip is scrolled, not the tab into view: Chromium's scrollIntoView moves where the next
  // Tab starts to the tab, past the skip link a reloaded page offers first.
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const tab = activeId ? document.getElementById(tabId(activeId)) : null;
    const close = activeId ? document.getElementById(closeId(activeId)) : null;
    const box = strip.current;
    if (!tab || !box) return;
    const shown = box.getBoundingClientRect();
    const left = tab.getBoundingClientRect().left;
    const right = (close ?? tab).getBoundingClientRect().right;
    if (left < shown.left) box.scrollLeft -= shown.left - left;
    else if (right > shown.right) box.scrollLeft += right - shown.right;
  }, [activeId]);

  // A tab's context menu, under the tab (at the pointer's x after a right click).
  const [menu, setMenu] = useState<{ id: string; x: number; y: number } | null>(null);
  const openMenu = (id: string, pointerX?: number) => {
    const rect = document.getElementById(tabId(id))?.getBoundingClientRect();
    if (rect) setMenu({ id, x: pointerX ?? rect.left, y: rect.bottom + 2 });
  };
  const menuDraft = menu ? open.find((d) => d.id === menu.id) : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).getAttribute('role') !== 'tab') return;
    if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
      event.preventDefault();
      openMenu((event.target as HTMLElement).id.slice('tab-'.length));
      return;
    }
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const at = open.findIndex((d) => d.id === activeId);
    const next = open[(at + (event.key === 'ArrowRight' ? 1 : -1) + open.length) % open.length];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    focusTab(next.id);
  };
  const rows = open.map((draft) => {
    const { text, tone } = tabVerdict(draft, openVerdict(draft, live) ?? draft.verdict);
    const dotClass = tone === 'ready' ? '' : ` doc-tab__dot--${tone}`;
    const selected = draft.id === activeId;
    return { draft, name: nameOf(draft), verdict: text, dot: dotClass, selected };
  });
  return (
    <div className="doc-tabs">
      {/* The tablist holds only tabs (axe: aria-required-children); each close button follows
          it in the DOM and sits after its tab by CSS order, so the strip reads tab, ×, tab, ×. */}
      <div className="doc-tabs__strip" ref={strip}>
        <div
          className="doc-tabs__list"
          role="tablist"
          aria-label="Open documents"
          onKeyDown={onKeyDown}
        >
          {rows.map(({ draft, name, verdict, dot, selected }, i) => (
            <button
              key={draft.id}
              id={tabId(draft.id)}
              type="button"
              role="tab"
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              className="doc-tab__main"
              style={{ order: 2 * i }}
              title={`${name} · ${resourceLabels[draft.kind]} · ${verdict} · changed ${changedAt(draft.updatedAt)}`}
              onClick={() => onSelect(draft.id)}
              onAuxClick={(event) => {
                if (event.button === 1) close(draft.id);
              }}
              onContextMenu={(event) => {
                event.preventDefault();
                if (menu?.id !== draft.id) openMenu(draft.id, event.clientX || undefined);
              }}
              aria-keyshortcuts="Shift+F10"
            >
              <KindIcon kind={draft.kind} />
              <span className="doc-tab__name">{name}</span>
              <span className="visually-hidden">, {resourceLabels[draft.kind]}, </span>
              <span className={`doc-tab__dot${dot}`} aria-hidden="true" />
              <span className="doc-tab__verdict visually-hidden">{verdict}</span>
            </button>
          ))}
        </div>
        {rows.map(({ draft, name, selected }, i) => (
          <button
            key={draft.id}
            id={closeId(draft.id)}
            type="button"
            className={`doc-tab__close${selected ? ' doc-tab__close--selected' : ''}`}
            style={{ order: 2 * i + 1 }}
            aria-label={`Close ${name}`}
            aria-keyshortcuts={selected ? 'Control+W' : undefined}
            data-tip={`Close ${name}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => close(draft.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        ))}
      </div>
      {menu && menuDraft ? (
        <PopupMenu
          label={`${nameOf(menuDraft)} actions`}
          at={menu}
          items={tabMenuItems(menuDraft, open, nameOf, {
            compare: (first, second) => onCompare?.(first, second),
            close,
          })}
          onClose={(refocus) => {
            setMenu(null);
            if (refocus) document.getElementById(tabId(menu.id))?.focus();
          }}
        />
      ) : null}
      <DocumentsMenu
        open={open}
        closed={closed}
        activeId={activeId}
        nameOf={nameOf}
        onSelect={(id) => {
          tabs.reopen(id);
          onSelect(id);
          focusTab(id);
        }}
      />
    </div>
  );
}
