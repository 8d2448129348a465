import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useAuth } from '@/lib/auth/auth-context';
import { usePreloadToaster } from '@/lib/toast';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeleteAccountSection, type SignInName } from '../components/delete-account-section';
import { MyDataSection } from '../components/my-data-section';
import { MyDevicesSection } from '../components/my-devices-section';
import { NameForm } from '../components/name-form';
import { PreferencesForm } from '../components/preferences-form';
import { ProfileSection } from '../components/profile-section';
import { SecondFactorSection } from '../components/second-factor-section';

/**
 * The signed-in person's own page: name, email, preferences, password, two-step sign-in, devices,
 * their data, and deleting the account.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  usePreloadToaster();
  // The sign-in guard around this page lets only a signed-in person through.
  const user = useAuth().user;
  if (!user) return null;
  // A learner imported with a mobile number only signs in with it, and has no email to show.
  const signInName: SignInName = user.email ? { kind: 'email', value: user.email } : { kind: 'mobile', value: user.mobile ?? '' };
  return (
    <>
      <PageHeader title={t('account.profile.title')} intro={t('account.profile.intro')} />
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
        <NameForm user={user} />
        <ProfileSection id="profile-email" title={t(`account.${signInName.kind}.heading`)}>
          <p className="text-lg font-semibold break-all text-text">{signInName.value}</p>
          <p className="text-text-muted">{t(`account.${signInName.kind}.text`)}</p>
        </ProfileSection>
        <PreferencesForm userId={user.id} />
        <ChangePasswordForm />
        <SecondFactorSection />
        <MyDevicesSection />
        <MyDataSection />
        <DeleteAccountSection signInName={signInName} />
      </div>
    </>
  );
}

export default ProfilePage;
