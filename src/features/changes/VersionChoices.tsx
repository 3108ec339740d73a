import type { SavedVersion } from './versionsPort';

/** What the dialog compares the document with. */
export type Source = { type: 'version'; id: string } | { type: 'file' };

interface VersionChoicesProps {
  name: string;
  versions: readonly SavedVersion[];
  loading: boolean;
  chosen: Source;
  onChoose: (source: Source) => void;
  /** The file input, shown under its choice while chosen. */
  file: React.ReactNode;
}

/** The versions, newest first, and a JSON file, as one group of radio buttons. */
export function VersionChoices({
  name,
  versions,
  loading,
  chosen,
  onChoose,
  file,
}: VersionChoicesProps) {
  return (
    <fieldset className="changes-dialog__sources">
      <legend>Compare with</legend>
      <div className="changes-dialog__versions" role="group" aria-label="Versions">
        {loading ? <p role="status">Reading the versions…</p> : null}
        {!loading && versions.length === 0 ? (
          <p>
            No versions yet: one is kept after 5 minutes of editing, and at each import, export,
            save link, publish and restore.
          </p>
        ) : null}
        {versions.map((version) => (
          <label key={version.id} className="changes-dialog__choice">
            <input
              type="radio"
              name={name}
              checked={chosen.type === 'version' && chosen.id === version.id}
              onChange={() => onChoose({ type: 'version', id: version.id })}
            />
            <span>
              <strong>{version.when}</strong> · {version.reason}
              {version.note && !version.summary.includes(version.note) ? ` (${version.note})` : ''}
              <span className="changes-dialog__summary">{version.summary}</span>
              {version.inThisTabOnly ? (
                <span className="changes-dialog__summary">Kept in this tab only</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      <label className="changes-dialog__choice">
        <input
          type="radio"
          name={name}
          checked={chosen.type === 'file'}
          onChange={() => onChoose({ type: 'file' })}
        />
        <span>A JSON file</span>
      </label>
      {chosen.type === 'file' ? file : null}
    </fieldset>
  );
}
