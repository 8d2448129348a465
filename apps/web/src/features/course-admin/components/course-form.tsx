import { COURSE_ADMIN_LIMITS, COURSE_LEVELS, COURSE_STATUSES, type CourseAdminDetail } from '@jal/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { ApiError } from '@/lib/api-client';
import { notify, usePreloadToaster } from '@/lib/toast';
import { useSaveCourse } from '../api/save-course';
import { bodyOf, COURSE_CATEGORIES, fieldOf, validateCourse, type CourseFormValues, type FieldErrors } from '../lib/course-form-values';
import { BilingualFields } from './bilingual-fields';
import { ImagePicker } from './image-picker';

type Props = {
  courseId?: string;
  initial: CourseFormValues;
  onSaved: (course: CourseAdminDetail) => void;
  /** Tells the page whether there is unsaved work, for its leave warning. */
  onDirty: (dirty: boolean) => void;
};

const select = 'min-h-11 rounded-lg border border-border-strong bg-surface px-3 py-2 text-text';

/** The course's own fields in English and Hindi, checked with the API's schema before sending. */
export function CourseForm({ courseId, initial, onSaved, onDirty }: Props) {
  usePreloadToaster();
  const { t } = useTranslation();
  const save = useSaveCourse();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const set = <K extends keyof CourseFormValues>(key: K, value: CourseFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const messageOf = (code: string | undefined) =>
    code === 'tooLong' ? t('courseAdmin.form.errors.tooLong') : t('courseAdmin.form.errors.invalid');

  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus({ preventScroll: false }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateCourse(values);
    if (Object.keys(problems).length) {
      const messages: FieldErrors = {};
      for (const [field, code] of Object.entries(problems)) {
        messages[field] = field === 'title.en' && !values.title.en.trim() ? t('courseAdmin.form.errors.titleRequired') : messageOf(code);
      }
      setErrors(messages);
      focusFirstError();
      return;
    }
    setErrors({});
    try {
      const course = await save.mutateAsync(courseId ? { id: courseId, body: bodyOf(values) } : { body: bodyOf(values) });
      setSaved(values);
      notify.success(t(courseId ? 'courseAdmin.toast.saved' : 'courseAdmin.toast.created'));
      onSaved(course);
    } catch (failure) {
      if (failure instanceof ApiError && Object.keys(failure.fieldErrors).length) {
        // The server's own words, beside the field they are about.
        setErrors(Object.fromEntries(Object.entries(failure.fieldErrors).map(([field, message]) => [fieldOf(field), message])));
        focusFirstError();
      }
      notify.error(failure instanceof ApiError ? (failure.serverMessage ?? failure.message) : t('courseAdmin.states.failed'));
    }
  };

  return (
    <form ref={formRef} onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-6">
      <BilingualFields
        idPrefix="course"
        fields={[
          {
            name: 'title',
            label: t('courseAdmin.form.title'),
            value: values.title,
            onChange: (value) => set('title', value),
            maxLength: COURSE_ADMIN_LIMITS.title,
            required: true,
            errors,
          },
          {
            name: 'description',
            label: t('courseAdmin.form.description'),
            value: values.description,
            onChange: (value) => set('description', value),
            maxLength: COURSE_ADMIN_LIMITS.description,
            multiline: true,
            errors,
          },
        ]}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="course-level" className="font-semibold text-text">
            {t('courseAdmin.form.level')}
          </label>
          <select
            id="course-level"
            className={select}
            value={values.level}
            onChange={(event) => set('level', event.target.value as CourseFormValues['level'])}
          >
            {COURSE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`courseAdmin.level.${level}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="course-category" className="font-semibold text-text">
            {t('courseAdmin.form.category')}
          </label>
          <select id="course-category" className={select} value={values.category} onChange={(event) => set('category', event.target.value)}>
            {[...new Set([...COURSE_CATEGORIES, values.category])].map((category) => (
              <option key={category} value={category}>
                {t(`courseAdmin.category.${category}`, { defaultValue: category })}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="course-status" className="font-semibold text-text">
            {t('courseAdmin.form.status')}
          </label>
          <select
            id="course-status"
            className={select}
            value={values.status}
            onChange={(event) => set('status', event.target.value as CourseFormValues['status'])}
          >
            {COURSE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`courseAdmin.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ImagePicker value={values.image} onChange={(image) => set('image', image)} error={errors.image} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
          {save.isPending ? t('courseAdmin.form.saving') : t(courseId ? 'courseAdmin.form.save' : 'courseAdmin.form.create')}
        </button>
        {dirty ? <p className="text-text-muted">{t('courseAdmin.form.unsavedNote')}</p> : null}
      </div>
    </form>
  );
}
