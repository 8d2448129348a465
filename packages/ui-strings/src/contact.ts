import type { Strings } from './types.js';

export const contactStrings: Strings = {
  'contact.title': { en: 'Contact us', hi: 'हमसे संपर्क करें' },
  'contact.intro': {
    en: 'Questions about a course, a group enrolment or a partnership? Write to us.',
    hi: 'किसी पाठ्यक्रम, समूह नामांकन या साझेदारी के बारे में प्रश्न हैं? हमें लिखें।',
  },

  'contact.form.title': { en: 'Send us a message', hi: 'हमें संदेश भेजें' },
  'contact.form.required': {
    en: 'All fields are required except organisation.',
    hi: 'संस्था को छोड़कर सभी जानकारी भरना आवश्यक है।',
  },
  'contact.form.name': { en: 'Your name', hi: 'आपका नाम' },
  'contact.form.email': { en: 'Email address', hi: 'ईमेल पता' },
  'contact.form.organization': { en: 'Organisation (optional)', hi: 'संस्था (वैकल्पिक)' },
  'contact.form.topic': { en: 'Topic', hi: 'विषय' },
  'contact.form.topics.courseQuestion': { en: 'A question about a course', hi: 'किसी पाठ्यक्रम के बारे में प्रश्न' },
  'contact.form.topics.groupEnrolment': { en: 'Enrolling a group or team', hi: 'समूह या टीम का नामांकन' },
  'contact.form.topics.partnership': { en: 'Partnership', hi: 'साझेदारी' },
  'contact.form.topics.technicalProblem': { en: 'A technical problem', hi: 'तकनीकी समस्या' },
  'contact.form.topics.other': { en: 'Something else', hi: 'अन्य' },
  'contact.form.message': { en: 'Your message', hi: 'आपका संदेश' },
  'contact.form.messageHint': {
    en: '{{min}} to {{max}} characters ({{count}} written).',
    hi: '{{min}} से {{max}} अक्षर ({{count}} लिखे गए)।',
  },
  'contact.form.honeypot': { en: 'Leave this field empty', hi: 'यह खाना खाली छोड़ें' },
  'contact.form.send': { en: 'Send message', hi: 'संदेश भेजें' },
  'contact.form.sending': { en: 'Sending…', hi: 'भेजा जा रहा है…' },
  'contact.form.sent': {
    en: 'Thank you! Your message has been sent.',
    hi: 'धन्यवाद! आपका संदेश भेज दिया गया है।',
  },
  'contact.form.sentNote': {
    en: 'Your message has reached us. We will reply by email within two working days.',
    hi: 'आपका संदेश हमें मिल गया है। हम दो कार्य दिवसों के भीतर ईमेल द्वारा उत्तर देंगे।',
  },
  'contact.form.errors.name': {
    en: 'Enter your name (2 to 100 characters).',
    hi: 'अपना नाम लिखें (2 से 100 अक्षर)।',
  },
  'contact.form.errors.email': {
    en: 'Enter a valid email address, for example name@example.org.',
    hi: 'मान्य ईमेल पता लिखें, जैसे name@example.org।',
  },
  'contact.form.errors.organization': {
    en: 'Keep the organisation name to 120 characters or fewer.',
    hi: 'संस्था का नाम 120 अक्षरों से अधिक न हो।',
  },
  'contact.form.errors.topic': { en: 'Choose a topic from the list.', hi: 'सूची में से एक विषय चुनें।' },
  'contact.form.errors.message': {
    en: 'Write your message in 10 to 2000 characters.',
    hi: 'अपना संदेश 10 से 2000 अक्षरों में लिखें।',
  },
  'contact.form.fixErrors': {
    en: 'The message was not sent. Please correct the fields marked below.',
    hi: 'संदेश नहीं भेजा गया। कृपया नीचे चिह्नित जानकारी ठीक करें।',
  },
  'contact.form.tooMany': {
    en: 'You have sent several messages in a short time. Please wait a few minutes and try again.',
    hi: 'आपने कम समय में कई संदेश भेजे हैं। कृपया कुछ मिनट रुककर फिर से प्रयास करें।',
  },
  'contact.form.offline': {
    en: 'We could not reach the server. Check your connection and try again; what you wrote is kept.',
    hi: 'सर्वर से संपर्क नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से प्रयास करें; आपका लिखा हुआ सुरक्षित है।',
  },
  'contact.form.failed': {
    en: 'Something went wrong and the message was not sent. Please try again; what you wrote is kept.',
    hi: 'कुछ गड़बड़ हुई और संदेश नहीं भेजा गया। कृपया फिर से प्रयास करें; आपका लिखा हुआ सुरक्षित है।',
  },

  'contact.details.title': { en: 'Other ways to reach us', hi: 'संपर्क के अन्य माध्यम' },
  'contact.details.officeTitle': { en: 'Office', hi: 'कार्यालय' },
  'contact.details.officeName': { en: 'Jal Shiksha Training Cell', hi: 'जल शिक्षा प्रशिक्षण प्रकोष्ठ' },
  'contact.details.officeStreet': {
    en: 'Second floor, Van Vihar Marg, Arera Hills',
    hi: 'दूसरी मंज़िल, वन विहार मार्ग, अरेरा हिल्स',
  },
  'contact.details.officeCity': { en: 'Bhopal, Madhya Pradesh 462011, India', hi: 'भोपाल, मध्य प्रदेश 462011, भारत' },
  'contact.details.emailTitle': { en: 'Email', hi: 'ईमेल' },
  'contact.details.email': { en: 'contact@jalshiksha.org', hi: 'contact@jalshiksha.org' },
  'contact.details.hoursTitle': { en: 'Office hours', hi: 'कार्यालय का समय' },
  'contact.details.hours': {
    en: 'Monday to Friday, 10:00 am to 5:30 pm (IST), except public holidays',
    hi: 'सोमवार से शुक्रवार, सुबह 10:00 से शाम 5:30 बजे तक (IST), सार्वजनिक अवकाश को छोड़कर',
  },
  'contact.details.replyTitle': { en: 'When we reply', hi: 'हम कब उत्तर देते हैं' },
  'contact.details.reply': {
    en: 'Within two working days, in English or Hindi, as you prefer.',
    hi: 'दो कार्य दिवसों के भीतर, आपकी पसंद के अनुसार हिंदी या अंग्रेज़ी में।',
  },
  'contact.details.illustrative': {
    en: 'The office address shown here is illustrative for this training platform.',
    hi: 'यहाँ दिखाया गया कार्यालय का पता इस प्रशिक्षण मंच के लिए उदाहरण के रूप में है।',
  },
};
