import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { bodyOfLesson, emptyLesson, lessonProblems, type QuizDraft } from '../lib/lesson-draft';
import { loadCourseAdminStrings } from '../testing/course-admin-testing';
import { QuizBuilder } from './quiz-builder';

beforeAll(async () => {
  loadCourseAdminStrings();
  await i18n.changeLanguage('en');
});

let latest: QuizDraft;
function Harness() {
  const [quiz, setQuiz] = useState<QuizDraft>(emptyLesson('m').quiz);
  latest = quiz;
  return <QuizBuilder idPrefix="quiz" quiz={quiz} onChange={setQuiz} />;
}

const question = (number: number) => screen.getByRole('group', { name: `Question ${number}` });

describe('quiz builder', () => {
  it('builds single and multiple answer questions that the API schema accepts', async () => {
    const { user } = renderWithProviders(<Harness />, { userOptions: { delay: null } });
    const first = question(1);
    await user.type(within(first).getByRole('textbox', { name: 'Question (English)' }), 'Where does rain go?');
    await user.type(within(first).getByRole('textbox', { name: 'Question (Hindi)' }), 'वर्षा कहाँ जाती है?');
    await user.type(within(first).getByRole('textbox', { name: 'Option 1 (English)' }), 'Into the ground');
    await user.type(within(first).getByRole('textbox', { name: 'Option 2 (English)' }), 'Nowhere');
    await user.click(within(first).getByRole('button', { name: 'Add option' }));
    await user.type(within(first).getByRole('textbox', { name: 'Option 3 (English)' }), 'Into streams');
    // One answer: marking option 3 unmarks option 1.
    await user.click(within(first).getByRole('radio', { name: 'Option 3 is correct' }));
    expect(within(first).getByRole('radio', { name: 'Option 1 is correct' })).not.toBeChecked();
    expect(latest.questions[0]?.options.map((option) => option.correct)).toEqual([false, false, true]);

    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const second = question(2);
    await user.click(within(second).getByRole('checkbox', { name: 'More than one answer can be correct' }));
    await user.type(within(second).getByRole('textbox', { name: 'Question (English)' }), 'Which hold water?');
    await user.type(within(second).getByRole('textbox', { name: 'Option 1 (English)' }), 'Ponds');
    await user.type(within(second).getByRole('textbox', { name: 'Option 2 (English)' }), 'Tanks');
    await user.click(within(second).getByRole('checkbox', { name: 'Option 2 is correct' }));
    expect(latest.questions[1]?.options.map((option) => option.correct)).toEqual([true, true]);

    const draft = { ...emptyLesson('m'), kind: 'quiz' as const, title: { en: 'Check', hi: '' }, quiz: latest };
    expect(lessonProblems(draft)).toEqual([]);
    const body = bodyOfLesson(draft);
    expect(body.kind).toBe('quiz');
    expect(body.content).toMatchObject({ passingScore: 60, questions: [{ multiple: false }, { multiple: true }] });
  }, 30_000);

  it('reorders and removes questions, and keeps at least two options and one question', async () => {
    const { user } = renderWithProviders(<Harness />, { userOptions: { delay: null } });
    expect(within(question(1)).getByRole('button', { name: 'Remove option 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove question 1' })).toBeDisabled();
    await user.type(within(question(1)).getByRole('textbox', { name: 'Question (English)' }), 'First');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.type(within(question(2)).getByRole('textbox', { name: 'Question (English)' }), 'Second');
    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    expect(latest.questions.map((item) => item.prompt.en)).toEqual(['Second', 'First']);
    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(latest.questions.map((item) => item.prompt.en)).toEqual(['First']);
  }, 15_000);

  it('names what is wrong: a missing option text and a question with no correct answer', () => {
    const draft = { ...emptyLesson('m'), kind: 'quiz' as const, title: { en: 'Check', hi: '' } };
    const problems = lessonProblems(draft).map((problem) => i18n.t(problem.key, problem.values));
    expect(problems).toContain('Question 1: write the question in English.');
    expect(problems).toContain('Question 1, option 1: write the option in English.');
    const none = {
      ...draft,
      quiz: {
        passingScore: 150,
        questions: draft.quiz.questions.map((q) => ({ ...q, options: q.options.map((o) => ({ ...o, correct: false })) })),
      },
    };
    const noneProblems = lessonProblems(none).map((problem) => i18n.t(problem.key, problem.values));
    expect(noneProblems).toContain('Question 1: mark the correct option (exactly one for a single-answer question).');
    expect(noneProblems).toContain('The passing score is a whole number from 1 to 100.');
  });
});
