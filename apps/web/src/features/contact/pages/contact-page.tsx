import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';

export function ContactPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('contact.title')} intro={t('contact.intro')} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
        <section className="relative">
          <ContactForm />
        </section>
        <ContactDetails />
      </div>
    </>
  );
}

export default ContactPage;
