import { CONTACT_LIMITS, CONTACT_TOPICS, contactBody, type ContactBody, type ContactTopic } from '@jal/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify, usePreloadToaster } from '@/lib/toast';
import { buttonClass } from '@/components/button-styles';
import { FormField, SelectField, TextAreaField } from '@/components/form-field';
import { useSendContactMessage } from '../api/send-contact-message';
import { describeFailure, FIELDS, isField, type Field, type FieldErrors } from './contact-failure';

type Values = { name: string; email: string; organization: string; topic: ContactTopic; message: string; website: string };
const EMPTY: Values = { name: '', email: '', organization: '', topic: 'course-question', message: '', website: '' };

/** What is sent: an empty organisation or honeypot is left out rather than sent blank. */
function toBody(values: Values): ContactBody {
  const { organization, website, ...rest } = values;
  return { ...rest, ...(organization.trim() ? { organization } : {}), ...(website ? { website } : {}) };
}

/** Focuses a field with a problem, centred so that the sticky header cannot cover it. */
const focusField = (field: Field | undefined) => {
  const element = field ? document.getElementById(`contact-${field}`) : null;
  element?.focus({ preventScroll: true });
  element?.scrollIntoView?.({ block: 'center' });
};

export function ContactForm() {
  usePreloadToaster();
  const { t } = useTranslation();
  const mutation = useSendContactMessage();
  // A second press before React re-renders the disabled button must not send twice.
  const inFlight = useRef(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  // One plain message per field: the schema decides what is valid, these say how to fix it.
  const fieldMessages: Record<Field, string> = {
    name: t('contact.form.errors.name'),
    email: t('contact.form.errors.email'),
    organization: t('contact.form.errors.organization'),
    topic: t('contact.form.errors.topic'),
    message: t('contact.form.errors.message'),
  };
  const topicLabels: Record<ContactTopic, string> = {
    'course-question': t('contact.form.topics.courseQuestion'),
    'group-enrolment': t('contact.form.topics.groupEnrolment'),
    partnership: t('contact.form.topics.partnership'),
    'technical-problem': t('contact.form.topics.technicalProblem'),
    other: t('contact.form.topics.other'),
  };

  const set = (field: keyof Values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setSent(false);
    // The message under a field goes once the field is being corrected.
    if (isField(field)) setFieldErrors(({ [field]: _fixed, ...others }) => others);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setFormError(null);
    setSent(false);
    const parsed = contactBody.safeParse(toBody(values));
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isField(field)) errors[field] ??= fieldMessages[field];
      }
      setFieldErrors(errors);
      focusField(FIELDS.find((field) => errors[field]));
      return;
    }
    setFieldErrors({});
    inFlight.current = true;
    try {
      await mutation.mutateAsync(parsed.data);
      notify.success(t('contact.form.sent'));
      setValues(EMPTY);
      setSent(true);
    } catch (error) {
      // What was typed stays, so nothing has to be written twice.
      const failure = describeFailure(error, {
        invalid: t('contact.form.fixErrors'),
        tooMany: t('contact.form.tooMany'),
        offline: t('contact.form.offline'),
        failed: t('contact.form.failed'),
      });
      setFieldErrors(failure.fieldErrors);
      setFormError(failure.message);
      focusField(FIELDS.find((field) => failure.fieldErrors[field]));
    } finally {
      inFlight.current = false;
    }
  };

  const pending = mutation.isPending;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="contact-form-heading" className="flex flex-col gap-5">
      <h2 id="contact-form-heading" className="text-2xl font-bold text-text">
        {t('contact.form.title')}
      </h2>
      <p className="-mt-3 text-text-muted">{t('contact.form.required')}</p>
      {sent ? (
        <p className="rounded-lg border border-alert-success-text/30 bg-alert-success-bg p-4 font-medium text-alert-success-text">
          {t('contact.form.sentNote')}
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="contact-name"
          label={t('contact.form.name')}
          name="name"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.name.max}
          value={values.name}
          onChange={set('name')}
          error={fieldErrors.name}
        />
        <FormField
          id="contact-email"
          label={t('contact.form.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          onChange={set('email')}
          error={fieldErrors.email}
        />
        <FormField
          id="contact-organization"
          label={t('contact.form.organization')}
          name="organization"
          autoComplete="organization"
          maxLength={CONTACT_LIMITS.organization.max}
          value={values.organization}
          onChange={set('organization')}
          error={fieldErrors.organization}
        />
        <SelectField
          id="contact-topic"
          label={t('contact.form.topic')}
          name="topic"
          required
          value={values.topic}
          onChange={set('topic')}
          error={fieldErrors.topic}
        >
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {topicLabels[topic]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        id="contact-message"
        rows={6}
        heightClass="min-h-36 resize-y"
        label={t('contact.form.message')}
        name="message"
        required
        maxLength={CONTACT_LIMITS.message.max}
        value={values.message}
        onChange={set('message')}
        error={fieldErrors.message}
        hint={t('contact.form.messageHint', {
          min: CONTACT_LIMITS.message.min,
          max: CONTACT_LIMITS.message.max,
          count: values.message.length,
        })}
      />
      {/* A honeypot: people never see or reach it; a bot that fills it is quietly ignored. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t('contact.form.honeypot')}</label>
        <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={set('website')} />
      </div>
      {formError ? (
        <p role="alert" className="rounded-lg border border-danger/40 bg-alert-error-bg p-4 font-semibold text-alert-error-text">
          {formError}
        </p>
      ) : null}
      <button type="submit" className={`${buttonClass.primary} self-start`} disabled={pending}>
        {pending ? (
          <span
            aria-hidden="true"
            className="h-5 w-5 animate-spin rounded-full border-2 border-primary-contrast/30 border-t-primary-contrast motion-reduce:animate-none"
          />
        ) : null}
        {pending ? t('contact.form.sending') : t('contact.form.send')}
      </button>
    </form>
  );
}
