/**
 * The few strings shown before the server's translations arrive (or when they cannot), so they
 * ship with the app. Everything else comes from the translations API.
 */
const BOOT_STRINGS = {
  en: {
    loadingApplication: 'Loading application...',
    loadingPage: 'Loading page...',
    loadingTranslations: 'Loading translations...',
    failedTranslations: 'Failed to load translations: {error}',
    fetchFailed: 'Failed to fetch translations',
    retry: 'Retry',
    unexpectedError: 'Unexpected Application Error!',
    unexpectedErrorHint: 'Something broke on this page. Go back to the home page and try again.',
    goHome: 'Go to the home page',
  },
  hi: {
    loadingApplication: 'एप्लिकेशन लोड हो रहा है...',
    loadingPage: 'पेज लोड हो रहा है...',
    loadingTranslations: 'अनुवाद लोड हो रहे हैं...',
    failedTranslations: 'अनुवाद लोड नहीं हो सके: {error}',
    fetchFailed: 'अनुवाद प्राप्त नहीं हो सके',
    retry: 'फिर से कोशिश करें',
    unexpectedError: 'अनपेक्षित एप्लिकेशन त्रुटि!',
    unexpectedErrorHint: 'इस पेज पर कुछ गड़बड़ हो गई। होम पेज पर जाकर फिर से कोशिश करें।',
    goHome: 'होम पेज पर जाएँ',
  },
} as const;

export type BootStringKey = keyof (typeof BOOT_STRINGS)['en'];

export function bootString(key: BootStringKey, language: string | null | undefined, values: Record<string, string> = {}): string {
  const table = language === 'hi' ? BOOT_STRINGS.hi : BOOT_STRINGS.en;
  return table[key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
