import { CONTACT_LIMITS, CONTACT_TOPICS, contactBody, type ContactBody, type ContactMessage, type ContactTopic } from '@jal/contracts';
import { useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailField, NameField } from '@/components/account-fields';
import { buttonClass } from '@/components/button-styles';
import { choicesOf, FormField, SelectField, TextAreaField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { serverFieldErrors } from '@/lib/form-errors';
import { bodySchema, formResolver } from '@/lib/form-resolver';
import { notify, usePreloadToaster } from '@/lib/toast';
import { useSendContactMessage } from '../api/send-contact-message';
import { failureSummary, FIELDS, type Field } from './contact-failure';

type Values = { name: string; email: string; organization: string; topic: ContactTopic; message: string; website: string };
const EMPTY: Values = { name: '', email: '', organization: '', topic: 'course-question', message: '', website: '' };

/** What is sent: an empty organisation or honeypot is left out rather than sent blank. */
function toBody(values: Values): ContactBody {
  const { organization, website, ...rest } = values;
  return { ...rest, ...(organization.trim() ? { organization } : {}), ...(website ? { website } : {}) };
}

const contactFormSchema = bodySchema(toBody, contactBody);

// One plain message per field: the schema decides what is valid, these say how to fix it.
const MESSAGES: Record<Field, string> = {
  name: 'contact.form.errors.name',
  email: 'contact.form.errors.email',
  organization: 'contact.form.errors.organization',
  topic: 'contact.form.errors.topic',
  message: 'contact.form.errors.message',
};

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
  // A second press before the disabled button is drawn must not send twice.
  const inFlight = useRef(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, ContactMessage>({
    defaultValues: EMPTY,
    resolver: formResolver(contactFormSchema, { messages: MESSAGES }),
    // The form focuses the first field in error itself, centred below the sticky header.
    shouldFocusError: false,
  });
  const messageLength = useWatch({ control, name: 'message' }).length;

  const topicLabels: Record<ContactTopic, string> = {
    'course-question': t('contact.form.topics.courseQuestion'),
    'group-enrolment': t('contact.form.topics.groupEnrolment'),
    partnership: t('contact.form.topics.partnership'),
    'technical-problem': t('contact.form.topics.technicalProblem'),
    other: t('contact.form.topics.other'),
  };

  // Typing again takes the thank-you note away; a field's message goes once the field is corrected.
  const field = (name: keyof Values) => register(name, { onChange: () => setSent(false) });

  const send = async (message: ContactMessage) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFormError(null);
    setSent(false);
    try {
      await mutation.mutateAsync(message);
      void notify.success(t('contact.form.sent'));
      reset(EMPTY);
      setSent(true);
    } catch (error) {
      // What was typed stays, so nothing has to be written twice.
      const fieldErrors = serverFieldErrors(error, { fields: FIELDS });
      for (const [name, text] of fieldErrors) setError(name as Field, { type: 'server', message: text });
      setFormError(
        failureSummary(error, {
          invalid: t('contact.form.fixErrors'),
          tooMany: t('contact.form.tooMany'),
          offline: t('contact.form.offline'),
          failed: t('contact.form.failed'),
        }),
      );
      focusField(FIELDS.find((name) => fieldErrors.some(([failed]) => failed === name)));
    } finally {
      inFlight.current = false;
    }
  };

  const showProblems = (problems: FieldErrors<Values>) => {
    setFormError(null);
    setSent(false);
    focusField(FIELDS.find((name) => problems[name]));
  };

  const pending = isSubmitting || mutation.isPending;
  return (
    <form
      // Sent by the app; a browser with no script posts it to this page, never with the message in the address.
      method="post"
      onSubmit={(event) => void handleSubmit(send, showProblems)(event)}
      noValidate
      aria-labelledby="contact-form-heading"
      className="flex flex-col gap-5"
    >
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
        <NameField
          id="contact-name"
          label={t('contact.form.name')}
          maxLength={CONTACT_LIMITS.name.max}
          error={errors.name?.message}
          {...field('name')}
        />
        <EmailField id="contact-email" label={t('contact.form.email')} error={errors.email?.message} {...field('email')} />
        <FormField
          id="contact-organization"
          label={t('contact.form.organization')}
          autoComplete="organization"
          maxLength={CONTACT_LIMITS.organization.max}
          error={errors.organization?.message}
          {...field('organization')}
        />
        <SelectField
          id="contact-topic"
          label={t('contact.form.topic')}
          required
          error={errors.topic?.message}
          choices={choicesOf(CONTACT_TOPICS, (topic) => topicLabels[topic])}
          {...field('topic')}
        />
      </div>
      <TextAreaField
        id="contact-message"
        rows={6}
        heightClass="min-h-36 resize-y"
        label={t('contact.form.message')}
        required
        maxLength={CONTACT_LIMITS.message.max}
        error={errors.message?.message}
        {...field('message')}
        hint={t('contact.form.messageHint', {
          min: CONTACT_LIMITS.message.min,
          max: CONTACT_LIMITS.message.max,
          count: messageLength,
        })}
      />
      {/* A honeypot: people never see or reach it; a bot that fills it is quietly ignored. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t('contact.form.honeypot')}</label>
        <input id="contact-website" tabIndex={-1} autoComplete="off" {...field('website')} />
      </div>
      {formError ? (
        <p role="alert" className="rounded-lg border border-danger/40 bg-alert-error-bg p-4 font-semibold text-alert-error-text">
          {formError}
        </p>
      ) : null}
      <SubmitButton
        pending={pending}
        spinner
        className={`${buttonClass.primary} self-start`}
        label={t('contact.form.send')}
        pendingLabel={t('contact.form.sending')}
      />
    </form>
  );
}
