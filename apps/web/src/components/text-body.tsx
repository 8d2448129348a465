import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { type Inline, parseTextBody } from '@/lib/text-body';

function InlineText({ parts }: { parts: Inline[] }) {
  return (
    <>{parts.map((part, index) => (part.bold ? <strong key={index}>{part.text}</strong> : <Fragment key={index}>{part.text}</Fragment>))}</>
  );
}

/**
 * A lesson body in the stored text format, as elements (never as HTML). Lines stay near 70
 * characters for reading on any screen; images keep their box before they load.
 */
export function TextBody({ body, lang }: { body: string; lang?: string }) {
  const blocks = parseTextBody(body);
  return (
    <div lang={lang} className="max-w-[70ch] space-y-4 text-lg leading-relaxed text-text">
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return block.level === 2 ? (
              <h2 key={index} className="pt-2 text-2xl font-bold">
                <InlineText parts={block.content} />
              </h2>
            ) : (
              <h3 key={index} className="pt-1 text-xl font-bold">
                <InlineText parts={block.content} />
              </h3>
            );
          case 'paragraph':
            return (
              <p key={index}>
                <InlineText parts={block.content} />
              </p>
            );
          case 'list':
            return (
              <ul key={index} className="list-disc space-y-1 ps-6">
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <InlineText parts={item} />
                  </li>
                ))}
              </ul>
            );
          case 'image':
            return (
              <img
                key={index}
                src={block.src}
                alt={block.alt}
                width={block.width}
                height={block.height}
                loading="lazy"
                decoding="async"
                className="h-auto w-full rounded-xl border border-border bg-surface-muted"
              />
            );
        }
      })}
    </div>
  );
}

/** The language a text is shown in: the reader's when the text has it, else English. */
export function shownLanguage(map: Record<string, string>, language: string): string {
  return map[language]?.trim() ? language : 'en';
}

/** Text in the UI language when it is there, else English; `lang` says which it is. */
export function LocalizedTextBody({ map }: { map: Record<string, string> }) {
  const { i18n } = useTranslation();
  const language = shownLanguage(map, i18n.language);
  const body = map[language] ?? '';
  if (!body.trim()) return null;
  return <TextBody body={body} lang={language === i18n.language ? undefined : language} />;
}
