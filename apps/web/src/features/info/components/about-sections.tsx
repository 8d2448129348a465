import { useTranslation } from 'react-i18next';
import { InfoCardSection, InfoSection } from './info-section';
import { WatershedIllustration } from './watershed-illustration';

export function MissionSection() {
  const { t } = useTranslation();
  return (
    <InfoSection id="mission" title={t('about.mission.title')}>
      <div className="grid items-center gap-8 md:grid-cols-2">
        <div className="flex flex-col gap-4 text-lg text-text">
          <p>{t('about.mission.text1')}</p>
          <p>{t('about.mission.text2')}</p>
        </div>
        <WatershedIllustration label={t('about.mission.imageAlt')} />
      </div>
    </InfoSection>
  );
}

const AUDIENCE_ICONS = {
  fieldWorkers: 'M12 21s-6-5.4-6-10a6 6 0 0 1 12 0c0 4.6-6 10-6 10zm0-8a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  ngoStaff: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm-6 9a6 6 0 0 1 12 0M17 11a2.5 2.5 0 1 0 0-5M21 20a5 5 0 0 0-4-5',
  villageOfficers: 'M3 21h18M5 21V10l7-5 7 5v11M10 21v-5h4v5',
  teachers: 'M3 8l9-4 9 4-9 4-9-4zm3 2v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5',
  researchers: 'M10 17a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm5-2 6 6M7 10h6M10 7v6',
};

export function AudienceSection() {
  return <InfoCardSection id="audience" icons={AUDIENCE_ICONS} gridClass="sm:grid-cols-2 lg:grid-cols-3" intro muted />;
}

export function MakingSection() {
  const { t } = useTranslation();
  const steps = [
    { id: 'practitioners', title: t('about.making.practitioners.title'), text: t('about.making.practitioners.text') },
    { id: 'fieldTested', title: t('about.making.fieldTested.title'), text: t('about.making.fieldTested.text') },
    { id: 'bilingual', title: t('about.making.bilingual.title'), text: t('about.making.bilingual.text') },
    { id: 'updated', title: t('about.making.updated.title'), text: t('about.making.updated.text') },
  ];
  return (
    <InfoSection id="making" title={t('about.making.title')}>
      <ol className="grid gap-6 md:grid-cols-2">
        {steps.map((step, index) => (
          <li key={step.id} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-contrast"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-lg font-semibold text-text">{step.title}</h3>
              <p className="mt-1 text-text-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </InfoSection>
  );
}
