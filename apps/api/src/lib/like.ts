/** Text to match literally inside a LIKE pattern: its own %, _ and \ are escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
