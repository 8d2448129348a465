import { BUNDLED_LANGUAGES, FONT_SIZE } from '@jal/contracts/core';
import { preferencesUpdate } from '@jal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { choicesOf, SelectField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { getFontSize } from '@/lib/settings/font-size';
import { isLowDataMode } from '@/lib/settings/low-data';
import { useTranslationState } from '@/lib/translations/translations-store';
import { bodySchema, formResolver } from '@/lib/form-resolver';
import { notify } from '@/lib/toast';
import { choosePreferences } from './signed-in-area';
import { ProfileSection } from './profile-section';

type Language = (typeof BUNDLED_LANGUAGES)[number];
type PreferenceValues = { language: string; fontSize: string; lowData: boolean };

/** The sizes the text-size buttons reach, smallest to largest. */
const SIZES: string[] = [];
for (let size: number = FONT_SIZE.min; size <= FONT_SIZE.controlMax; size += FONT_SIZE.step) SIZES.push(String(size));

const toBody = (values: PreferenceValues) => ({ language: values.language, fontSize: Number(values.fontSize), lowData: values.lowData });
const schema = bodySchema(toBody, preferencesUpdate.required());

/** Language, text size and low-data mode: applied on this device at once and saved to the account. */
export function PreferencesForm({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const { availableLanguages } = useTranslationState();
  const languages = availableLanguages.filter((language) => (BUNDLED_LANGUAGES as readonly string[]).includes(language.code));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PreferenceValues, unknown, { language: Language | null; fontSize: number | null; lowData: boolean | null }>({
    defaultValues: {
      language: i18n.language,
      fontSize: String(Math.min(getFontSize(), FONT_SIZE.controlMax)),
      lowData: isLowDataMode(),
    },
    resolver: formResolver(schema),
  });

  const submit = async (body: { language: Language | null; fontSize: number | null; lowData: boolean | null }) => {
    try {
      await choosePreferences(userId, {
        language: body.language ?? 'en',
        fontSize: body.fontSize ?? FONT_SIZE.default,
        lowData: body.lowData ?? false,
      });
      void notify.success(t('account.preferences.saved'));
    } catch {
      // Applied here already; the account gets it with the next change.
      void notify.error(t('account.profile.failed'));
    }
  };

  return (
    <ProfileSection id="profile-preferences" title={t('account.preferences.heading')}>
      <p className="text-text-muted">{t('account.preferences.intro')}</p>
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="flex max-w-md flex-col gap-4">
        <SelectField
          id="profile-language"
          label={t('account.preferences.language')}
          choices={languages.map((language) => ({ value: language.code, label: language.nativeName }))}
          error={errors.language?.message}
          {...register('language')}
        />
        <SelectField
          id="profile-font-size"
          label={t('account.preferences.fontSize')}
          choices={choicesOf(SIZES, (size) => t(`account.preferences.size.${size}`))}
          error={errors.fontSize?.message}
          {...register('fontSize')}
        />
        <div className="flex flex-col gap-1">
          <label className="flex min-h-11 items-center gap-3 font-semibold text-text">
            <input type="checkbox" className="h-5 w-5 accent-primary" aria-describedby="profile-low-data-hint" {...register('lowData')} />
            {t('account.preferences.lowData')}
          </label>
          <p id="profile-low-data-hint" className="text-sm text-text-muted">
            {t('account.preferences.lowDataHint')}
          </p>
        </div>
        <div>
          <SubmitButton pending={isSubmitting} label={t('account.profile.save')} pendingLabel={t('account.profile.saving')} />
        </div>
      </form>
    </ProfileSection>
  );
}
