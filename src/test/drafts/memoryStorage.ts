/** A Web Storage area in memory; while `full`, every write refuses, as a browser's full one does. */
export function memoryStorage({ full = false } = {}): Storage & { full: boolean } {
  const items = new Map<string, string>();
  const area = {
    full,
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (area.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
  return area;
}
