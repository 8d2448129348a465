import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { notify } from '@/lib/toast';
import { downloadMyData, type DataFormat } from '../api/account-requests';
import { ProfileSection } from './profile-section';

const FORMATS: DataFormat[] = ['json', 'csv'];

/** "Download my data": everything kept about the person, as JSON or as CSV for a spreadsheet. */
export function MyDataSection() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<DataFormat | null>(null);
  const download = async (format: DataFormat) => {
    setBusy(format);
    try {
      await downloadMyData(format);
    } catch {
      void notify.error(t('account.data.failed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <ProfileSection id="profile-data" title={t('account.data.heading')}>
      <p className="text-text">{t('account.data.text')}</p>
      <div className="flex flex-wrap gap-3">
        {FORMATS.map((format) => (
          <button
            key={format}
            type="button"
            className={buttonClass.secondary}
            disabled={busy !== null}
            onClick={() => void download(format)}
          >
            {busy === format ? t('account.data.preparing') : t(`account.data.${format}`)}
          </button>
        ))}
      </div>
    </ProfileSection>
  );
}
