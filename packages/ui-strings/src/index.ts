/**
 * Every UI string in English and Hindi, grouped by the page that loads it (`general` loads
 * everywhere). Keys are dotted; i18next plurals use the `_one` / `_other` suffixes and
 * `{{name}}` placeholders. The tables are data in `strings/*.json`, one file per page or feature,
 * each wrapped by a module here; add a new one to the list below.
 */
import type { PageStrings, Strings } from './types.js';
import { generalStrings } from './general.js';
import { toasterStrings } from './toaster.js';
import { homeStrings } from './home.js';
import { homeCurriculumStrings } from './home-curriculum.js';
import { courseCategoryStrings, coursesStrings } from './courses.js';
import { courseStrings } from './course.js';
import { signinStrings } from './signin.js';
import { signInErrorStrings } from './sign-in-errors.js';
import { signupStrings } from './signup.js';
import { aboutStrings } from './about.js';
import { alertBannerStrings } from './alert-banner.js';
import { resourcesStrings } from './resources.js';
import { contactStrings } from './contact.js';
import { learnStrings } from './learn.js';
import { lmsActionStrings } from './lms-actions.js';
import { learnIntegrityStrings } from './learn-integrity.js';
import { lessonAudioStrings } from './lesson-audio.js';
import { accessibilityStrings } from './accessibility.js';
import { verifyStrings } from './verify.js';
import { validationStrings } from './validation.js';
import { passwordPolicyStrings } from './password-policy.js';
import { passwordResetStrings } from './password-reset.js';
import { dashboardCoursesStrings } from './dashboard-courses.js';
import { dashboardAdministrationStrings } from './dashboard-administration.js';
import { organizationSummaryStrings } from './organization-summary.js';
import { demoModeStrings } from './demo-mode.js';
import { jobsStrings } from './jobs.js';
import { practicalReviewsStrings } from './practical-reviews.js';
import { mapTilesStrings } from './map-tiles.js';
import { auditLogStrings } from './audit-log.js';
import { inputSafetyStrings } from './input-safety.js';
import { offlineStrings } from './offline.js';
import { lowDataPlayerStrings, lowDataStrings } from './low-data.js';
import { offlineLearningStrings, offlineSyncStrings } from './offline-learning.js';
import { downloadsStrings } from './downloads.js';
import { downloadsMenuStrings } from './downloads-menu.js';
import { offlinePageStrings } from './offline-page.js';
import { accessDeniedLinkStrings, continueBandStrings, myLearningStrings } from './my-learning.js';
import {
  accountMenuStrings,
  accountNameStrings,
  noticeStrings,
  privacyStrings,
  profileStrings,
  signupConsentStrings,
  termsStrings,
} from './account.js';
import { playerLayoutStrings, playerStrings } from './player.js';
import { learnerImportStrings } from './learner-import.js';
import { firstPasswordStrings, mobileSignInStrings } from './mobile-sign-in.js';
import { programmesStrings } from './programmes.js';
import { notificationsStrings } from './notifications.js';
import { userMobileStrings } from './user-mobile.js';
import { importFileChoiceStrings } from './import-file-choice.js';
import { endSessionsStrings, myDevicesStrings } from './sessions.js';
import { secondFactorStrings } from './second-factor.js';
import { roleStrings } from './roles.js';
import { practicalSubmissionsStrings } from './practical-submissions.js';

const contributions: PageStrings[] = [
  { page: 'general', strings: generalStrings },
  { page: 'general', strings: toasterStrings },
  { page: 'home', strings: homeStrings },
  { page: 'home', strings: homeCurriculumStrings },
  { page: 'general', strings: alertBannerStrings },
  { page: 'courses', strings: coursesStrings },
  { page: 'course', strings: courseStrings },
  { page: 'signin', strings: signinStrings },
  { page: 'signin', strings: signInErrorStrings },
  { page: 'signup', strings: signupStrings },
  { page: 'about', strings: aboutStrings },
  { page: 'resources', strings: resourcesStrings },
  { page: 'contact', strings: contactStrings },
  { page: 'learn', strings: learnStrings },
  { page: 'learn', strings: lmsActionStrings },
  { page: 'learn', strings: learnIntegrityStrings },
  { page: 'learn', strings: lessonAudioStrings },
  { page: 'learn', strings: practicalSubmissionsStrings },
  { page: 'general', strings: accessibilityStrings },
  { page: 'general', strings: validationStrings },
  { page: 'general', strings: passwordPolicyStrings },
  { page: 'signin', strings: passwordResetStrings },
  { page: 'verify', strings: verifyStrings },
  { page: 'general', strings: offlineStrings },
  { page: 'general', strings: lowDataStrings },
  { page: 'learn', strings: lowDataPlayerStrings },
  { page: 'general', strings: offlineSyncStrings },
  { page: 'learn', strings: offlineLearningStrings },
  { page: 'general', strings: downloadsMenuStrings },
  { page: 'downloads', strings: offlinePageStrings },
  { page: 'general', strings: playerLayoutStrings },
  { page: 'learn', strings: playerStrings },
  // The LMS page shows the download button; the downloads page lists what was downloaded.
  { page: 'learn', strings: downloadsStrings },
  { page: 'downloads', strings: downloadsStrings },
  { page: 'my-learning', strings: myLearningStrings },
  { page: 'courses', strings: continueBandStrings },
  { page: 'general', strings: accessDeniedLinkStrings },
  // The learner's own account: the header's menu, the profile, the sign-up consent and the notices.
  { page: 'general', strings: accountMenuStrings },
  { page: 'signup', strings: signupConsentStrings },
  { page: 'signup', strings: accountNameStrings },
  { page: 'profile', strings: accountNameStrings },
  { page: 'profile', strings: profileStrings },
  { page: 'privacy', strings: noticeStrings },
  { page: 'privacy', strings: privacyStrings },
  { page: 'terms', strings: noticeStrings },
  { page: 'terms', strings: termsStrings },
  // The dashboard loads these on top of the general set, so public pages stay light.
  { page: 'dashboard', strings: dashboardCoursesStrings },
  // The course form names the categories as the catalogue does: one vocabulary.
  { page: 'dashboard', strings: courseCategoryStrings },
  { page: 'dashboard', strings: dashboardAdministrationStrings },
  { page: 'dashboard', strings: organizationSummaryStrings },
  { page: 'dashboard', strings: demoModeStrings },
  { page: 'dashboard', strings: auditLogStrings },
  { page: 'dashboard', strings: inputSafetyStrings },
  { page: 'dashboard', strings: learnerImportStrings },
  { page: 'dashboard', strings: jobsStrings },
  { page: 'dashboard', strings: practicalReviewsStrings },
  { page: 'dashboard', strings: mapTilesStrings },
  { page: 'signin', strings: mobileSignInStrings },
  { page: 'set-password', strings: firstPasswordStrings },
  // Training programmes: batches and progress in the dashboard; the bell and due dates everywhere.
  { page: 'dashboard', strings: programmesStrings },
  { page: 'general', strings: notificationsStrings },
  { page: 'dashboard', strings: userMobileStrings },
  { page: 'dashboard', strings: importFileChoiceStrings },
  // Sessions: "My devices" on the profile, and ending all of a user's sessions in the dashboard.
  { page: 'profile', strings: myDevicesStrings },
  { page: 'dashboard', strings: endSessionsStrings },
  // Two-step sign-in: its steps on the sign-in page, its section on the profile.
  { page: 'signin', strings: secondFactorStrings },
  { page: 'profile', strings: secondFactorStrings },
  // One name per role: the sign-in page's demo accounts and the dashboard's lists and forms.
  { page: 'signin', strings: roleStrings },
  { page: 'dashboard', strings: roleStrings },
];

/** Page → key → text; a key given twice for one page is a mistake and stops the seed. */
export function collectUiStrings(parts: PageStrings[] = contributions): Record<string, Strings> {
  const pages: Record<string, Strings> = {};
  for (const { page, strings } of parts) {
    const target = (pages[page] ??= {});
    for (const [key, text] of Object.entries(strings)) {
      if (key in target) throw new Error(`UI string ${page}:${key} is defined twice`);
      target[key] = text;
    }
  }
  return pages;
}

export const uiStrings = collectUiStrings();
