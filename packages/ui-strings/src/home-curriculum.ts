import type { Strings } from './types.js';

/**
 * The landing page's course strip and curriculum showcase. Module keys follow the curriculum's
 * module ids (1, 2, 4 to 10, and 11 for the tenth module: docs/decisions/005); chapter keys
 * are `home.curriculum.m<module>.c<n>`.
 */
export const homeCurriculumStrings: Strings = {
  'home.courseStrip.title': { en: 'Courses for every step of watershed work', hi: 'जलग्रहण कार्य के हर चरण के लिए पाठ्यक्रम' },
  'home.courseStrip.description': {
    en: 'Short lessons that open on any phone, with field guides you can take to the village.',
    hi: 'छोटे पाठ जो किसी भी फ़ोन पर खुलते हैं, और क्षेत्रीय मार्गदर्शिकाएँ जिन्हें आप गाँव में साथ ले जा सकते हैं।',
  },
  'home.courseStrip.cta': { en: 'View all courses', hi: 'सभी पाठ्यक्रम देखें' },
  'home.courseStrip.listLabel': { en: 'Published courses', hi: 'प्रकाशित पाठ्यक्रम' },

  'home.curriculum.heading': {
    en: 'The curriculum: from watershed basics to the final GIS plan',
    hi: 'पाठ्यचर्या: जलग्रहण की मूल अवधारणा से अंतिम GIS योजना तक',
  },
  'home.curriculum.intro': {
    en: 'Ten modules follow the order of real watershed planning work. Choose a module to see its chapters.',
    hi: 'दस मॉड्यूल वास्तविक जलग्रहण नियोजन कार्य के क्रम में हैं। किसी मॉड्यूल को चुनकर उसके अध्याय देखें।',
  },
  'home.curriculum.modulesLabel': { en: 'Curriculum modules', hi: 'पाठ्यचर्या के मॉड्यूल' },
  'home.curriculum.chaptersLabel': { en: 'Chapters of this module', hi: 'इस मॉड्यूल के अध्याय' },
  'home.curriculum.beltLabel': { en: 'Chapter cards', hi: 'अध्याय कार्ड' },
  'home.curriculum.chapterCount_one': { en: '{{count}} chapter', hi: '{{count}} अध्याय' },
  'home.curriculum.chapterCount_other': { en: '{{count}} chapters', hi: '{{count}} अध्याय' },
  'home.curriculum.pause': { en: 'Pause the moving chapters', hi: 'चलते अध्याय रोकें' },
  'home.curriculum.play': { en: 'Play the moving chapters', hi: 'अध्याय फिर से चलाएँ' },
  'home.curriculum.tag.theory': { en: 'Theory', hi: 'सिद्धांत' },
  'home.curriculum.tag.fieldWork': { en: 'Field work', hi: 'क्षेत्र कार्य' },
  'home.curriculum.tag.gisLab': { en: 'GIS lab', hi: 'GIS प्रयोगशाला' },
  'home.curriculum.tag.practice': { en: 'Practice', hi: 'अभ्यास' },
  'home.curriculum.tag.caseStudy': { en: 'Case study', hi: 'केस अध्ययन' },

  'home.curriculum.m1.title': { en: 'Concept of Watershed', hi: 'जलग्रहण क्षेत्र की अवधारणा' },
  'home.curriculum.m1.description': {
    en: 'What a watershed is, how it is divided, and why treatment starts at the ridge and moves down to the valley.',
    hi: 'जलग्रहण क्षेत्र क्या है, इसका विभाजन कैसे होता है, और उपचार शिखर से शुरू होकर घाटी की ओर क्यों बढ़ता है।',
  },
  'home.curriculum.m1.c1': {
    en: 'What is a watershed? Ridge, drainage and outlet',
    hi: 'जलग्रहण क्षेत्र क्या है? शिखर, जल निकासी और निकास बिंदु',
  },
  'home.curriculum.m1.c2': {
    en: 'Watershed sizes: macro, sub, milli and micro watersheds',
    hi: 'जलग्रहण क्षेत्रों का आकार: वृहद, उप, मिली और सूक्ष्म जलग्रहण',
  },
  'home.curriculum.m1.c3': { en: 'Drainage patterns and stream order', hi: 'जल निकासी प्रतिरूप और धारा क्रम' },
  'home.curriculum.m1.c4': { en: 'The ridge-to-valley treatment approach', hi: 'शिखर से घाटी तक उपचार का दृष्टिकोण' },
  'home.curriculum.m1.c5': {
    en: 'Transect walk: reading the watershed on the ground',
    hi: 'ट्रांसेक्ट भ्रमण: ज़मीन पर जलग्रहण क्षेत्र को समझना',
  },
  'home.curriculum.m1.c6': {
    en: 'Watershed programmes in India: WDC-PMKSY and MGNREGS',
    hi: 'भारत में जलग्रहण कार्यक्रम: WDC-PMKSY और मनरेगा',
  },

  'home.curriculum.m2.title': { en: 'GIS and Remote Sensing', hi: 'GIS और सुदूर संवेदन' },
  'home.curriculum.m2.description': {
    en: 'Maps, layers and satellite images: the tools for planning a watershed on a computer.',
    hi: 'मानचित्र, परतें और उपग्रह चित्र: कंप्यूटर पर जलग्रहण क्षेत्र की योजना बनाने के साधन।',
  },
  'home.curriculum.m2.c1': { en: 'GIS basics: layers, vector and raster data', hi: 'GIS की मूल बातें: परतें, वेक्टर और रास्टर डेटा' },
  'home.curriculum.m2.c2': { en: 'Coordinate systems and map projections', hi: 'निर्देशांक प्रणालियाँ और मानचित्र प्रक्षेप' },
  'home.curriculum.m2.c3': {
    en: 'Remote sensing: how satellites see land and water',
    hi: 'सुदूर संवेदन: उपग्रह भूमि और जल को कैसे देखते हैं',
  },
  'home.curriculum.m2.c4': { en: 'Getting started with QGIS', hi: 'QGIS के साथ शुरुआत' },
  'home.curriculum.m2.c5': { en: 'Georeferencing a scanned toposheet', hi: 'स्कैन की गई टोपोशीट का भू-संदर्भन' },
  'home.curriculum.m2.c6': {
    en: 'Viewing land use and water bodies on Bhuvan',
    hi: 'भुवन पर भूमि उपयोग और जल निकायों को देखना',
  },
  'home.curriculum.m2.c7': { en: 'Recording GPS points in the field', hi: 'क्षेत्र में GPS बिंदु दर्ज करना' },

  'home.curriculum.m4.title': { en: 'Data Sources', hi: 'डेटा के स्रोत' },
  'home.curriculum.m4.description': {
    en: 'Where to find reliable maps, elevation, rainfall, soil, groundwater and village data, free of cost.',
    hi: 'विश्वसनीय मानचित्र, ऊँचाई, वर्षा, मिट्टी, भूजल और गाँव का डेटा निःशुल्क कहाँ से प्राप्त करें।',
  },
  'home.curriculum.m4.c1': {
    en: 'Survey of India toposheets and Open Series Maps',
    hi: 'भारतीय सर्वेक्षण विभाग की टोपोशीट और ओपन सीरीज़ मानचित्र',
  },
  'home.curriculum.m4.c2': { en: 'Digital elevation models: SRTM and CartoDEM', hi: 'डिजिटल उन्नयन मॉडल: SRTM और CartoDEM' },
  'home.curriculum.m4.c3': { en: 'Rainfall records from IMD and state portals', hi: 'IMD और राज्य पोर्टलों से वर्षा के आँकड़े' },
  'home.curriculum.m4.c4': { en: 'Land use and land cover maps', hi: 'भूमि उपयोग और भूमि आवरण मानचित्र' },
  'home.curriculum.m4.c5': { en: 'Soil maps and Soil Health Card data', hi: 'मृदा मानचित्र और मृदा स्वास्थ्य कार्ड का डेटा' },
  'home.curriculum.m4.c6': { en: 'Groundwater levels from CGWB and India-WRIS', hi: 'CGWB और India-WRIS से भूजल स्तर' },
  'home.curriculum.m4.c7': { en: 'Census and village socio-economic data', hi: 'जनगणना और गाँव का सामाजिक-आर्थिक डेटा' },
  'home.curriculum.m4.c8': { en: 'Cadastral maps and land records', hi: 'भू-कर (कैडस्ट्रल) मानचित्र और भू-अभिलेख' },

  'home.curriculum.m5.title': { en: 'Water and Fodder Budgeting', hi: 'जल और चारा बजट' },
  'home.curriculum.m5.description': {
    en: 'Weigh the water and fodder a village has against what its people, crops and livestock need.',
    hi: 'गाँव में उपलब्ध जल और चारे का उसके लोगों, फसलों और पशुधन की आवश्यकता से मिलान करें।',
  },
  'home.curriculum.m5.c1': { en: 'Village water budget: supply against demand', hi: 'गाँव का जल बजट: उपलब्धता बनाम माँग' },
  'home.curriculum.m5.c2': {
    en: 'Fodder budget: livestock needs and fodder supply',
    hi: 'चारा बजट: पशुधन की आवश्यकता और चारे की उपलब्धता',
  },

  'home.curriculum.m6.title': { en: 'Data Collection', hi: 'डेटा संग्रह' },
  'home.curriculum.m6.description': {
    en: 'Collect field data with the community: maps drawn together, household surveys and well records.',
    hi: 'समुदाय के साथ क्षेत्रीय डेटा एकत्र करें: मिलकर बनाए गए मानचित्र, परिवार सर्वेक्षण और कुओं का अभिलेख।',
  },
  'home.curriculum.m6.c1': {
    en: 'Participatory rural appraisal: resource and social maps',
    hi: 'सहभागी ग्रामीण मूल्यांकन: संसाधन और सामाजिक मानचित्र',
  },
  'home.curriculum.m6.c2': { en: 'Household and well survey on a mobile app', hi: 'मोबाइल ऐप पर परिवार और कुआँ सर्वेक्षण' },
  'home.curriculum.m6.c3': { en: 'Checking and cleaning field data', hi: 'क्षेत्रीय डेटा की जाँच और सुधार' },

  'home.curriculum.m7.title': { en: 'Operations of Planning', hi: 'नियोजन की प्रक्रियाएँ' },
  'home.curriculum.m7.description': {
    en: 'Step by step from the boundary to costed works: the GIS analysis behind a watershed plan.',
    hi: 'सीमा निर्धारण से लागत सहित कार्यों तक, क्रमवार: जलग्रहण योजना के पीछे का GIS विश्लेषण।',
  },
  'home.curriculum.m7.c1': { en: 'Delineating the watershed boundary from a DEM', hi: 'DEM से जलग्रहण क्षेत्र की सीमा निर्धारित करना' },
  'home.curriculum.m7.c2': { en: 'Drainage network and stream order map', hi: 'जल निकासी तंत्र और धारा क्रम मानचित्र' },
  'home.curriculum.m7.c3': { en: 'Slope and land capability classes', hi: 'ढलान और भूमि क्षमता वर्ग' },
  'home.curriculum.m7.c4': { en: 'Finding recharge and runoff zones', hi: 'पुनर्भरण और अपवाह क्षेत्रों की पहचान' },
  'home.curriculum.m7.c5': { en: 'Site suitability for conservation structures', hi: 'संरक्षण संरचनाओं के लिए स्थल उपयुक्तता' },
  'home.curriculum.m7.c6': {
    en: 'Gram Sabha consultation and priority of works',
    hi: 'ग्राम सभा से परामर्श और कार्यों की प्राथमिकता',
  },
  'home.curriculum.m7.c7': { en: 'Estimating costs with the schedule of rates', hi: 'दर अनुसूची से लागत का अनुमान' },

  'home.curriculum.m8.title': { en: 'Interpretation of the Outputs', hi: 'परिणामों की व्याख्या' },
  'home.curriculum.m8.description': {
    en: 'Read the planning maps and tables correctly and explain them to the Gram Sabha.',
    hi: 'नियोजन मानचित्रों और तालिकाओं को सही ढंग से पढ़ें और ग्राम सभा को समझाएँ।',
  },
  'home.curriculum.m8.c1': {
    en: 'Reading the planning maps and tables with the community',
    hi: 'समुदाय के साथ नियोजन मानचित्र और तालिकाएँ पढ़ना',
  },

  'home.curriculum.m9.title': {
    en: 'Proposing new structures using GIS and OSM app',
    hi: 'GIS और OSM ऐप से नई संरचनाओं का प्रस्ताव',
  },
  'home.curriculum.m9.description': {
    en: 'Mark proposed check dams, farm ponds and trenches on the map, in the office and in the field.',
    hi: 'प्रस्तावित चेक डैम, खेत तालाब और खाइयों को कार्यालय और क्षेत्र, दोनों जगह मानचित्र पर अंकित करें।',
  },
  'home.curriculum.m9.c1': {
    en: 'Marking check dams, farm ponds and trenches with the OSM app',
    hi: 'OSM ऐप से चेक डैम, खेत तालाब और खाइयाँ अंकित करना',
  },

  'home.curriculum.m10.title': { en: 'Net planning and Final GIS plans', hi: 'नेट प्लानिंग और अंतिम GIS योजनाएँ' },
  'home.curriculum.m10.description': {
    en: 'Bring every proposal together into the net plan and the final maps for the DPR.',
    hi: 'सभी प्रस्तावों को नेट प्लान और DPR के अंतिम मानचित्रों में एक साथ संकलित करें।',
  },
  'home.curriculum.m10.c1': {
    en: 'Preparing the net plan and final maps for the DPR',
    hi: 'DPR के लिए नेट प्लान और अंतिम मानचित्र तैयार करना',
  },

  'home.curriculum.m11.title': {
    en: 'Monitoring, Evaluation and Maintenance of Structures',
    hi: 'संरचनाओं की निगरानी, मूल्यांकन और रखरखाव',
  },
  'home.curriculum.m11.description': {
    en: 'After construction: track the works, measure their effect on water and crops, and keep them working.',
    hi: 'निर्माण के बाद: कार्यों पर नज़र रखें, जल और फसलों पर उनके प्रभाव को मापें और उन्हें चालू हालत में रखें।',
  },
  'home.curriculum.m11.c1': { en: 'Geotagging works and tracking progress', hi: 'कार्यों की जियो-टैगिंग और प्रगति पर नज़र' },
  'home.curriculum.m11.c2': {
    en: 'Measuring impact: water levels and crop area against the baseline',
    hi: 'प्रभाव का आकलन: आधार रेखा की तुलना में जल स्तर और फसल क्षेत्र',
  },
  'home.curriculum.m11.c3': {
    en: 'Maintaining structures: desilting, repairs and user groups',
    hi: 'संरचनाओं का रखरखाव: गाद निकालना, मरम्मत और उपयोगकर्ता समूह',
  },
};
