/**
 * Every UI string in English and Hindi, grouped by the page that loads it (`general` loads
 * everywhere). Keys are dotted; i18next plurals use the `_one` / `_other` suffixes and
 * `{{name}}` placeholders.
 */
type Strings = Record<string, { en: string; hi: string }>;

const general: Strings = {
  'site.name': { en: 'Jal Shiksha', hi: 'जल शिक्षा' },
  'nav.home': { en: 'Home', hi: 'होम' },
  'nav.courses': { en: 'Courses', hi: 'पाठ्यक्रम' },
  'nav.about': { en: 'About', hi: 'हमारे बारे में' },
  'nav.resources': { en: 'Resources', hi: 'संसाधन' },
  'nav.contact': { en: 'Contact', hi: 'संपर्क' },
  'nav.register': { en: 'Register', hi: 'पंजीकरण करें' },
  'nav.login': { en: 'Login', hi: 'लॉगिन' },
  'nav.logout': { en: 'Logout', hi: 'लॉगआउट' },
  'nav.welcome': { en: 'Welcome, {{name}}', hi: 'स्वागत है, {{name}}' },
  'nav.adminBadge': { en: 'Admin', hi: 'एडमिन' },
  'nav.adminDashboard': { en: 'Admin Dashboard', hi: 'एडमिन डैशबोर्ड' },
  'nav.organizationDashboard': { en: 'My organization', hi: 'मेरा संगठन' },
  'a11y.skipToMain': { en: 'Skip to main content', hi: 'मुख्य सामग्री पर जाएँ' },
  'a11y.mainNavigation': { en: 'Main navigation', hi: 'मुख्य नेविगेशन' },
  'a11y.language': { en: 'Language', hi: 'भाषा' },
  'a11y.openMenu': { en: 'Open menu', hi: 'मेनू खोलें' },
  'a11y.closeMenu': { en: 'Close menu', hi: 'मेनू बंद करें' },
  'common.retry': { en: 'Retry', hi: 'फिर से कोशिश करें' },
  'common.comingSoon': {
    en: 'This page is being prepared. Its full content will be here soon.',
    hi: 'यह पेज तैयार किया जा रहा है। इसकी पूरी सामग्री जल्द ही यहाँ होगी।',
  },
  'common.checkingAccess': { en: 'Checking your access...', hi: 'आपकी पहुँच जाँची जा रही है...' },
  'auth.fields.name': { en: 'Full name', hi: 'पूरा नाम' },
  'auth.fields.email': { en: 'Email', hi: 'ईमेल' },
  'auth.fields.password': { en: 'Password', hi: 'पासवर्ड' },
  'auth.toast.welcome': { en: 'Welcome {{name}}! Logged in successfully.', hi: 'स्वागत है {{name}}! आप सफलतापूर्वक लॉगिन हो गए हैं।' },
  'auth.toast.loginFailed': { en: 'Login failed', hi: 'लॉगिन नहीं हो सका' },
  'auth.toast.loggedOut': { en: 'Logged out successfully', hi: 'आप सफलतापूर्वक लॉगआउट हो गए हैं' },
  'courses.loading': { en: 'Loading courses...', hi: 'पाठ्यक्रम लोड हो रहे हैं...' },
  'courses.fetchError': { en: 'Failed to fetch courses', hi: 'पाठ्यक्रम प्राप्त नहीं हो सके' },
  'courses.empty': { en: 'No courses are published yet. Please check again soon.', hi: 'अभी कोई पाठ्यक्रम प्रकाशित नहीं है। कृपया जल्द फिर देखें।' },
  'courses.level.beginner': { en: 'Beginner', hi: 'प्रारंभिक' },
  'courses.level.intermediate': { en: 'Intermediate', hi: 'मध्यम' },
  'courses.level.advanced': { en: 'Advanced', hi: 'उन्नत' },
  'courses.minutes_one': { en: '{{count}} minute', hi: '{{count}} मिनट' },
  'courses.minutes_other': { en: '{{count}} minutes', hi: '{{count}} मिनट' },
  'footer.courses': { en: 'Courses', hi: 'पाठ्यक्रम' },
  'footer.showMore': { en: 'Show More →', hi: 'और देखें →' },
  'footer.resources.title': { en: 'Resources', hi: 'संसाधन' },
  'footer.resources.guides': { en: 'Field guides', hi: 'फील्ड गाइड' },
  'footer.resources.videos': { en: 'Training videos', hi: 'प्रशिक्षण वीडियो' },
  'footer.resources.gis': { en: 'GIS maps', hi: 'GIS नक्शे' },
  'footer.resources.faq': { en: 'Frequently asked questions', hi: 'अक्सर पूछे जाने वाले प्रश्न' },
  'footer.aboutUs.title': { en: 'About Us', hi: 'हमारे बारे में' },
  'footer.aboutUs.mission': { en: 'Our mission', hi: 'हमारा उद्देश्य' },
  'footer.aboutUs.team': { en: 'Our team', hi: 'हमारी टीम' },
  'footer.aboutUs.partners': { en: 'Partners', hi: 'सहयोगी संस्थाएँ' },
  'footer.aboutUs.careers': { en: 'Careers', hi: 'करियर' },
  'footer.newsletter.title': { en: 'Newsletter', hi: 'समाचार पत्र' },
  'footer.newsletter.text': {
    en: 'News of courses and field stories, once a month.',
    hi: 'पाठ्यक्रमों की खबरें और फील्ड की कहानियाँ, महीने में एक बार।',
  },
  'footer.newsletter.label': { en: 'Your email for the newsletter', hi: 'समाचार पत्र के लिए आपका ईमेल' },
  'footer.newsletter.placeholder': { en: 'you@example.org', hi: 'aap@example.org' },
  'footer.newsletter.subscribe': { en: 'Subscribe', hi: 'सदस्यता लें' },
  'footer.newsletter.comingSoon': {
    en: 'The newsletter starts soon. Thank you for your interest!',
    hi: 'समाचार पत्र जल्द शुरू होगा। आपकी रुचि के लिए धन्यवाद!',
  },
  'footer.social': { en: 'Social media', hi: 'सोशल मीडिया' },
  'footer.facebook': { en: 'Facebook', hi: 'फेसबुक' },
  'footer.youtube': { en: 'YouTube', hi: 'यूट्यूब' },
  'footer.whatsapp': { en: 'WhatsApp', hi: 'व्हाट्सऐप' },
  'footer.terms': { en: 'Terms', hi: 'नियम व शर्तें' },
  'footer.privacy': { en: 'Privacy', hi: 'गोपनीयता' },
  'footer.builtBy': { en: 'Built by the Jal Shiksha team', hi: 'जल शिक्षा टीम द्वारा निर्मित' },
  'footer.copyright': { en: '© {{year}} Jal Shiksha. All rights reserved.', hi: '© {{year}} जल शिक्षा। सर्वाधिकार सुरक्षित।' },
  'notFound.title': { en: 'Page not found', hi: 'पेज नहीं मिला' },
  'notFound.text': {
    en: 'The page you are looking for does not exist or has moved.',
    hi: 'आप जिस पेज को खोज रहे हैं, वह मौजूद नहीं है या हटा दिया गया है।',
  },
  'notFound.home': { en: 'Go to the home page', hi: 'होम पेज पर जाएँ' },
  'dashboard.navigation': { en: 'Dashboard pages', hi: 'डैशबोर्ड पेज' },
  'dashboard.accessDenied.title': { en: 'Access Denied', hi: 'पहुँच अस्वीकृत' },
  'dashboard.accessDenied.message': {
    en: 'You need admin or organization privileges to access the dashboard.',
    hi: 'डैशबोर्ड खोलने के लिए आपके पास एडमिन या संगठन के अधिकार होने चाहिए।',
  },
  'dashboard.accessDenied.hint': {
    en: 'Please login with an admin account to access this area.',
    hi: 'इस क्षेत्र में जाने के लिए कृपया एडमिन खाते से लॉगिन करें।',
  },
  'dashboard.workInProgress': {
    en: 'Coming soon: this part of the dashboard is still being built.',
    hi: 'जल्द आ रहा है: डैशबोर्ड का यह हिस्सा अभी बनाया जा रहा है।',
  },
  'dashboard.preparing': {
    en: 'The tools for this page are being prepared and will appear here.',
    hi: 'इस पेज के टूल तैयार किए जा रहे हैं और यहीं दिखाई देंगे।',
  },
  'dashboard.pages.courses': { en: 'Courses', hi: 'पाठ्यक्रम' },
  'dashboard.pages.createCourse': { en: 'Create course', hi: 'पाठ्यक्रम बनाएँ' },
  'dashboard.pages.editCourse': { en: 'Edit course', hi: 'पाठ्यक्रम संपादित करें' },
  'dashboard.pages.users': { en: 'Users', hi: 'उपयोगकर्ता' },
  'dashboard.pages.translations': { en: 'Translations', hi: 'अनुवाद' },
  'dashboard.pages.alerts': { en: 'Alerts', hi: 'सूचनाएँ' },
  'dashboard.pages.masterOrganizations': { en: 'Organizations master', hi: 'संगठन सूची' },
  'dashboard.pages.createOrganization': { en: 'Create organization', hi: 'संगठन जोड़ें' },
  'dashboard.pages.reports': { en: 'Reports', hi: 'रिपोर्ट' },
  'dashboard.pages.gettingStarted': { en: 'Getting started', hi: 'शुरुआत करें' },
  'dashboard.pages.organizations': { en: 'Organizations', hi: 'संगठन' },
  'dashboard.pages.mobileApp': { en: 'Mobile app', hi: 'मोबाइल ऐप' },
  'dashboard.pages.integrations': { en: 'Integrations', hi: 'इंटीग्रेशन' },
  'dashboard.pages.vehicles': { en: 'Vehicles', hi: 'वाहन' },
  'dashboard.pages.documents': { en: 'Documents', hi: 'दस्तावेज़' },
  'dashboard.pages.helpdesk': { en: 'Helpdesk', hi: 'हेल्पडेस्क' },
};

const home: Strings = {
  'home.title': { en: 'Water and watershed training', hi: 'जल और जलग्रहण प्रशिक्षण' },
  'home.hero.title': {
    en: 'Learn to plan and protect your watershed, in your language',
    hi: 'अपने जलग्रहण क्षेत्र की योजना और सुरक्षा करना सीखें, अपनी भाषा में',
  },
  'home.hero.subtitle': {
    en: 'Practical courses for field workers, village officers, NGO staff, teachers and researchers: from ridge to valley, from water budgets to GIS plans.',
    hi: 'फील्ड कार्यकर्ताओं, ग्राम अधिकारियों, NGO कर्मियों, शिक्षकों और शोधकर्ताओं के लिए व्यावहारिक पाठ्यक्रम: रिज से घाटी तक, जल बजट से GIS योजनाओं तक।',
  },
  'home.hero.explore': { en: 'Explore courses', hi: 'पाठ्यक्रम देखें' },
  'home.hero.join': { en: 'Join for free', hi: 'मुफ़्त में जुड़ें' },
  'home.featured': { en: 'Featured courses', hi: 'प्रमुख पाठ्यक्रम' },
};

const courses: Strings = {
  'courses.title': { en: 'Courses', hi: 'पाठ्यक्रम' },
  'courses.intro': {
    en: 'Every course is free, works on a basic phone, and is available in English and Hindi.',
    hi: 'हर पाठ्यक्रम मुफ़्त है, साधारण फ़ोन पर चलता है, और अंग्रेज़ी व हिंदी में उपलब्ध है।',
  },
};

const course: Strings = {
  'courseDetail.loading': { en: 'Loading the course...', hi: 'पाठ्यक्रम लोड हो रहा है...' },
  'courseDetail.error': { en: 'The course could not be loaded.', hi: 'पाठ्यक्रम लोड नहीं हो सका।' },
  'courseDetail.notFound.title': { en: 'Course not found', hi: 'पाठ्यक्रम नहीं मिला' },
  'courseDetail.notFound.text': {
    en: 'This course does not exist or is not published yet.',
    hi: 'यह पाठ्यक्रम मौजूद नहीं है या अभी प्रकाशित नहीं हुआ है।',
  },
  'courseDetail.notFound.back': { en: 'See all courses', hi: 'सभी पाठ्यक्रम देखें' },
  'courseDetail.outline': { en: 'Course outline', hi: 'पाठ्यक्रम की रूपरेखा' },
  'courseDetail.module': { en: 'Module {{number}}', hi: 'मॉड्यूल {{number}}' },
  'courseDetail.lessons_one': { en: '{{count}} lesson', hi: '{{count}} पाठ' },
  'courseDetail.lessons_other': { en: '{{count}} lessons', hi: '{{count}} पाठ' },
  'courseDetail.start': { en: 'Start learning', hi: 'सीखना शुरू करें' },
  'courseDetail.signInToStart': { en: 'Sign in to start', hi: 'शुरू करने के लिए साइन इन करें' },
  'courseDetail.kind.text': { en: 'Reading', hi: 'पठन' },
  'courseDetail.kind.video': { en: 'Video', hi: 'वीडियो' },
  'courseDetail.kind.document': { en: 'Document', hi: 'दस्तावेज़' },
  'courseDetail.kind.quiz': { en: 'Quiz', hi: 'प्रश्नोत्तरी' },
};

const signin: Strings = {
  'auth.signIn.title': { en: 'Sign in', hi: 'साइन इन करें' },
  'auth.signIn.intro': { en: 'Sign in with your email and password.', hi: 'अपने ईमेल और पासवर्ड से साइन इन करें।' },
  'auth.signIn.submit': { en: 'Sign in', hi: 'साइन इन करें' },
  'auth.signIn.submitting': { en: 'Signing in...', hi: 'साइन इन हो रहा है...' },
  'auth.signIn.noAccount': { en: 'New here?', hi: 'पहली बार आए हैं?' },
  'auth.signIn.registerLink': { en: 'Create an account', hi: 'खाता बनाएँ' },
  'auth.demo.title': { en: 'Demo accounts', hi: 'डेमो खाते' },
  'auth.demo.hint': {
    en: 'Try the platform with one of these accounts (password {{password}}).',
    hi: 'इनमें से किसी खाते से प्लेटफ़ॉर्म आज़माएँ (पासवर्ड {{password}})।',
  },
  'auth.demo.use': { en: 'Use', hi: 'उपयोग करें' },
  'auth.demo.useAria': { en: 'Use the {{account}} account', hi: '{{account}} खाते का उपयोग करें' },
  'auth.demo.user': { en: 'Learner', hi: 'शिक्षार्थी' },
  'auth.demo.admin': { en: 'Admin', hi: 'एडमिन' },
  'auth.demo.organization': { en: 'Organization', hi: 'संगठन' },
  'auth.demo.superAdmin': { en: 'Super admin', hi: 'सुपर एडमिन' },
};

const signup: Strings = {
  'auth.signUp.title': { en: 'Create your account', hi: 'अपना खाता बनाएँ' },
  'auth.signUp.intro': { en: 'Free for every learner. It takes a minute.', hi: 'हर शिक्षार्थी के लिए मुफ़्त। बस एक मिनट लगता है।' },
  'auth.signUp.submit': { en: 'Create account', hi: 'खाता बनाएँ' },
  'auth.signUp.submitting': { en: 'Creating your account...', hi: 'आपका खाता बनाया जा रहा है...' },
  'auth.signUp.passwordHint': { en: 'At least 8 characters.', hi: 'कम से कम 8 अक्षर।' },
  'auth.signUp.haveAccount': { en: 'Already have an account?', hi: 'क्या पहले से खाता है?' },
  'auth.signUp.signInLink': { en: 'Sign in', hi: 'साइन इन करें' },
  'auth.signUp.failed': { en: 'The account could not be created.', hi: 'खाता नहीं बन सका।' },
  'auth.signUp.errors.name': { en: 'Enter your name (2 to 100 characters).', hi: 'अपना नाम लिखें (2 से 100 अक्षर)।' },
  'auth.signUp.errors.email': { en: 'Enter a valid email address.', hi: 'सही ईमेल पता लिखें।' },
  'auth.signUp.errors.password': { en: 'The password needs 8 to 128 characters.', hi: 'पासवर्ड में 8 से 128 अक्षर होने चाहिए।' },
};

const about: Strings = {
  'about.title': { en: 'About Jal Shiksha', hi: 'जल शिक्षा के बारे में' },
  'about.intro': {
    en: 'We train the people who look after India’s watersheds: practical, local and in their own language.',
    hi: 'हम उन लोगों को प्रशिक्षित करते हैं जो भारत के जलग्रहण क्षेत्रों की देखभाल करते हैं: व्यावहारिक, स्थानीय और उनकी अपनी भाषा में।',
  },
};

const resources: Strings = {
  'resources.title': { en: 'Resources', hi: 'संसाधन' },
  'resources.intro': {
    en: 'Field guides, maps, templates and videos to use alongside the courses.',
    hi: 'पाठ्यक्रमों के साथ उपयोग के लिए फील्ड गाइड, नक्शे, टेम्पलेट और वीडियो।',
  },
};

const contact: Strings = {
  'contact.title': { en: 'Contact us', hi: 'हमसे संपर्क करें' },
  'contact.intro': {
    en: 'Questions about a course, a group enrolment or a partnership? Write to us.',
    hi: 'किसी पाठ्यक्रम, समूह नामांकन या साझेदारी के बारे में प्रश्न हैं? हमें लिखें।',
  },
};

const learn: Strings = {
  'lms.title': { en: 'My course', hi: 'मेरा पाठ्यक्रम' },
  'lms.intro': { en: 'Your lessons, your progress and your certificate.', hi: 'आपके पाठ, आपकी प्रगति और आपका प्रमाणपत्र।' },
  'learn.title': { en: 'Learning', hi: 'सीखना' },
  'learn.intro': { en: 'Lessons open here, one after another.', hi: 'पाठ यहाँ एक के बाद एक खुलते हैं।' },
};

export const uiStrings: Record<string, Strings> = { general, home, courses, course, signin, signup, about, resources, contact, learn };
