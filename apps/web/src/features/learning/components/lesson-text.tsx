import { useTranslation } from 'react-i18next';
import { TextBody } from '@/components/text-body';

/** Text in the UI language when the lesson has it, else English; `lang` says which it is. */
export function LocalizedTextBody({ map }: { map: Record<string, string> }) {
  const { i18n } = useTranslation();
  const language = map[i18n.language]?.trim() ? i18n.language : 'en';
  const body = map[language] ?? '';
  if (!body.trim()) return null;
  return <TextBody body={body} lang={language === i18n.language ? undefined : language} />;
}
