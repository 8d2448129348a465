import { createHash } from 'node:crypto';

type Seed = { userId: string; lessonId: string; attemptsSoFar: number };

/**
 * A stream of numbers in [0, 1) that the seed alone decides (mulberry32): the same seed gives the
 * same stream on every server and after every restart.
 */
function seededRandom(seed: Seed): () => number {
  const digest = createHash('sha256').update(`${seed.userId}:${seed.lessonId}:${seed.attemptsSoFar}`).digest();
  let state = digest.readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The items in the order a Fisher-Yates shuffle drawing from `random` gives; the input is left as it is. */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * The quiz as one learner sees it in one attempt: questions in the authored order, each
 * question's options shuffled. The order depends only on the learner, the lesson and how many
 * attempts they have made, so a reload (or the mobile app) shows the same order and the next
 * attempt a new one; answers are graded by option id, so the order changes nothing else.
 */
export function inLearnersOrder<Q extends { options: readonly unknown[] }>(questions: readonly Q[], seed: Seed): Q[] {
  const random = seededRandom(seed);
  return questions.map((question) => ({ ...question, options: shuffled(question.options, random) }));
}
