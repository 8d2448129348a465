import { API, PATHS } from '@jal/contracts/core';
import type { NotificationItem, NotificationList } from '@jal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiRequest, type Envelope } from '@/lib/api-client';
import { formatDate } from '@/lib/locale-format';

const KEY = ['notifications'];
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

function useNotificationText() {
  const { t, i18n } = useTranslation();
  return (item: NotificationItem) => {
    const payload = item.payload;
    const titles = (payload.courseTitleTranslations ?? {}) as Record<string, string>;
    const course = titles[i18n.language] || textOf(payload.courseTitle);
    const day = textOf(payload.dueOn);
    // A due date is a calendar day: written in the reader's language, never moved by a time zone.
    const date = formatDate(day, i18n.language);
    if (item.kind === 'assignment')
      return date ? t('notifications.assignmentDue', { course, date }) : t('notifications.assignment', { course });
    if (item.kind === 'due-soon') return t('notifications.dueSoon', { course, date });
    if (item.kind === 'certificate') return t('notifications.certificate', { course });
    if (item.kind === 'practical-accepted' || item.kind === 'practical-returned') {
      const lessons = (payload.lessonTitleTranslations ?? {}) as Record<string, string>;
      const lesson = lessons[i18n.language] || textOf(payload.lessonTitle);
      const key = item.kind === 'practical-accepted' ? 'notifications.practicalAccepted' : 'notifications.practicalReturned';
      return t(key, { lesson, course });
    }
    return t('notifications.importFinished', { imported: Number(payload.imported ?? 0) });
  };
}

const linkOf = (item: NotificationItem) => {
  const slug = textOf(item.payload.courseSlug);
  if (item.kind === 'import-finished') return '/dashboard/users';
  const lessonId = textOf(item.payload.lessonId);
  if (item.kind.startsWith('practical-') && slug && lessonId) return PATHS.learn(slug, lessonId);
  return slug ? `/courses/${slug}/lms` : '/my-learning';
};

/** The bell in the header: the unread count, and the latest notices in a panel that marks them read. */
export function NotificationBell() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const describe = useNotificationText();
  const query = useQuery({
    queryKey: KEY,
    queryFn: async () => (await apiRequest<Envelope<NotificationList>>(API.notifications)).data,
    refetchInterval: 5 * 60 * 1000,
  });
  const markAll = useMutation({
    mutationFn: () => apiRequest(API.notificationsRead, { method: 'POST', body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
  const unread = query.data?.unread ?? 0;
  const items = query.data?.items ?? [];
  return (
    <div className="relative">
      <button
        type="button"
        className="relative inline-flex size-11 items-center justify-center rounded-full text-text hover:bg-surface-muted"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
        onClick={() => setOpen((value) => !value)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {unread ? (
          <span
            data-testid="unread-count"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-danger px-1 text-center text-xs font-bold text-primary-contrast"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          id={panelId}
          role="region"
          aria-label={t('notifications.bell')}
          className="fixed inset-x-2 top-16 z-50 rounded-2xl border border-border bg-surface p-3 shadow-lg sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-80"
        >
          {items.length === 0 ? <p className="p-2 text-text-muted">{t('notifications.empty')}</p> : null}
          <ul className="max-h-96 divide-y divide-border overflow-y-auto">
            {items.map((item) => (
              <li key={item.id} className="py-2">
                <Link
                  to={linkOf(item)}
                  className="block min-h-11 rounded p-1 text-text hover:bg-surface-muted"
                  onClick={() => setOpen(false)}
                >
                  {item.readAt ? null : <span className="mr-1 font-bold text-primary">{t('notifications.unread')}:</span>}
                  {describe(item)}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-2 flex flex-wrap justify-between gap-2">
            {unread ? (
              <button type="button" className="min-h-11 font-semibold text-primary underline" onClick={() => markAll.mutate()}>
                {t('notifications.markAllRead')}
              </button>
            ) : null}
            <button type="button" className="min-h-11 font-semibold text-text underline" onClick={() => setOpen(false)}>
              {t('notifications.close')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
