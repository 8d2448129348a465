import type { Strings } from './types.js';

export const aboutStrings: Strings = {
  'about.title': { en: 'About Jal Shiksha', hi: 'जल शिक्षा के बारे में' },
  'about.intro': {
    en: 'We train the people who look after India’s watersheds: practical, local and in their own language.',
    hi: 'हम उन लोगों को प्रशिक्षित करते हैं जो भारत के जलग्रहण क्षेत्रों की देखभाल करते हैं: व्यावहारिक, स्थानीय और उनकी अपनी भाषा में।',
  },

  'about.mission.title': { en: 'Our mission', hi: 'हमारा उद्देश्य' },
  'about.mission.text1': {
    en: 'Rainfed villages depend on how well their watershed holds water: in the soil, in ponds and tanks, and underground. Jal Shiksha gives the people who plan and build that work the training they need, where they are and in the language they think in.',
    hi: 'वर्षा-आधारित गाँव इस पर निर्भर हैं कि उनका जलग्रहण क्षेत्र पानी को कितनी अच्छी तरह सहेजता है: मिट्टी में, तालाबों और टंकियों में, और ज़मीन के नीचे। जल शिक्षा उन लोगों को, जो यह काम योजनाबद्ध करते और बनाते हैं, आवश्यक प्रशिक्षण देती है: वे जहाँ हैं वहीं, और उस भाषा में जिसमें वे सोचते हैं।',
  },
  'about.mission.text2': {
    en: 'Our courses follow a watershed project from start to finish: reading the land, collecting data, budgeting water and fodder, planning structures with GIS, preparing the Detailed Project Report (DPR), and working with the Gram Sabha to see it through.',
    hi: 'हमारे पाठ्यक्रम एक जलग्रहण परियोजना को शुरू से अंत तक समझाते हैं: भूमि को पढ़ना, आँकड़े एकत्र करना, जल और चारे का बजट बनाना, GIS से संरचनाओं की योजना बनाना, विस्तृत परियोजना रिपोर्ट (DPR) तैयार करना, और ग्राम सभा के साथ मिलकर उसे पूरा करना।',
  },
  'about.mission.imageAlt': {
    en: 'Drawing of a watershed from ridge to valley: trenches on the upper slopes, a check dam across the stream, a farm pond, and a village with fields in the valley.',
    hi: 'रिज से घाटी तक एक जलग्रहण क्षेत्र का रेखाचित्र: ऊपरी ढलानों पर खाइयाँ, नाले पर चेक डैम, खेत तालाब, और घाटी में खेतों के साथ एक गाँव।',
  },

  'about.audience.title': { en: 'Who it is for', hi: 'यह किसके लिए है' },
  'about.audience.intro': {
    en: 'Courses are written for the people who do watershed work, not only for those who study it.',
    hi: 'पाठ्यक्रम उन लोगों के लिए लिखे गए हैं जो जलग्रहण का काम करते हैं, केवल उसका अध्ययन करने वालों के लिए नहीं।',
  },
  'about.audience.fieldWorkers.title': { en: 'Field workers', hi: 'फील्ड कार्यकर्ता' },
  'about.audience.fieldWorkers.text': {
    en: 'Watershed development team members and community resource persons who survey land, measure works and supervise construction in the village.',
    hi: 'जलग्रहण विकास दल के सदस्य और सामुदायिक संसाधन व्यक्ति, जो गाँव में भूमि का सर्वेक्षण, कार्यों की माप और निर्माण की देखरेख करते हैं।',
  },
  'about.audience.ngoStaff.title': { en: 'NGO staff', hi: 'स्वयंसेवी संस्थाओं के कर्मचारी' },
  'about.audience.ngoStaff.text': {
    en: 'Officers and coordinators of project implementing agencies who prepare plans, train village committees and report progress.',
    hi: 'परियोजना क्रियान्वयन एजेंसियों के अधिकारी और समन्वयक, जो योजनाएँ बनाते हैं, ग्राम समितियों को प्रशिक्षित करते हैं और प्रगति की रिपोर्ट देते हैं।',
  },
  'about.audience.villageOfficers.title': { en: 'Village officers', hi: 'ग्राम स्तर के अधिकारी' },
  'about.audience.villageOfficers.text': {
    en: 'Panchayat secretaries, Gram Rozgar Sahayaks and block staff who approve, fund and record water conservation works under MGNREGA and other schemes.',
    hi: 'पंचायत सचिव, ग्राम रोज़गार सहायक और ब्लॉक कर्मचारी, जो मनरेगा और अन्य योजनाओं के अंतर्गत जल संरक्षण कार्यों को स्वीकृत करते हैं, उनके लिए राशि जारी करते हैं और उनका रिकॉर्ड रखते हैं।',
  },
  'about.audience.teachers.title': { en: 'Teachers', hi: 'शिक्षक' },
  'about.audience.teachers.text': {
    en: 'School and college teachers who want ready lessons, diagrams and field exercises on water for their students.',
    hi: 'विद्यालय और महाविद्यालय के शिक्षक, जिन्हें अपने विद्यार्थियों के लिए जल पर तैयार पाठ, चित्र और क्षेत्रीय अभ्यास चाहिए।',
  },
  'about.audience.researchers.title': { en: 'Researchers', hi: 'शोधकर्ता' },
  'about.audience.researchers.text': {
    en: 'Students and researchers who need a practical grounding in how watershed projects are planned and carried out in India.',
    hi: 'विद्यार्थी और शोधकर्ता, जिन्हें यह व्यावहारिक समझ चाहिए कि भारत में जलग्रहण परियोजनाओं की योजना कैसे बनती है और उन्हें कैसे लागू किया जाता है।',
  },

  'about.making.title': { en: 'How our courses are made', hi: 'हमारे पाठ्यक्रम कैसे बनते हैं' },
  'about.making.practitioners.title': { en: 'Written with practitioners', hi: 'अभ्यासकर्ताओं के साथ लिखे गए' },
  'about.making.practitioners.text': {
    en: 'Each course is drafted with engineers, agronomists and community mobilisers who have planned and built watershed works, so the examples come from real villages.',
    hi: 'हर पाठ्यक्रम उन इंजीनियरों, कृषि विशेषज्ञों और सामुदायिक प्रेरकों के साथ तैयार किया जाता है जिन्होंने जलग्रहण कार्यों की योजना बनाई है और उन्हें बनाया है, इसलिए उदाहरण असली गाँवों से आते हैं।',
  },
  'about.making.fieldTested.title': { en: 'Tested in the field', hi: 'क्षेत्र में परखे गए' },
  'about.making.fieldTested.text': {
    en: 'Draft lessons are tried out with field teams before release. Whatever confused them, or did not work on a slow phone, is rewritten.',
    hi: 'जारी करने से पहले पाठों के मसौदे फील्ड टीमों के साथ आज़माए जाते हैं। जो बात उन्हें उलझाती है, या धीमे फ़ोन पर ठीक से नहीं चलती, उसे दोबारा लिखा जाता है।',
  },
  'about.making.bilingual.title': { en: 'Bilingual from the start', hi: 'शुरू से द्विभाषी' },
  'about.making.bilingual.text': {
    en: 'Every lesson is written in Hindi and English side by side, using the words of the government guidelines and of the village rather than a word-for-word translation.',
    hi: 'हर पाठ हिंदी और अंग्रेज़ी में साथ-साथ लिखा जाता है, शब्दशः अनुवाद के बजाय उन शब्दों में जो सरकारी दिशानिर्देशों और गाँव में प्रचलित हैं।',
  },
  'about.making.updated.title': { en: 'Kept up to date', hi: 'लगातार अद्यतन' },
  'about.making.updated.text': {
    en: 'When guidelines, schemes or tools change, the lessons concerned are revised, and learners’ questions shape the next revision.',
    hi: 'जब दिशानिर्देश, योजनाएँ या उपकरण बदलते हैं, तो संबंधित पाठ संशोधित किए जाते हैं, और शिक्षार्थियों के प्रश्न अगले संशोधन की दिशा तय करते हैं।',
  },

  'about.approach.title': { en: 'Our approach', hi: 'हमारा दृष्टिकोण' },
  'about.approach.ridgeToValley.title': { en: 'Ridge to valley', hi: 'रिज से घाटी तक' },
  'about.approach.ridgeToValley.text': {
    en: 'Treatment starts at the top of the watershed, with trenches, bunds and plantation on the upper slopes, and moves down the drainage line to check dams and ponds, so that every structure below is protected from silt.',
    hi: 'उपचार जलग्रहण क्षेत्र के ऊपरी भाग से शुरू होता है, ऊपरी ढलानों पर खाइयों, मेड़ों और वृक्षारोपण के साथ, और फिर नाले के साथ नीचे चेक डैम और तालाबों की ओर बढ़ता है, ताकि नीचे की हर संरचना गाद से सुरक्षित रहे।',
  },
  'about.approach.community.title': { en: 'Community participation', hi: 'सामुदायिक भागीदारी' },
  'about.approach.community.text': {
    en: 'Plans are made with the Gram Sabha and the watershed committee, including women, landless families and herders, because they will look after the works long after the project ends.',
    hi: 'योजनाएँ ग्राम सभा और जलग्रहण समिति के साथ बनाई जाती हैं, जिनमें महिलाएँ, भूमिहीन परिवार और पशुपालक भी शामिल हों, क्योंकि परियोजना समाप्त होने के बाद भी कार्यों की देखभाल वही करेंगे।',
  },
  'about.approach.lowBandwidth.title': { en: 'Built for slow networks', hi: 'धीमे नेटवर्क के लिए बना' },
  'about.approach.lowBandwidth.text': {
    en: 'Pages are light and pictures are small drawings, so lessons open even on a slow or patchy mobile connection.',
    hi: 'पेज हल्के हैं और चित्र छोटे रेखाचित्र हैं, ताकि धीमे या रुक-रुक कर चलने वाले मोबाइल नेटवर्क पर भी पाठ खुल जाएँ।',
  },
  'about.approach.mobileFirst.title': { en: 'Mobile first', hi: 'मोबाइल को प्राथमिकता' },
  'about.approach.mobileFirst.text': {
    en: 'Everything is designed first for an inexpensive Android phone: large buttons, clear Hindi text, an adjustable font size and a read-aloud option.',
    hi: 'सब कुछ पहले एक सस्ते एंड्रॉयड फ़ोन के लिए बनाया गया है: बड़े बटन, स्पष्ट हिंदी पाठ, बदला जा सकने वाला फ़ॉन्ट आकार और पढ़कर सुनाने की सुविधा।',
  },

  'about.partners.title': { en: 'Partners', hi: 'सहयोगी' },
  'about.partners.intro': {
    en: 'We work with organisations that run watershed programmes on the ground. The list below is illustrative: it shows the kinds of organisations we work with, not signed agreements.',
    hi: 'हम उन संस्थाओं के साथ काम करते हैं जो ज़मीनी स्तर पर जलग्रहण कार्यक्रम चलाती हैं। नीचे दी गई सूची उदाहरण के लिए है: यह उन संस्थाओं के प्रकार दिखाती है जिनके साथ हम काम करते हैं, हस्ताक्षरित समझौते नहीं।',
  },
  'about.partners.illustrative': { en: 'Illustrative', hi: 'उदाहरण' },
  'about.partners.stateAgencies': {
    en: 'State-level nodal agencies for watershed development',
    hi: 'जलग्रहण विकास की राज्य स्तरीय नोडल एजेंसियाँ',
  },
  'about.partners.districtAgencies': {
    en: 'District rural development agencies and block offices',
    hi: 'ज़िला ग्रामीण विकास अभिकरण और ब्लॉक कार्यालय',
  },
  'about.partners.kvk': { en: 'Krishi Vigyan Kendras (farm science centres)', hi: 'कृषि विज्ञान केंद्र' },
  'about.partners.ngos': {
    en: 'NGOs working as project implementing agencies',
    hi: 'परियोजना क्रियान्वयन एजेंसी के रूप में काम करने वाली स्वयंसेवी संस्थाएँ',
  },
  'about.partners.universities': {
    en: 'Agricultural universities and engineering colleges',
    hi: 'कृषि विश्वविद्यालय और अभियांत्रिकी महाविद्यालय',
  },
  'about.partners.fpos': {
    en: 'Farmer producer organisations and federations of self-help groups',
    hi: 'किसान उत्पादक संगठन और स्वयं सहायता समूहों के महासंघ',
  },

  'about.cta.title': { en: 'Start learning today', hi: 'आज ही सीखना शुरू करें' },
  'about.cta.text': {
    en: 'Browse the courses, pick one that fits your work and learn at your own pace, on your phone.',
    hi: 'पाठ्यक्रम देखें, अपने काम के अनुरूप एक चुनें और अपने फ़ोन पर अपनी गति से सीखें।',
  },
  'about.cta.button': { en: 'Explore courses', hi: 'पाठ्यक्रम देखें' },
};
