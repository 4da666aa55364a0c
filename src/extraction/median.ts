/** The middle value (the upper one of two), 0 for none: sizes and gaps of a page's text are judged by it. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? 0;
}
