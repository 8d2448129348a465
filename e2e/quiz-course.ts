import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

type Text = { en: string; hi: string };
export type QuizQuestion = {
  prompt: Text;
  multiple: boolean;
  options: { text: Text; correct: boolean }[];
  explanation: Text;
};

/**
 * A published course of one module and one quiz lesson (pass mark 100 %), made through the admin
 * API. Publishing changes the catalogue every visitor sees: the tests that call it are site-wide.
 */
export async function publishQuizCourse(
  adminApi: APIRequestContext,
  quiz: { title: string; lessonTitle: Text; questions: QuizQuestion[] },
) {
  const json = async <T>(response: Awaited<ReturnType<APIRequestContext['post']>>) => {
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: T }).data;
  };
  const course = await json<{ id: string }>(
    await adminApi.post('/api/v1/courses/admin', { data: { titleTranslations: { en: quiz.title, hi: quiz.title } } }),
  );
  const curriculum = await json<{ modules: { id: string }[] }>(
    await adminApi.post(`/api/v1/courses/admin/${course.id}/modules`, { data: { titleTranslations: { en: 'Check', hi: 'जाँच' } } }),
  );
  await json(
    await adminApi.post(`/api/v1/courses/admin/${course.id}/modules/${curriculum.modules[0]!.id}/lessons`, {
      data: {
        kind: 'quiz',
        titleTranslations: quiz.lessonTitle,
        durationMinutes: 5,
        content: { passingScore: 100, questions: quiz.questions },
      },
    }),
  );
  await json(await adminApi.put(`/api/v1/courses/admin/${course.id}`, { data: { status: 'published' } }));
  return { id: course.id, title: quiz.title };
}
