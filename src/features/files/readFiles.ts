import { decodeUtf8, type Issue } from '../../io';

/** A file's text, read in the browser. */
export interface ReadFile {
  name: string;
  size: number;
  text: string;
}

export type ReadProgress = (name: string, loaded: number, total: number) => void;

/** A file whose bytes are not UTF-8: `issue` says at which byte, line and column. */
export class NotUtf8Error extends Error {
  constructor(readonly issue: Issue) {
    super(issue.message);
    this.name = 'NotUtf8Error';
  }
}

// FileReader where Blob has neither stream() nor arrayBuffer() (older engines, jsdom).
function readWithFileReader(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new Uint8Array(reader.result instanceof ArrayBuffer ? reader.result : []));
    reader.onerror = () => reject(reader.error ?? new Error(`${file.name} could not be read`));
    reader.readAsArrayBuffer(file);
  });
}

/** A file's bytes, with progress when asked. */
export async function readBytes(file: File, onProgress?: ReadProgress): Promise<Uint8Array> {
  // Streaming reports progress on large files.
  if (!onProgress || typeof file.stream !== 'function') {
    return typeof file.arrayBuffer === 'function'
      ? new Uint8Array(await file.arrayBuffer())
      : readWithFileReader(file);
  }
  const reader = file.stream().getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress(file.name, loaded, file.size);
  }
  const bytes = new Uint8Array(loaded);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads a file as UTF-8: bytes that are not UTF-8 are never replaced by U+FFFD, the read fails
 * with a `NotUtf8Error` that says where. A leading byte-order mark is dropped.
 */
async function readFile(file: File, onProgress?: ReadProgress): Promise<ReadFile> {
  const decoded = decodeUtf8(await readBytes(file, onProgress));
  if (!decoded.ok) throw new NotUtf8Error(decoded.issue);
  return { name: file.name, size: file.size, text: decoded.text };
}

/** Reads every file as UTF-8 text, in order; the only import code that touches the DOM. */
export function readFiles(
  files: FileList | readonly File[],
  onProgress?: ReadProgress,
): Promise<ReadFile[]> {
  return Promise.all(Array.from(files, (file) => readFile(file, onProgress)));
}
