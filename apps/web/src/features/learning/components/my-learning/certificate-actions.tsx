import type { CertificateSummary } from '@jal/contracts';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { notify } from '@/lib/toast';
import { apiPath } from '@/lib/api-client';

/**
 * Shares the public verification link: the phone's share sheet where there is one (an
 * employer gets it by WhatsApp or email), else the link is copied and a toast says so.
 */
async function shareVerification(url: string, text: string, messages: { copied: string; copyFailed: string }) {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: text, text, url });
      return;
    } catch (error) {
      // Closing the share sheet is the learner's choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    void notify.success(messages.copied);
  } catch {
    void notify.error(messages.copyFailed);
  }
}

/**
 * The certificate's PDF and its verification link. The PDF is a plain download: the sign-in
 * cookie set at sign-in authenticates it, as on the course's page.
 */
export function CertificateActions({ certificate, courseTitle }: { certificate: CertificateSummary; courseTitle: string }) {
  const { t } = useTranslation();
  const verifyUrl = new URL(certificate.verifyPath, window.location.origin).href;
  const share = () =>
    void shareVerification(verifyUrl, t('myLearning.certificate.shareText', { course: courseTitle }), {
      copied: t('myLearning.certificate.copied'),
      copyFailed: t('myLearning.certificate.copyFailed', { url: verifyUrl }),
    });
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <a href={apiPath(certificate.pdfPath)} download={`${certificate.code}.pdf`} className={buttonClass.primary}>
        {t('myLearning.certificate.download')}
        <span className="sr-only">: {courseTitle}</span>
      </a>
      <button type="button" className={`${buttonClass.secondary} bg-surface`} onClick={share}>
        {t('myLearning.certificate.share')}
        <span className="sr-only">: {courseTitle}</span>
      </button>
    </div>
  );
}
