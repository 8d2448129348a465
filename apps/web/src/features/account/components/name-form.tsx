import { hindiNameField, nameField } from '@jal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NameField } from '@/components/account-fields';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { storeUser, type AuthUser } from '@/lib/auth/auth-storage';
import { useAuth } from '@/lib/auth/auth-context';
import { failureMessage, setServerFieldErrors } from '@/lib/form-errors';
import { formResolver } from '@/lib/form-resolver';
import { notify } from '@/lib/toast';
import { updateProfile } from '../api/account-requests';
import { ProfileSection } from './profile-section';

const nameBody = z.strictObject({ name: nameField, nameHindi: hindiNameField });
type NameValues = z.input<typeof nameBody>;
const MESSAGES = { name: 'account.name.error', nameHindi: 'account.errors.nameHindi' };

/** The name in English letters and, if given, in Devanagari: the certificate prints both. */
export function NameForm({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const { refetch } = useAuth();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NameValues, unknown, z.output<typeof nameBody>>({
    defaultValues: { name: user.nameVariants?.english ?? user.name, nameHindi: user.nameVariants?.hindi ?? '' },
    resolver: formResolver(nameBody, { messages: MESSAGES }),
  });

  const submit = async (body: z.output<typeof nameBody>) => {
    try {
      storeUser(await updateProfile(body));
      // The header greets the person by the new name.
      refetch();
      void notify.success(t('account.name.saved'));
    } catch (error) {
      if (!setServerFieldErrors(error, setError, { fields: ['name', 'nameHindi'] }))
        void notify.error(failureMessage(error, 'account.profile.failed'));
    }
  };

  return (
    <ProfileSection id="profile-name" title={t('account.name.heading')}>
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="flex max-w-md flex-col gap-4">
        <NameField id="profile-name-english" label={t('account.name.english')} error={errors.name?.message} {...register('name')} />
        <FormField
          id="profile-name-hindi"
          lang="hi"
          autoComplete="off"
          label={t('account.fields.nameHindi')}
          hint={t('account.fields.nameHindiHint')}
          error={errors.nameHindi?.message}
          {...register('nameHindi')}
        />
        <div>
          <SubmitButton pending={isSubmitting} label={t('account.profile.save')} pendingLabel={t('account.profile.saving')} />
        </div>
      </form>
    </ProfileSection>
  );
}
