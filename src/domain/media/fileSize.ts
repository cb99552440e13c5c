// One way to show a file's size everywhere (drawers, lists, upload rows, hints): decimal units, as
// the spec's limits read ("15M" is 15 MB = 15,000,000 bytes), KB below a megabyte so a small cover
// never shows as "0 MB". Intl only, so the server and the workers may use it too.

export const BYTES_PER_KB = 1000;
export const BYTES_PER_MB = 1000 * 1000;
export const BYTES_PER_GB = 1000 * 1000 * 1000;

type SizeUnit = 'B' | 'KB' | 'MB' | 'GB';

/** The unit and the rounded value a size is shown in; the unit is picked after rounding. */
export function fileSizeParts(bytes: number): {
  value: number;
  unit: SizeUnit;
  fractionDigits: number;
} {
  const size = Math.max(0, Math.round(bytes));
  if (size < BYTES_PER_KB) return { value: size, unit: 'B', fractionDigits: 0 };
  const kb = Math.round(size / BYTES_PER_KB);
  if (kb < 1000) return { value: kb, unit: 'KB', fractionDigits: 0 };
  const mb = Math.round((size / BYTES_PER_MB) * 10) / 10;
  if (mb < 1000) return { value: mb, unit: 'MB', fractionDigits: 1 };
  return { value: Math.round((size / BYTES_PER_GB) * 100) / 100, unit: 'GB', fractionDigits: 2 };
}

/**
 * "43 KB", "3.4 MB", "1.25 GB": the number in the interface locale, the unit symbol as both languages
 * write it (Intl's own unit names differ by engine: "kB" in Node, "512 byte" in English).
 */
export function formatFileSize(bytes: number, locale: string): string {
  if (!Number.isFinite(bytes)) return '';
  const { value, unit, fractionDigits } = fileSizeParts(bytes);
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits }).format(value)} ${unit}`;
}

/** A byte limit as the whole or one-decimal number of MB its hint names ("at most {maxMb} MB"). */
export function megabytesOf(bytes: number): number {
  return Math.round((bytes / BYTES_PER_MB) * 10) / 10;
}
