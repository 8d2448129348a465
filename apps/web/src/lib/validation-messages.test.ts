import { batchBody, batchCourseBody } from '@jal/contracts';
import { validationStrings } from '@jal/ui-strings/validation';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSeedStrings } from '@/test/seed-strings';
import { i18n } from './i18n';
import { issueMessage } from './validation-messages';

describe('a date that does not exist', () => {
  loadSeedStrings(validationStrings);
  afterEach(() => i18n.changeLanguage('en'));

  // Parsed as the form resolver does: with the input in each issue.
  const messages = (result: { success: boolean; error?: { issues: Parameters<typeof issueMessage>[0][] } }) =>
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issueMessage(issue)]);

  it('is named as such beside its field, in English and Hindi', async () => {
    expect(messages(batchBody.safeParse({ name: 'Monsoon', startsOn: '2026-02-30' }, { reportInput: true }))).toEqual([
      ['startsOn', 'Enter a date that exists on the calendar.'],
    ]);
    await i18n.changeLanguage('hi');
    expect(messages(batchCourseBody.safeParse({ dueOn: '2026-04-31' }, { reportInput: true }))).toEqual([
      ['dueOn', 'ऐसी तारीख़ लिखें जो कैलेंडर में हो।'],
    ]);
  });

  it('lets a leap day through', () => {
    expect(batchCourseBody.safeParse({ dueOn: '2028-02-29' }).success).toBe(true);
  });
});
