/** Where a command writes; the tests and the bin pass process streams or buffers. */
export interface Output {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}
