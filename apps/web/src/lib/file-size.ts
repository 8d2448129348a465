import { formatNumber } from './locale-format';

/** A file's size as people read it: "1.5 MB", "420 KB", "0 KB" for nothing yet (decimal units, as phones and data plans count). */
export function fileSizeText(bytes: number, language: string): string {
  const megabytes = bytes / 1_000_000;
  const format = (value: number) => formatNumber(value, language, { maximumFractionDigits: 1 });
  return megabytes >= 1 ? `${format(megabytes)} MB` : `${format(bytes === 0 ? 0 : Math.max(1, Math.round(bytes / 1000)))} KB`;
}
