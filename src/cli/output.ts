/** Where a command writes; the tests and the bin pass process streams or buffers. */
export interface Output {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Set when stderr is a terminal: long runs draw a progress line on it, this wide. */
  terminal?: {
    readonly columns: number;
    /** Writes our own control sequences (the progress line's redraw) as they are; else stderr. */
    draw?: (text: string) => void;
  };
}
