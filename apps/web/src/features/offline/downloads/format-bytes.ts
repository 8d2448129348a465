import { formatNumber } from '@/lib/locale-format';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** "3.2 MB", "12.5 MB", "1.2 GB": at most one decimal (none from 100 up), in the reader's number format. */
export function formatBytes(bytes: number, language: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const number = formatNumber(value, language, { maximumFractionDigits: digits });
  return `${number} ${UNITS[unit]}`;
}
