import { deleteAccountBody, type DeleteAccountBody } from '@jal/contracts';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmailField, PasswordField } from '@/components/account-fields';
import { buttonClass } from '@/components/button-styles';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useAuth } from '@/lib/auth/auth-context';
import { keepTabInside } from '@/lib/focus-trap';
import { failureMessage, serverFieldErrors } from '@/lib/form-errors';
import { formResolver } from '@/lib/form-resolver';
import { notify } from '@/lib/toast';
import { deleteAccount } from '../api/account-requests';
import { ProfileSection } from './profile-section';

/** What the person signs in with, typed again to confirm: their email, or their mobile number when they have no email. */
export type SignInName = { kind: 'email' | 'mobile'; value: string };

const messagesFor = (kind: SignInName['kind']) => {
  const wrong = kind === 'email' ? 'account.delete.errors.email' : 'account.delete.errors.mobile';
  return {
    messages: { password: 'account.delete.errors.password', confirmEmail: wrong },
    server: { password: 'account.delete.errors.wrongPassword', confirmEmail: wrong },
  } as const;
};

/** The sign-in name typed again, compared as the server does: spaces and capitals aside. */
const confirmedBody = (name: string) =>
  deleteAccountBody.refine((body) => body.confirmEmail.trim().toLowerCase() === name.trim().toLowerCase(), { path: ['confirmEmail'] });

/**
 * The confirmation (a modal dialog): the password and the sign-in name typed again. Focus starts
 * in the password, Tab stays inside, Escape cancels, and focus returns to the button that opened it.
 */
function DeleteAccountDialog({ signInName, onCancel }: { signInName: SignInName; onCancel: () => void }) {
  const { messages, server: SERVER_MESSAGES } = messagesFor(signInName.kind);
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const panel = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountBody>({
    defaultValues: { password: '', confirmEmail: '' },
    resolver: formResolver(confirmedBody(signInName.value), { messages }),
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setFocus('password');
    return () => opener?.focus();
  }, [setFocus]);

  const submit = async (body: DeleteAccountBody) => {
    try {
      await deleteAccount(body);
    } catch (error) {
      const fields = serverFieldErrors(error).filter(([field]) => field in SERVER_MESSAGES);
      fields.forEach(([field], index) =>
        setError(
          field as keyof typeof SERVER_MESSAGES,
          { type: 'server', message: t(SERVER_MESSAGES[field as keyof typeof SERVER_MESSAGES]) },
          { shouldFocus: index === 0 },
        ),
      );
      if (fields.length === 0) setError('root.server', { type: 'server', message: failureMessage(error, 'account.profile.failed') });
      return;
    }
    // The account is gone: this device forgets the session, then the person lands on the home page.
    await signOut();
    void notify.success(t('account.delete.done'));
    void navigate('/');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!isSubmitting) onCancel();
      return;
    }
    if (panel.current) keepTabInside(panel.current, event);
  };

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-text/50 p-4">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a dialog handles its own keys: Escape closes it and Tab stays inside */}
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="delete-account-title"
        aria-describedby="delete-account-warning"
        onKeyDown={onKeyDown}
        className="w-full max-w-md rounded-xl border border-border bg-surface p-6 shadow-xl"
      >
        <h2 id="delete-account-title" className="text-xl font-bold text-text">
          {t('account.delete.title')}
        </h2>
        <p id="delete-account-warning" className="mt-3 text-text">
          {signInName.kind === 'email' ? t('account.delete.warning') : t('account.delete.warningMobile')}
        </p>
        <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="mt-4 flex flex-col gap-4">
          <PasswordField
            id="delete-password"
            label={t('account.delete.password')}
            error={errors.password?.message}
            {...register('password')}
          />
          {signInName.kind === 'email' ? (
            <EmailField
              id="delete-confirm-email"
              autoComplete="off"
              label={t('account.delete.confirmEmail')}
              error={errors.confirmEmail?.message}
              {...register('confirmEmail')}
            />
          ) : (
            <FormField
              id="delete-confirm-mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              label={t('account.delete.confirmMobile')}
              error={errors.confirmEmail?.message}
              {...register('confirmEmail')}
            />
          )}
          {errors.root?.server?.message ? (
            <p role="alert" className="font-semibold text-danger">
              {errors.root.server.message}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className={buttonClass.secondary} onClick={onCancel} disabled={isSubmitting}>
              {t('account.delete.cancel')}
            </button>
            <SubmitButton
              pending={isSubmitting}
              label={t('account.delete.confirm')}
              pendingLabel={t('account.delete.deleting')}
              className={buttonClass.danger}
            />
          </div>
        </form>
      </div>
    </div>
  );
}

/** The danger zone: what deleting removes, and the button that asks for the confirmation. */
export function DeleteAccountSection({ signInName }: { signInName: SignInName }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <ProfileSection id="profile-delete" title={t('account.delete.heading')} danger>
      <p className="text-text">{t('account.delete.text')}</p>
      <div>
        <button type="button" className={buttonClass.danger} onClick={() => setOpen(true)}>
          {t('account.delete.open')}
        </button>
      </div>
      {open ? <DeleteAccountDialog signInName={signInName} onCancel={() => setOpen(false)} /> : null}
    </ProfileSection>
  );
}
