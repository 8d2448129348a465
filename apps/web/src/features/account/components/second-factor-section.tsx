import type { SecondFactorStatus } from '@jal/contracts';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/account-fields';
import { buttonClass } from '@/components/button-styles';
import { SecondFactorSetup } from '@/components/second-factor-setup';
import { SubmitButton } from '@/components/submit-button';
import { ApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { confirmEnrolment, disableSecondFactor, readSecondFactor, startEnrolment } from '../api/second-factor-requests';
import { ProfileSection } from './profile-section';

/** A refusal the code field can show (400), else a toast. */
function codeFieldMessage(error: unknown): string | null {
  if (error instanceof ApiError && error.status === 400) return failureMessage(error, 'secondFactor.error.wrongCode');
  void notify.error(failureMessage(error, 'account.profile.failed'));
  return null;
}

/** Two-step sign-in on the profile: set it up (QR code, one code, recovery codes), or turn it off with the password. */
export function SecondFactorSection() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<SecondFactorStatus | null>(null);
  const [settingUp, setSettingUp] = useState(false);
  const reload = useCallback(() => {
    readSecondFactor()
      .then(setStatus)
      .catch((error: unknown) => console.error('Two-step sign-in could not be read:', error));
  }, []);
  useEffect(reload, [reload]);

  return (
    <ProfileSection id="profile-second-factor" title={t('secondFactor.title')}>
      {status === null ? null : status.enabled && !settingUp ? (
        <>
          <p className="text-text">{t('secondFactor.profile.on', { count: status.recoveryCodesLeft })}</p>
          {status.required ? <p className="text-text-muted">{t('secondFactor.profile.required')}</p> : <DisableForm onDone={reload} />}
        </>
      ) : (
        <>
          {settingUp ? null : <p className="text-text">{t('secondFactor.profile.off')}</p>}
          <SecondFactorSetup
            idPrefix="profile"
            start={async () => {
              const enrolment = await startEnrolment();
              setSettingUp(true);
              return enrolment;
            }}
            confirm={async (code) => {
              const codes = await confirmEnrolment(code);
              void notify.success(t('secondFactor.toast.on'));
              return codes;
            }}
            explain={codeFieldMessage}
            doneLabel={t('secondFactor.recovery.done')}
            onDone={() => {
              setSettingUp(false);
              reload();
            }}
          />
        </>
      )}
    </ProfileSection>
  );
}

function DisableForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('secondFactor.error.wrongPassword'));
      return;
    }
    setPending(true);
    try {
      await disableSecondFactor({ password });
      void notify.success(t('secondFactor.toast.off'));
      onDone();
    } catch (failure) {
      setError(codeFieldMessage(failure) ?? undefined);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex max-w-md flex-col gap-4">
      <p className="text-text-muted">{t('secondFactor.profile.disableIntro')}</p>
      <PasswordField
        id="profile-second-factor-password"
        label={t('secondFactor.fields.password')}
        value={password}
        error={error}
        onChange={(event) => setPassword(event.target.value)}
      />
      <SubmitButton
        className={`${buttonClass.danger} self-start`}
        pending={pending}
        label={t('secondFactor.profile.disable')}
        pendingLabel={t('secondFactor.verifying')}
      />
    </form>
  );
}
