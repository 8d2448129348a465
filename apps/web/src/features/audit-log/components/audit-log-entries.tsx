import { SECURITY_AREA, type AuditEntry } from '@jal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/locale-format';

/** When, in the reader's language and timezone; the exact instant stays in the markup. */
function When({ at }: { at: string }) {
  const { i18n } = useTranslation();
  return <time dateTime={at}>{formatDateTime(at, i18n.language, { seconds: true })}</time>;
}

function Actor({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  if (!entry.actorEmail) return <span className="text-text-muted">{t('auditLog.noActor')}</span>;
  return (
    <>
      <span className="block break-all">{entry.actorEmail}</span>
      {entry.actorRole ? (
        <span className="block text-sm text-text-muted">{t(`role.${entry.actorRole}`, { defaultValue: entry.actorRole })}</span>
      ) : null}
    </>
  );
}

function Target({ entry }: { entry: AuditEntry }) {
  if (!entry.targetType && !entry.targetId) return <span aria-hidden="true">—</span>;
  return (
    <>
      {entry.targetType ? <span className="block">{entry.targetType}</span> : null}
      {entry.targetId ? <code className="block text-sm break-all text-text-muted">{entry.targetId}</code> : null}
    </>
  );
}

const securityKind = (action: string) => (action.startsWith(`${SECURITY_AREA}.`) ? action.slice(SECURITY_AREA.length + 1) : null);

/**
 * The action's code; a narrow column breaks it after the dot rather than inside a word. A
 * security event is named in words first, its code below.
 */
function Action({ action }: { action: string }) {
  const { t } = useTranslation();
  const [resource, ...verb] = action.split('.');
  const kind = securityKind(action);
  if (kind) {
    return (
      <>
        <span className="block font-semibold text-text">{t(`auditLog.kind.${kind}`, { defaultValue: kind })}</span>
        <code className="block text-sm break-words text-text-muted">{action}</code>
      </>
    );
  }
  return (
    <code className="font-semibold break-words text-text">
      {verb.length ? (
        <>
          {resource}.<wbr />
          {verb.join('.')}
        </>
      ) : (
        action
      )}
    </code>
  );
}

const fieldsOf = (entry: AuditEntry) => (Array.isArray(entry.details.fields) ? entry.details.fields.map(String).join(', ') : '');

/** What a security event keeps besides who and where: why a sign-in was refused, which route refused, how many sessions ended. */
function SecurityDetails({ details }: { details: AuditEntry['details'] }) {
  const { t } = useTranslation();
  const parts: string[] = [];
  if (typeof details.reason === 'string') parts.push(t(`auditLog.reason.${details.reason}`, { defaultValue: details.reason }));
  if (typeof details.method === 'string' && typeof details.route === 'string') parts.push(`${details.method} ${details.route}`);
  if (typeof details.ended === 'number') parts.push(t('auditLog.sessionsEnded', { count: details.ended }));
  return <span className="break-words">{parts.join(' · ') || '—'}</span>;
}

/** The address, and below it the browser the request came with. */
function Origin({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="block break-all">{entry.address ?? '—'}</span>
      {entry.userAgent ? (
        <span className="mt-1 block text-sm break-words text-text-muted">
          <span className="sr-only">{t('auditLog.browser')} </span>
          {entry.userAgent}
        </span>
      ) : null}
    </>
  );
}

const COLUMNS = ['time', 'actor', 'action', 'target', 'address', 'fields'] as const;

function cell(column: (typeof COLUMNS)[number], entry: AuditEntry) {
  switch (column) {
    case 'time':
      return <When at={entry.at} />;
    case 'actor':
      return <Actor entry={entry} />;
    case 'action':
      return <Action action={entry.action} />;
    case 'target':
      return <Target entry={entry} />;
    case 'address':
      return <Origin entry={entry} />;
    case 'fields':
      return securityKind(entry.action) ? (
        <SecurityDetails details={entry.details} />
      ) : (
        <span className="break-words">{fieldsOf(entry) || '—'}</span>
      );
  }
}

/**
 * The entries: a table on a wide screen; on a phone one card per entry, so that nothing makes
 * the page scroll sideways.
 */
export function AuditLogEntries({ entries, wide }: { entries: AuditEntry[]; wide: boolean }) {
  const { t } = useTranslation();
  if (wide) {
    return (
      <table className="w-full table-fixed border-collapse text-left">
        <caption className="sr-only">{t('auditLog.tableLabel')}</caption>
        <colgroup>
          <col className="w-[13%]" />
          <col className="w-[19%]" />
          <col className="w-[17%]" />
          <col className="w-[14%]" />
          {/* The address carries the browser below it: the widest column after the actor's. */}
          <col className="w-[22%]" />
          <col className="w-[15%]" />
        </colgroup>
        <thead>
          <tr className="border-b-2 border-border-strong">
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-2 py-2 font-semibold text-text">
                {t(`auditLog.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b border-border align-top">
              {COLUMNS.map((column) => (
                <td key={column} className="px-2 py-3 text-text">
                  {cell(column, entry)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <ul aria-label={t('auditLog.tableLabel')} className="flex flex-col gap-3">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-xl border border-border bg-surface p-4">
          <dl className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-x-3 gap-y-2">
            {COLUMNS.map((column) => (
              <div key={column} className="contents">
                <dt className="font-semibold text-text-muted">{t(`auditLog.columns.${column}`)}</dt>
                <dd className="min-w-0 text-text">{cell(column, entry)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
