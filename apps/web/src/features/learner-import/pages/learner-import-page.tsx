import {
  isAdminRole,
  LEARNER_IMPORT_MODES,
  type LearnerImportMode,
  type LearnerImportPreview,
  type LearnerImportResult,
} from '@jal/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { SubmitButton } from '@/components/submit-button';
import { failureMessage } from '@/lib/form-errors';
import { useAuth } from '@/lib/auth/auth-context';
import { templateUrl, usePreviewLearnerImport, useRunLearnerImport } from '../api/learner-import';
import { AdminHeader } from '@/components/admin-header';
import { ImportRowsTable } from '../components/import-rows-table';
import { InvitationProgress } from '../components/invitation-progress';
import { downloadCsv } from '@/lib/csv';
import { credentialsFile, mistakesReport } from '../lib/learner-import-files';

const MODE_KEYS: Record<LearnerImportMode, string> = {
  'valid-rows': 'dashboard.import.modeValidRows',
  'all-or-nothing': 'dashboard.import.modeAllOrNothing',
};

const TEMPLATES = [
  ['csv', 'en', 'dashboard.import.templateCsvEn'],
  ['csv', 'hi', 'dashboard.import.templateCsvHi'],
  ['xlsx', 'en', 'dashboard.import.templateXlsxEn'],
  ['xlsx', 'hi', 'dashboard.import.templateXlsxHi'],
] as const;

/**
 * Importing learners from a spreadsheet: the template, the file, a preview of every row, then the
 * import (the valid rows, or nothing unless all are valid), with the one-time passwords and the
 * list of mistakes to download.
 */
export function LearnerImportPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const admin = isAdminRole(user?.role);
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<LearnerImportMode>('valid-rows');
  const [preview, setPreview] = useState<LearnerImportPreview | null>(null);
  const [result, setResult] = useState<LearnerImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const check = usePreviewLearnerImport();
  const run = useRunLearnerImport();

  const failed = (cause: unknown) => setError(failureMessage(cause, 'dashboard.import.fileProblem'));
  const startOver = () => {
    setPreview(null);
    setResult(null);
    setError(null);
  };

  const submitPreview = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return;
    startOver();
    try {
      setPreview(await check.mutateAsync(file));
    } catch (cause) {
      failed(cause);
    }
  };

  const submitImport = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return;
    setError(null);
    try {
      setResult(await run.mutateAsync({ file, mode }));
    } catch (cause) {
      failed(cause);
    }
  };

  const shown = result ?? preview;
  const importable = preview ? preview.counts.new + preview.counts.existing : 0;
  const passwords = result?.credentials.filter((credential) => credential.oneTimePassword) ?? [];
  const emailed = result?.credentials.filter((credential) => credential.emailed).length ?? 0;

  return (
    <section className="flex flex-col gap-6">
      <AdminHeader
        title={t('dashboard.import.title')}
        intro={t('dashboard.import.intro')}
        actions={
          <Link to="/dashboard/users" className={buttonClass.secondary}>
            {t('dashboard.import.back')}
          </Link>
        }
      />

      <section aria-labelledby="import-columns" className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4">
        <h2 id="import-columns" className="text-lg font-bold">
          {t('dashboard.import.columnsTitle')}
        </h2>
        <p>{t('dashboard.import.columnsHelp')}</p>
        <p>{admin ? t('dashboard.import.columnsHelpAdmin') : t('dashboard.import.columnsHelpManager')}</p>
        <p className="font-semibold">{t('dashboard.import.template')}</p>
        <ul className="flex flex-wrap gap-2">
          {TEMPLATES.map(([format, language, key]) => (
            <li key={key}>
              <a href={templateUrl(format, language)} download className={buttonClass.secondary}>
                {t(key)}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <form onSubmit={(event) => void submitPreview(event)} className="flex flex-col gap-3">
        <label htmlFor={fileId} className="font-semibold">
          {t('dashboard.import.file')}
        </label>
        {/* The browser's own file button speaks the browser's language: ours speaks the page's. */}
        <div className="flex flex-wrap items-center gap-3">
          <span className={`${buttonClass.secondary} relative has-focus-visible:outline-2 has-focus-visible:outline-primary`}>
            {t('dashboard.import.chooseFile')}
            <input
              id={fileId}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-describedby={`${fileId}-chosen`}
              className="absolute inset-0 cursor-pointer opacity-0"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                startOver();
              }}
            />
          </span>
          <span id={`${fileId}-chosen`} className="min-w-0 text-sm break-all text-text-muted">
            {file ? file.name : t('dashboard.import.noFile')}
          </span>
        </div>
        <SubmitButton
          pending={check.isPending}
          disabled={!file || check.isPending}
          label={t('dashboard.import.preview')}
          pendingLabel={t('dashboard.import.previewing')}
          className={`${buttonClass.primary} self-start`}
        />
      </form>

      {error ? (
        <p role="alert" className="font-semibold text-danger">
          {error}
        </p>
      ) : null}

      {preview && !result ? (
        <form onSubmit={(event) => void submitImport(event)} className="flex flex-col gap-3">
          <p role="status" className="font-semibold">
            {t('dashboard.import.summary', preview.counts)}
          </p>
          {importable === 0 ? (
            <p className="text-danger">{t('dashboard.import.nothingToImport')}</p>
          ) : (
            <>
              <fieldset className="flex flex-col gap-1">
                <legend className="mb-1 font-semibold">{t('dashboard.import.modeTitle')}</legend>
                {LEARNER_IMPORT_MODES.map((choice) => (
                  <label key={choice} className="flex min-h-11 items-center gap-2">
                    <input
                      type="radio"
                      name="mode"
                      value={choice}
                      className="h-5 w-5"
                      checked={mode === choice}
                      onChange={() => setMode(choice)}
                    />
                    {t(MODE_KEYS[choice])}
                  </label>
                ))}
              </fieldset>
              <SubmitButton
                pending={run.isPending}
                label={t('dashboard.import.run')}
                pendingLabel={t('dashboard.import.running')}
                className={`${buttonClass.primary} self-start`}
                spinner
              />
            </>
          )}
        </form>
      ) : null}

      {result ? (
        <div className="flex flex-col gap-3">
          <p role="status" className="font-semibold">
            {result.imported
              ? t('dashboard.import.done', { created: result.counts.new, existing: result.counts.existing })
              : t('dashboard.import.refused', { invalid: result.counts.invalid })}
          </p>
          {passwords.length ? (
            <section aria-labelledby="import-passwords" className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4">
              <h2 id="import-passwords" className="text-lg font-bold">
                {t('dashboard.import.passwordsTitle')}
              </h2>
              <p>{t('dashboard.import.passwordsHelp')}</p>
              <button
                type="button"
                className={`${buttonClass.primary} self-start`}
                onClick={() => downloadCsv('one-time-passwords.csv', credentialsFile(t, result.credentials))}
              >
                {t('dashboard.import.downloadPasswords')}
              </button>
            </section>
          ) : null}
          {emailed ? <p>{t('dashboard.import.passwordsEmailed', { count: emailed })}</p> : null}
          {result.invitations ? <InvitationProgress id={result.invitations.id} total={result.invitations.total} /> : null}
          <div className="flex flex-wrap gap-2">
            {result.counts.invalid ? (
              <button
                type="button"
                className={buttonClass.secondary}
                onClick={() => downloadCsv('import-mistakes.csv', mistakesReport(t, result.rows))}
              >
                {t('dashboard.import.downloadReport')}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}

      {shown ? <ImportRowsTable key={result ? 'result' : 'preview'} rows={shown.rows} withOrganization={admin} /> : null}
    </section>
  );
}
