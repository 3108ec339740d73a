/** A file's text, read in the browser. */
export interface ReadFile {
  name: string;
  size: number;
  text: string;
}

export type ReadProgress = (name: string, loaded: number, total: number) => void;

// FileReader where Blob has neither stream() nor text() (older engines, jsdom).
function readWithFileReader(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error(`${file.name} could not be read`));
    reader.readAsText(file);
  });
}

async function readFile(file: File, onProgress?: ReadProgress): Promise<ReadFile> {
  // Streaming reports progress on large files.
  if (!onProgress || typeof file.stream !== 'function') {
    const text =
      typeof file.text === 'function' ? await file.text() : await readWithFileReader(file);
    return { name: file.name, size: file.size, text };
  }
  const reader = file.stream().getReader();
  const decoder = new TextDecoder();
  let text = '';
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    loaded += value.byteLength;
    text += decoder.decode(value, { stream: true });
    onProgress(file.name, loaded, file.size);
  }
  return { name: file.name, size: file.size, text: text + decoder.decode() };
}

/** Reads every file as UTF-8 text, in order; the only import code that touches the DOM. */
export function readFiles(
  files: FileList | readonly File[],
  onProgress?: ReadProgress,
): Promise<ReadFile[]> {
  return Promise.all(Array.from(files, (file) => readFile(file, onProgress)));
}
