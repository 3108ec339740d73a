import { plural } from '../io/verdict';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { Segmented } from '../ui/Segmented';
import './editorMarks.css';
import { exportPng } from './exportPng';
import { PlatformContext, type PreviewPlatform } from './platformContext';
import { usePreviewSetting } from './usePreviewSetting';
import type { PreviewView } from './ViewSwitch';

type Zoom = 'fit' | '1' | '2';

/** Logical width of the phone screen in CSS px (dp), a common Android width (Pixel 7). */
const SCREEN_WIDTH = 412;
/** The frame's bezel on each side. */
const BEZEL = 10;

const platforms: readonly [PreviewPlatform, string][] = [
  ['android', 'Android'],
  ['web', 'Web'],
  ['apple', 'Apple'],
];
const zooms: readonly [Zoom, string][] = [
  ['fit', 'Fit'],
  ['1', '100 %'],
  ['2', '200 %'],
];
const viewNames: Record<PreviewView, string> = {
  card: 'card',
  details: 'details',
  list: 'list row',
};

const overflows = (element: HTMLElement) =>
  element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight;

/**
 * Whether the element scrolls (its frame is wider or taller than it: 100 % or 200 % in a narrow
 * pane), measured as the frame's `scale` and the pane's size change.
 */
function useScrolls(ref: RefObject<HTMLElement | null>, scale: number): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    if (ref.current) setScrolls(overflows(ref.current));
  }, [ref, scale]);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setScrolls(overflows(element)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

/** The width the frame gets from its scroll container, for "Fit". */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

const AndroidChrome = memo(function AndroidChrome() {
  return (
    <div className="pp-frame__status" aria-hidden="true">
      <span>10:00</span>
      <span className="pp-frame__icons">
        <span className="pp-frame__signal" />
        <span className="pp-frame__battery" />
      </span>
    </div>
  );
});

/** An iPhone's status bar: the time, the island between, the signal and a battery lying down. */
const AppleChrome = memo(function AppleChrome() {
  return (
    <div className="pp-frame__status" aria-hidden="true">
      <span>9:41</span>
      <span className="pp-frame__island" />
      <span className="pp-frame__icons">
        <span className="pp-frame__bars">
          <span />
          <span />
          <span />
          <span />
        </span>
        <span className="pp-frame__battery" />
      </span>
    </div>
  );
});

const WebChrome = memo(function WebChrome() {
  return (
    <div className="pp-frame__address" aria-hidden="true">
      <span className="pp-frame__dots">
        <span />
        <span />
        <span />
      </span>
      <span className="pp-frame__url">wallet.google.com</span>
    </div>
  );
});

interface DeviceBarProps {
  platform: PreviewPlatform;
  onPlatform: (platform: PreviewPlatform) => void;
  zoom: Zoom;
  onZoom: (zoom: Zoom) => void;
  hideMarks: boolean;
  onHideMarks: (hide: boolean) => void;
  /** The view on screen, in words: what Export PNG draws. */
  viewName: string;
  onExport: () => void;
  status: string;
}

/** The device's controls; redrawn only when one of them changes, not with the pass. */
const DeviceBar = memo(function DeviceBar({
  platform,
  onPlatform,
  zoom,
  onZoom,
  hideMarks,
  onHideMarks,
  viewName,
  onExport,
  status,
}: DeviceBarProps) {
  return (
    <div className="pp-device__bar">
      <Segmented legend="Device" options={platforms} value={platform} onChange={onPlatform} />
      <Segmented legend="Zoom" options={zooms} value={zoom} onChange={onZoom} />
      <label className="pp-device__marks">
        <input
          type="checkbox"
          role="switch"
          checked={hideMarks}
          onChange={(event) => onHideMarks(event.target.checked)}
        />
        <span>Hide editor marks</span>
      </label>
      <button type="button" className="pp-button" onClick={onExport}>
        Export PNG<span className="visually-hidden"> of the {viewName}</span>
      </button>
      <span className="pp-device__status" role="status">
        {status}
      </span>
    </div>
  );
});

/**
 * The preview's device: Android phone, web page or iPhone, zoomed to fit or at 100 % / 200 %, with an
 * "Export PNG" of the view on screen and a "Hide editor marks" switch (both show the pass as the
 * phone does, without the preview's own marks: editorMark.ts). The platform reaches the views through PlatformContext;
 * platform and zoom are kept in localStorage, like the other preview settings.
 */
export function DeviceStage({
  view,
  children,
  under,
}: {
  view: PreviewView;
  children: ReactNode;
  /** Shown under the device, knowing its platform too (the preview's notes). */
  under?: ReactNode;
}) {
  const [platform, setPlatform] = usePreviewSetting<PreviewPlatform>(
    'pass-studio:preview:platform',
    (stored) => (stored === 'web' || stored === 'apple' ? stored : 'android'),
  );
  const [zoom, setZoom] = usePreviewSetting<Zoom>('pass-studio:preview:zoom', (stored) =>
    stored === '1' || stored === '2' ? stored : 'fit',
  );
  const [hideMarks, setHideMarks] = usePreviewSetting(
    'pass-studio:preview:hide-marks',
    (stored) => stored === true,
  );
  const [status, setStatus] = useState('');
  // The file being drawn: the frame shows at 100 % meanwhile, since the drawing copies computed
  // styles, and a zoomed frame's would squeeze the text into narrower columns.
  const [exporting, setExporting] = useState<string | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const screen = useRef<HTMLDivElement>(null);
  const available = useWidth(viewport);
  const frameWidth = SCREEN_WIDTH + 2 * BEZEL;
  const fitted = available > 0 ? Math.min(1, available / frameWidth) : 1;
  const scale = exporting ? 1 : zoom === 'fit' ? fitted : +zoom;
  const scrolls = useScrolls(viewport, scale);

  useEffect(() => {
    const node = screen.current;
    if (!exporting || !node) return;
    exportPng(node, exporting)
      .then(
        (leftOut) =>
          setStatus(
            `Exported ${exporting}${leftOut ? `; ${plural(leftOut, 'image')} from other hosts left out` : ''}`,
          ),
        (error: unknown) =>
          setStatus(`Could not export: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => setExporting(null));
  }, [exporting]);

  const onExport = useCallback(() => {
    const fileName = `pass-${view}-${platform}.png`;
    setStatus(`Drawing ${fileName}…`);
    setExporting(fileName);
  }, [view, platform]);

  return (
    <div className="pp-device">
      <DeviceBar
        platform={platform}
        onPlatform={setPlatform}
        zoom={zoom}
        onZoom={setZoom}
        hideMarks={hideMarks}
        onHideMarks={setHideMarks}
        viewName={viewNames[view]}
        onExport={onExport}
        status={status}
      />
      {/* Focusable while it scrolls (100 % or 200 % in a narrow pane), for the keyboard to
          scroll it too; at Fit it does not, and is no Tab stop on the way to the card. */}
      <div
        ref={viewport}
        className="pp-device__viewport"
        role="group"
        aria-label="Pass on screen"
        tabIndex={scrolls ? 0 : undefined}
      >
        <div
          className={`pp-frame pp-frame--${platform}`}
          // --pp-zoom lets a target keep 24 page pixels (WCAG 2.2 target size) at any zoom.
          style={{ zoom: scale, width: frameWidth, '--pp-zoom': scale } as CSSProperties}
          data-zoom={scale.toFixed(3)}
        >
          {platform === 'web' ? (
            <WebChrome />
          ) : platform === 'apple' ? (
            <AppleChrome />
          ) : (
            <AndroidChrome />
          )}
          <div
            ref={screen}
            className="pp-frame__screen"
            data-marks={hideMarks || exporting ? 'hidden' : 'shown'}
          >
            <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>
          </div>
        </div>
      </div>
      <PlatformContext.Provider value={platform}>{under}</PlatformContext.Provider>
    </div>
  );
}
