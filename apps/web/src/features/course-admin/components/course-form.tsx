import { COURSE_ADMIN_LIMITS, COURSE_CATEGORIES, COURSE_LEVELS, COURSE_STATUSES, type CourseAdminDetail } from '@jal/contracts';
import { useRef } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { choicesOf, SelectField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { categoryLabel } from '@/lib/courses/category-label';
import { failureMessage, setServerFieldErrors } from '@/lib/form-errors';
import { formResolver } from '@/lib/form-resolver';
import { notify, usePreloadToaster } from '@/lib/toast';
import { useSaveCourse } from '../api/save-course';
import { useDraftForm } from '../lib/use-draft-form';
import { bodyOf, courseFormSchema, fieldOf, type CourseFormValues } from '../lib/course-form-values';
import { BilingualFields } from './bilingual-fields';
import { ImagePicker } from './image-picker';

type Props = {
  courseId?: string;
  initial: CourseFormValues;
  onSaved: (course: CourseAdminDetail) => void;
  /** Tells the page whether there is unsaved work, for its leave warning. */
  onDirty: (dirty: boolean) => void;
};

// An empty English title is the one problem worded for this form; the rest take the general messages.
const MESSAGES = { 'title.en:too_small': 'courseAdmin.form.errors.titleRequired' };

/** The course's own fields in English and Hindi, checked with the API's schema before sending. */
export function CourseForm({ courseId, initial, onSaved, onDirty }: Props) {
  usePreloadToaster();
  const { t } = useTranslation();
  const save = useSaveCourse();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useDraftForm(initial, formResolver(courseFormSchema, { fieldOf, messages: MESSAGES }), onDirty);
  const { register, handleSubmit, control, getValues, reset, setError } = form;
  const { errors, isDirty } = form.formState;

  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus({ preventScroll: false }));

  const submit = async () => {
    const values = getValues();
    try {
      const course = await save.mutateAsync(courseId ? { id: courseId, body: bodyOf(values) } : { body: bodyOf(values) });
      reset(values);
      void notify.success(t(courseId ? 'courseAdmin.toast.saved' : 'courseAdmin.toast.created'));
      onSaved(course);
    } catch (failure) {
      if (setServerFieldErrors(failure, setError, { fieldOf })) focusFirstError();
      void notify.error(failureMessage(failure, 'courseAdmin.states.failed'));
    }
  };

  const textError = (field: 'title' | 'description', language: 'en' | 'hi') => errors[field]?.[language]?.message;

  return (
    <form ref={formRef} onSubmit={(event) => void handleSubmit(submit, focusFirstError)(event)} noValidate className="flex flex-col gap-6">
      <BilingualFields
        idPrefix="course"
        fields={[
          {
            name: 'title',
            label: t('courseAdmin.form.title'),
            control: (language) => register(`title.${language}`),
            error: (language) => textError('title', language),
            maxLength: COURSE_ADMIN_LIMITS.title,
            required: true,
          },
          {
            name: 'description',
            label: t('courseAdmin.form.description'),
            control: (language) => register(`description.${language}`),
            error: (language) => textError('description', language),
            maxLength: COURSE_ADMIN_LIMITS.description,
            multiline: true,
          },
        ]}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          id="course-level"
          label={t('courseAdmin.form.level')}
          choices={choicesOf(COURSE_LEVELS, (level) => t(`courseAdmin.level.${level}`))}
          {...register('level')}
        />
        <SelectField
          id="course-category"
          label={t('courseAdmin.form.category')}
          choices={choicesOf([...new Set([...COURSE_CATEGORIES, initial.category])], (category) => categoryLabel(t, category))}
          {...register('category')}
        />
        <SelectField
          id="course-status"
          label={t('courseAdmin.form.status')}
          choices={choicesOf(COURSE_STATUSES, (status) => t(`courseAdmin.status.${status}`))}
          {...register('status')}
        />
      </div>
      <Controller
        name="image"
        control={control}
        render={({ field, fieldState }) => <ImagePicker value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton
          pending={save.isPending}
          label={t(courseId ? 'courseAdmin.form.save' : 'courseAdmin.form.create')}
          pendingLabel={t('courseAdmin.form.saving')}
        />
        {isDirty ? <p className="text-text-muted">{t('courseAdmin.form.unsavedNote')}</p> : null}
      </div>
    </form>
  );
}
