import type { MailMessage } from '../../lib/mail/mailer.js';

/** The invitation a new learner with an email receives, in English and Hindi, with their one-time password. */
export function invitationMail(learner: { name: string; email: string; password: string; signInUrl: string }): MailMessage {
  return {
    to: learner.email,
    subject: 'Your Jal Shiksha account / आपका जल शिक्षा खाता',
    text: [
      `Hello ${learner.name},`,
      '',
      'Your organization has created a Jal Shiksha account for you.',
      `Sign in at ${learner.signInUrl} with your email ${learner.email} and this one-time password:`,
      '',
      `    ${learner.password}`,
      '',
      'You will then choose a password of your own. The one-time password works for 14 days; after that, ask your organization for a new one.',
      '',
      '---',
      '',
      `नमस्ते ${learner.name},`,
      '',
      'आपकी संस्था ने आपके लिए जल शिक्षा पर खाता बनाया है।',
      `${learner.signInUrl} पर अपने ईमेल ${learner.email} और इस एक बार के पासवर्ड से साइन इन करें:`,
      '',
      `    ${learner.password}`,
      '',
      'इसके बाद आप अपना पासवर्ड चुनेंगे। एक बार का पासवर्ड 14 दिन तक काम करेगा; उसके बाद नए पासवर्ड के लिए अपनी संस्था से कहें।',
    ].join('\n'),
  };
}
