import type { Strings } from './types.js';

/** The landing page, all sections except the course strip and the curriculum showcase (home-curriculum.ts). */
export const homeStrings: Strings = {
  'home.title': { en: 'Water and watershed training', hi: 'जल और जलग्रहण प्रशिक्षण' },

  // 1. Hero
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
  'home.hero.note': {
    en: 'Free to join · Hindi and English · Made for slow networks',
    hi: 'निःशुल्क पंजीकरण · हिंदी और अंग्रेज़ी · धीमे नेटवर्क के लिए तैयार',
  },
  'home.hero.featured': { en: 'Featured courses', hi: 'प्रमुख पाठ्यक्रम' },

  // 2 and 9. Store badges (drawn by us; the store addresses are not known yet)
  'home.store.playTop': { en: 'Get it on', hi: 'अब उपलब्ध' },
  'home.store.play': { en: 'Google Play', hi: 'गूगल प्ले पर' },
  'home.store.appleTop': { en: 'Download on the', hi: 'डाउनलोड करें' },
  'home.store.apple': { en: 'App Store', hi: 'ऐप स्टोर से' },

  // 2. App-download sub-banner
  'home.appBanner.title': { en: 'Take your training to the field', hi: 'प्रशिक्षण को खेत और गाँव तक ले जाएँ' },
  'home.appBanner.text': {
    en: 'Get the Jal Shiksha app and keep learning where the network is weak.',
    hi: 'जल शिक्षा ऐप लें और कमज़ोर नेटवर्क वाले स्थानों पर भी सीखते रहें।',
  },

  // 3. Why choose us
  'home.why.title': { en: 'Why learn with Jal Shiksha', hi: 'जल शिक्षा के साथ क्यों सीखें' },
  'home.why.intro': {
    en: 'Courses shaped by people who build check dams, run Gram Sabhas and prepare watershed plans every season.',
    hi: 'ये पाठ्यक्रम उन लोगों के अनुभव पर आधारित हैं जो हर मौसम में चेक डैम बनाते हैं, ग्राम सभाएँ आयोजित करते हैं और जलग्रहण योजनाएँ तैयार करते हैं।',
  },
  'home.why.practice.title': { en: 'Built on field practice', hi: 'क्षेत्रीय अनुभव पर आधारित' },
  'home.why.practice.text': {
    en: 'Lessons follow real work: ridge-to-valley treatment, water budgets, structures and the village plan.',
    hi: 'पाठ वास्तविक कार्य के क्रम में हैं: रिज से घाटी तक उपचार, जल बजट, संरचनाएँ और ग्राम योजना।',
  },
  'home.why.language.title': { en: 'In Hindi and English', hi: 'हिंदी और अंग्रेज़ी में' },
  'home.why.language.text': {
    en: 'Switch language at any time; technical terms are explained in simple words.',
    hi: 'किसी भी समय भाषा बदलें; तकनीकी शब्दों को सरल भाषा में समझाया गया है।',
  },
  'home.why.network.title': { en: 'Made for slow networks', hi: 'धीमे नेटवर्क के लिए तैयार' },
  'home.why.network.text': {
    en: 'Light pages and small files work on basic Android phones and 2G connections.',
    hi: 'हल्के पेज और छोटी फ़ाइलें साधारण एंड्रॉइड फ़ोन और 2G कनेक्शन पर भी चलती हैं।',
  },
  'home.why.pace.title': { en: 'Learn at your own pace', hi: 'अपनी गति से सीखें' },
  'home.why.pace.text': {
    en: 'Short lessons fit between field visits, and your progress is saved for next time.',
    hi: 'छोटे पाठ क्षेत्र भ्रमण के बीच पूरे हो जाते हैं, और आपकी प्रगति अगली बार के लिए सहेजी रहती है।',
  },
  'home.why.enrol': { en: 'Enrol now', hi: 'अभी नामांकन करें' },
  'home.why.explore': { en: 'Explore all courses', hi: 'सभी पाठ्यक्रम देखें' },
  'home.why.imageAlt': {
    en: 'A green valley with contour bunds on the slopes, a check dam holding water in the stream and a village beside it',
    hi: 'ढलानों पर कंटूर मेड़ों वाली हरी घाटी, नाले में पानी रोकता चेक डैम और पास में बसा गाँव',
  },

  // 6. Smart-watershed features
  'home.features.title': { en: 'Smart watershed tools in one place', hi: 'स्मार्ट जलग्रहण: सभी साधन एक स्थान पर' },
  'home.features.intro': {
    en: 'Everything a watershed team needs, from the first survey to the final plan.',
    hi: 'पहले सर्वेक्षण से अंतिम योजना तक, जलग्रहण दल को जो कुछ चाहिए, सब यहाँ है।',
  },
  'home.features.dpr.title': { en: 'DPR preparation', hi: 'DPR तैयार करना' },
  'home.features.dpr.text': {
    en: 'Prepare a Detailed Project Report step by step, with formats for surveys, estimates and treatment plans.',
    hi: 'सर्वेक्षण, प्राक्कलन और उपचार योजना के प्रारूपों के साथ विस्तृत परियोजना रिपोर्ट (DPR) चरणबद्ध रूप से तैयार करें।',
  },
  'home.features.modules.title': { en: 'Learning modules', hi: 'अध्ययन मॉड्यूल' },
  'home.features.modules.text': {
    en: 'Ten structured modules take you from the concept of a watershed to the final GIS plan.',
    hi: 'दस क्रमबद्ध मॉड्यूल आपको जलग्रहण की अवधारणा से अंतिम GIS योजना तक ले जाते हैं।',
  },
  'home.features.anywhere.title': { en: 'Learn anywhere', hi: 'कहीं भी सीखें' },
  'home.features.anywhere.text': {
    en: 'Study on a phone, tablet or computer, in the office or out in the village.',
    hi: 'फ़ोन, टैबलेट या कंप्यूटर पर पढ़ें, कार्यालय में या गाँव में।',
  },
  'home.features.tracking.title': { en: 'Performance tracking', hi: 'प्रगति की निगरानी' },
  'home.features.tracking.text': {
    en: 'See your progress, quiz scores and the lessons still to finish at a glance.',
    hi: 'अपनी प्रगति, प्रश्नोत्तरी के अंक और शेष पाठ एक नज़र में देखें।',
  },
  'home.features.certification.title': { en: 'Certification', hi: 'प्रमाणन' },
  'home.features.certification.text': {
    en: 'Earn a certificate for every course you complete, to show your office or panchayat.',
    hi: 'हर पूरे किए गए पाठ्यक्रम का प्रमाणपत्र पाएँ, जिसे आप अपने कार्यालय या पंचायत में प्रस्तुत कर सकें।',
  },
  'home.features.gis.title': { en: 'GIS tools', hi: 'GIS साधन' },
  'home.features.gis.text': {
    en: 'Map drainage lines, land use and sites for new structures with GIS and the OSM app.',
    hi: 'GIS और OSM ऐप से जल निकासी रेखाएँ, भूमि उपयोग और नई संरचनाओं के स्थान मानचित्र पर अंकित करें।',
  },

  // 7. Offerings
  'home.offerings.title': { en: 'What we offer', hi: 'हम क्या प्रदान करते हैं' },
  'home.offerings.intro': {
    en: 'Four ways we help you turn training into better watershed works on the ground.',
    hi: 'चार तरीके, जिनसे हम प्रशिक्षण को ज़मीन पर बेहतर जलग्रहण कार्यों में बदलने में आपकी मदद करते हैं।',
  },
  'home.offerings.modules.title': { en: 'Learning modules', hi: 'अध्ययन मॉड्यूल' },
  'home.offerings.modules.text': {
    en: 'Structured chapters written with practitioners, each ending with a short exercise.',
    hi: 'विशेषज्ञ कार्यकर्ताओं के साथ लिखे गए क्रमबद्ध अध्याय, हर अध्याय के अंत में एक छोटा अभ्यास।',
  },
  'home.offerings.multimedia.title': { en: 'Multimedia content', hi: 'मल्टीमीडिया सामग्री' },
  'home.offerings.multimedia.text': {
    en: 'Field videos, clear drawings and audio that you can follow with little reading.',
    hi: 'क्षेत्र के वीडियो, स्पष्ट चित्र और ऑडियो, जिन्हें कम पढ़कर भी समझा जा सकता है।',
  },
  'home.offerings.gis.title': { en: 'GIS integration', hi: 'GIS एकीकरण' },
  'home.offerings.gis.text': {
    en: 'Practise on maps of real village watersheds and plan structures on them.',
    hi: 'वास्तविक ग्राम जलग्रहण क्षेत्रों के मानचित्रों पर अभ्यास करें और उन पर संरचनाओं की योजना बनाएँ।',
  },
  'home.offerings.expert.title': { en: 'Expert guidance', hi: 'विशेषज्ञ मार्गदर्शन' },
  'home.offerings.expert.text': {
    en: 'Experienced trainers answer your questions and review the plans you prepare.',
    hi: 'अनुभवी प्रशिक्षक आपके प्रश्नों के उत्तर देते हैं और आपकी बनाई योजनाओं की समीक्षा करते हैं।',
  },
  'home.offerings.imageAlt': {
    en: 'A tablet showing a map of a micro-watershed, with streams, field boundaries and planned structures marked',
    hi: 'टैबलेट पर एक सूक्ष्म जलग्रहण क्षेत्र का मानचित्र, जिसमें नाले, खेतों की सीमाएँ और प्रस्तावित संरचनाएँ अंकित हैं',
  },

  // 8. Testimonials (sample text until real learners' words are collected)
  'home.testimonials.title': { en: 'What learners say', hi: 'प्रशिक्षार्थियों के अनुभव' },
  'home.testimonials.intro': {
    en: 'Voices from panchayats, field teams, schools and self-help groups.',
    hi: 'पंचायतों, क्षेत्रीय दलों, विद्यालयों और स्वयं सहायता समूहों से मिले अनुभव।',
  },
  'home.testimonials.previous': { en: 'Previous testimonials', hi: 'पिछले अनुभव' },
  'home.testimonials.next': { en: 'Next testimonials', hi: 'अगले अनुभव' },
  'home.testimonials.pages': { en: 'Choose a page of testimonials', hi: 'अनुभवों का पृष्ठ चुनें' },
  'home.testimonials.page': { en: 'Page {{page}}', hi: 'पृष्ठ {{page}}' },
  'home.testimonials.indicator': { en: '{{current}} of {{total}}', hi: '{{total}} में से {{current}}' },
  'home.testimonials.t1.name': { en: 'Ramesh Yadav', hi: 'रमेश यादव' },
  'home.testimonials.t1.role': { en: 'Gram Panchayat Secretary, Sehore', hi: 'ग्राम पंचायत सचिव, सीहोर' },
  'home.testimonials.t1.content': {
    en: 'The water budgeting lessons showed our Gram Sabha how much water we really have. We planned three farm ponds with the numbers in front of us.',
    hi: 'जल बजट के पाठों से हमारी ग्राम सभा ने जाना कि हमारे पास वास्तव में कितना पानी है। हमने आँकड़े सामने रखकर तीन खेत तालाबों की योजना बनाई।',
  },
  'home.testimonials.t2.name': { en: 'Priya Kulkarni', hi: 'प्रिया कुलकर्णी' },
  'home.testimonials.t2.role': { en: 'Engineer, Watershed Development Team, Jhansi', hi: 'अभियंता, जलग्रहण विकास दल, झाँसी' },
  'home.testimonials.t2.content': {
    en: 'I marked the drainage lines in GIS before the field survey. Our DPR reached the district office a month earlier than last year.',
    hi: 'मैंने क्षेत्र सर्वेक्षण से पहले ही GIS में जल निकासी रेखाएँ अंकित कर लीं। हमारी DPR पिछले वर्ष से एक माह पहले ज़िला कार्यालय पहुँच गई।',
  },
  'home.testimonials.t3.name': { en: 'Sunita Meena', hi: 'सुनीता मीणा' },
  'home.testimonials.t3.role': { en: 'Field Facilitator, rural NGO, Udaipur', hi: 'क्षेत्रीय सहजकर्ता, ग्रामीण NGO, उदयपुर' },
  'home.testimonials.t3.content': {
    en: 'I watch the lessons on the bus between villages. The Hindi explanations help me teach the same ideas to farmers the same day.',
    hi: 'मैं गाँवों के बीच बस में पाठ देख लेती हूँ। हिंदी में दी गई व्याख्या से वही बातें उसी दिन किसानों को समझाना आसान हो जाता है।',
  },
  'home.testimonials.t4.name': { en: 'Anil Sharma', hi: 'अनिल शर्मा' },
  'home.testimonials.t4.role': { en: 'Science Teacher, Government High School, Dewas', hi: 'विज्ञान शिक्षक, शासकीय हाई स्कूल, देवास' },
  'home.testimonials.t4.content': {
    en: 'My Class 9 students now measure rainfall at school and draw a water map of their own village.',
    hi: 'मेरी कक्षा 9 के विद्यार्थी अब विद्यालय में वर्षा मापते हैं और अपने गाँव का जल मानचित्र स्वयं बनाते हैं।',
  },
  'home.testimonials.t5.name': { en: 'Dr Kavita Rao', hi: 'डॉ. कविता राव' },
  'home.testimonials.t5.role': { en: 'Hydrology Researcher, Bengaluru', hi: 'जलविज्ञान शोधकर्ता, बेंगलुरु' },
  'home.testimonials.t5.content': {
    en: 'Clear and well organised. I ask my students to finish the data sources module before they go to the field.',
    hi: 'स्पष्ट और सुव्यवस्थित सामग्री। मैं अपने विद्यार्थियों से क्षेत्र कार्य से पहले डेटा स्रोत मॉड्यूल पूरा करने को कहती हूँ।',
  },
  'home.testimonials.t6.name': { en: 'Lakshmi Devi', hi: 'लक्ष्मी देवी' },
  'home.testimonials.t6.role': { en: 'Self-Help Group Leader, Hazaribagh', hi: 'स्वयं सहायता समूह प्रमुख, हज़ारीबाग' },
  'home.testimonials.t6.content': {
    en: 'Our women’s group learnt to clear the silt from the check dam before the monsoon. Now we also note the water level every month.',
    hi: 'हमारे महिला समूह ने मानसून से पहले चेक डैम से गाद निकालना सीखा। अब हम हर महीने जल स्तर भी दर्ज करते हैं।',
  },
  'home.testimonials.t7.name': { en: 'Vikram Singh Rathore', hi: 'विक्रम सिंह राठौड़' },
  'home.testimonials.t7.role': { en: 'Block Development Officer, Barmer', hi: 'खंड विकास अधिकारी, बाड़मेर' },
  'home.testimonials.t7.content': {
    en: 'The course gave my block team one shared way of planning. Our reviews of watershed works are shorter and clearer now.',
    hi: 'इस पाठ्यक्रम से मेरे खंड के दल को योजना बनाने का एक साझा तरीका मिला। अब जलग्रहण कार्यों की समीक्षा कम समय में और अधिक स्पष्ट होती है।',
  },
  'home.testimonials.t8.name': { en: 'Harish Patel', hi: 'हरीश पटेल' },
  'home.testimonials.t8.role': { en: 'Farmer-Trainer, Anand', hi: 'कृषक प्रशिक्षक, आणंद' },
  'home.testimonials.t8.content': {
    en: 'I trained twenty farmers on contour bunds with the drawings from the course. They understood it in one afternoon.',
    hi: 'मैंने पाठ्यक्रम के चित्रों की मदद से बीस किसानों को कंटूर मेड़ बनाना सिखाया। उन्होंने एक ही दोपहर में यह समझ लिया।',
  },

  // 9. Mobile app promotion
  'home.app.title': { en: 'Jal Shiksha in your pocket', hi: 'जल शिक्षा, अब आपकी जेब में' },
  'home.app.text': {
    en: 'The mobile app carries your courses to the field, the bus and the Gram Sabha.',
    hi: 'मोबाइल ऐप आपके पाठ्यक्रमों को खेत, बस और ग्राम सभा तक साथ ले जाता है।',
  },
  'home.app.offline': { en: 'Download lessons on Wi-Fi and study offline', hi: 'वाई-फ़ाई पर पाठ डाउनलोड करें और बिना इंटरनेट पढ़ें' },
  'home.app.hindi': { en: 'Every course in Hindi and English', hi: 'हर पाठ्यक्रम हिंदी और अंग्रेज़ी में' },
  'home.app.lowData': { en: 'Uses little mobile data', hi: 'बहुत कम मोबाइल डेटा खर्च' },
  'home.app.imageAlt': {
    en: 'A mobile phone showing a lesson with a water drop, beside a field with a small pond',
    hi: 'पानी की बूँद वाला पाठ दिखाता मोबाइल फ़ोन, पास में छोटे तालाब वाला खेत',
  },
};
