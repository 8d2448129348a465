import type { MapTilesArchive } from '@jal/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryStates } from '@/components/dashboard-list';
import { LabelledProgress } from '@/components/labelled-progress';
import { fileSizeText } from '@/lib/file-size';
import { formatDateTime, formatNumber } from '@/lib/locale-format';
import { useMapTilesStatus } from '@/lib/map-tiles-status';
import { notify } from '@/lib/toast';
import { useRemoveMapTiles, useUploadMapTiles, type UploadProgress } from '../api/map-tiles';
import { limitText, mapTilesFailure, tooLargeMessage } from '../lib/map-tiles-errors';

/**
 * The base map of the district, for administrators: what is loaded (its size, zooms and the area
 * it covers), uploading a PMTiles file in its place with the upload's progress, and removing it
 * after a confirmation. Refusals are said beside the buttons, in the page's language.
 */
export function MapTilesSection() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const status = useMapTilesStatus();
  const upload = useUploadMapTiles();
  const remove = useRemoveMapTiles();
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const archive = status.data?.archive ?? null;
  const maxBytes = status.data?.maxUploadBytes;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError('');
    if (maxBytes !== undefined && file.size > maxBytes) return setError(tooLargeMessage(maxBytes));
    try {
      await upload.mutateAsync(file);
      void notify.success(t('mapTiles.uploaded'));
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') void notify.info(t('mapTiles.stopped'));
      else setError(mapTilesFailure(failure, 'mapTiles.error.failed'));
    }
  };

  const onRemove = async () => {
    setError('');
    try {
      await remove.mutateAsync();
      void notify.success(t('mapTiles.removed'));
    } catch (failure) {
      setError(mapTilesFailure(failure, 'mapTiles.error.removeFailed'));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mt-10 flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-6">
      <div>
        <h2 id={`${id}-title`} className="text-xl font-bold text-text">
          {t('mapTiles.title')}
        </h2>
        {maxBytes !== undefined ? (
          <p className="mt-2 max-w-3xl text-text-muted">{t('mapTiles.intro', { size: limitText(maxBytes, i18n.language) })}</p>
        ) : null}
      </div>
      <QueryStates query={status} />
      {status.data ? archive ? <ArchiveDetails archive={archive} /> : <p className="text-text">{t('mapTiles.none')}</p> : null}
      {upload.progress ? (
        <UploadState progress={upload.progress} onStop={upload.stop} />
      ) : status.data ? (
        <div className="flex flex-wrap items-center gap-3">
          <label className={`${buttonClass.primary} cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-primary`}>
            {archive ? t('mapTiles.replace') : t('mapTiles.choose')}
            <input
              type="file"
              accept=".pmtiles,application/vnd.pmtiles"
              aria-describedby={`${id}-title`}
              onChange={(event) => void onFile(event)}
              className="sr-only"
            />
          </label>
          {archive ? (
            <button type="button" className={buttonClass.secondary} onClick={() => setConfirming(true)}>
              {t('mapTiles.remove')}
            </button>
          ) : null}
        </div>
      ) : null}
      <p role="alert" className="rounded-lg bg-alert-error-bg p-3 text-alert-error-text empty:hidden">
        {error}
      </p>
      <ConfirmDialog
        open={confirming}
        title={t('mapTiles.removeTitle')}
        message={t('mapTiles.removeMessage')}
        confirmLabel={t('mapTiles.removeConfirm')}
        danger
        busy={remove.isPending}
        onConfirm={() => void onRemove()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

/** What the loaded archive is: its name, tiles, size, zooms, the area it covers, its credit and when it came. */
function ArchiveDetails({ archive }: { archive: MapTilesArchive }) {
  const { t, i18n } = useTranslation();
  const degrees = (value: number) => formatNumber(value, i18n.language, { maximumFractionDigits: 4 });
  const rows: [string, string][] = [
    [t('mapTiles.tiles'), t(`mapTiles.kinds.${archive.tileKind}`)],
    [t('mapTiles.size'), fileSizeText(archive.sizeBytes, i18n.language)],
    [t('mapTiles.zooms'), t('mapTiles.zoomRange', { min: archive.minZoom, max: archive.maxZoom })],
    [
      t('mapTiles.bounds'),
      t('mapTiles.boundsValue', {
        west: degrees(archive.bounds.west),
        east: degrees(archive.bounds.east),
        south: degrees(archive.bounds.south),
        north: degrees(archive.bounds.north),
      }),
    ],
    ...(archive.attribution ? [[t('mapTiles.credit'), archive.attribution] as [string, string]] : []),
    [t('mapTiles.loadedAt'), formatDateTime(archive.uploadedAt, i18n.language)],
  ];
  return (
    <div className="rounded-xl bg-surface-muted p-4">
      <h3 className="font-bold break-words text-text">
        <span className="sr-only">{t('mapTiles.details')}: </span>
        {archive.name}
      </h3>
      <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_minmax(0,1fr)]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sm font-semibold text-text-muted">{term}</dt>
            <dd className="mb-2 break-words text-text sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The upload under way: how much is sent, then that the server is checking it; it can be stopped until it is in. */
function UploadState({ progress, onStop }: { progress: UploadProgress; onStop: () => void }) {
  const { t, i18n } = useTranslation();
  const percent = progress.total ? Math.floor((progress.sent / progress.total) * 100) : 0;
  const sent = progress.total > 0 && progress.sent >= progress.total;
  return (
    <div className="flex flex-col gap-3">
      <LabelledProgress
        label={t('mapTiles.uploading', { name: progress.name })}
        detail={
          sent
            ? t('mapTiles.checking')
            : t('mapTiles.progress', {
                sent: fileSizeText(progress.sent, i18n.language),
                total: fileSizeText(progress.total, i18n.language),
              })
        }
        percent={percent}
        valueText={t('mapTiles.progressValue', { percent })}
      />
      {sent ? null : (
        <button type="button" className={`${buttonClass.secondary} self-start`} onClick={onStop}>
          {t('mapTiles.stop')}
        </button>
      )}
    </div>
  );
}
