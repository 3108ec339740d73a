import type { PendingImport } from './importTypes';
import './import.css';

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** One line per file still being read or checked, with a progress bar. */
export function ImportProgress({ pending }: { pending: readonly PendingImport[] }) {
  if (pending.length === 0) return null;
  return (
    <ul className="import-progress" aria-label="Imports in progress">
      {pending.map((item) => {
        const label =
          item.stage === 'reading'
            ? `Reading ${item.name}… ${megabytes(item.loaded)} of ${megabytes(item.total)}`
            : `Checking ${item.name}…`;
        return (
          <li key={item.id}>
            <span>{label}</span>
            <progress
              aria-label={label}
              max={item.stage === 'reading' ? item.total || 1 : undefined}
              value={item.stage === 'reading' ? item.loaded : undefined}
            />
          </li>
        );
      })}
    </ul>
  );
}
