import { PATHS, storedLessonContent, type MyDataExport, type OwnSession, type StoredQuizQuestion } from '@jal/contracts';
import type { UserRow } from '../../db/rows.js';
import { presentUser } from '../users/presenter.js';
import type { PersonalData } from './repository.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A text of the course in English, else in whichever language it has. */
const englishOf = (text: Record<string, string> | undefined) => text?.en ?? Object.values(text ?? {})[0] ?? null;

/** The answers of one attempt, with the question and the chosen options in words where the quiz still has them. */
function presentAnswers(content: unknown, answers: PersonalData['attempts'][number]['answers']) {
  const parsed = storedLessonContent.quiz.safeParse(content);
  const questions = new Map<string, StoredQuizQuestion>(parsed.success ? parsed.data.questions.map((q) => [q.id, q]) : []);
  return answers.map(({ questionId, optionIds }) => {
    const question = questions.get(questionId);
    const options = new Map(question?.options.map((option) => [option.id, englishOf(option.text)]) ?? []);
    return {
      questionId,
      question: englishOf(question?.prompt),
      optionIds,
      chosen: optionIds.map((id) => options.get(id) ?? id),
    };
  });
}

/** The file "Download my data" gives: the account (never its password hash or sessions) and what its holder did. */
export function presentPersonalData(
  user: UserRow,
  data: PersonalData,
  practicalSubmissions: MyDataExport['practicalSubmissions'],
  now: Date,
): MyDataExport {
  const account = presentUser(user);
  return {
    exportedAt: now.toISOString(),
    account: {
      name: account.name,
      nameHindi: user.nameVariants?.hindi?.trim() || null,
      email: account.email,
      role: account.role,
      organization: data.organizationName,
      status: account.status,
      createdAt: account.createdAt,
      preferences: account.preferences,
    },
    consents: data.consents.map((row) => ({ noticeVersion: row.noticeVersion, acceptedAt: row.acceptedAt.toISOString() })),
    enrolments: data.enrolments.map((row) => ({
      course: row.course,
      enrolledAt: row.enrolledAt.toISOString(),
      completedAt: iso(row.completedAt),
    })),
    lessonProgress: data.progress.map((row) => ({
      course: row.course,
      lesson: row.lesson,
      status: row.status,
      completedAt: iso(row.completedAt),
      videoPositionSeconds: row.positionSeconds,
    })),
    quizAttempts: data.attempts.map((row) => ({
      course: row.course,
      lesson: row.lesson,
      score: row.score,
      passed: row.passed,
      submittedAt: row.submittedAt.toISOString(),
      answers: presentAnswers(row.content, row.answers),
    })),
    certificates: data.certificates.map((row) => ({
      code: row.code,
      course: row.courseTitleTranslations.en ?? row.courseTitle,
      issuedAt: row.issuedAt.toISOString(),
      revokedAt: iso(row.revokedAt),
      verificationPath: PATHS.verifyCertificate(row.code),
    })),
    practicalSubmissions,
  };
}

/** One of the caller's own sessions, for "My devices": never its token or the token's hash. */
export function presentOwnSession(row: {
  id: string;
  devicePlatform: string | null;
  address: string | null;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
}): OwnSession {
  return {
    id: row.id,
    userAgent: row.userAgent,
    platform: row.devicePlatform,
    address: row.address,
    signedInAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastSeenAt.toISOString(),
    current: row.current,
  };
}
