import type { MailMessage } from '../../lib/mail/mailer.js';
import type { MailLanguage } from './language.js';

type ResetMail = { name: string; email: string; link: string };

const TEXTS: Record<MailLanguage, (mail: ResetMail) => Omit<MailMessage, 'to'>> = {
  en: ({ name, email, link }) => ({
    subject: 'Set a new password for Jal Shiksha',
    text: [
      `Hello ${name},`,
      '',
      `We received a request to set a new password for your Jal Shiksha account (${email}).`,
      'Open this link within 30 minutes to choose a new password:',
      '',
      link,
      '',
      'The link works once. When you have set the new password, you are signed out on every device.',
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
      '',
      'Jal Shiksha',
      '',
    ].join('\n'),
  }),
  hi: ({ name, email, link }) => ({
    subject: 'जल शिक्षा के लिए नया पासवर्ड बनाएँ',
    text: [
      `नमस्ते ${name},`,
      '',
      `आपके जल शिक्षा खाते (${email}) के लिए नया पासवर्ड बनाने का अनुरोध मिला है।`,
      'नया पासवर्ड चुनने के लिए 30 मिनट के भीतर यह लिंक खोलें:',
      '',
      link,
      '',
      'यह लिंक केवल एक बार काम करता है। नया पासवर्ड बनाने के बाद आप हर डिवाइस से साइन आउट हो जाएँगे।',
      'अगर आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड नहीं बदलेगा।',
      '',
      'जल शिक्षा',
      '',
    ].join('\n'),
  }),
};

/** The reset email in the person's language. Plain text only: every mail program shows it, and links in it open. */
export function resetMail(language: MailLanguage, mail: ResetMail): Omit<MailMessage, 'to'> {
  return TEXTS[language](mail);
}
