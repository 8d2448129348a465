import { PATHS, type NotificationItem } from '@jal/contracts';
import type { MailMessage } from '../../lib/mail/mailer.js';

type Language = 'en' | 'hi';
type Payload = Record<string, unknown>;

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const courseOf = (payload: Payload, language: Language) => {
  const translations = (payload.courseTitleTranslations ?? {}) as Record<string, string>;
  return translations[language] || textOf(payload.courseTitle);
};

const lessonOf = (payload: Payload, language: Language) => {
  const translations = (payload.lessonTitleTranslations ?? {}) as Record<string, string>;
  return translations[language] || textOf(payload.lessonTitle);
};

/** What the reviewer wrote, told in the email of a returned practical (the bell shows it too). */
const FEEDBACK: Record<Language, string> = { en: "The trainer's feedback:", hi: 'प्रशिक्षक की टिप्पणी:' };

const SUBJECTS: Record<Language, Record<NotificationItem['kind'], (payload: Payload) => string>> = {
  en: {
    assignment: (p) => `New course for you: ${courseOf(p, 'en')}${p.dueOn ? `, due ${textOf(p.dueOn)}` : ''}`,
    'due-soon': (p) => `${courseOf(p, 'en')} is due on ${textOf(p.dueOn)}`,
    certificate: (p) => `Certificate earned: ${courseOf(p, 'en')}`,
    'import-finished': (p) => `Import finished: ${Number(p.imported ?? 0)} learners added`,
    'practical-accepted': (p) => `Practical accepted: ${lessonOf(p, 'en')} (${courseOf(p, 'en')})`,
    'practical-returned': (p) => `Send your practical again: ${lessonOf(p, 'en')} (${courseOf(p, 'en')})`,
  },
  hi: {
    assignment: (p) => `आपके लिए नया कोर्स: ${courseOf(p, 'hi')}${p.dueOn ? `, अंतिम तिथि ${textOf(p.dueOn)}` : ''}`,
    'due-soon': (p) => `${courseOf(p, 'hi')} की अंतिम तिथि ${textOf(p.dueOn)} है`,
    certificate: (p) => `प्रमाणपत्र मिला: ${courseOf(p, 'hi')}`,
    'import-finished': (p) => `आयात पूरा हुआ: ${Number(p.imported ?? 0)} शिक्षार्थी जोड़े गए`,
    'practical-accepted': (p) => `प्रायोगिक कार्य स्वीकार हुआ: ${lessonOf(p, 'hi')} (${courseOf(p, 'hi')})`,
    'practical-returned': (p) => `अपना प्रायोगिक कार्य फिर से भेजें: ${lessonOf(p, 'hi')} (${courseOf(p, 'hi')})`,
  },
};

const CLOSING: Record<Language, (name: string, link: string) => [string, string]> = {
  en: (name, link) => [`Hello ${name},`, `Open Jal Shiksha to see it: ${link}`],
  hi: (name, link) => [`नमस्ते ${name},`, `देखने के लिए जल शिक्षा खोलें: ${link}`],
};

/** Where a notice is seen: a manager's import among the organization's users, a learner's courses on My learning. */
const PAGE: Record<NotificationItem['kind'], string> = {
  assignment: PATHS.myLearning,
  'due-soon': PATHS.myLearning,
  certificate: PATHS.myLearning,
  'import-finished': '/dashboard/users',
  'practical-accepted': PATHS.myLearning,
  'practical-returned': PATHS.myLearning,
};

/** The email copy of a notice, in the person's language: the notice itself, and where to see it (on the site at `origin`). */
export function notificationMail(
  language: Language,
  name: string,
  kind: NotificationItem['kind'],
  payload: Payload,
  origin: string,
): Omit<MailMessage, 'to'> {
  // A practical's notice leads to its lesson, where the learner sees the review and may send again.
  const slug = textOf(payload.courseSlug);
  const lessonId = textOf(payload.lessonId);
  const page = kind.startsWith('practical-') && slug && lessonId ? PATHS.learn(slug, lessonId) : PAGE[kind];
  const link = `${origin}${page}`;
  const subject = SUBJECTS[language][kind](payload);
  const [greeting, where] = CLOSING[language](name, link);
  const feedback = textOf(payload.feedback);
  const said = feedback ? [FEEDBACK[language], feedback, ''] : [];
  return {
    subject,
    text: [greeting, '', subject, '', ...said, where, '', language === 'hi' ? 'जल शिक्षा' : 'Jal Shiksha', ''].join('\n'),
  };
}
