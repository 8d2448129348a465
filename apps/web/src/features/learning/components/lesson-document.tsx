import type { PlayerLessonContent } from '@jal/contracts';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { apiPath } from '@/lib/api-client';
import { fileSizeText } from '@/lib/file-size';
import { useMediaQuery } from '@/lib/use-media-query';
import { LocalizedTextBody } from '@/components/text-body';

type DocumentContent = Extract<PlayerLessonContent, { kind: 'document' }>;

/**
 * A PDF: shown in the page on a wide screen; a phone gets Open and Download only, since a
 * framed PDF is unreadable there and would cost the download up front.
 */
export function LessonDocument({ content, title }: { content: DocumentContent; title: string }) {
  const { t, i18n } = useTranslation();
  const wide = useMediaQuery('(min-width: 1024px)');
  const media = content.media;
  return (
    <div className="space-y-6">
      <LocalizedTextBody map={content.summary} />
      {media ? (
        <>
          {wide ? (
            <iframe
              src={apiPath(media.url)}
              title={t('learn.document.frame', { title })}
              className="h-[75vh] w-full rounded-xl border border-border bg-surface-muted"
            />
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <a href={apiPath(media.url)} target="_blank" rel="noopener" className={buttonClass.secondary}>
              {t('learn.document.open')}
            </a>
            {/* The server saves it as a file here (the frame and Open show it in the browser). */}
            <a href={apiPath(`${media.url}?download=1`)} download={media.filename} className={buttonClass.secondary}>
              {t('learn.document.download', { size: fileSizeText(media.sizeBytes, i18n.language) })}
            </a>
          </div>
        </>
      ) : (
        <p className="text-text-muted">{t('learn.document.missing')}</p>
      )}
    </div>
  );
}
