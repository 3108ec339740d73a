import { useId, useState } from 'react';
import { blankDocument } from '../io';
import { resourceKinds, resourceLabels, type ResourceKind } from '../schema';
import { DialogActions, ModalDialog } from '../ui/dialog';
import { loadSample, SAMPLE_UNAVAILABLE } from './loadSample';

interface NewDocumentDialogProps {
  onCreate: (kind: ResourceKind, document: unknown, name: string) => void;
  onCancel: () => void;
}

/** "New document": the kind, and whether to start blank (only what is required) or from a sample. */
export function NewDocumentDialog({ onCreate, onCancel }: NewDocumentDialogProps) {
  const [kind, setKind] = useState<ResourceKind>('transitClass');
  const [start, setStart] = useState<'blank' | 'sample'>('blank');
  const name = useId();
  const startName = useId();
  const [problem, setProblem] = useState('');
  const create = () => {
    if (start === 'blank') return onCreate(kind, blankDocument(kind), '');
    setProblem('');
    loadSample(kind).then(
      (document) => onCreate(kind, document, `Sample ${resourceLabels[kind].toLowerCase()}`),
      () => setProblem(SAMPLE_UNAVAILABLE),
    );
  };
  return (
    <ModalDialog title="New document" onClose={onCancel} className="new-document">
      <fieldset className="choice">
        <legend>Kind</legend>
        {resourceKinds.map((k) => (
          <label key={k}>
            <input type="radio" name={name} checked={kind === k} onChange={() => setKind(k)} />
            {resourceLabels[k]}
          </label>
        ))}
      </fieldset>
      <fieldset className="choice">
        <legend>Start from</legend>
        <label>
          <input
            type="radio"
            name={startName}
            checked={start === 'blank'}
            onChange={() => setStart('blank')}
          />
          Blank — only what is required
        </label>
        <label>
          <input
            type="radio"
            name={startName}
            checked={start === 'sample'}
            onChange={() => setStart('sample')}
          />
          Sample — a realistic pass to adapt
        </label>
      </fieldset>
      {problem && (
        <p role="alert" className="modal__problem">
          {problem}
        </p>
      )}
      <DialogActions
        dismiss={{ label: 'Cancel', onClick: onCancel }}
        primary={{ label: 'Create', onClick: create }}
      />
    </ModalDialog>
  );
}
