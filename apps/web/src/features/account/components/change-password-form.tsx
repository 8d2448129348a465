import { changePasswordBody, type ChangePasswordBody } from '@jal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PasswordField } from '@/components/account-fields';
import { SubmitButton } from '@/components/submit-button';
import { ApiError } from '@/lib/api-client';
import { failureMessage, setServerFieldErrors } from '@/lib/form-errors';
import { formResolver } from '@/lib/form-resolver';
import { notify } from '@/lib/toast';
import { changePassword } from '../api/account-requests';
import { ProfileSection } from './profile-section';

type PasswordValues = ChangePasswordBody & { confirmPassword: string };

const SAME = 'same';
const { currentPassword, newPassword } = changePasswordBody.shape;
const passwordForm = z
  .object({ currentPassword, newPassword, confirmPassword: z.string() })
  .refine((values) => values.currentPassword !== values.newPassword, { path: ['newPassword'], message: SAME })
  .refine((values) => values.newPassword === values.confirmPassword, { path: ['confirmPassword'] });

const MESSAGES = {
  currentPassword: 'account.password.errors.current',
  'newPassword:too_small': 'account.password.errors.new',
  'newPassword:too_big': 'account.password.errors.new',
  'newPassword:invalid_type': 'account.password.errors.new',
  'newPassword:custom': 'validation.password.blank',
  confirmPassword: 'account.password.errors.mismatch',
};

/** The current password, the new one twice; the server then ends the account's other sessions. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    resolver: formResolver(passwordForm, {
      messages: MESSAGES,
      messageOf: (issue) => (issue.code === 'custom' && issue.message === SAME ? { key: 'account.password.errors.same' } : undefined),
    }),
  });

  const submit = async ({ currentPassword: current, newPassword: next }: PasswordValues) => {
    try {
      await changePassword({ currentPassword: current, newPassword: next });
      reset();
      void notify.success(t('account.password.changed'));
    } catch (error) {
      // The server's one sentence about the current password, said in the page's language.
      if (error instanceof ApiError && error.fieldErrors.currentPassword) {
        setError('currentPassword', { type: 'server', message: t('account.password.errors.wrongCurrent') }, { shouldFocus: true });
        return;
      }
      if (!setServerFieldErrors(error, setError, { fields: ['newPassword'] }))
        void notify.error(failureMessage(error, 'account.profile.failed'));
    }
  };

  return (
    <ProfileSection id="profile-password" title={t('account.password.heading')}>
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="flex max-w-md flex-col gap-4">
        <PasswordField
          id="profile-current-password"
          label={t('account.password.current')}
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordField
          id="profile-new-password"
          isNew
          label={t('account.password.new')}
          hint={t('account.password.hint')}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordField
          id="profile-confirm-password"
          isNew
          label={t('account.password.confirm')}
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <div>
          <SubmitButton pending={isSubmitting} label={t('account.password.submit')} pendingLabel={t('account.password.submitting')} />
        </div>
      </form>
    </ProfileSection>
  );
}
