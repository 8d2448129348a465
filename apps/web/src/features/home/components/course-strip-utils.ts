/** The nine course illustrations, assigned to the strip's cards in turn. */
export const STRIP_IMAGE_COUNT = 9;

export function stripImage(index: number): string {
  return `/images/courses/course-${(index % STRIP_IMAGE_COUNT) + 1}.svg`;
}

/**
 * Splits a sentence before its last `count` words, so they can go on a line of their own
 * (the strip's description ends with its last four words on a line of their own). Works for any script that
 * separates words with spaces, Hindi included.
 */
export function splitLastWords(text: string, count = 4): { head: string; tail: string } {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const cut = Math.max(0, words.length - count);
  return { head: words.slice(0, cut).join(' '), tail: words.slice(cut).join(' ') };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * How far (0 to 1) the page has scrolled through the strip: 0 when the section's top reaches the
 * sticky offset, 1 when the sticky viewport is about to scroll away. `travel` is the section's
 * height minus the sticky viewport's.
 */
export function stripProgress(sectionTop: number, stickyTop: number, travel: number): number {
  return travel > 0 ? clamp((stickyTop - sectionTop) / travel, 0, 1) : 0;
}

/**
 * The scroll offset inside the section (0 … travel) at which the card whose centre is
 * `cardCentre` px from the row's start sits in the middle of a `viewportWidth` viewport, as far
 * as the row's `distance` of sideways travel allows. Used to bring a focused card into view.
 */
export function offsetForCard(cardCentre: number, viewportWidth: number, distance: number, travel: number): number {
  if (distance <= 0) return 0;
  return (clamp(cardCentre - viewportWidth / 2, 0, distance) / distance) * travel;
}
