import type { Strings } from './types.js';

/** The public certificate verification page (page 'verify'). */
export const verifyStrings: Strings = {
  'verify.title': { en: 'Check a certificate', hi: 'प्रमाणपत्र की जाँच करें' },
  'verify.intro': {
    en: 'Type the code printed on a Jal Shiksha certificate to see whether it is genuine.',
    hi: 'जल शिक्षा प्रमाणपत्र पर छपा कोड लिखें और देखें कि वह असली है या नहीं।',
  },
  'verify.loading': { en: 'Checking the certificate...', hi: 'प्रमाणपत्र की जाँच हो रही है...' },
  'verify.error': { en: 'The certificate could not be checked.', hi: 'प्रमाणपत्र की जाँच नहीं हो सकी।' },
  'verify.valid.title': { en: 'Valid certificate', hi: 'मान्य प्रमाणपत्र' },
  'verify.valid.text': {
    en: 'Jal Shiksha issued this certificate and it is valid.',
    hi: 'यह प्रमाणपत्र जल शिक्षा द्वारा जारी किया गया है और मान्य है।',
  },
  'verify.revoked.title': { en: 'Certificate revoked', hi: 'प्रमाणपत्र रद्द किया गया' },
  'verify.revoked.text': {
    en: 'Jal Shiksha issued this certificate but has since revoked it; it is no longer valid.',
    hi: 'यह प्रमाणपत्र जल शिक्षा द्वारा जारी किया गया था, पर बाद में रद्द कर दिया गया; अब यह मान्य नहीं है।',
  },
  'verify.unknown.title': { en: 'Unknown certificate code', hi: 'अज्ञात प्रमाणपत्र कोड' },
  'verify.unknown.text': {
    en: 'No Jal Shiksha certificate has the code {{code}}. Check the code on the paper and type it again.',
    hi: 'कोड {{code}} वाला कोई जल शिक्षा प्रमाणपत्र नहीं है। कागज़ पर लिखा कोड जाँचें और फिर से लिखें।',
  },
  'verify.learner': { en: 'Learner', hi: 'शिक्षार्थी' },
  'verify.course': { en: 'Course', hi: 'पाठ्यक्रम' },
  'verify.issued': { en: 'Issued on', hi: 'जारी करने की तिथि' },
  'verify.revokedOn': { en: 'Revoked on', hi: 'रद्द करने की तिथि' },
  'verify.code': { en: 'Certificate code', hi: 'प्रमाणपत्र कोड' },
  'verify.form.label': { en: 'Certificate code', hi: 'प्रमाणपत्र कोड' },
  'verify.form.placeholder': { en: 'e.g. JS-7K2M-9QXA', hi: 'जैसे JS-7K2M-9QXA' },
  'verify.form.submit': { en: 'Check', hi: 'जाँचें' },
};
