import type { AdminLesson, CourseAdminDetail } from '@jal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders, type RenderOptions } from '@/test/render';
import { useAdminCourse } from '../api/get-admin-course';
import { buildAdminCourse, ok, serveAdminApi } from '../testing/course-admin-testing';
import { CurriculumBuilder } from './curriculum-builder';

const id = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const lesson = (n: number, moduleId: string, order: number): AdminLesson => ({
  _id: id(n),
  id: id(n),
  moduleId,
  title: `Lesson ${n}`,
  titleTranslations: { en: `Lesson ${n}` },
  kind: 'text',
  durationMinutes: 5,
  order,
  content: { body: { en: 'Text' } },
});
const initialCourse = (): CourseAdminDetail => ({
  ...buildAdminCourse(1),
  modules: [
    {
      _id: id(100),
      id: id(100),
      title: 'Rain',
      titleTranslations: { en: 'Rain' },
      description: '',
      descriptionTranslations: {},
      order: 0,
      lessons: [lesson(1, id(100), 0), lesson(2, id(100), 1)],
    },
    {
      _id: id(200),
      id: id(200),
      title: 'Ponds',
      titleTranslations: { en: 'Ponds' },
      description: '',
      descriptionTranslations: {},
      order: 1,
      lessons: [],
    },
  ],
});

let course = initialCourse();
const api = await serveAdminApi((request) => {
  const path = new URL(request.url, 'http://stub').pathname;
  if (request.method === 'GET') return ok(course);
  if (path.endsWith('/lessons/order')) {
    const ids = (JSON.parse(request.body) as { ids: string[] }).ids;
    const module = course.modules[0]!;
    course = {
      ...course,
      modules: [{ ...module, lessons: ids.map((lessonId) => module.lessons.find((l) => l.id === lessonId)!) }, course.modules[1]!],
    };
  }
  if (path.endsWith('/move')) {
    const moved = course.modules[0]!.lessons.find((l) => path.includes(l.id))!;
    course = {
      ...course,
      modules: [
        { ...course.modules[0]!, lessons: course.modules[0]!.lessons.filter((l) => l.id !== moved.id) },
        { ...course.modules[1]!, lessons: [{ ...moved, moduleId: id(200) }] },
      ],
    };
  }
  if (request.method === 'DELETE') {
    course = { ...course, modules: course.modules.map((m) => ({ ...m, lessons: m.lessons.filter((l) => !path.endsWith(l.id)) })) };
  }
  return ok(course);
});

beforeEach(() => {
  course = initialCourse();
});

function Page() {
  const query = useAdminCourse(course.id);
  const [, setDirty] = useState(false);
  return query.data ? <CurriculumBuilder course={query.data} onDirty={setDirty} /> : null;
}

const renderBuilder = (options: RenderOptions = {}) => renderWithProviders(<Page />, options);

describe('curriculum builder', () => {
  it('reorders lessons from the keyboard, across modules too, keeping the focus on the moved lesson', async () => {
    const { user } = renderBuilder();
    await user.click(await screen.findByRole('button', { name: 'Move lesson “Lesson 1” down' }));
    await waitFor(() => expect(api.bodies('PUT')).toEqual([{ ids: [id(2), id(1)] }]));
    // Lesson 1 is last now: its Down button moves it into the next module.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move lesson “Lesson 1” down' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.bodies('PUT')[1]).toEqual({ moduleId: id(200), index: 0 }));
    const ponds = (await screen.findByRole('heading', { name: 'Module 2: Ponds' })).closest('li')!;
    expect(await within(ponds).findByText('Lesson 1')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('“Lesson 1” moved.');
  });

  it('asks before removing a lesson', async () => {
    const { user } = renderBuilder();
    await user.click(await screen.findByRole('button', { name: 'Remove lesson “Lesson 2”' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this lesson?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Lesson 2')).toBeNull());
    expect(api.received.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual([
      `/api/v1/courses/admin/${course.id}/lessons/${id(2)}`,
    ]);
  });

  it('checks a new quiz lesson before sending it and lists what to fix', async () => {
    const { user } = renderBuilder({ userOptions: { delay: null } });
    await user.click(await screen.findByRole('button', { name: 'Add lesson to “Ponds”' }));
    expect(screen.getByRole('heading', { name: 'New lesson' })).toHaveFocus();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of lesson' }), 'quiz');
    await user.click(screen.getByRole('button', { name: 'Save lesson' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Enter the lesson title in English');
    expect(summary).toHaveTextContent('Question 1: write the question in English.');
    expect(api.received.filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});
