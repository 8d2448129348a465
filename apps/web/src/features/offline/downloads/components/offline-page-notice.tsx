import { offlinePageStrings } from '@jal/ui-strings/offline-page';
import { buttonClass } from '@/components/button-styles';
import { DOWNLOADS_PATH } from './downloads-link';

type Key = 'offlinePage.title' | 'offlinePage.text' | 'offlinePage.downloads' | 'offlinePage.retry';

/**
 * What a page never opened on this phone shows without a network, in the learner's language. Its
 * strings ship in this small chunk (none can come from the server now); the chunk is precached
 * and loaded only in this case. Plain links: the router may not be there yet.
 */
export function OfflinePageNotice({ language, onRetry }: { language: string; onRetry: () => void }) {
  const text = (key: Key) => offlinePageStrings[key]?.[language === 'hi' ? 'hi' : 'en'] ?? '';
  return (
    <div role="alert" className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-bold text-text">{text('offlinePage.title')}</h1>
      <p className="text-lg text-text">{text('offlinePage.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <a href={DOWNLOADS_PATH} className={buttonClass.primary}>
          {text('offlinePage.downloads')}
        </a>
        <button type="button" className={buttonClass.secondary} onClick={onRetry}>
          {text('offlinePage.retry')}
        </button>
      </div>
    </div>
  );
}
