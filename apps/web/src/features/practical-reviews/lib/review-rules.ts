import type { PracticalMark, StoredPractical } from '@jal/contracts';

type Rubric = StoredPractical['rubric'];

/** The points of the levels chosen, or null while a criterion has no level. */
export function scoreOf(rubric: Rubric, chosen: Record<string, string>): number | null {
  let score = 0;
  for (const criterion of rubric.criteria) {
    const level = criterion.levels.find((candidate) => candidate.id === chosen[criterion.id]);
    if (!level) return null;
    score += level.points;
  }
  return score;
}

/** The marks to send, in the rubric's order. */
export function marksOf(rubric: Rubric, chosen: Record<string, string>): PracticalMark[] {
  return rubric.criteria.flatMap((criterion) => {
    const levelId = chosen[criterion.id];
    return levelId ? [{ criterionId: criterion.id, levelId }] : [];
  });
}

/** The levels given in a past review, by criterion: a second review starts from the first. */
export function chosenFrom(marks: readonly PracticalMark[] | null | undefined): Record<string, string> {
  return Object.fromEntries((marks ?? []).map((mark) => [mark.criterionId, mark.levelId]));
}
