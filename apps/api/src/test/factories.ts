// Factories: each test builds the people, organizations, courses and enrolments it depends on,
// so it says what it needs and no longer leans on the seeded demo accounts (whose state every
// other test of the file can change). New tests use these; see README.md beside this file.
//
// Records are made through the owning modules' services where they have one (organizations,
// courses and their curriculum, enrolments), and the user row through the users repository,
// since the users service only creates accounts on behalf of a signed-in actor, with a password
// that must be replaced at first sign-in. Caches the routes would drop after such a write are
// dropped here too, so a record built after a read shows up on the next one.
import { randomBytes } from 'node:crypto';
import { practicalExample } from './practical-example.js';
import type { FastifyInstance } from 'fastify';
import {
  courseCreateBody,
  lessonBody,
  moduleBody,
  organizationBody,
  type CourseStatus,
  type LessonBody,
  needsOrganization,
  type OrganizationBody,
  type Role,
} from '@jal/contracts';
import type { UserRow } from '../db/rows.js';
import { hashPassword } from '../lib/password.js';
import { addLesson, addModule, adminCourseDetail, createCourse } from '../modules/course-admin/service.js';
import { invalidateCourseCaches } from '../modules/courses/service.js';
import { enrol, learningDeps } from '../modules/learning/service.js';
import { createOrganization, toggleOrganization } from '../modules/organizations/service.js';
import { findUserById, insertUser } from '../modules/users/repository.js';
import { createSession } from '../sessions/store.js';
import { bearer } from './test-app.js';

/** The password of every built account unless a test names its own: long and on no refused list. */
export const FACTORY_PASSWORD = 'Neer-Kinare#2026';

const unique = () => randomBytes(4).toString('hex');

// argon2id costs tens of milliseconds a hash; accounts sharing a password share its hash.
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
};

export type OrganizationSpec = Partial<OrganizationBody> & { active?: boolean };
export type BuiltOrganization = { id: string; name: string };

/** An organization, active unless `active: false` (its users then cannot sign in). */
export async function buildOrganization(app: FastifyInstance, spec: OrganizationSpec = {}): Promise<BuiltOrganization> {
  const { active = true, ...fields } = spec;
  const values = organizationBody.parse({ name: `Jal Samiti ${unique()}`, type: 'ngo', state: 'Maharashtra', ...fields });
  const organization = await createOrganization(app.db, values);
  if (!active) await toggleOrganization(app.db, organization.id);
  return { id: organization.id, name: organization.name };
}

export type UserSpec = {
  role?: Role;
  /** An organization manager without one gets an organization of its own. */
  organizationId?: string | null;
  name?: string;
  nameHindi?: string;
  /** A unique address unless given; null for a learner who signs in with a mobile number only. */
  email?: string | null;
  mobile?: string | null;
  password?: string;
  status?: UserRow['status'];
};

/** What a test needs of an account: who it is and how to sign in as it. */
export type BuiltUser = {
  id: string;
  name: string;
  email: string | null;
  mobile: string | null;
  password: string;
  role: Role;
  organizationId: string | null;
};

/** An account of any role with a password its holder chose (nothing to replace at sign-in). */
export async function buildUser(app: FastifyInstance, spec: UserSpec = {}): Promise<BuiltUser> {
  const role = spec.role ?? 'USER';
  const organizationId =
    spec.organizationId !== undefined ? spec.organizationId : needsOrganization(role) ? (await buildOrganization(app)).id : null;
  const password = spec.password ?? FACTORY_PASSWORD;
  const name = spec.name ?? `${role === 'USER' ? 'Learner' : 'Staff'} ${unique()}`;
  const row = await insertUser(app.db, {
    name,
    nameVariants: spec.nameHindi ? { english: name, hindi: spec.nameHindi } : null,
    email: spec.email === undefined ? `${role.toLowerCase()}-${unique()}@factory.example.org` : spec.email,
    mobile: spec.mobile ?? null,
    passwordHash: await hashOf(password),
    role,
    organizationId,
    status: spec.status ?? 'active',
  });
  if (!row) throw new Error(`building a user failed: the email or mobile number is taken (${spec.email ?? spec.mobile})`);
  return { id: row.id, name: row.name, email: row.email, mobile: row.mobile, password, role, organizationId };
}

/**
 * The headers of a session opened for `user` as a successful sign-in opens one, past any second
 * step (a test of something else need not enrol an authenticator for an administrator) and
 * without the sign-in's security event (so tests that count those count only their own).
 */
export async function signedInHeaders(app: FastifyInstance, user: Pick<BuiltUser, 'id'>): Promise<Record<string, string>> {
  const { token } = await createSession(app.db, user.id, undefined, app.sessionPolicy, app.now());
  return bearer(token);
}

export type SignedInUser = BuiltUser & { headers: Record<string, string> };

/** An account with a session open: `headers` carry its bearer token. */
export async function buildSignedInUser(app: FastifyInstance, spec: UserSpec = {}): Promise<SignedInUser> {
  const user = await buildUser(app, spec);
  return { ...user, headers: await signedInHeaders(app, user) };
}

type LessonKind = LessonBody['kind'];
export type CourseSpec = {
  status?: CourseStatus;
  title?: { en: string; hi?: string };
  /** The curriculum, module by module, each a list of lesson kinds (one module of a text lesson and a quiz by default). */
  modules?: LessonKind[][];
};
export type BuiltLesson = { id: string; kind: LessonKind; title: string; moduleId: string };
export type BuiltCourse = { id: string; slug: string; status: CourseStatus; title: string; lessons: BuiltLesson[] };

/** A lesson body of each kind that the course editor would accept; videos and documents without a file. */
function lessonOf(kind: LessonKind, title: string): LessonBody {
  const common = { titleTranslations: { en: title, hi: `${title} (हिन्दी)` }, durationMinutes: 5 };
  const summary = { en: `About ${title}.` };
  switch (kind) {
    case 'text':
      return { ...common, kind, content: { body: { en: `${title}: the text of the lesson.`, hi: 'पाठ का पाठ।' } } };
    case 'video':
      return { ...common, kind, content: { summary, mediaId: null, captions: [], durationSeconds: null } };
    case 'document':
      return { ...common, kind, content: { summary, mediaId: null } };
    case 'quiz':
      return {
        ...common,
        kind,
        content: {
          passingScore: 70,
          questions: [
            {
              prompt: { en: 'Which way does water flow?', hi: 'पानी किस ओर बहता है?' },
              multiple: false,
              options: [
                { text: { en: 'Downhill', hi: 'ढलान की ओर' }, correct: true },
                { text: { en: 'Uphill', hi: 'चढ़ाई की ओर' }, correct: false },
              ],
            },
          ],
        },
      };
    case 'practical':
      return { ...common, kind, content: practicalExample() };
  }
}

/** A course with its curriculum, published unless told otherwise; the lessons come back in learning order. */
export async function buildCourse(app: FastifyInstance, spec: CourseSpec = {}): Promise<BuiltCourse> {
  const title = spec.title ?? { en: `Check Dams ${unique()}`, hi: 'चेक डैम' };
  const id = await createCourse(app.db, courseCreateBody.parse({ titleTranslations: title, status: spec.status ?? 'published' }));
  const modules = spec.modules ?? [['text', 'quiz']];
  for (const [moduleIndex, kinds] of modules.entries()) {
    await addModule(app.db, id, moduleBody.parse({ titleTranslations: { en: `Module ${moduleIndex + 1}`, hi: `खंड ${moduleIndex + 1}` } }));
    const moduleId = (await adminCourseDetail(app.db, id)).modules[moduleIndex]!.id;
    for (const [lessonIndex, kind] of kinds.entries()) {
      await addLesson(app.db, id, moduleId, lessonBody.parse(lessonOf(kind, `Lesson ${moduleIndex + 1}.${lessonIndex + 1}`)));
    }
  }
  invalidateCourseCaches(app.publicCache);
  const course = await adminCourseDetail(app.db, id);
  const lessons = course.modules.flatMap((module) =>
    module.lessons.map((lesson) => ({ id: lesson.id, kind: lesson.kind, title: lesson.title, moduleId: module.id })),
  );
  return { id, slug: course.slug, status: course.status, title: course.title, lessons };
}

/** Enrols the learner in the course (at its first lesson), as the enrol button does. */
export async function buildEnrolment(app: FastifyInstance, user: Pick<BuiltUser, 'id'>, course: Pick<BuiltCourse, 'id'>) {
  const row = await findUserById(app.db, user.id);
  if (!row) throw new Error(`no user ${user.id} to enrol`);
  const { lms } = await enrol(learningDeps(app), row, course.id);
  return { userId: user.id, courseId: course.id, currentLessonId: lms.currentLessonId };
}
