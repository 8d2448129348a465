import type { PlayerLessonContent } from '@jal/contracts';
import { useTranslation } from 'react-i18next';
import { LocalizedTextBody, shownLanguage } from '@/components/text-body';
import { LessonAudioPlayer } from './lesson-audio-player';

/**
 * A text lesson: its Listen control above the text when the lesson was read aloud in the
 * language the text is shown in (the reader's, or English when the lesson has no text in the
 * reader's language), so what is heard is what is on the page.
 */
export function LessonText({ content }: { content: Extract<PlayerLessonContent, { kind: 'text' }> }) {
  const { i18n } = useTranslation();
  const audio = content.audio.find((item) => item.language === shownLanguage(content.body, i18n.language));
  return (
    <div className="space-y-6">
      {audio ? <LessonAudioPlayer audio={audio} /> : null}
      <LocalizedTextBody map={content.body} />
    </div>
  );
}
