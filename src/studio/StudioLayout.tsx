import { useState, type CSSProperties, type ReactNode } from 'react';
import { EmbeddedClassNoteContext } from '../forms/embeddedClassNote';
import { FormEngineProvider } from '../forms/FormEngineProvider';
import { IssueList } from '../forms/IssueList';
import { SectionFields } from '../forms/SectionFields';
import { SectionNav } from '../forms/SectionNav';
import { useTooltips } from '../ui/useTooltips';
import { NarrowIssues } from './NarrowIssues';
import type { WidgetRegistry } from '../forms/widgetTypes';
import { LivePreview, type LivePreviewOptions } from './LivePreview';
import { Pane } from './Pane';
import { RailResizer } from './RailResizer';
import { readRailWidth, writeRailWidth } from './railWidth';
import type { Studio } from './useStudio';

export interface StudioLayoutProps {
  studio: Studio;
  widgets?: WidgetRegistry | undefined;
  readOnly?: boolean | undefined;
  /** The document's toolbar, above the panes. */
  toolbar?: ReactNode;
  /** A line under the toolbar: a pairing, a read-only notice. */
  banner?: ReactNode;
  /** What the editor pane shows instead of the open section's fields (the JSON view). */
  editor?: ReactNode;
  /** What the sections pane shows instead of the issue list (a syntax error). */
  issues?: ReactNode;
  /** Beside an offer object's embedded class fields: what the preview draws instead (a pairing). */
  embeddedClassNote?: ReactNode;
  /** The live preview's options; false leaves the preview out. */
  preview?: LivePreviewOptions | false | undefined;
  /** Dialogs and other parts that read the editor but have no place in a pane. */
  children?: ReactNode;
}

/**
 * The one layout of the editor: sections and issues (a rail the designer can widen), the editor,
 * the live preview. The app, the embed and the tests all draw a document with it.
 */
export function StudioLayout({
  studio,
  widgets,
  readOnly,
  toolbar,
  banner,
  editor,
  issues,
  embeddedClassNote,
  preview = {},
  children,
}: StudioLayoutProps) {
  const { engine, snapshots, kind, focusPath, setRoot } = studio;
  const [workspace, setWorkspace] = useState<HTMLElement | null>(null);
  // The icon buttons' names and shortcuts, for the app's toolbar and tabs as for the editor's.
  useTooltips(workspace);
  const [railWidth, setRailWidth] = useState(readRailWidth);
  const onRailWidth = (width: number | null) => {
    setRailWidth(width);
    writeRailWidth(width);
  };
  const railStyle =
    railWidth === null ? undefined : ({ '--rail-width': `${railWidth}px` } as CSSProperties);
  return (
    <FormEngineProvider engine={engine} widgets={widgets} readOnly={readOnly}>
      <div ref={setRoot} className="studio">
        {toolbar}
        {banner}
        {/* The app's page puts the whole document in its main landmark; a host page has its own. */}
        <div
          ref={setWorkspace}
          className="workspace"
          data-preview={preview ? 'shown' : 'hidden'}
          style={railStyle}
        >
          {/* Before the rail it sizes (drawn in the gap after it, studio.css): a Tab stop on the
              way into the rail, not on every way between the rail and the form. */}
          <RailResizer workspace={workspace} width={railWidth} onWidth={onRailWidth} />
          <Pane label="Sections">
            <SectionNav />
            <NarrowIssues>{issues ?? <IssueList />}</NarrowIssues>
          </Pane>
          <Pane label="Editor">
            {editor ?? (
              <EmbeddedClassNoteContext.Provider value={embeddedClassNote ?? null}>
                <SectionFields />
              </EmbeddedClassNoteContext.Provider>
            )}
          </Pane>
          {preview ? (
            <Pane label="Preview">
              <LivePreview
                {...preview}
                snapshots={snapshots}
                kind={kind}
                onSelectPath={focusPath}
              />
            </Pane>
          ) : null}
        </div>
        {children}
      </div>
    </FormEngineProvider>
  );
}
