import type { MapTilesArchive, PracticalReview } from '@jal/contracts';
import { useTranslation } from 'react-i18next';
import { apiPath } from '@/lib/api-client';
import { formatDateTime, formatNumber } from '@/lib/locale-format';
import { localized } from '@/lib/localized';
import { PlaceMap } from './place-map';

const heading = 'text-lg font-bold text-text';

/** What the learner sent: the photos with their captions, the voice note, the numbers and the place (on the base map when one is loaded). */
export function SubmissionEvidence({ review, mapTiles }: { review: PracticalReview; mapTiles: MapTilesArchive | null }) {
  const { t, i18n } = useTranslation();
  const { submission } = review;
  const practical = review.lesson.practical;
  const text = (map: Record<string, string>) => localized(map, i18n.language, '');
  const number = (value: number) => formatNumber(value, i18n.language, { maximumFractionDigits: 6 });
  const photoTimes = new Map(submission.signals.time.photos.map((photo) => [photo.photoId, photo.takenAt]));
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="review-photos" className="flex flex-col gap-3">
        <h2 id="review-photos" className={heading}>
          {t('reviews.detail.photos')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {submission.photos.map((photo) => {
            const caption = practical.photos.captions[photo.position] ? text(practical.photos.captions[photo.position]!) : '';
            const takenAt = photoTimes.get(photo.id);
            return (
              <li key={photo.id} className="flex flex-col gap-1">
                <a
                  href={apiPath(photo.url)}
                  target="_blank"
                  rel="noopener"
                  aria-label={t('reviews.detail.photoOpen', { number: photo.position + 1, caption })}
                  className="block overflow-hidden rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-primary"
                >
                  <img
                    src={apiPath(photo.thumbnailUrl)}
                    alt=""
                    width={320}
                    height={240}
                    className="aspect-4/3 h-auto w-full object-cover"
                  />
                </a>
                <p className="text-sm font-semibold text-text">
                  {photo.position + 1}. {caption}
                </p>
                <p className="text-sm text-text-muted">
                  {takenAt
                    ? t('reviews.detail.photoTaken', { when: formatDateTime(takenAt, i18n.language) })
                    : t('reviews.detail.photoNoTime')}
                </p>
              </li>
            );
          })}
        </ul>
      </section>

      {submission.voiceNote ? (
        <section aria-labelledby="review-voice" className="flex flex-col gap-2">
          <h2 id="review-voice" className={heading}>
            {t('reviews.detail.voiceNote')}
          </h2>
          <audio controls preload="none" src={apiPath(submission.voiceNote.url)} className="w-full max-w-md">
            <track kind="captions" />
          </audio>
          <p className="text-sm text-text-muted">
            {t('reviews.detail.voiceNoteLength', { seconds: Math.round(submission.voiceNote.durationSeconds) })}
          </p>
        </section>
      ) : null}

      {practical.numbers.length ? (
        <section aria-labelledby="review-numbers" className="flex flex-col gap-2">
          <h2 id="review-numbers" className={heading}>
            {t('reviews.detail.numbers')}
          </h2>
          <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2">
            {practical.numbers.map((asked) => {
              const value = submission.numbers.find((sent) => sent.id === asked.id)?.value;
              const outside = value !== undefined && (value < asked.min || value > asked.max);
              return (
                <div key={asked.id} className="contents">
                  <dt className="text-text">
                    {text(asked.label)}
                    <span className="block text-sm text-text-muted">
                      {t('reviews.detail.numberRange', { min: number(asked.min), max: number(asked.max), unit: asked.unit })}
                    </span>
                  </dt>
                  <dd className={`text-end font-semibold ${outside ? 'text-danger' : 'text-text'}`}>
                    {value === undefined ? '—' : `${number(value)} ${asked.unit}`}
                    {outside ? <span className="block text-sm">{t('reviews.detail.numberOutOfRange')}</span> : null}
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ) : null}

      <section aria-labelledby="review-place" className="flex flex-col gap-2">
        <h2 id="review-place" className={heading}>
          {t('reviews.detail.place')}
        </h2>
        {submission.place ? (
          <>
            <p className="text-text">
              {t('reviews.detail.placePoint', {
                latitude: submission.place.latitude.toFixed(5),
                longitude: submission.place.longitude.toFixed(5),
                accuracy: number(Math.round(submission.place.accuracyMetres)),
                needed: number(practical.place.accuracyMetres),
              })}
            </p>
            {submission.signals.place.inArea === true ? <p className="text-secondary-strong">{t('reviews.detail.inArea')}</p> : null}
            {submission.signals.place.inArea === false ? (
              <p className="font-semibold text-danger">
                {t('reviews.detail.outsideArea', { metres: number(Math.round(submission.signals.place.metresOutside ?? 0)) })}
              </p>
            ) : null}
            <PlaceMap place={submission.place} area={practical.place.area} tiles={mapTiles} />
          </>
        ) : (
          <p className="text-text-muted">{t('reviews.detail.placeMissing')}</p>
        )}
      </section>
    </div>
  );
}
