import { PATHS } from '@jal/contracts/core';
import { useTranslation } from 'react-i18next';
import { NoticeLayout, NoticeLink, NoticeSection } from './notice-layout';

const KEPT = ['name', 'email', 'progress', 'quiz', 'certificates', 'device'] as const;
const SEEN_BY = ['you', 'managers', 'admins', 'verifiers', 'nobodyElse'] as const;
const RIGHTS = ['access', 'correction', 'erasure', 'grievance'] as const;

/** What the account keeps, why, how long, who sees it, and the rights over it, in plain words. */
export function PrivacyNotice() {
  const { t } = useTranslation();
  return (
    <NoticeLayout title={t('account.privacy.title')} intro={t('account.privacy.intro')}>
      <NoticeSection
        id="kept"
        title={t('account.privacy.collect.heading')}
        items={KEPT.map((item) => t(`account.privacy.collect.${item}`))}
      >
        <p className="mt-3 font-semibold text-text">{t('account.privacy.collect.not')}</p>
      </NoticeSection>
      <NoticeSection id="why" title={t('account.privacy.why.heading')} text={t('account.privacy.why.text')} />
      <NoticeSection id="how-long" title={t('account.privacy.howLong.heading')} text={t('account.privacy.howLong.text')} />
      <NoticeSection
        id="who-sees"
        title={t('account.privacy.whoSees.heading')}
        items={SEEN_BY.map((who) => t(`account.privacy.whoSees.${who}`))}
      />
      <NoticeSection
        id="rights"
        title={t('account.privacy.rights.heading')}
        text={t('account.privacy.rights.intro')}
        items={RIGHTS.map((right) => t(`account.privacy.rights.${right}`))}
      >
        <div className="flex flex-wrap gap-x-6">
          <NoticeLink to={PATHS.profile}>{t('account.notice.profileLink')}</NoticeLink>
          <NoticeLink to={PATHS.contact}>{t('account.notice.contactLink')}</NoticeLink>
        </div>
      </NoticeSection>
    </NoticeLayout>
  );
}
