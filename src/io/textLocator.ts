export interface TextPosition {
  /** 1-based. */
  line: number;
  /** 1-based, in UTF-16 units as editors count them. */
  column: number;
}

/** Turns offsets into 1-based line and column; the line starts are computed once. */
export function createLineIndex(text: string): (offset: number) => TextPosition {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
  }
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - (starts[low] ?? 0) + 1 };
  };
}
