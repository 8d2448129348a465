import type { PlayerLessonContent } from '@jal/contracts';
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '@/lib/localized';
import { LocalizedTextBody } from '@/components/text-body';

type PracticalContent = Extract<PlayerLessonContent, { kind: 'practical' }>;

/** The form that sends a practical and the learner's submissions: another feature's, handed in by the app. */
export type PracticalPart = ComponentType<{ courseId: string; lessonId: string; content: PracticalContent }>;

type Props = { courseId: string; lessonId: string; content: PracticalContent; practicalPart?: PracticalPart };

/** A field practical: its instructions, the list of what the learner brings back from the field, and the form to send it. */
export function LessonPractical({ courseId, lessonId, content, practicalPart: Part }: Props) {
  const { t, i18n } = useTranslation();
  const text = (map: Record<string, string>) => localized(map, i18n.language, '');
  const { photos, voiceNote, numbers, place } = content;
  return (
    <div className="max-w-[70ch] space-y-6">
      <LocalizedTextBody map={content.instructions} />
      <section aria-labelledby="practical-bring-back">
        <h2 id="practical-bring-back" className="text-lg font-bold text-text">
          {t('learn.practical.bringBack')}
        </h2>
        <ul className="mt-2 list-disc space-y-2 ps-6 text-text">
          <li>
            {photos.min === photos.max
              ? t('learn.practical.photosExactly', { count: photos.max })
              : t('learn.practical.photos', { min: photos.min, max: photos.max })}
            <ol className="mt-1 list-decimal ps-6">
              {photos.captions.map((caption, index) => (
                <li key={index}>{text(caption)}</li>
              ))}
            </ol>
          </li>
          {voiceNote.requirement !== 'none' ? (
            <li>{t(`learn.practical.voiceNote.${voiceNote.requirement}`, { seconds: voiceNote.maxSeconds })}</li>
          ) : null}
          {numbers.map((number) => (
            <li key={number.id}>
              {t('learn.practical.number', { label: text(number.label), min: number.min, max: number.max, unit: number.unit })}
            </li>
          ))}
          <li>
            {t(place.required ? 'learn.practical.place.required' : 'learn.practical.place.optional', { metres: place.accuracyMetres })}
          </li>
          {place.area ? <li>{t('learn.practical.place.area')}</li> : null}
        </ul>
      </section>
      {Part ? (
        <Suspense fallback={null}>
          <Part courseId={courseId} lessonId={lessonId} content={content} />
        </Suspense>
      ) : null}
    </div>
  );
}
