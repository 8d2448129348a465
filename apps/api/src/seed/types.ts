/** Text in English and Hindi; every seeded string has both. */
import type { StoredPractical } from '@jal/contracts';

export type BilingualText = { en: string; hi: string };

export type SeedLesson =
  | { kind: 'text'; title: BilingualText; durationMinutes: number; body: BilingualText }
  | { kind: 'video'; title: BilingualText; durationMinutes: number; summary: BilingualText }
  | { kind: 'document'; title: BilingualText; durationMinutes: number; summary: BilingualText }
  /** A field practical, as stored: its number's and rubric's ids are written out, as the course editor would make them. */
  | { kind: 'practical'; title: BilingualText; durationMinutes: number; content: StoredPractical }
  | {
      kind: 'quiz';
      title: BilingualText;
      durationMinutes: number;
      passingScore: number;
      questions: {
        prompt: BilingualText;
        multiple: boolean;
        options: { text: BilingualText; correct: boolean }[];
        explanation: BilingualText;
      }[];
    };

export type SeedModule = { title: BilingualText; description: BilingualText; lessons: SeedLesson[] };

export type SeedCourse = {
  slug: string;
  title: BilingualText;
  description: BilingualText;
  status: 'draft' | 'published';
  level: 'beginner' | 'intermediate' | 'advanced';
  category: string;
  /** One of /images/courses/course-1.svg … course-9.svg */
  image: string;
  order: number;
  modules: SeedModule[];
};
