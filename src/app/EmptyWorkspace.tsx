import { useState } from 'react';
import { blankDocument } from '../io';
import { resourceKinds, resourceLabels, type ResourceKind } from '../schema';
import { Pane } from '../studio';
import { WELCOME_ID } from './focusEmptyWorkspace';
import { loadSample, SAMPLE_UNAVAILABLE } from './loadSample';

interface EmptyWorkspaceProps {
  onOpen: (kind: ResourceKind, document: unknown, name: string) => void;
}

/** No document yet: the three panes say what will appear there, and how to start. */
export function EmptyWorkspace({ onOpen }: EmptyWorkspaceProps) {
  const [problem, setProblem] = useState('');
  const openSample = (kind: ResourceKind) => {
    setProblem('');
    loadSample(kind).then(
      (document) => onOpen(kind, document, `Sample ${resourceLabels[kind].toLowerCase()}`),
      () => setProblem(SAMPLE_UNAVAILABLE),
    );
  };
  return (
    <main id="main" className="workspace">
      <Pane label="Sections">
        <p className="hint">The sections of your pass appear here once a document is open.</p>
      </Pane>
      <Pane label="Editor">
        <div className="welcome" id={WELCOME_ID}>
          <h3 className="welcome__title">Start a pass</h3>
          <p>
            Edit a Google Wallet transit class, offer class or offer object, field by field, with
            live checks. Open a class and its passes together to see them as a pair.
          </p>
          <div className="welcome__choices">
            {resourceKinds.map((kind) => (
              <div key={kind} className="welcome__choice">
                <h4>{resourceLabels[kind]}</h4>
                <button
                  type="button"
                  className="button--primary"
                  onClick={() => onOpen(kind, blankDocument(kind), '')}
                >
                  Blank {resourceLabels[kind].toLowerCase()}
                </button>
                <button type="button" onClick={() => openSample(kind)}>
                  {resourceLabels[kind]} from sample
                </button>
              </div>
            ))}
          </div>
          {problem && <p role="alert">{problem}</p>}
          <p className="hint">
            Or open JSON files, drop them anywhere on the window, or paste JSON (Ctrl+V).
          </p>
        </div>
      </Pane>
      <Pane label="Preview">
        <p className="hint">The card appears here as Google Wallet would show it.</p>
      </Pane>
    </main>
  );
}
