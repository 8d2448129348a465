import { PATHS } from '@jal/contracts/core';
import { useTranslation } from 'react-i18next';
import { NoticeLayout, NoticeLink, NoticeSection } from './notice-layout';

/** The rules of using the site, in plain words. */
export function TermsOfUse() {
  const { t } = useTranslation();
  return (
    <NoticeLayout title={t('account.terms.title')} intro={t('account.terms.intro')}>
      <NoticeSection id="free" title={t('account.terms.free.heading')} text={t('account.terms.free.text')} />
      <NoticeSection
        id="account"
        title={t('account.terms.account.heading')}
        items={['name', 'password', 'age'].map((item) => t(`account.terms.account.${item}`))}
      />
      <NoticeSection
        id="fair"
        title={t('account.terms.fair.heading')}
        items={['quiz', 'harm', 'respect'].map((item) => t(`account.terms.fair.${item}`))}
      />
      <NoticeSection id="material" title={t('account.terms.material.heading')} text={t('account.terms.material.text')} />
      <NoticeSection id="certificates" title={t('account.terms.certificates.heading')} text={t('account.terms.certificates.text')} />
      <NoticeSection id="data" title={t('account.terms.privacy.heading')} text={t('account.terms.privacy.text')}>
        <NoticeLink to={PATHS.privacy}>{t('account.terms.privacy.link')}</NoticeLink>
      </NoticeSection>
      <NoticeSection id="changes" title={t('account.terms.changes.heading')} text={t('account.terms.changes.text')}>
        <NoticeLink to={PATHS.contact}>{t('account.notice.contactLink')}</NoticeLink>
      </NoticeSection>
    </NoticeLayout>
  );
}
