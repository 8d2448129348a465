import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { choicesOf, FormField, SelectField } from '@/components/form-field';
import { SearchField } from '@/components/search-field';
import { SECURITY_AREA, SECURITY_EVENT_KINDS, type SecurityEventKind } from '@jal/contracts';
import { AUDIT_AREAS, isRangeBackwards, type AuditArea, type AuditLogParams } from '../lib/audit-log-params';

type Props = {
  params: AuditLogParams;
  onChange: (patch: Partial<AuditLogParams>, options?: { typed?: boolean }) => void;
};

/** Who (part of an email), in which area (and which kind of security event), between which days. */
export function AuditLogFilters({ params, onChange }: Props) {
  const { t } = useTranslation();
  const backwards = isRangeBackwards(params);
  const filtered = !!(params.area || params.actor || params.from || params.to);
  return (
    <div role="group" aria-label={t('auditLog.filters.label')} className="mb-4 flex flex-col gap-3">
      {/* On a phone the two days share a row: they are short. */}
      <div className={`grid grid-cols-2 gap-3 ${params.area === SECURITY_AREA ? 'xl:grid-cols-5' : 'xl:grid-cols-4'}`}>
        <div className="col-span-2 md:col-span-1">
          <SearchField
            id="audit-actor"
            label={t('auditLog.filters.actor')}
            placeholder={t('auditLog.filters.actorPlaceholder')}
            value={params.actor}
            onSearch={(actor) => onChange({ actor }, { typed: true })}
          />
        </div>
        <div className="col-span-2 md:col-span-1">
          <SelectField
            id="audit-area"
            label={t('auditLog.filters.area')}
            value={params.area}
            onChange={(event) => onChange({ area: event.target.value as AuditArea | '', kind: '' })}
            emptyChoice={t('auditLog.filters.allAreas')}
            choices={choicesOf(AUDIT_AREAS, (area) => t(`auditLog.area.${area}`))}
          />
        </div>
        {params.area === SECURITY_AREA ? (
          <div className="col-span-2 md:col-span-1">
            <SelectField
              id="audit-kind"
              label={t('auditLog.filters.kind')}
              value={params.kind}
              onChange={(event) => onChange({ kind: event.target.value as SecurityEventKind | '' })}
              emptyChoice={t('auditLog.filters.allKinds')}
              choices={choicesOf(SECURITY_EVENT_KINDS, (kind) => t(`auditLog.kind.${kind}`))}
            />
          </div>
        ) : null}
        <FormField
          id="audit-from"
          type="date"
          label={t('auditLog.filters.from')}
          value={params.from}
          max={params.to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
        <FormField
          id="audit-to"
          type="date"
          label={t('auditLog.filters.to')}
          value={params.to}
          min={params.from || undefined}
          error={backwards ? t('auditLog.filters.rangeBackwards') : undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </div>
      {filtered ? (
        <div>
          <button type="button" className={buttonClass.ghost} onClick={() => onChange({ area: '', kind: '', actor: '', from: '', to: '' })}>
            {t('auditLog.filters.clear')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
