import type { BatchDetail } from '@jal/contracts';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { controlClass } from '@/components/form-field';
import { usePageTitle } from '@/components/page-title';
import { localized } from '@/lib/localized';
import { notify } from '@/lib/toast';
import {
  useAddLearners,
  useAssignCourse,
  useBatch,
  useDeleteBatch,
  useOrganizationLearners,
  usePublishedCourses,
  useRemoveLearner,
  useUnassignCourse,
} from '../api/batches';
import { formatDate } from '@/lib/locale-format';

function CoursesPanel({ batch }: { batch: BatchDetail }) {
  const { t, i18n } = useTranslation();
  const courses = usePublishedCourses();
  const assign = useAssignCourse();
  const unassign = useUnassignCourse();
  const [courseId, setCourseId] = useState('');
  const [dueOn, setDueOn] = useState('');
  const assigned = new Set(batch.courses.map((course) => course.courseId));
  const choices = (courses.data?.courses ?? []).filter((course) => !assigned.has(course.id));
  const submit = async () => {
    if (!courseId) return;
    await assign.mutateAsync({ id: batch.id, courseId, dueOn: dueOn || null });
    void notify.success(t('batch.courses.assigned'));
    setCourseId('');
    setDueOn('');
  };
  return (
    <section aria-labelledby="batch-courses" className="grid gap-4">
      <h2 id="batch-courses" className="text-xl font-bold">
        {t('batch.tabs.courses')}
      </h2>
      {batch.courses.length === 0 ? <p className="text-text-muted">{t('batch.courses.empty')}</p> : null}
      <ul className="divide-y divide-border rounded-2xl border border-border">
        {batch.courses.map((course) => {
          const title = localized(course.titleTranslations, i18n.language, course.title);
          return (
            <li key={course.courseId} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span>
                <span className="font-semibold">{title}</span>
                <span className="block text-sm text-text-muted">
                  {course.dueOn ? t('board.dueOn', { date: formatDate(course.dueOn, i18n.language) }) : t('batch.courses.noDue')}
                </span>
              </span>
              <button
                type="button"
                className={buttonClass.ghost}
                onClick={() => void unassign.mutateAsync({ id: batch.id, courseId: course.courseId })}
              >
                {t('batch.courses.remove', { title })}
              </button>
            </li>
          );
        })}
      </ul>
      <form
        className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label className="grid gap-1 text-sm font-semibold">
          {t('batch.courses.course')}
          <select className={controlClass} value={courseId} onChange={(event) => setCourseId(event.target.value)} required>
            <option value="">{t('batch.courses.choose')}</option>
            {choices.map((course) => (
              <option key={course.id} value={course.id}>
                {localized(course.titleTranslations, i18n.language, course.title)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-semibold">
          {t('batch.courses.dueOn')}
          <input type="date" className={controlClass} value={dueOn} onChange={(event) => setDueOn(event.target.value)} />
        </label>
        <button type="submit" className={buttonClass.primary} disabled={!courseId || assign.isPending}>
          {t('batch.courses.add')}
        </button>
      </form>
    </section>
  );
}

function LearnersPanel({ batch }: { batch: BatchDetail }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const learners = useOrganizationLearners(batch.organizationId, search.trim());
  const add = useAddLearners();
  const remove = useRemoveLearner();
  const members = new Set(batch.members.map((member) => member.userId));
  const candidates = (learners.data?.items ?? []).filter((user) => !members.has(user.id));
  const toggle = (id: string) =>
    setChosen((current) => (current.includes(id) ? current.filter((value) => value !== id) : [...current, id]));
  const submit = async () => {
    const result = await add.mutateAsync({ id: batch.id, userIds: chosen });
    void notify.success(t('batch.learners.added', { count: result.added }));
    setChosen([]);
  };
  return (
    <section aria-labelledby="batch-learners" className="grid gap-4">
      <h2 id="batch-learners" className="text-xl font-bold">
        {t('batch.tabs.learners')}
      </h2>
      <p className="text-sm text-text-muted">{t('batch.learners.removeNote')}</p>
      {batch.members.length === 0 ? <p className="text-text-muted">{t('batch.learners.none')}</p> : null}
      <ul className="divide-y divide-border rounded-2xl border border-border">
        {batch.members.map((member) => (
          <li key={member.userId} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <Link
              to={`/dashboard/users/${member.userId}/progress`}
              className="font-semibold text-primary underline-offset-4 hover:underline"
            >
              {member.name}
            </Link>
            <button
              type="button"
              className={buttonClass.ghost}
              onClick={() => void remove.mutateAsync({ id: batch.id, userId: member.userId })}
            >
              {t('batch.learners.remove', { name: member.name })}
            </button>
          </li>
        ))}
      </ul>
      <h3 className="text-lg font-bold">{t('batch.learners.add')}</h3>
      <label className="grid gap-1 text-sm font-semibold">
        {t('batch.learners.search')}
        <input type="search" className={controlClass} value={search} onChange={(event) => setSearch(event.target.value)} />
      </label>
      {learners.isSuccess && candidates.length === 0 ? <p className="text-text-muted">{t('batch.learners.noMatches')}</p> : null}
      <ul className="grid gap-1 sm:grid-cols-2">
        {candidates.map((user) => (
          <li key={user.id}>
            <label className="flex min-h-11 items-center gap-2">
              <input type="checkbox" className="size-5" checked={chosen.includes(user.id)} onChange={() => toggle(user.id)} />
              <span>
                {user.name} <span className="text-sm text-text-muted">{user.email}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <div>
        <button type="button" className={buttonClass.primary} disabled={chosen.length === 0 || add.isPending} onClick={() => void submit()}>
          {t('batch.learners.addSelected', { count: chosen.length })}
        </button>
      </div>
    </section>
  );
}

const TABS = ['board', 'courses', 'learners'] as const;
type Tab = (typeof TABS)[number];

/**
 * One batch: its progress board (`progressBoard`, handed in by the app: progress's), its courses
 * with their due dates, and its learners.
 */
export function BatchPage({ progressBoard: ProgressBoard }: { progressBoard: ComponentType<{ batchId: string }> }) {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const batch = useBatch(id);
  const remove = useDeleteBatch();
  const [tab, setTab] = useState<Tab>('board');
  usePageTitle(batch.data?.name ?? t('batches.title'));
  const data = batch.data;
  return (
    <section>
      <Link to="/dashboard/users/batches" className="inline-flex min-h-11 items-center font-semibold text-primary underline">
        ← {t('batches.back')}
      </Link>
      {data ? (
        <>
          <header className="mb-4 flex flex-wrap items-end justify-between gap-4">
            <div>
              <h1 className="text-2xl font-bold text-text sm:text-3xl">{data.name}</h1>
              <p className="text-text-muted">
                {data.organizationName}
                {data.startsOn && data.endsOn
                  ? ` · ${t('batches.dates', { from: formatDate(data.startsOn, i18n.language), to: formatDate(data.endsOn, i18n.language) })}`
                  : ''}
              </p>
            </div>
            <button
              type="button"
              className={buttonClass.secondary}
              onClick={() => {
                if (!window.confirm(t('batches.deleteConfirm', { name: data.name }))) return;
                void remove.mutateAsync(data.id).then(() => {
                  void notify.success(t('batches.deleted'));
                  void navigate('/dashboard/users/batches');
                });
              }}
            >
              {t('batches.delete')}
            </button>
          </header>
          <div role="tablist" aria-label={data.name} className="mb-4 flex flex-wrap gap-2">
            {TABS.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`batch-tab-${name}`}
                aria-selected={tab === name}
                aria-controls={`batch-panel-${name}`}
                className={tab === name ? buttonClass.primary : buttonClass.secondary}
                onClick={() => setTab(name)}
              >
                {t(`batch.tabs.${name}`)}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`batch-panel-${tab}`} aria-labelledby={`batch-tab-${tab}`}>
            {tab === 'board' ? <ProgressBoard batchId={id} /> : null}
            {tab === 'courses' ? <CoursesPanel batch={data} /> : null}
            {tab === 'learners' ? <LearnersPanel batch={data} /> : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
