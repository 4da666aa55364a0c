/**
 * Pages read with OCR at once: one tesseract worker per core (the WebAssembly build is single threaded), at
 * most four, so memory stays bounded on a large machine. A module of its own so that a text PDF's conversion
 * can ask without loading OCR.
 */
export function ocrThreads(): number {
  return Math.max(1, Math.min(4, navigator.hardwareConcurrency || 1));
}
