import type { Strings } from './types.js';

export const resourcesStrings: Strings = {
  'resources.title': { en: 'Resources', hi: 'संसाधन' },
  'resources.intro': {
    en: 'Official guidelines, free mapping tools and public data that watershed teams use every day, with a glossary of key terms in Hindi and English.',
    hi: 'आधिकारिक दिशानिर्देश, निःशुल्क मानचित्र उपकरण और सार्वजनिक आँकड़े जिनका उपयोग जलग्रहण दल प्रतिदिन करते हैं, साथ में हिंदी और अंग्रेज़ी में मुख्य शब्दों की शब्दावली।',
  },
  'resources.onThisPage': { en: 'On this page', hi: 'इस पेज पर' },
  'resources.externalNote': {
    en: 'Links marked with an arrow open the publisher’s own website in a new tab. Documents are revised from time to time, so always check the latest version there.',
    hi: 'तीर वाले लिंक प्रकाशक की अपनी वेबसाइट नए टैब में खोलते हैं। दस्तावेज़ समय-समय पर संशोधित होते हैं, इसलिए हमेशा वहाँ नवीनतम संस्करण देखें।',
  },
  'resources.opensNewTab': { en: '(opens another website in a new tab)', hi: '(दूसरी वेबसाइट नए टैब में खुलेगी)' },
  'resources.publisher': { en: 'Published by {{name}}', hi: 'प्रकाशक: {{name}}' },
  'resources.noLink': {
    en: 'Search for it by name on the publisher’s website.',
    hi: 'इसे प्रकाशक की वेबसाइट पर नाम से खोजें।',
  },

  'resources.guidelines.title': { en: 'Guidelines and manuals', hi: 'दिशानिर्देश और पुस्तिकाएँ' },
  'resources.guidelines.common.name': {
    en: 'Common Guidelines for Watershed Development Projects (2008, revised 2011)',
    hi: 'जलग्रहण विकास परियोजनाओं के लिए सामान्य दिशानिर्देश (2008, संशोधित 2011)',
  },
  'resources.guidelines.common.publisher': {
    en: 'the Department of Land Resources, Ministry of Rural Development',
    hi: 'भूमि संसाधन विभाग, ग्रामीण विकास मंत्रालय',
  },
  'resources.guidelines.common.description': {
    en: 'The framework behind most watershed projects in India: the cluster approach, the preparatory, works and consolidation phases, watershed committees, and what a Detailed Project Report must contain.',
    hi: 'भारत की अधिकांश जलग्रहण परियोजनाओं का आधार: क्लस्टर दृष्टिकोण, प्रारंभिक, कार्य और समेकन चरण, जलग्रहण समितियाँ, और विस्तृत परियोजना रिपोर्ट में क्या-क्या होना चाहिए।',
  },
  'resources.guidelines.wdc.name': {
    en: 'WDC-PMKSY 2.0 guidelines (Watershed Development Component of Pradhan Mantri Krishi Sinchayee Yojana)',
    hi: 'WDC-PMKSY 2.0 दिशानिर्देश (प्रधानमंत्री कृषि सिंचाई योजना का जलग्रहण विकास घटक)',
  },
  'resources.guidelines.wdc.publisher': {
    en: 'the Department of Land Resources, Ministry of Rural Development',
    hi: 'भूमि संसाधन विभाग, ग्रामीण विकास मंत्रालय',
  },
  'resources.guidelines.wdc.description': {
    en: 'The current generation of watershed projects: planning with the community, convergence with other schemes, livelihoods for landless families, and the use of satellite data to plan and monitor works.',
    hi: 'जलग्रहण परियोजनाओं की वर्तमान पीढ़ी: समुदाय के साथ योजना, अन्य योजनाओं के साथ अभिसरण, भूमिहीन परिवारों के लिए आजीविका, और कार्यों की योजना व निगरानी में उपग्रह आँकड़ों का उपयोग।',
  },
  'resources.guidelines.dolrLink': { en: 'Department of Land Resources website', hi: 'भूमि संसाधन विभाग की वेबसाइट' },
  'resources.guidelines.mgnrega.name': {
    en: 'MGNREGA: water conservation works (Schedule I and the Operational Guidelines)',
    hi: 'मनरेगा: जल संरक्षण कार्य (अनुसूची I और परिचालन दिशानिर्देश)',
  },
  'resources.guidelines.mgnrega.publisher': { en: 'the Ministry of Rural Development', hi: 'ग्रामीण विकास मंत्रालय' },
  'resources.guidelines.mgnrega.description': {
    en: 'Schedule I of the Mahatma Gandhi National Rural Employment Guarantee Act lists the works that can be taken up, among them water conservation and harvesting, contour trenches, check dams, farm ponds and the renovation of traditional water bodies. The Operational Guidelines explain how the Gram Sabha plans and approves them.',
    hi: 'महात्मा गांधी राष्ट्रीय ग्रामीण रोज़गार गारंटी अधिनियम की अनुसूची I उन कार्यों की सूची देती है जो किए जा सकते हैं, जिनमें जल संरक्षण और संचयन, समोच्च खाइयाँ, चेक डैम, खेत तालाब और पारंपरिक जल स्रोतों का जीर्णोद्धार शामिल हैं। परिचालन दिशानिर्देश बताते हैं कि ग्राम सभा इनकी योजना कैसे बनाती है और इन्हें कैसे स्वीकृत करती है।',
  },
  'resources.guidelines.mgnregaLink': { en: 'Mahatma Gandhi NREGA website', hi: 'महात्मा गांधी नरेगा की वेबसाइट' },
  'resources.guidelines.recharge.name': {
    en: 'Master Plan for Artificial Recharge to Groundwater in India (2020)',
    hi: 'भारत में भूजल के कृत्रिम पुनर्भरण का मास्टर प्लान (2020)',
  },
  'resources.guidelines.recharge.publisher': { en: 'the Central Ground Water Board', hi: 'केंद्रीय भूमि जल बोर्ड' },
  'resources.guidelines.recharge.description': {
    en: 'Where recharge is most needed and which structures suit each region, from percolation tanks and check dams to recharge shafts.',
    hi: 'पुनर्भरण की सबसे अधिक आवश्यकता कहाँ है और किस क्षेत्र के लिए कौन-सी संरचनाएँ उपयुक्त हैं, रिसाव तालाबों और चेक डैम से लेकर पुनर्भरण शाफ़्ट तक।',
  },

  'resources.tools.title': { en: 'Mapping tools', hi: 'मानचित्र उपकरण' },
  'resources.tools.qgis.name': { en: 'QGIS', hi: 'QGIS' },
  'resources.tools.qgis.publisher': { en: 'the QGIS project (free and open source)', hi: 'QGIS परियोजना (निःशुल्क और मुक्त स्रोत)' },
  'resources.tools.qgis.description': {
    en: 'Free desktop GIS for drawing watershed boundaries, drainage lines and contours, and for preparing the maps of a DPR. Works without internet once installed.',
    hi: 'जलग्रहण सीमाएँ, नाले और समोच्च रेखाएँ बनाने तथा DPR के नक्शे तैयार करने के लिए निःशुल्क डेस्कटॉप GIS। एक बार इंस्टॉल होने के बाद बिना इंटरनेट के चलता है।',
  },
  'resources.tools.qgisLink': { en: 'QGIS website', hi: 'QGIS की वेबसाइट' },
  'resources.tools.bhuvan.name': { en: 'Bhuvan geoportal', hi: 'भुवन जियोपोर्टल' },
  'resources.tools.bhuvan.publisher': {
    en: 'the National Remote Sensing Centre (NRSC), ISRO',
    hi: 'राष्ट्रीय सुदूर संवेदन केंद्र (NRSC), इसरो',
  },
  'resources.tools.bhuvan.description': {
    en: 'Indian satellite imagery and thematic maps such as land use, wasteland and drainage, with layers used to plan and monitor watershed projects.',
    hi: 'भारतीय उपग्रह चित्र और भूमि उपयोग, बंजर भूमि तथा जल निकासी जैसे विषयगत नक्शे, जिनकी परतें जलग्रहण परियोजनाओं की योजना और निगरानी में काम आती हैं।',
  },
  'resources.tools.bhuvanLink': { en: 'Bhuvan portal', hi: 'भुवन पोर्टल' },
  'resources.tools.earth.name': { en: 'Google Earth', hi: 'गूगल अर्थ' },
  'resources.tools.earth.publisher': { en: 'Google', hi: 'गूगल' },
  'resources.tools.earth.description': {
    en: 'Free high-resolution imagery, older images for comparison and elevation profiles: a quick first look at a village, its drainage and existing structures before a field visit.',
    hi: 'निःशुल्क उच्च-विभेदन चित्र, तुलना के लिए पुराने चित्र और ऊँचाई प्रोफ़ाइल: फील्ड भ्रमण से पहले किसी गाँव, उसके नालों और मौजूदा संरचनाओं पर एक त्वरित नज़र।',
  },
  'resources.tools.earthLink': { en: 'Google Earth on the web', hi: 'वेब पर गूगल अर्थ' },
  'resources.tools.osm.name': { en: 'OpenStreetMap', hi: 'ओपनस्ट्रीटमैप' },
  'resources.tools.osm.publisher': { en: 'the OpenStreetMap community', hi: 'ओपनस्ट्रीटमैप समुदाय' },
  'resources.tools.osm.description': {
    en: 'A free map anyone can edit. Village roads, ponds, wells and new structures mapped here can be loaded into QGIS.',
    hi: 'एक निःशुल्क नक्शा जिसे कोई भी संपादित कर सकता है। यहाँ दर्ज गाँव की सड़कें, तालाब, कुएँ और नई संरचनाएँ QGIS में लाई जा सकती हैं।',
  },
  'resources.tools.osmLink': { en: 'OpenStreetMap website', hi: 'ओपनस्ट्रीटमैप की वेबसाइट' },

  'resources.data.title': { en: 'Data sources', hi: 'आँकड़ों के स्रोत' },
  'resources.data.wris.name': {
    en: 'India Water Resources Information System (India-WRIS)',
    hi: 'भारत जल संसाधन सूचना प्रणाली (इंडिया-WRIS)',
  },
  'resources.data.wris.publisher': { en: 'the Ministry of Jal Shakti', hi: 'जल शक्ति मंत्रालय' },
  'resources.data.wris.description': {
    en: 'Basins and watersheds, rivers, reservoirs, groundwater levels, rainfall and water quality, on maps and as data you can download.',
    hi: 'बेसिन और जलग्रहण क्षेत्र, नदियाँ, जलाशय, भूजल स्तर, वर्षा और जल गुणवत्ता, नक्शों पर और डाउनलोड किए जा सकने वाले आँकड़ों के रूप में।',
  },
  'resources.data.wrisLink': { en: 'India-WRIS portal', hi: 'इंडिया-WRIS पोर्टल' },
  'resources.data.cgwb.name': { en: 'Groundwater levels and assessments', hi: 'भूजल स्तर और आकलन' },
  'resources.data.cgwb.publisher': { en: 'the Central Ground Water Board (CGWB)', hi: 'केंद्रीय भूमि जल बोर्ड (CGWB)' },
  'resources.data.cgwb.description': {
    en: 'Pre- and post-monsoon water levels from observation wells, block-wise groundwater assessments (safe, semi-critical, critical, over-exploited) and aquifer maps.',
    hi: 'अवलोकन कुओं से मानसून-पूर्व और मानसून-पश्चात जल स्तर, ब्लॉक-वार भूजल आकलन (सुरक्षित, अर्ध-गंभीर, गंभीर, अति-दोहित) और जलभृत नक्शे।',
  },
  'resources.data.cgwbLink': { en: 'CGWB website', hi: 'CGWB की वेबसाइट' },
  'resources.data.imd.name': { en: 'Rainfall data and monsoon forecasts', hi: 'वर्षा के आँकड़े और मानसून पूर्वानुमान' },
  'resources.data.imd.publisher': { en: 'the India Meteorological Department (IMD)', hi: 'भारत मौसम विज्ञान विभाग (IMD)' },
  'resources.data.imd.description': {
    en: 'District-wise daily, weekly and seasonal rainfall with departures from normal, and the monsoon forecasts that guide when to build and when to sow.',
    hi: 'ज़िला-वार दैनिक, साप्ताहिक और मौसमी वर्षा तथा सामान्य से अंतर, और मानसून पूर्वानुमान जो बताते हैं कि निर्माण और बुवाई कब करें।',
  },
  'resources.data.imdLink': { en: 'IMD weather website', hi: 'IMD की मौसम वेबसाइट' },
  'resources.data.toposheets.name': { en: 'Topographic maps (toposheets)', hi: 'स्थलाकृतिक नक्शे (टोपोशीट)' },
  'resources.data.toposheets.publisher': { en: 'the Survey of India', hi: 'भारतीय सर्वेक्षण विभाग' },
  'resources.data.toposheets.description': {
    en: 'Open series maps at 1:50,000 with contours, drainage and settlements: the usual base map for marking a watershed boundary.',
    hi: '1:50,000 पैमाने के ओपन सीरीज़ नक्शे, जिनमें समोच्च रेखाएँ, नाले और बस्तियाँ होती हैं: जलग्रहण सीमा चिह्नित करने का सामान्य आधार नक्शा।',
  },

  'resources.glossary.title': { en: 'Glossary', hi: 'शब्दावली' },
  'resources.glossary.intro': {
    en: 'Key terms used in the courses, with the Hindi word you will hear in the field.',
    hi: 'पाठ्यक्रमों में प्रयुक्त मुख्य शब्द, साथ में उनके अंग्रेज़ी रूप।',
  },
  'resources.glossary.watershed.term': { en: 'Watershed', hi: 'जलग्रहण क्षेत्र' },
  'resources.glossary.watershed.other': { en: 'Hindi: जलग्रहण क्षेत्र', hi: 'अंग्रेज़ी: Watershed' },
  'resources.glossary.watershed.definition': {
    en: 'An area of land from which all rain and surface water drains to one common outlet, such as a stream, river or pond. Ridges form its boundary.',
    hi: 'भूमि का वह क्षेत्र जिससे सारी वर्षा और सतही जल बहकर एक ही निकास, जैसे किसी नाले, नदी या तालाब तक पहुँचता है। इसकी सीमा कटक (रिज) से बनती है।',
  },
  'resources.glossary.catchment.term': { en: 'Catchment area', hi: 'जलागम क्षेत्र' },
  'resources.glossary.catchment.other': { en: 'Hindi: जलागम क्षेत्र', hi: 'अंग्रेज़ी: Catchment area' },
  'resources.glossary.catchment.definition': {
    en: 'The area that drains into one particular point, such as a tank, check dam or reservoir. Its size decides how much runoff that structure can receive.',
    hi: 'वह क्षेत्र जिसका पानी किसी एक स्थान, जैसे टंकी, चेक डैम या जलाशय में आता है। इसका आकार तय करता है कि उस संरचना तक कितना अपवाह पहुँच सकता है।',
  },
  'resources.glossary.ridgeLine.term': { en: 'Ridge line', hi: 'कटक रेखा (रिज लाइन)' },
  'resources.glossary.ridgeLine.other': { en: 'Hindi: कटक रेखा (रिज लाइन)', hi: 'अंग्रेज़ी: Ridge line' },
  'resources.glossary.ridgeLine.definition': {
    en: 'The line joining the highest points around a watershed. Rain falling on either side of it flows into different watersheds.',
    hi: 'जलग्रहण क्षेत्र के चारों ओर के सबसे ऊँचे बिंदुओं को जोड़ने वाली रेखा। इसके दोनों ओर गिरने वाली वर्षा अलग-अलग जलग्रहण क्षेत्रों में बहती है।',
  },
  'resources.glossary.drainageLine.term': { en: 'Drainage line', hi: 'नाला (जल निकासी रेखा)' },
  'resources.glossary.drainageLine.other': { en: 'Hindi: नाला (जल निकासी रेखा)', hi: 'अंग्रेज़ी: Drainage line' },
  'resources.glossary.drainageLine.definition': {
    en: 'The natural path, from small gullies to streams, along which runoff flows down a watershed. Gully plugs and check dams are built across it.',
    hi: 'छोटी नालियों से लेकर नालों तक वह प्राकृतिक मार्ग जिससे अपवाह जलग्रहण क्षेत्र में नीचे बहता है। गली प्लग और चेक डैम इसी के आर-पार बनाए जाते हैं।',
  },
  'resources.glossary.runoff.term': { en: 'Runoff', hi: 'अपवाह' },
  'resources.glossary.runoff.other': { en: 'Hindi: अपवाह', hi: 'अंग्रेज़ी: Runoff' },
  'resources.glossary.runoff.definition': {
    en: 'The part of rainfall that flows over the land instead of soaking in. Slowing runoff reduces soil erosion and gives water time to seep into the ground.',
    hi: 'वर्षा का वह भाग जो ज़मीन में समाने के बजाय सतह पर बह जाता है। अपवाह को धीमा करने से मिट्टी का कटाव घटता है और पानी को ज़मीन में रिसने का समय मिलता है।',
  },
  'resources.glossary.contour.term': { en: 'Contour line', hi: 'समोच्च रेखा (कंटूर)' },
  'resources.glossary.contour.other': { en: 'Hindi: समोच्च रेखा (कंटूर)', hi: 'अंग्रेज़ी: Contour line' },
  'resources.glossary.contour.definition': {
    en: 'A line, on a map or on the ground, joining points of equal height. Works built along contours hold water evenly across a slope.',
    hi: 'नक्शे पर या ज़मीन पर समान ऊँचाई वाले बिंदुओं को जोड़ने वाली रेखा। समोच्च रेखा के साथ बने कार्य ढलान पर पानी को समान रूप से रोकते हैं।',
  },
  'resources.glossary.contourTrench.term': { en: 'Contour trench', hi: 'समोच्च खाई (कंटूर ट्रेंच)' },
  'resources.glossary.contourTrench.other': { en: 'Hindi: समोच्च खाई (कंटूर ट्रेंच)', hi: 'अंग्रेज़ी: Contour trench' },
  'resources.glossary.contourTrench.definition': {
    en: 'A trench dug along a contour on a slope to catch runoff and silt, so that water soaks in and the saplings planted beside it grow well.',
    hi: 'ढलान पर समोच्च रेखा के साथ खोदी गई खाई जो अपवाह और गाद को रोकती है, ताकि पानी ज़मीन में समाए और उसके पास लगाए गए पौधे अच्छी तरह बढ़ें।',
  },
  'resources.glossary.checkDam.term': { en: 'Check dam', hi: 'चेक डैम (रोक बाँध)' },
  'resources.glossary.checkDam.other': { en: 'Hindi: चेक डैम (रोक बाँध)', hi: 'अंग्रेज़ी: Check dam' },
  'resources.glossary.checkDam.definition': {
    en: 'A small barrier of stone, earth or concrete built across a stream to slow the flow, hold water for a while and let it recharge the groundwater.',
    hi: 'पत्थर, मिट्टी या कंक्रीट से नाले के आर-पार बनाई गई छोटी संरचना जो बहाव को धीमा करती है, कुछ समय तक पानी रोकती है और उसे भूजल में रिसने देती है।',
  },
  'resources.glossary.percolationTank.term': { en: 'Percolation tank', hi: 'रिसाव तालाब (परकोलेशन टैंक)' },
  'resources.glossary.percolationTank.other': { en: 'Hindi: रिसाव तालाब (परकोलेशन टैंक)', hi: 'अंग्रेज़ी: Percolation tank' },
  'resources.glossary.percolationTank.definition': {
    en: 'A tank built on permeable ground mainly so that its water seeps down and refills nearby wells, rather than for direct irrigation.',
    hi: 'पारगम्य ज़मीन पर बना तालाब, जिसका मुख्य उद्देश्य सीधी सिंचाई नहीं, बल्कि यह है कि उसका पानी रिसकर आस-पास के कुओं को भर दे।',
  },
  'resources.glossary.farmPond.term': { en: 'Farm pond', hi: 'खेत तालाब' },
  'resources.glossary.farmPond.other': { en: 'Hindi: खेत तालाब', hi: 'अंग्रेज़ी: Farm pond' },
  'resources.glossary.farmPond.definition': {
    en: 'A small pond dug in a farmer’s own field to collect runoff for life-saving irrigation during dry spells and for livestock.',
    hi: 'किसान के अपने खेत में खोदा गया छोटा तालाब, जो अपवाह जमा करता है ताकि सूखे के दिनों में जीवनरक्षक सिंचाई और पशुओं के लिए पानी मिल सके।',
  },
  'resources.glossary.recharge.term': { en: 'Groundwater recharge', hi: 'भूजल पुनर्भरण' },
  'resources.glossary.recharge.other': { en: 'Hindi: भूजल पुनर्भरण', hi: 'अंग्रेज़ी: Groundwater recharge' },
  'resources.glossary.recharge.definition': {
    en: 'Water moving down from the surface to refill the aquifers that feed wells and borewells. Most watershed works aim to increase it.',
    hi: 'सतह से नीचे जाकर उन जलभृतों को फिर से भरने वाला पानी जिनसे कुओं और नलकूपों को पानी मिलता है। अधिकांश जलग्रहण कार्यों का उद्देश्य इसे बढ़ाना है।',
  },
  'resources.glossary.dpr.term': { en: 'Detailed Project Report (DPR)', hi: 'विस्तृत परियोजना रिपोर्ट (डीपीआर)' },
  'resources.glossary.dpr.other': { en: 'Hindi: विस्तृत परियोजना रिपोर्ट (डीपीआर)', hi: 'अंग्रेज़ी: Detailed Project Report (DPR)' },
  'resources.glossary.dpr.definition': {
    en: 'The plan of a watershed project: survey and maps, the works proposed for each plot and drainage line, their cost, who benefits, and the timeline. The Gram Sabha approves it before works begin.',
    hi: 'जलग्रहण परियोजना की योजना: सर्वेक्षण और नक्शे, हर खेत और नाले के लिए प्रस्तावित कार्य, उनकी लागत, लाभार्थी और समय-सीमा। कार्य शुरू होने से पहले ग्राम सभा इसे स्वीकृत करती है।',
  },
};
