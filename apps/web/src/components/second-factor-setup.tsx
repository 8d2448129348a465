import type { SecondFactorEnrolment } from '@jal/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './button-styles';
import { codeControlClass, FormField } from './form-field';
import { SubmitButton } from './submit-button';

type Stage = { name: 'start' } | { name: 'scan'; enrolment: SecondFactorEnrolment } | { name: 'codes'; codes: string[] };

type SecondFactorSetupProps = {
  /** Asks the server for a new secret. */
  start: () => Promise<SecondFactorEnrolment>;
  /** Confirms with one code; answers the recovery codes. */
  confirm: (code: string) => Promise<string[]>;
  /** The person has seen the recovery codes and goes on. */
  onDone: () => void;
  /** The words of the last button (e.g. "continue" after a sign-in). */
  doneLabel: string;
  /** Says what went wrong, in the page's language: the message for a field, or null when it was shown elsewhere. */
  explain: (error: unknown) => string | null;
  /** Start at once, without the "Set up" button. */
  startAtOnce?: boolean;
  idPrefix: string;
};

/**
 * Setting up two-step sign-in: the QR code and the key as text, one code from the app to check
 * it, then the recovery codes, shown this once. Each stage takes the focus to its heading, so a
 * screen reader says where the person is.
 */
export function SecondFactorSetup({ start, confirm, onDone, doneLabel, explain, startAtOnce = false, idPrefix }: SecondFactorSetupProps) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<Stage>({ name: 'start' });
  const [pending, setPending] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  const started = useRef(false);

  useEffect(() => {
    if (stage.name !== 'start') heading.current?.focus();
  }, [stage.name]);

  const begin = async () => {
    setPending(true);
    try {
      setStage({ name: 'scan', enrolment: await start() });
    } catch (failure) {
      explain(failure);
    } finally {
      setPending(false);
    }
  };

  useEffect(() => {
    if (!startAtOnce || started.current) return;
    started.current = true;
    void begin();
    // Once, when shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startAtOnce]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ''))) {
      setError(t('secondFactor.error.codeFormat'));
      return;
    }
    setPending(true);
    try {
      const codes = await confirm(code.replace(/\s+/g, ''));
      setError(undefined);
      setStage({ name: 'codes', codes });
    } catch (failure) {
      setError(explain(failure) ?? undefined);
    } finally {
      setPending(false);
    }
  };

  if (stage.name === 'start') {
    if (startAtOnce) return <p aria-live="polite">{t('secondFactor.settingUp')}</p>;
    return (
      <button type="button" className={`${buttonClass.primary} self-start`} disabled={pending} onClick={() => void begin()}>
        {pending ? t('secondFactor.settingUp') : t('secondFactor.setUp')}
      </button>
    );
  }

  if (stage.name === 'codes') {
    return (
      <div className="flex flex-col gap-4">
        <h3 ref={heading} tabIndex={-1} className="text-lg font-bold text-text">
          {t('secondFactor.recovery.title')}
        </h3>
        <p className="text-text">{t('secondFactor.recovery.intro')}</p>
        <ul
          aria-label={t('secondFactor.recovery.listLabel')}
          data-testid="recovery-codes"
          className="grid grid-cols-2 gap-2 rounded-lg border border-border bg-surface-muted p-4 font-mono text-base text-text"
        >
          {stage.codes.map((recovery) => (
            <li key={recovery} translate="no">
              {recovery}
            </li>
          ))}
        </ul>
        <button type="button" className={`${buttonClass.primary} self-start`} onClick={onDone}>
          {doneLabel}
        </button>
      </div>
    );
  }

  const { enrolment } = stage;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-bold text-text">
        {t('secondFactor.enrol.scan')}
      </h3>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
        alt={t('secondFactor.enrol.qrAlt')}
        width={200}
        height={200}
        className="self-start rounded-lg bg-white"
      />
      <p className="text-text">
        {t('secondFactor.enrol.manual')}{' '}
        <code data-testid="totp-secret" translate="no" className="font-mono font-semibold break-words text-text">
          {enrolment.secret.replace(/(.{4})(?=.)/g, '$1 ')}
        </code>
      </p>
      <p className="text-text">{t('secondFactor.enrol.enterCode')}</p>
      <FormField
        id={`${idPrefix}-enrol-code`}
        label={t('secondFactor.fields.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        className={codeControlClass.digits}
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value)}
      />
      <SubmitButton
        className={`${buttonClass.primary} self-start`}
        pending={pending}
        label={t('secondFactor.enrol.confirm')}
        pendingLabel={t('secondFactor.verifying')}
      />
    </form>
  );
}
