import type { SecondFactorChallenge } from '@jal/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { codeControlClass, FormField } from '@/components/form-field';
import { SecondFactorSetup } from '@/components/second-factor-setup';
import { SubmitButton } from '@/components/submit-button';
import { ApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useAuth } from '@/lib/auth/auth-context';
import { confirmChallengeEnrolment, startChallengeEnrolment, verifySecondStep } from '../api/second-factor';
import { signInErrorMessage } from '@/lib/auth/sign-in-error';

type StepProps = { challenge: SecondFactorChallenge; returnTo: string | null; onRestart: () => void };

/**
 * What a field under the form shows of a refusal: a wrong code beside the field; an expired
 * challenge, a wait, or no answer as a toast (the field cannot fix those).
 */
function fieldMessage(error: unknown): string | null {
  if (error instanceof ApiError && (error.status === 400 || (error.status === 401 && error.errorCode !== 'SIGN_IN_EXPIRED'))) {
    return failureMessage(error, 'secondFactor.error.wrongCode');
  }
  void notify.error(signInErrorMessage(error));
  return null;
}

/** The sign-in's second step: a code from the app (or a recovery code), or, for staff who have none yet, its set-up. */
export function SecondFactorStep({ challenge, returnTo, onRestart }: StepProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-text">
        {t('secondFactor.title')}
      </h2>
      {challenge.secondFactor === 'code' ? (
        <CodeForm challenge={challenge} returnTo={returnTo} />
      ) : (
        <EnrolStep challenge={challenge} returnTo={returnTo} />
      )}
      {/* A link's look, at the left edge like the text above it: going back is not the step's action. */}
      <button
        type="button"
        className="inline-flex min-h-11 items-center self-start font-semibold text-primary underline"
        onClick={onRestart}
      >
        {t('secondFactor.startOver')}
      </button>
    </div>
  );
}

function CodeForm({ challenge, returnTo }: Omit<StepProps, 'onRestart'>) {
  const { t } = useTranslation();
  const { signInWithSession } = useAuth();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const toggle = () => {
    setRecovery(!recovery);
    setValue('');
    setError(undefined);
    field.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (!recovery && !/^\d{6}$/.test(typed.replace(/\s+/g, ''))) {
      setError(t('secondFactor.error.codeFormat'));
      field.current?.focus();
      return;
    }
    if (recovery && !/^[a-z0-9]{10}$/i.test(typed.replace(/[\s-]+/g, ''))) {
      setError(t('secondFactor.error.recoveryFormat'));
      field.current?.focus();
      return;
    }
    setPending(true);
    try {
      const session = await verifySecondStep(
        recovery ? { challenge: challenge.challenge, recoveryCode: typed } : { challenge: challenge.challenge, code: typed },
      );
      signInWithSession(session.token, { ...session.user, role: session.user.role ?? session.role }, returnTo);
    } catch (failure) {
      setError(fieldMessage(failure) ?? undefined);
      field.current?.focus();
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <p className="text-text">{t(recovery ? 'secondFactor.codeStep.recoveryIntro' : 'secondFactor.codeStep.intro')}</p>
      <FormField
        ref={field}
        id={recovery ? 'signin-recovery-code' : 'signin-code'}
        label={t(recovery ? 'secondFactor.fields.recoveryCode' : 'secondFactor.fields.code')}
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={recovery ? 20 : 7}
        className={recovery ? codeControlClass.recovery : codeControlClass.digits}
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      <SubmitButton pending={pending} label={t('secondFactor.verify')} pendingLabel={t('secondFactor.verifying')} />
      <button type="button" className={`${buttonClass.secondary} self-start`} onClick={toggle}>
        {t(recovery ? 'secondFactor.useAppCode' : 'secondFactor.useRecoveryCode')}
      </button>
    </form>
  );
}

function EnrolStep({ challenge, returnTo }: Omit<StepProps, 'onRestart'>) {
  const { t } = useTranslation();
  const { signInWithSession } = useAuth();
  const session = useRef<{ token: string; user: Parameters<typeof signInWithSession>[1] } | null>(null);
  return (
    <>
      <p className="text-text">{t('secondFactor.enrolStep.intro')}</p>
      <SecondFactorSetup
        idPrefix="signin"
        start={() => startChallengeEnrolment(challenge.challenge)}
        confirm={async (code) => {
          const result = await confirmChallengeEnrolment(challenge.challenge, code);
          session.current = { token: result.token, user: { ...result.user, role: result.user.role ?? result.role } };
          return result.recoveryCodes;
        }}
        explain={fieldMessage}
        doneLabel={t('secondFactor.recovery.saved')}
        onDone={() => {
          if (session.current) signInWithSession(session.current.token, session.current.user, returnTo);
        }}
      />
    </>
  );
}
