/**
 * Seed courses for Jal Shiksha: practical watershed-management training for
 * Indian field conditions, in English and Hindi.
 *
 * Text lesson bodies are plain text with paragraphs separated by a blank line.
 * Figures (norms, sizes, yields) are rounded planning values for field training,
 * not design standards; local guidelines and schedules of rates take precedence.
 */
import type { BilingualText, SeedCourse } from './types.js';
import { WELL_PRACTICAL } from './well-practical.js';

const bi = (en: string, hi: string): BilingualText => ({ en, hi });

/** Joins paragraphs with a blank line, the format used for text lesson bodies. */
const paras = (...paragraphs: string[]): string => paragraphs.join('\n\n');

export const seedCourses: SeedCourse[] = [
  // ---------------------------------------------------------------------------
  // 1. Watershed basics
  // ---------------------------------------------------------------------------
  {
    slug: 'watershed-basics',
    order: 1,
    status: 'published',
    level: 'beginner',
    category: 'watershed',
    image: '/images/courses/course-1.svg',
    title: bi('Watershed Basics: From Ridge to Valley', 'जलग्रहण क्षेत्र की मूल बातें: शिखर से घाटी तक'),
    description: bi(
      'Understand what a watershed is, how water and soil move from the ridge to the valley, and why planning by watershed works better than planning field by field. Learn who the stakeholders are and how the Gram Panchayat and Gram Sabha guide watershed projects.',
      'जानिए कि जलग्रहण क्षेत्र क्या है, पानी और मिट्टी शिखर से घाटी तक कैसे पहुँचते हैं, और खेत-दर-खेत योजना के बजाय पूरे जलग्रहण क्षेत्र के आधार पर योजना बनाना अधिक प्रभावी क्यों है। साथ ही समझिए कि हितधारक कौन हैं और ग्राम पंचायत तथा ग्राम सभा जलग्रहण परियोजनाओं का मार्गदर्शन कैसे करती हैं।',
    ),
    modules: [
      {
        title: bi('What is a watershed?', 'जलग्रहण क्षेत्र क्या है?'),
        description: bi(
          'The basic idea of a watershed, its boundary and its outlet.',
          'जलग्रहण क्षेत्र की मूल अवधारणा, उसकी सीमा और निकास बिंदु।',
        ),
        lessons: [
          {
            kind: 'text',
            title: bi('A watershed is a drainage area', 'जलग्रहण क्षेत्र: वर्षा जल के बहाव का क्षेत्र'),
            durationMinutes: 10,
            body: bi(
              paras(
                'A watershed is the area of land from which all rainfall drains to one common point, such as a stream, a tank or a river. Its boundary is the ridge line: the highest points around the area. Rain falling on one side of the ridge flows into this watershed, and rain on the other side flows away into the next one. The point where the water leaves the area is called the outlet.',
                'Watersheds come in many sizes. A large river basin such as the Godavari is made of thousands of smaller watersheds nested inside each other. In Indian programmes, field work is usually planned at the micro-watershed level, roughly 500 to 1,000 hectares, which often covers one or two villages.',
                'Everything inside a watershed is connected by water. When soil is eroded on the upper slopes, the silt ends up in the check dams and tanks below. When farmers at the top hold rain in trenches and bunds, wells lower down benefit from better recharge. This is why we treat the watershed as one unit instead of working on single fields.',
                'In the field, you can find the boundary by walking along the ridge with villagers, by reading a toposheet, or by studying a contour map. Always start by asking: where does the rain that falls here finally go?',
              ),
              paras(
                'जलग्रहण क्षेत्र भूमि का वह क्षेत्र है जहाँ गिरने वाला पूरा वर्षा जल बहकर एक ही स्थान, जैसे किसी नाले, तालाब या नदी, तक पहुँचता है। इसकी सीमा शिखर रेखा (रिज) होती है, यानी क्षेत्र के चारों ओर के सबसे ऊँचे स्थान। रिज के एक ओर गिरा पानी इसी क्षेत्र में आता है और दूसरी ओर का पानी पड़ोसी क्षेत्र में चला जाता है। जिस स्थान से पानी क्षेत्र से बाहर निकलता है, उसे निकास बिंदु कहते हैं।',
                'जलग्रहण क्षेत्र छोटे-बड़े कई आकार के होते हैं। गोदावरी जैसा बड़ा नदी बेसिन हज़ारों छोटे जलग्रहण क्षेत्रों से मिलकर बनता है, जो एक-दूसरे में समाए रहते हैं। भारत के कार्यक्रमों में योजना प्रायः सूक्ष्म जलग्रहण क्षेत्र के स्तर पर बनती है, जो लगभग 500 से 1,000 हेक्टेयर का होता है और अक्सर एक या दो गाँवों को समेटता है।',
                'जलग्रहण क्षेत्र के भीतर सब कुछ पानी के माध्यम से जुड़ा होता है। जब ऊपरी ढलानों पर मिट्टी का कटाव होता है, तो वही गाद नीचे के चेक डैम और तालाबों में जमा होती है। जब ऊपर के किसान खाइयों और मेड़ों में वर्षा जल रोकते हैं, तो नीचे के कुओं में पुनर्भरण बेहतर होता है। इसीलिए हम अलग-अलग खेतों के बजाय पूरे जलग्रहण क्षेत्र को एक इकाई मानते हैं।',
                'क्षेत्र में सीमा पहचानने के लिए ग्रामीणों के साथ रिज पर चलें, टोपोशीट पढ़ें या समोच्च मानचित्र देखें। हमेशा यह प्रश्न पूछकर शुरुआत करें: यहाँ गिरने वाला वर्षा जल अंत में कहाँ जाता है?',
              ),
            ),
          },
          {
            kind: 'video',
            title: bi('Walking the ridge line', 'रिज रेखा पर भ्रमण'),
            durationMinutes: 1,
            summary: bi(
              'Three narrated diagrams: rain falls on the ridge, every stream leaves the watershed through one outlet, and you walk the ridge line with village elders to mark the boundary on the map. Narration and captions in English and Hindi.',
              'तीन आरेख, साथ में वर्णन: वर्षा रिज पर गिरती है, हर नाला एक ही निकास से जलग्रहण क्षेत्र के बाहर जाता है, और गाँव के बुज़ुर्गों के साथ रिज रेखा पर चलकर मानचित्र पर सीमा अंकित की जाती है। वर्णन और कैप्शन अंग्रेज़ी और हिंदी में हैं।',
            ),
          },
        ],
      },
      {
        title: bi('Ridge to valley and drainage lines', 'शिखर से घाटी तक और जल निकासी रेखाएँ'),
        description: bi(
          'How water and soil move through a watershed, and why treatment starts at the top.',
          'जलग्रहण क्षेत्र में पानी और मिट्टी कैसे बहते हैं, और उपचार ऊपर से ही क्यों शुरू होता है।',
        ),
        lessons: [
          {
            kind: 'text',
            title: bi('The ridge-to-valley approach', 'शिखर से घाटी तक का दृष्टिकोण'),
            durationMinutes: 12,
            body: bi(
              paras(
                'The ridge-to-valley approach means that treatment of a watershed starts at the highest point and moves downhill. A watershed has three broad zones: the upper reach near the ridge, with steep slopes, thin soils and often degraded common land; the middle reach, with gentler slopes and rainfed farms; and the valley, with deeper soils, wells and most of the irrigated land.',
                'If a check dam is built in the valley while the upper slopes remain bare, runoff arrives fast and carries heavy silt. The dam fills with sediment in a few seasons and may be damaged by floods. When the slopes are treated first with trenches, plantation and grass, runoff slows down, more water soaks in and less silt reaches the structures below.',
                'Drainage lines carry runoff from small gullies near the ridge to the main stream at the outlet. They are described by stream order: the smallest channels with no tributaries are first order, and two first-order streams join to form a second-order stream. Gully plugs suit first- and second-order drains, while check dams usually belong on third-order and larger streams.',
                'Good planning matches each treatment to its place: area treatment on the slopes and drainage line treatment in the channels, working from top to bottom.',
              ),
              paras(
                'शिखर से घाटी तक (रिज टू वैली) दृष्टिकोण का अर्थ है कि जलग्रहण क्षेत्र का उपचार सबसे ऊँचे स्थान से शुरू होकर नीचे की ओर बढ़ता है। जलग्रहण क्षेत्र के मोटे तौर पर तीन भाग होते हैं: रिज के पास का ऊपरी भाग, जहाँ तीखी ढलान, पतली मिट्टी और प्रायः बिगड़ी सामुदायिक भूमि होती है; हल्की ढलान और वर्षा आधारित खेतों वाला मध्य भाग; और घाटी, जहाँ गहरी मिट्टी, कुएँ और अधिकांश सिंचित भूमि होती है।',
                'यदि ऊपरी ढलानें खाली रहें और घाटी में चेक डैम बना दिया जाए, तो अपवाह तेज़ी से आता है और भारी गाद लाता है। कुछ ही मौसमों में डैम गाद से भर जाता है और बाढ़ में टूट भी सकता है। जब पहले ढलानों पर खाइयाँ, वृक्षारोपण और घास का काम होता है, तो अपवाह धीमा पड़ता है, अधिक पानी रिसता है और नीचे कम गाद पहुँचती है।',
                'जल निकासी रेखाएँ रिज के पास की छोटी नालियों से निकास बिंदु के मुख्य नाले तक अपवाह ले जाती हैं। इन्हें धारा क्रम से पहचाना जाता है: बिना सहायक नाले वाली सबसे छोटी नालियाँ प्रथम क्रम की होती हैं, और दो प्रथम क्रम के नाले मिलकर द्वितीय क्रम का नाला बनाते हैं। गली प्लग प्रथम और द्वितीय क्रम के नालों के लिए उपयुक्त हैं, जबकि चेक डैम प्रायः तृतीय या बड़े क्रम के नालों पर बनते हैं।',
                'अच्छी योजना में हर उपचार अपने सही स्थान पर होता है: ढलानों पर क्षेत्र उपचार, नालों में जल निकासी रेखा उपचार, और क्रम ऊपर से नीचे।',
              ),
            ),
          },
          {
            kind: 'document',
            title: bi('Field guide: reading drainage lines on a toposheet', 'क्षेत्रीय मार्गदर्शिका: टोपोशीट पर जल निकासी रेखाएँ पढ़ना'),
            durationMinutes: 10,
            summary: bi(
              'A printable two-page guide showing how to trace ridge lines, mark stream orders and locate the outlet on a Survey of India toposheet.',
              'छापने योग्य दो पृष्ठ की मार्गदर्शिका, जिसमें भारतीय सर्वेक्षण विभाग की टोपोशीट पर रिज रेखा खोजने, धारा क्रम अंकित करने और निकास बिंदु पहचानने का तरीका बताया गया है।',
            ),
          },
          {
            kind: 'video',
            title: bi('Soil erosion and silt: what happens downstream', 'मिट्टी का कटाव और गाद: नीचे क्या होता है'),
            durationMinutes: 7,
            summary: bi(
              'Diagrams of two slopes in the same storm: runoff from the bare slope carries silt into the village tank, while trenches and trees on the treated slope let the water soak in. A bar chart compares the silt each adds to the tank in a year.',
              'एक ही तूफ़ान में दो ढलानों के आरेख: खाली ढलान का अपवाह गाद को गाँव के तालाब तक ले जाता है, जबकि उपचारित ढलान पर खाइयाँ और पेड़ पानी को रिसने देते हैं। एक बार चार्ट दिखाता है कि दोनों से साल भर में तालाब में कितनी गाद जमती है।',
            ),
          },
        ],
      },
      {
        title: bi('People and institutions', 'लोग और संस्थाएँ'),
        description: bi(
          'Who shares a watershed, and the roles of the Gram Sabha, Gram Panchayat and Watershed Committee.',
          'जलग्रहण क्षेत्र किन लोगों का साझा है, और ग्राम सभा, ग्राम पंचायत तथा जलग्रहण समिति की भूमिकाएँ।',
        ),
        lessons: [
          {
            kind: 'text',
            title: bi('Stakeholders and the Gram Panchayat', 'हितधारक और ग्राम पंचायत'),
            durationMinutes: 12,
            body: bi(
              paras(
                'A watershed is shared by many people with different interests. Farmers with land on the slopes, farmers with wells in the valley, landless labourers, livestock keepers who graze on common land, women who fetch water, and fishers who use the village tank all depend on the same rain. A project that listens only to large landholders will fail the others and often loses community support.',
                'In the national watershed programme, now run as the watershed development component of the Pradhan Mantri Krishi Sinchayee Yojana (WDC-PMKSY), the Gram Sabha plays a central role. It forms the Watershed Committee, which includes members from user groups, self-help groups, women, and Scheduled Castes and Scheduled Tribes. The committee works with the Project Implementing Agency (PIA) and its Watershed Development Team.',
                'The Gram Panchayat links the project to village governance. It helps mobilise the Gram Sabha, resolves disputes over common land and water, supports convergence with schemes such as MGNREGS for earthwork, and helps look after assets when the project ends.',
                'For a field worker, this means meeting every group early, recording their needs, and making sure the Gram Sabha approves the plan before any work begins.',
              ),
              paras(
                'एक जलग्रहण क्षेत्र अनेक लोगों का साझा होता है, जिनके हित अलग-अलग होते हैं। ढलानों पर ज़मीन वाले किसान, घाटी में कुएँ वाले किसान, भूमिहीन मज़दूर, सामुदायिक भूमि पर पशु चराने वाले पशुपालक, पानी भरने वाली महिलाएँ और गाँव के तालाब पर निर्भर मछुआरे, सभी एक ही वर्षा पर निर्भर हैं। जो परियोजना केवल बड़े भूमिधारकों की बात सुनती है, वह बाकी लोगों के साथ न्याय नहीं कर पाती और अक्सर समुदाय का समर्थन खो देती है।',
                'राष्ट्रीय जलग्रहण कार्यक्रम में, जो अब प्रधानमंत्री कृषि सिंचाई योजना के जलग्रहण विकास घटक (WDC-PMKSY) के रूप में चलता है, ग्राम सभा की केंद्रीय भूमिका है। ग्राम सभा जलग्रहण समिति का गठन करती है, जिसमें उपयोगकर्ता समूहों, स्वयं सहायता समूहों, महिलाओं तथा अनुसूचित जाति और अनुसूचित जनजाति के सदस्य शामिल होते हैं। यह समिति परियोजना क्रियान्वयन एजेंसी (PIA) और उसकी जलग्रहण विकास टीम के साथ मिलकर काम करती है।',
                'ग्राम पंचायत परियोजना को गाँव के शासन से जोड़ती है। वह ग्राम सभा को संगठित करने में मदद करती है, सामुदायिक भूमि और पानी से जुड़े विवाद सुलझाती है, मिट्टी के कार्यों के लिए मनरेगा जैसी योजनाओं के साथ अभिसरण में सहयोग करती है और परियोजना समाप्त होने पर परिसंपत्तियों की देखरेख में मदद करती है।',
                'क्षेत्रीय कार्यकर्ता के लिए इसका अर्थ है कि वह शुरुआत में ही हर समूह से मिले, उनकी ज़रूरतें दर्ज करे और यह सुनिश्चित करे कि कोई भी काम शुरू होने से पहले ग्राम सभा योजना को स्वीकृति दे।',
              ),
            ),
          },
          {
            kind: 'document',
            title: bi('Checklist: forming a Watershed Committee', 'जाँच सूची: जलग्रहण समिति का गठन'),
            durationMinutes: 8,
            summary: bi(
              'A checklist for organising the Gram Sabha meeting that forms the Watershed Committee, including who must be represented and what to record in the minutes.',
              'जलग्रहण समिति के गठन के लिए ग्राम सभा की बैठक आयोजित करने की जाँच सूची, जिसमें बताया गया है कि किन वर्गों का प्रतिनिधित्व आवश्यक है और कार्यवृत्त में क्या दर्ज करना है।',
            ),
          },
          {
            kind: 'quiz',
            title: bi('Check your understanding: watershed basics', 'अपनी समझ जाँचें: जलग्रहण क्षेत्र की मूल बातें'),
            durationMinutes: 10,
            passingScore: 70,
            questions: [
              {
                prompt: bi('What forms the boundary of a watershed?', 'जलग्रहण क्षेत्र की सीमा किससे बनती है?'),
                multiple: false,
                options: [
                  { text: bi('The ridge line joining the highest points', 'सबसे ऊँचे स्थानों को जोड़ने वाली रिज रेखा'), correct: true },
                  { text: bi('The main stream in the valley', 'घाटी का मुख्य नाला'), correct: false },
                  { text: bi('The revenue boundary of the village', 'गाँव की राजस्व सीमा'), correct: false },
                  { text: bi('The edge of the irrigated land', 'सिंचित भूमि का किनारा'), correct: false },
                ],
                explanation: bi(
                  'Rain falling on either side of the ridge line drains to different outlets, so the ridge marks where one watershed ends and the next begins. Village boundaries rarely follow ridges.',
                  'रिज रेखा के दोनों ओर गिरा वर्षा जल अलग-अलग निकास बिंदुओं की ओर बहता है, इसलिए रिज ही एक जलग्रहण क्षेत्र का अंत और दूसरे की शुरुआत तय करती है। गाँव की सीमाएँ शायद ही कभी रिज के साथ चलती हैं।',
                ),
              },
              {
                prompt: bi(
                  'Why should treatment usually begin in the upper reach of a watershed? (Select two)',
                  'जलग्रहण क्षेत्र का उपचार प्रायः ऊपरी भाग से क्यों शुरू करना चाहिए? (दो विकल्प चुनें)',
                ),
                multiple: true,
                options: [
                  {
                    text: bi('It slows runoff so more water soaks into the ground', 'इससे अपवाह धीमा होता है और अधिक पानी ज़मीन में रिसता है'),
                    correct: true,
                  },
                  {
                    text: bi(
                      'It reduces the silt reaching check dams and tanks below',
                      'इससे नीचे के चेक डैम और तालाबों तक पहुँचने वाली गाद कम होती है',
                    ),
                    correct: true,
                  },
                  { text: bi('Upper slopes have most of the irrigated land', 'ऊपरी ढलानों पर ही अधिकांश सिंचित भूमि होती है'), correct: false },
                  {
                    text: bi('Structures in the valley are then not needed', 'इसके बाद घाटी में किसी संरचना की आवश्यकता नहीं रहती'),
                    correct: false,
                  },
                ],
                explanation: bi(
                  'Treating the slopes first slows runoff and traps soil where it starts, which protects and extends the life of structures lower down. Valley structures are still needed, but they work better after the upper reach is treated.',
                  'पहले ढलानों का उपचार करने से अपवाह धीमा होता है और मिट्टी अपने स्थान पर ही रुक जाती है, जिससे नीचे की संरचनाएँ सुरक्षित रहती हैं और लंबे समय तक चलती हैं। घाटी की संरचनाएँ तब भी आवश्यक हैं, पर ऊपरी भाग के उपचार के बाद वे बेहतर काम करती हैं।',
                ),
              },
              {
                prompt: bi('Who forms the Watershed Committee under WDC-PMKSY?', 'WDC-PMKSY के अंतर्गत जलग्रहण समिति का गठन कौन करता है?'),
                multiple: false,
                options: [
                  { text: bi('The Gram Sabha', 'ग्राम सभा'), correct: true },
                  { text: bi('The largest landowner in the village', 'गाँव का सबसे बड़ा भूमिधारक'), correct: false },
                  { text: bi('The contractor who builds the structures', 'संरचनाएँ बनाने वाला ठेकेदार'), correct: false },
                ],
                explanation: bi(
                  'The Gram Sabha forms the Watershed Committee so that it is accountable to the whole village, with members from user groups, self-help groups, women and marginalised communities.',
                  'ग्राम सभा जलग्रहण समिति का गठन करती है, ताकि समिति पूरे गाँव के प्रति जवाबदेह रहे और उसमें उपयोगकर्ता समूहों, स्वयं सहायता समूहों, महिलाओं तथा वंचित समुदायों के सदस्य शामिल हों।',
                ),
              },
            ],
          },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------------------
  // 2. GIS and remote sensing
  // ---------------------------------------------------------------------------
  {
    slug: 'gis-remote-sensing-for-watershed-planning',
    order: 2,
    status: 'published',
    level: 'intermediate',
    category: 'gis',
    image: '/images/courses/course-2.svg',
    title: bi('GIS and Remote Sensing for Watershed Planning', 'जलग्रहण योजना के लिए GIS और सुदूर संवेदन'),
    description: bi(
      'Learn to read topographic maps and satellite images, use the Bhuvan geoportal and take your first steps in QGIS. By the end you will be able to interpret contour maps and prepare a simple base map for a micro-watershed plan.',
      'स्थलाकृतिक मानचित्र और उपग्रह चित्र पढ़ना, भुवन जियोपोर्टल का उपयोग करना और QGIS में पहले कदम रखना सीखें। पाठ्यक्रम के अंत तक आप समोच्च मानचित्र समझ सकेंगे और सूक्ष्म जलग्रहण योजना के लिए सरल आधार मानचित्र तैयार कर सकेंगे।',
    ),
    modules: [
      {
        title: bi('Maps and contour lines', 'मानचित्र और समोच्च रेखाएँ'),
        description: bi(
          'Reading scale, direction and contour lines on topographic maps.',
          'स्थलाकृतिक मानचित्रों पर पैमाना, दिशा और समोच्च रेखाएँ पढ़ना।',
        ),
        lessons: [
          {
            kind: 'text',
            title: bi('Reading a contour map', 'समोच्च मानचित्र पढ़ना'),
            durationMinutes: 12,
            body: bi(
              paras(
                'A contour line joins points of equal height above mean sea level. On a Survey of India toposheet at 1:50,000 scale, contours are usually drawn every 20 metres, and every fifth line is drawn thicker and labelled with its height. The difference in height between two neighbouring lines is called the contour interval.',
                'The spacing of contours tells you about the slope. Lines close together mean a steep slope, where runoff is fast and the risk of erosion is high. Lines far apart mean gentle or flat land, which is often cultivated. When contours form closed rings with heights increasing towards the centre, you are looking at a hilltop.',
                'Valleys and ridges both appear as V or U shapes. In a valley, the V points uphill, towards higher contour values, and a stream usually runs along its centre. On a ridge or spur, the V points downhill. Tracing the ridges around a stream gives you the watershed boundary.',
                'For watershed work, contours help you decide where to dig contour trenches, how to align field bunds, and where a check dam will store the most water for the least wall height.',
              ),
              paras(
                'समोच्च रेखा माध्य समुद्र तल से समान ऊँचाई वाले बिंदुओं को जोड़ती है। भारतीय सर्वेक्षण विभाग की 1:50,000 पैमाने की टोपोशीट पर समोच्च रेखाएँ प्रायः हर 20 मीटर पर खींची जाती हैं, और हर पाँचवीं रेखा मोटी बनाकर उस पर ऊँचाई लिखी जाती है। दो पास-पास की रेखाओं के बीच ऊँचाई के अंतर को समोच्च अंतराल कहते हैं।',
                'समोच्च रेखाओं के बीच की दूरी ढलान के बारे में बताती है। पास-पास की रेखाओं का अर्थ है तीखी ढलान, जहाँ अपवाह तेज़ होता है और कटाव का खतरा अधिक रहता है। दूर-दूर की रेखाएँ हल्की ढलान या समतल भूमि दर्शाती हैं, जिस पर प्रायः खेती होती है। जब रेखाएँ बंद घेरे बनाती हैं और बीच की ओर ऊँचाई बढ़ती जाती है, तो वह पहाड़ी की चोटी होती है।',
                'घाटी और रिज दोनों V या U आकार में दिखते हैं। घाटी में V का सिरा ऊपर की ओर, यानी अधिक ऊँचाई वाली रेखाओं की ओर होता है, और प्रायः उसके बीच से नाला बहता है। रिज या पहाड़ी की उभरी भुजा पर V का सिरा नीचे की ओर होता है। किसी नाले के चारों ओर की रिज रेखाओं को जोड़ने से जलग्रहण क्षेत्र की सीमा मिल जाती है।',
                'जलग्रहण कार्य में समोच्च रेखाएँ यह तय करने में मदद करती हैं कि समोच्च खाइयाँ कहाँ खोदी जाएँ, खेत की मेड़ें किस दिशा में बनें और कहाँ चेक डैम कम ऊँची दीवार से सबसे अधिक पानी रोक सकेगा।',
              ),
            ),
          },
          {
            kind: 'video',
            title: bi('Scale, direction and legend on a toposheet', 'टोपोशीट पर पैमाना, दिशा और संकेत-सूची'),
            durationMinutes: 8,
            summary: bi(
              "Narrated drawings of a toposheet's scale bar (2 cm on the map is 1 km on the ground), its north arrow and grid references, and the legend symbols for streams, roads, tanks and contours.",
              'टोपोशीट के आरेख, साथ में वर्णन: पैमाना पट्टी (मानचित्र पर 2 सेमी यानी ज़मीन पर 1 किमी), उत्तर दिशा सूचक और ग्रिड संदर्भ, तथा नालों, सड़कों, तालाबों और समोच्च रेखाओं के संकेत-चिह्न।',
            ),
          },
        ],
      },
      {
        title: bi('Satellite imagery and Bhuvan', 'उपग्रह चित्र और भुवन'),
        description: bi(
          "What satellite images show and how to use India's Bhuvan geoportal.",
          'उपग्रह चित्र क्या दिखाते हैं और भारत के भुवन जियोपोर्टल का उपयोग कैसे करें।',
        ),
        lessons: [
          {
            kind: 'text',
            title: bi('What satellites can tell us', 'उपग्रह हमें क्या बता सकते हैं'),
            durationMinutes: 12,
            body: bi(
              paras(
                'Remote sensing means collecting information about the land without touching it, usually from satellites. Sensors record reflected sunlight in different bands, including visible light and near-infrared. Because healthy plants reflect strongly in near-infrared, images can show crop health, forest cover and changes in land use over time.',
                'Resolution matters. Free Sentinel-2 images show details of about 10 metres, enough to see blocks of fields, tanks and larger drains. Indian satellites such as Resourcesat and Cartosat provide the data used for national land-use and wasteland maps, and very high-resolution images can show individual farm ponds and bunds.',
                "Bhuvan, the geoportal of ISRO's National Remote Sensing Centre (NRSC), lets anyone view satellite imagery and thematic layers such as land use, drainage and watershed boundaries in a web browser. Bhuvan also holds geotagged photographs of assets built under MGNREGS and watershed projects, which helps in monitoring.",
                'A useful habit is to compare images from before and after a project, or from the pre-monsoon and post-monsoon seasons. Changes in green cover, surface water in tanks and the area under a second crop are simple indicators of the health of a watershed.',
              ),
              paras(
                'सुदूर संवेदन का अर्थ है भूमि को छुए बिना, प्रायः उपग्रहों की सहायता से, उसके बारे में जानकारी एकत्र करना। उपग्रहों के संवेदक सूर्य के परावर्तित प्रकाश को अलग-अलग बैंडों में दर्ज करते हैं, जिनमें दृश्य प्रकाश और निकट-अवरक्त प्रकाश शामिल हैं। स्वस्थ पौधे निकट-अवरक्त प्रकाश को अधिक परावर्तित करते हैं, इसलिए इन चित्रों से फसल की स्थिति, वन आवरण और समय के साथ भूमि उपयोग में आए बदलाव देखे जा सकते हैं।',
                'विभेदन क्षमता (रेज़ोल्यूशन) महत्वपूर्ण है। सेंटिनल-2 के निःशुल्क चित्रों में लगभग 10 मीटर तक का विवरण दिखता है, जो खेतों के समूह, तालाब और बड़े नाले देखने के लिए पर्याप्त है। रिसोर्ससैट और कार्टोसैट जैसे भारतीय उपग्रहों के आँकड़ों से राष्ट्रीय भूमि उपयोग और बंजर भूमि मानचित्र बनाए जाते हैं, और अति उच्च विभेदन वाले चित्रों में अलग-अलग खेत तालाब और मेड़ें भी दिख जाती हैं।',
                'भुवन इसरो के राष्ट्रीय सुदूर संवेदन केंद्र (NRSC) का जियोपोर्टल है, जिस पर कोई भी व्यक्ति वेब ब्राउज़र में उपग्रह चित्र तथा भूमि उपयोग, जल निकासी और जलग्रहण सीमा जैसी विषयगत परतें देख सकता है। भुवन पर मनरेगा और जलग्रहण परियोजनाओं में बनी परिसंपत्तियों के जियोटैग किए गए फ़ोटो भी उपलब्ध हैं, जो निगरानी में सहायक हैं।',
                'एक उपयोगी आदत है परियोजना से पहले और बाद के, या मानसून से पहले और बाद के चित्रों की तुलना करना। हरित आवरण, तालाबों में सतही जल और दूसरी फसल के अंतर्गत क्षेत्र में आए बदलाव जलग्रहण क्षेत्र की स्थिति के सरल संकेतक हैं।',
              ),
            ),
          },
          {
            kind: 'document',
            title: bi('Step by step: finding your village on Bhuvan', 'क्रमवार: भुवन पर अपना गाँव खोजना'),
            durationMinutes: 10,
            summary: bi(
              'An illustrated handout showing how to search for a village on Bhuvan, switch base maps, turn on land-use and drainage layers, and save a screenshot for a village meeting.',
              'एक सचित्र पुस्तिका, जो बताती है कि भुवन पर गाँव कैसे खोजें, आधार मानचित्र कैसे बदलें, भूमि उपयोग और जल निकासी की परतें कैसे चालू करें और ग्राम बैठक के लिए स्क्रीनशॉट कैसे सहेजें।',
            ),
          },
          {
            kind: 'video',
            title: bi('Before and after: seeing watershed change from space', 'पहले और बाद: अंतरिक्ष से जलग्रहण क्षेत्र में बदलाव देखना'),
            durationMinutes: 6,
            summary: bi(
              'Two drawn satellite views of the same watershed, eight years apart, show green cover rising from 12 to 31 per cent and tanks holding water longer, with a reminder to check the image on the ground.',
              'एक ही जलग्रहण क्षेत्र के आठ साल के अंतर पर बने दो उपग्रह दृश्य, आरेख के रूप में: हरित आवरण 12 से बढ़कर 31 प्रतिशत होता है और तालाबों में पानी ज़्यादा समय टिकता है, साथ में सलाह कि चित्र को ज़मीन पर जाकर जाँचें।',
            ),
          },
        ],
      },
      {
        title: bi('First steps in QGIS', 'QGIS में पहले कदम'),
        description: bi(
          'Layers, coordinate systems and a simple watershed base map in free software.',
          'निःशुल्क सॉफ़्टवेयर में परतें, निर्देशांक प्रणालियाँ और जलग्रहण क्षेत्र का सरल आधार मानचित्र।',
        ),
        lessons: [
          {
            kind: 'text',
            title: bi('QGIS basics for watershed mapping', 'जलग्रहण मानचित्रण के लिए QGIS की मूल बातें'),
            durationMinutes: 15,
            body: bi(
              paras(
                'QGIS is free and open-source GIS software that runs on ordinary laptops. Everything in QGIS is organised as layers stacked on top of each other, like transparent sheets. Vector layers store points (wells, check dams), lines (streams, roads) and polygons (village boundary, fields). Raster layers are grids of cells, such as satellite images or a digital elevation model (DEM).',
                'Every layer has a coordinate reference system (CRS). GPS points are usually in latitude and longitude (WGS 84), while area and length are best measured in a projected system such as the correct UTM zone for your district. If layers do not line up, check their CRS before anything else.',
                'A good first project is a base map. Add a satellite background, digitise the village boundary and drainage lines, and add wells recorded with a phone GPS from a CSV file. From a DEM, QGIS tools can generate contour lines and delineate the watershed boundary automatically, but always verify the result in the field.',
                'Save your work as a project file, keep all data in one folder, and note the source and date of every layer. These habits make your maps reliable enough for the DPR.',
              ),
              paras(
                'QGIS एक निःशुल्क और मुक्त स्रोत (ओपन-सोर्स) GIS सॉफ़्टवेयर है, जो साधारण लैपटॉप पर भी चलता है। QGIS में सारी जानकारी परतों (लेयर) के रूप में पारदर्शी पन्नों की तरह एक के ऊपर एक रखी जाती है। वेक्टर परतों में बिंदु (कुएँ, चेक डैम), रेखाएँ (नाले, सड़कें) और बहुभुज (गाँव की सीमा, खेत) रखे जाते हैं। रास्टर परतें कोशिकाओं का जाल होती हैं, जैसे उपग्रह चित्र या डिजिटल ऊँचाई मॉडल (DEM)।',
                'हर परत की एक निर्देशांक संदर्भ प्रणाली (CRS) होती है। GPS बिंदु प्रायः अक्षांश और देशांतर (WGS 84) में होते हैं, जबकि क्षेत्रफल और लंबाई मापने के लिए आपके ज़िले के सही UTM ज़ोन जैसी प्रक्षेपित प्रणाली बेहतर रहती है। यदि परतें आपस में ठीक से नहीं बैठतीं, तो सबसे पहले उनकी CRS जाँचें।',
                'पहली परियोजना के रूप में आधार मानचित्र बनाना अच्छा रहता है। उपग्रह चित्र की पृष्ठभूमि जोड़ें, गाँव की सीमा और जल निकासी रेखाओं का डिजिटलीकरण करें, और मोबाइल GPS से दर्ज कुओं के बिंदु CSV फ़ाइल से जोड़ें। DEM से QGIS के टूल स्वतः समोच्च रेखाएँ बना सकते हैं और जलग्रहण क्षेत्र की सीमा निकाल सकते हैं, पर परिणाम का क्षेत्र में सत्यापन अवश्य करें।',
                'अपने कार्य को प्रोजेक्ट फ़ाइल के रूप में सहेजें, सारा डेटा एक ही फ़ोल्डर में रखें और हर परत का स्रोत तथा तारीख लिख लें। ये आदतें आपके मानचित्रों को DPR के लिए भरोसेमंद बनाती हैं।',
              ),
            ),
          },
          {
            kind: 'video',
            title: bi('Digitising drainage lines in QGIS', 'QGIS में जल निकासी रेखाओं का डिजिटलीकरण'),
            durationMinutes: 15,
            summary: bi(
              'Narrated diagrams of the steps in QGIS: create a line layer named drainage with a stream order field, trace each stream over the satellite image, and give every segment its order.',
              'QGIS के चरणों के आरेख, साथ में वर्णन: धारा क्रम के क्षेत्र वाली drainage नाम की रेखा परत बनाना, उपग्रह चित्र पर हर नाले को अंकित करना और हर खंड को उसका धारा क्रम देना।',
            ),
          },
          {
            kind: 'quiz',
            title: bi('Quiz: maps, imagery and QGIS', 'प्रश्नोत्तरी: मानचित्र, उपग्रह चित्र और QGIS'),
            durationMinutes: 10,
            passingScore: 70,
            questions: [
              {
                prompt: bi(
                  'On a contour map, what do closely spaced contour lines show?',
                  'समोच्च मानचित्र पर पास-पास की समोच्च रेखाएँ क्या दर्शाती हैं?',
                ),
                multiple: false,
                options: [
                  { text: bi('A steep slope', 'तीखी ढलान'), correct: true },
                  { text: bi('Flat land', 'समतल भूमि'), correct: false },
                  { text: bi('A wide river', 'चौड़ी नदी'), correct: false },
                  { text: bi('A built-up village area', 'गाँव की बसावट'), correct: false },
                ],
                explanation: bi(
                  'Each line is a fixed height step, so lines that are close together mean the height changes quickly over a short distance: a steep slope.',
                  'हर रेखा ऊँचाई का एक निश्चित अंतर दिखाती है, इसलिए पास-पास की रेखाओं का अर्थ है कि कम दूरी में ऊँचाई तेज़ी से बदल रही है, यानी ढलान तीखी है।',
                ),
              },
              {
                prompt: bi('Which of these are vector data in QGIS? (Select two)', 'इनमें से कौन से QGIS में वेक्टर डेटा हैं? (दो विकल्प चुनें)'),
                multiple: true,
                options: [
                  { text: bi('Points showing well locations', 'कुओं की स्थिति दिखाने वाले बिंदु'), correct: true },
                  { text: bi('Lines showing streams', 'नालों को दिखाने वाली रेखाएँ'), correct: true },
                  { text: bi('A satellite image', 'उपग्रह चित्र'), correct: false },
                  { text: bi('A digital elevation model (DEM)', 'डिजिटल ऊँचाई मॉडल (DEM)'), correct: false },
                ],
                explanation: bi(
                  'Vector data stores features as points, lines and polygons. Satellite images and DEMs are raster data: grids of cells, each with a value.',
                  'वेक्टर डेटा में जानकारी बिंदु, रेखा और बहुभुज के रूप में रहती है। उपग्रह चित्र और DEM रास्टर डेटा हैं, यानी कोशिकाओं का जाल, जिसमें हर कोशिका का एक मान होता है।',
                ),
              },
              {
                prompt: bi(
                  'Two layers in your QGIS project do not line up. What should you check first?',
                  'आपके QGIS प्रोजेक्ट की दो परतें आपस में ठीक से नहीं बैठ रहीं। सबसे पहले क्या जाँचना चाहिए?',
                ),
                multiple: false,
                options: [
                  { text: bi('The coordinate reference system (CRS) of each layer', 'हर परत की निर्देशांक संदर्भ प्रणाली (CRS)'), correct: true },
                  { text: bi('The colours used for each layer', 'हर परत के लिए उपयोग किए गए रंग'), correct: false },
                  { text: bi('The order of layers in the list', 'सूची में परतों का क्रम'), correct: false },
                ],
                explanation: bi(
                  'Layers in different or wrongly assigned coordinate systems appear in the wrong place. Colours and layer order change only how the map looks.',
                  'अलग या गलत निर्धारित निर्देशांक प्रणाली वाली परतें गलत स्थान पर दिखती हैं। रंग और परतों का क्रम केवल मानचित्र के दिखने का तरीका बदलते हैं।',
                ),
              },
            ],
          },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------------------
  // 3. Water and fodder budgeting
  // ---------------------------------------------------------------------------
  {
    slug: 'village-water-and-fodder-budgeting',
    order: 3,
    status: 'published',
    level: 'beginner',
    category: 'water-budgeting',
    image: '/images/courses/course-3.svg',
    title: bi('Village Water and Fodder Budgeting', 'गाँव का जल और चारा बजट'),
    description: bi(
      'Work out how much water a village receives, uses and can save in a year, and how much fodder its livestock need. Use simple calculations with the community to make better decisions on crops, storage and grazing.',
      'जानिए कि एक गाँव को वर्ष भर में कितना पानी मिलता है, कितना उपयोग होता है और कितना बचाया जा सकता है, तथा उसके पशुधन को कितने चारे की आवश्यकता है। समुदाय के साथ सरल गणनाएँ करके फसल, जल भंडारण और चराई के बारे में बेहतर निर्णय लें।',
    ),
    modules: [
      {
        title: bi('The village water balance', 'गाँव का जल संतुलन'),
        description: bi('Inflows, outflows and storage of water in a village.', 'गाँव में पानी का आगमन, निकास और भंडारण।'),
        lessons: [
          {
            kind: 'text',
            title: bi('Understanding the water balance', 'जल संतुलन को समझना'),
            durationMinutes: 12,
            body: bi(
              paras(
                'A water budget is like a household budget, but for water. On the income side is the rain that falls on the village area, plus any water that flows in from upstream or through canals. On the spending side are runoff that leaves the village, evaporation from soil and open water, transpiration by crops and trees, and water drawn from wells for drinking, livestock and irrigation.',
                'Start with a simple calculation. One millimetre of rain on one hectare equals 10 cubic metres, or 10,000 litres. A village of 800 hectares receiving 700 mm of rain in a normal year therefore receives 800 × 700 × 10 = 5,600,000 cubic metres of water. This sounds like a lot, but only part of it can be used.',
                'In many rainfed areas, 10 to 30 percent of rainfall runs off, depending on slope, soil and land cover. A large share returns to the air through evaporation and transpiration. Only the portion stored in tanks, in the soil and in aquifers is available for use after the rains.',
                'The purpose of the budget is not perfect accuracy. It helps the community see where water goes, compare supply with demand, and decide whether it needs more storage, less water-hungry crops, or both.',
              ),
              paras(
                'जल बजट घर के बजट जैसा ही है, बस इसमें पैसे के स्थान पर पानी का हिसाब होता है। आय की ओर गाँव के क्षेत्र पर गिरने वाली वर्षा है, साथ ही ऊपरी क्षेत्र या नहरों से आने वाला पानी। व्यय की ओर गाँव से बाहर बह जाने वाला अपवाह, मिट्टी और खुले जल से होने वाला वाष्पन, फसलों और पेड़ों द्वारा वाष्पोत्सर्जन, तथा पीने, पशुओं और सिंचाई के लिए कुओं से निकाला गया पानी है।',
                'एक सरल गणना से शुरुआत करें। एक हेक्टेयर पर एक मिलीमीटर वर्षा 10 घन मीटर, यानी 10,000 लीटर पानी के बराबर होती है। यदि 800 हेक्टेयर के गाँव में सामान्य वर्ष में 700 मिलीमीटर वर्षा होती है, तो उसे 800 × 700 × 10 = 56,00,000 (56 लाख) घन मीटर पानी मिलता है। यह मात्रा बड़ी लगती है, पर इसका केवल एक भाग ही उपयोग में आ सकता है।',
                'कई वर्षा आधारित क्षेत्रों में ढलान, मिट्टी और भूमि आवरण के अनुसार 10 से 30 प्रतिशत वर्षा जल बह जाता है। एक बड़ा भाग वाष्पन और वाष्पोत्सर्जन के माध्यम से वापस वायुमंडल में चला जाता है। वर्षा के बाद केवल वही भाग उपयोग के लिए उपलब्ध रहता है जो तालाबों, मिट्टी और जलभृतों में संचित होता है।',
                'बजट का उद्देश्य बिल्कुल सटीक आँकड़े निकालना नहीं है। इससे समुदाय देख पाता है कि पानी कहाँ जाता है, आपूर्ति और माँग की तुलना कर पाता है, और तय कर पाता है कि अधिक भंडारण चाहिए, कम पानी वाली फसलें या दोनों।',
              ),
            ),
          },
          {
            kind: 'video',
            title: bi('Measuring rainfall with a village rain gauge', 'गाँव के वर्षामापी से वर्षा मापना'),
            durationMinutes: 7,
            summary: bi(
              'Narrated diagrams show where to fix a simple rain gauge, reading and emptying it at half past eight every morning, and writing the daily rainfall in millimetres in the register.',
              'आरेख और वर्णन दिखाते हैं कि सरल वर्षामापी कहाँ लगाएँ, हर सुबह साढ़े आठ बजे उसे पढ़कर खाली करें, और दैनिक वर्षा मिलीमीटर में रजिस्टर में दर्ज करें।',
            ),
          },
        ],
      },
      {
        title: bi('Water demand: people, crops and livestock', 'पानी की माँग: लोग, फसलें और पशु'),
        description: bi('Estimating domestic, livestock and crop water needs.', 'घरेलू, पशुधन और फसलों की पानी की आवश्यकता का अनुमान लगाना।'),
        lessons: [
          {
            kind: 'text',
            title: bi('Estimating domestic and crop water needs', 'घरेलू और फसल जल आवश्यकता का अनुमान'),
            durationMinutes: 15,
            body: bi(
              paras(
                'Demand has three main parts: domestic use, livestock and crops. For domestic needs, the Jal Jeevan Mission norm of 55 litres per person per day is a useful planning figure. A village of 1,500 people needs about 1,500 × 55 × 365 litres, or roughly 30,000 cubic metres a year.',
                'Livestock needs vary with the type of animal and the season. As a rough guide, large animals such as cows and buffaloes drink 30 to 60 litres a day, more in summer and when in milk, while goats and sheep need about 3 to 5 litres. Count animals by type during the village survey.',
                'Crops use by far the most water. Crop water requirement depends on the crop, its growth stage and the weather, and is estimated as reference evapotranspiration multiplied by a crop coefficient. Wheat needs around 450 to 650 mm over the season and sugarcane 1,500 to 2,500 mm, while flooded paddy often uses 1,000 mm or more once field preparation and seepage are included. Part of this is met by rain during the season; the rest must come from irrigation.',
                'Convert crop needs to volume in the same way as rainfall: 500 mm over 100 hectares is 500,000 cubic metres. Comparing total demand with the water actually available quickly shows whether the present cropping pattern is sustainable.',
              ),
              paras(
                'पानी की माँग के तीन मुख्य भाग हैं: घरेलू उपयोग, पशुधन और फसलें। घरेलू आवश्यकता के लिए जल जीवन मिशन का 55 लीटर प्रति व्यक्ति प्रति दिन का मानक योजना बनाने में उपयोगी है। 1,500 लोगों वाले गाँव को 1,500 × 55 × 365 लीटर, यानी लगभग 30,000 घन मीटर पानी प्रति वर्ष चाहिए।',
                'पशुओं की आवश्यकता उनके प्रकार और मौसम के अनुसार बदलती है। मोटे तौर पर गाय और भैंस जैसे बड़े पशु प्रतिदिन 30 से 60 लीटर पानी पीते हैं, गर्मी में और दूध देने की अवधि में इससे अधिक, जबकि बकरी और भेड़ को लगभग 3 से 5 लीटर पानी चाहिए। ग्राम सर्वेक्षण के समय पशुओं की गिनती प्रकार के अनुसार करें।',
                'सबसे अधिक पानी फसलें उपयोग करती हैं। फसल जल आवश्यकता फसल, उसकी वृद्धि अवस्था और मौसम पर निर्भर करती है; इसका अनुमान संदर्भ वाष्पोत्सर्जन को फसल गुणांक से गुणा करके लगाया जाता है। गेहूँ को पूरे मौसम में लगभग 450 से 650 मिलीमीटर और गन्ने को 1,500 से 2,500 मिलीमीटर पानी चाहिए, जबकि खेत की तैयारी और रिसाव मिलाकर धान में प्रायः 1,000 मिलीमीटर या अधिक पानी लगता है। इसका कुछ भाग मौसम की वर्षा से और शेष सिंचाई से पूरा होता है।',
                'फसल की आवश्यकता को वर्षा की तरह ही आयतन में बदलें: 100 हेक्टेयर पर 500 मिलीमीटर का अर्थ है 5,00,000 घन मीटर। कुल माँग की तुलना उपलब्ध पानी से करने पर तुरंत पता चलता है कि वर्तमान फसल पद्धति टिकाऊ है या नहीं।',
              ),
            ),
          },
          {
            kind: 'document',
            title: bi('Village water budget worksheet', 'गाँव के जल बजट का कार्यपत्रक'),
            durationMinutes: 15,
            summary: bi(
              'A fill-in worksheet with tables for rainfall, runoff, storage in tanks and wells, and domestic, livestock and crop demand, with a worked example for a 600-hectare village.',
              'भरने योग्य कार्यपत्रक, जिसमें वर्षा, अपवाह, तालाबों और कुओं में भंडारण तथा घरेलू, पशुधन और फसलों की माँग की तालिकाएँ हैं, साथ ही 600 हेक्टेयर के एक गाँव का हल किया हुआ उदाहरण भी है।',
            ),
          },
          {
            kind: 'video',
            title: bi('Presenting the water budget in the Gram Sabha', 'ग्राम सभा में जल बजट की प्रस्तुति'),
            durationMinutes: 10,
            summary: bi(
              "Charts of a village's water budget as it is shown in the Gram Sabha: the water its tanks, wells and soil hold, the water sugarcane alone would need, and the decision to grow more pulses and millets.",
              'ग्राम सभा में रखे गए गाँव के जल बजट के चार्ट: तालाबों, कुओं और मिट्टी में कितना पानी है, अकेले गन्ने को कितना पानी चाहिए, और अधिक दालें व मोटे अनाज उगाने का निर्णय।',
            ),
          },
        ],
      },
      {
        title: bi('Fodder budgeting', 'चारा बजट'),
        description: bi(
          'Balancing fodder supply and livestock demand through the year.',
          'वर्ष भर चारे की आपूर्ति और पशुओं की माँग में संतुलन बनाना।',
        ),
        lessons: [
          {
            kind: 'text',
            title: bi('Making a fodder budget', 'चारा बजट बनाना'),
            durationMinutes: 12,
            body: bi(
              paras(
                'In most Indian villages, livestock are a major source of income and a safety net in drought years. A fodder budget compares, month by month, how much green and dry fodder the village produces with how much its animals need. Fodder shortages usually peak in the summer months before the monsoon.',
                'To estimate demand, convert the herd into adult cattle units, since a goat or a calf eats much less than a buffalo. As a rough guide, an adult cow or buffalo needs about 2.5 to 3 kg of dry matter per 100 kg of body weight each day. In practice this often means around 5 to 6 kg of dry fodder and 15 to 25 kg of green fodder daily, with more for animals in milk.',
                'On the supply side, list crop residues such as wheat straw and jowar and bajra stalks, green fodder from cultivated plots, grass from common land and forest, and leaves from fodder trees. Use local yields collected from farmers rather than textbook figures.',
                'When demand exceeds supply, the watershed plan can respond: grass seeding and protection on common land, fodder trees along bunds, fodder plots near wells using little water, silage making, and not burning crop residues. Linking the fodder budget to the water budget ensures that new fodder crops do not deepen the water deficit.',
              ),
              paras(
                'अधिकांश भारतीय गाँवों में पशुधन आय का प्रमुख स्रोत है और सूखे के वर्षों में सहारा देता है। चारा बजट में हर महीने यह तुलना की जाती है कि गाँव में कितना हरा और सूखा चारा पैदा होता है और पशुओं को कितना चाहिए। चारे की कमी प्रायः मानसून से पहले की गर्मी में सबसे अधिक होती है।',
                'माँग का अनुमान लगाने के लिए सभी पशुओं को वयस्क पशु इकाइयों में बदलें, क्योंकि बकरी या बछड़ा भैंस से बहुत कम खाता है। मोटे तौर पर एक वयस्क गाय या भैंस को प्रतिदिन अपने शरीर के हर 100 किलोग्राम भार पर लगभग 2.5 से 3 किलोग्राम शुष्क पदार्थ चाहिए। व्यवहार में इसका अर्थ प्रायः रोज़ 5 से 6 किलोग्राम सूखा चारा और 15 से 25 किलोग्राम हरा चारा है, और दुधारू पशुओं को इससे अधिक।',
                'आपूर्ति की ओर गेहूँ का भूसा, ज्वार और बाजरे की कड़बी जैसे फसल अवशेष, खेतों में उगाया गया हरा चारा, सामुदायिक भूमि और वन की घास तथा चारा वृक्षों की पत्तियाँ सूचीबद्ध करें। पुस्तकों के आँकड़ों के बजाय किसानों से मिली स्थानीय उपज के आँकड़े उपयोग करें।',
                'जब माँग आपूर्ति से अधिक हो, तो जलग्रहण योजना में ये उपाय किए जा सकते हैं: सामुदायिक भूमि पर घास की बुवाई और सुरक्षा, मेड़ों पर चारा वृक्ष, कुओं के पास कम पानी वाले चारा भूखंड, साइलेज बनाना और फसल अवशेष न जलाना। चारा बजट को जल बजट से जोड़ने पर नई चारा फसलें पानी की कमी को और नहीं बढ़ातीं।',
              ),
            ),
          },
          {
            kind: 'document',
            title: bi('Fodder budget template and local yield table', 'चारा बजट प्रारूप और स्थानीय उपज तालिका'),
            durationMinutes: 10,
            summary: bi(
              'A monthly fodder budget template with space for livestock counts by type, and a table for recording local yields of straw, stalks and green fodder.',
              'मासिक चारा बजट का प्रारूप, जिसमें प्रकार के अनुसार पशुओं की गिनती दर्ज करने का स्थान और भूसे, कड़बी तथा हरे चारे की स्थानीय उपज दर्ज करने की तालिका है।',
            ),
          },
          {
            kind: 'quiz',
            title: bi('Quiz: water and fodder budgets', 'प्रश्नोत्तरी: जल और चारा बजट'),
            durationMinutes: 10,
            passingScore: 70,
            questions: [
              {
                prompt: bi('How much water does 1 mm of rain on 1 hectare provide?', 'एक हेक्टेयर पर 1 मिलीमीटर वर्षा से कितना पानी मिलता है?'),
                multiple: false,
                options: [
                  { text: bi('10 cubic metres (10,000 litres)', '10 घन मीटर (10,000 लीटर)'), correct: true },
                  { text: bi('1 cubic metre (1,000 litres)', '1 घन मीटर (1,000 लीटर)'), correct: false },
                  { text: bi('100 cubic metres (100,000 litres)', '100 घन मीटर (1,00,000 लीटर)'), correct: false },
                ],
                explanation: bi(
                  'One hectare is 10,000 square metres. A depth of 1 mm is 0.001 m, so 10,000 × 0.001 = 10 cubic metres.',
                  'एक हेक्टेयर 10,000 वर्ग मीटर होता है। 1 मिलीमीटर गहराई 0.001 मीटर है, इसलिए 10,000 × 0.001 = 10 घन मीटर।',
                ),
              },
              {
                prompt: bi(
                  'Which of these are outflows in a village water budget? (Select two)',
                  'गाँव के जल बजट में इनमें से कौन से निकास (व्यय) हैं? (दो विकल्प चुनें)',
                ),
                multiple: true,
                options: [
                  { text: bi('Runoff leaving the village', 'गाँव से बाहर बहने वाला अपवाह'), correct: true },
                  { text: bi('Evapotranspiration from crops', 'फसलों से होने वाला वाष्पोत्सर्जन'), correct: true },
                  { text: bi('Rainfall on the village area', 'गाँव के क्षेत्र पर होने वाली वर्षा'), correct: false },
                  { text: bi('Canal water flowing into the village', 'नहर से गाँव में आने वाला पानी'), correct: false },
                ],
                explanation: bi(
                  'Runoff and evapotranspiration take water out of the village system. Rainfall and canal inflow are inflows, on the income side of the budget.',
                  'अपवाह और वाष्पोत्सर्जन गाँव की जल प्रणाली से पानी बाहर ले जाते हैं। वर्षा और नहर से आने वाला पानी आगमन हैं, जो बजट की आय की ओर आते हैं।',
                ),
              },
              {
                prompt: bi(
                  'When are fodder shortages usually most severe in rainfed villages?',
                  'वर्षा आधारित गाँवों में चारे की कमी प्रायः कब सबसे अधिक होती है?',
                ),
                multiple: false,
                options: [
                  { text: bi('In the summer months before the monsoon', 'मानसून से पहले के गर्मी के महीनों में'), correct: true },
                  { text: bi('Just after the kharif harvest', 'खरीफ़ की कटाई के ठीक बाद'), correct: false },
                  { text: bi('At the peak of the monsoon', 'मानसून के चरम पर'), correct: false },
                  { text: bi('Fodder needs are the same in every month', 'चारे की ज़रूरत हर महीने एक जैसी रहती है'), correct: false },
                ],
                explanation: bi(
                  'By summer, crop residues are used up, grass on common land has dried and there is little water for green fodder, so the gap between supply and demand is widest before the rains.',
                  'गर्मी तक फसल अवशेष समाप्त हो जाते हैं, सामुदायिक भूमि की घास सूख जाती है और हरे चारे के लिए पानी कम रहता है, इसलिए वर्षा से ठीक पहले आपूर्ति और माँग का अंतर सबसे अधिक होता है।',
                ),
              },
            ],
          },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------------------
  // 4. Soil and water conservation structures
  // ---------------------------------------------------------------------------
  {
    slug: 'soil-and-water-conservation-structures',
    order: 4,
    status: 'published',
    level: 'intermediate',
    category: 'conservation',
    image: '/images/courses/course-4.svg',
    title: bi('Soil and Water Conservation Structures', 'मृदा एवं जल संरक्षण संरचनाएँ'),
    description: bi(
      'Learn how to choose, site and build the right structure for each part of the watershed, from contour trenches near the ridge to check dams and farm ponds in the valley. The course covers design basics, common mistakes and maintenance.',
      'जलग्रहण क्षेत्र के हर भाग के लिए सही संरचना का चयन करना, उसका स्थान तय करना और उसे बनाना सीखें, रिज के पास समोच्च खाइयों से लेकर घाटी में चेक डैम और खेत तालाब तक। पाठ्यक्रम में डिज़ाइन की मूल बातें, आम गलतियाँ और रखरखाव शामिल हैं।',
    ),
    modules: [
      {
        title: bi('Area treatment on slopes', 'ढलानों पर क्षेत्र उपचार'),
        description: bi('Trenches, bunds and vegetation on the upper and middle slopes.', 'ऊपरी और मध्य ढलानों पर खाइयाँ, मेड़ें और वनस्पति।'),
        lessons: [
          {
            kind: 'text',
            title: bi('Contour trenches and bunds', 'समोच्च खाइयाँ और मेड़ें'),
            durationMinutes: 12,
            body: bi(
              paras(
                'On the upper slopes of a watershed, the aim is to slow down runoff, hold it long enough to soak in, and keep the soil in place. Continuous contour trenches (CCTs) are dug along the contour, so that water collects evenly along the whole trench instead of rushing to one end. A common size is about 0.6 metres wide and 0.3 metres deep, with the excavated soil placed as a bund on the downhill side.',
                'On rocky or very uneven land, staggered contour trenches are used instead: shorter trenches a few metres long, placed in alternate rows like bricks in a wall. The spacing between rows depends on slope, rainfall and soil; steeper slopes need rows closer together.',
                'Marking the contour correctly is the most important step. A simple A-frame, or a water-tube level made from a transparent pipe filled with water, is enough for field teams. Mistakes in alignment make water flow along the trench and break the bund at its lowest point.',
                'On cultivated land, field bunds and graded bunds do a similar job. Trenches and bunds work best with vegetation: plant grasses on the bunds and native trees near the trenches so that roots hold the soil after the first monsoon.',
              ),
              paras(
                'जलग्रहण क्षेत्र की ऊपरी ढलानों पर उद्देश्य यह है कि अपवाह की गति धीमी हो, पानी इतनी देर रुके कि ज़मीन में रिस सके और मिट्टी अपनी जगह बनी रहे। सतत समोच्च खाइयाँ (CCT) समोच्च रेखा के साथ खोदी जाती हैं, ताकि पानी एक सिरे की ओर बहने के बजाय पूरी खाई में समान रूप से भरे। इनका एक प्रचलित आकार लगभग 0.6 मीटर चौड़ा और 0.3 मीटर गहरा है, और खोदी गई मिट्टी से ढलान की निचली ओर मेड़ बनाई जाती है।',
                'पथरीली या बहुत ऊबड़-खाबड़ भूमि पर इनके स्थान पर एकांतर (स्टैगर्ड) समोच्च खाइयाँ बनाई जाती हैं: कुछ मीटर लंबी छोटी खाइयाँ, जो दीवार की ईंटों की तरह पंक्ति-दर-पंक्ति आगे-पीछे रखी जाती हैं। पंक्तियों के बीच की दूरी ढलान, वर्षा और मिट्टी पर निर्भर करती है; अधिक ढलान पर पंक्तियाँ पास-पास रखनी पड़ती हैं।',
                'समोच्च रेखा का सही अंकन सबसे महत्वपूर्ण चरण है। क्षेत्रीय दलों के लिए सरल ए-फ़्रेम या पानी से भरी पारदर्शी नली वाला जल-तल यंत्र पर्याप्त है। संरेखण में गलती होने पर पानी खाई के साथ-साथ बहने लगता है और सबसे निचले स्थान पर मेड़ तोड़ देता है।',
                'खेती वाली भूमि पर खेत की मेड़ें और ढालू (ग्रेडेड) मेड़ें इसी तरह का काम करती हैं। खाइयाँ और मेड़ें वनस्पति के साथ मिलकर सबसे अच्छा काम करती हैं: मेड़ों पर घास और खाइयों के पास स्थानीय पेड़ लगाएँ, ताकि पहले मानसून के बाद उनकी जड़ें मिट्टी को बाँध सकें।',
              ),
            ),
          },
          {
            kind: 'video',
            title: bi('Marking contours with an A-frame', 'ए-फ़्रेम से समोच्च रेखा अंकित करना'),
            durationMinutes: 8,
            summary: bi(
              'Narrated drawings show how to tie an A-frame from three poles and a plumb line, find a level step when the string hangs on the centre mark, and peg a contour line on a hill slope.',
              'आरेख और वर्णन दिखाते हैं कि तीन बल्लियों और साहुल से ए-फ़्रेम कैसे बाँधें, धागा बीच के निशान पर आने पर समतल कदम कैसे पहचानें, और पहाड़ी ढलान पर खूँटियों से समोच्च रेखा कैसे अंकित करें।',
            ),
          },
        ],
      },
      {
        title: bi('Drainage line treatment', 'जल निकासी रेखा उपचार'),
        description: bi('Gully plugs, loose boulder structures and check dams in streams.', 'नालों में गली प्लग, लूज़ बोल्डर संरचनाएँ और चेक डैम।'),
        lessons: [
          {
            kind: 'text',
            title: bi('Gully plugs, loose boulder structures and check dams', 'गली प्लग, लूज़ बोल्डर संरचनाएँ और चेक डैम'),
            durationMinutes: 15,
            body: bi(
              paras(
                'Drainage line treatment follows the same ridge-to-valley logic. In small first-order gullies near the ridge, gully plugs made of earth, brushwood or stones slow the flow and trap silt. They are cheap, quick to build and can be made by the community with local material.',
                'Loose boulder structures (LBS) are small dry-stone walls built across first- and second-order streams without cement. The stones must be tightly packed, with larger boulders on the outer face, and the wall should be keyed into both banks so that water does not cut around it. Where stones are small or flows are stronger, stones are packed in wire mesh to make a gabion structure.',
                'Check dams are larger masonry, concrete or earthen structures built across third-order and larger streams. They hold water for weeks or months after rain and let it percolate into the aquifer, raising water levels in nearby wells. A good site has a narrow, straight stream section, stable banks, a firm foundation and enough catchment upstream to fill it.',
                'Every check dam needs a properly sized spillway and an apron downstream to prevent scouring. Without treatment of the upper drainage lines, a check dam soon fills with silt, so plan the whole series from gully plugs down to the main structure.',
              ),
              paras(
                'जल निकासी रेखा का उपचार भी शिखर से घाटी तक के सिद्धांत पर होता है। रिज के पास की प्रथम क्रम की छोटी नालियों में मिट्टी, झाड़ियों की टहनियों या पत्थरों से बने गली प्लग बहाव को धीमा करते हैं और गाद रोकते हैं। ये सस्ते हैं, जल्दी बनते हैं और समुदाय इन्हें स्थानीय सामग्री से स्वयं बना सकता है।',
                'लूज़ बोल्डर संरचनाएँ (LBS) प्रथम और द्वितीय क्रम के नालों पर बिना सीमेंट के बनी सूखे पत्थरों की छोटी दीवारें हैं। पत्थर कसकर जमाए जाएँ, बाहरी सतह पर बड़े पत्थर हों, और दीवार दोनों किनारों में धँसाई जाए ताकि पानी बगल से कटाव न करे। छोटे पत्थरों या तेज़ बहाव वाले स्थानों पर पत्थरों को तार की जाली में भरकर गेबियन संरचना बनाई जाती है।',
                'चेक डैम तृतीय और उससे बड़े क्रम के नालों पर बनने वाली चिनाई, कंक्रीट या मिट्टी की बड़ी संरचनाएँ हैं। ये वर्षा के बाद कई सप्ताह या महीनों तक पानी रोककर उसे जलभृत में रिसने देते हैं, जिससे आसपास के कुओं का जल स्तर बढ़ता है। अच्छे स्थान पर नाला संकरा और सीधा हो, किनारे मज़बूत हों, नींव ठोस हो और ऊपर इतना जलग्रहण क्षेत्र हो कि डैम भर सके।',
                'हर चेक डैम में उचित आकार का उत्प्लव मार्ग (स्पिलवे) और नीचे की ओर कटाव रोकने के लिए एप्रन होना चाहिए। ऊपरी नालों के उपचार के बिना चेक डैम जल्दी गाद से भर जाता है, इसलिए गली प्लग से मुख्य संरचना तक पूरी श्रृंखला की योजना एक साथ बनाएँ।',
              ),
            ),
          },
          {
            kind: 'document',
            title: bi('Site selection checklist for check dams', 'चेक डैम के स्थान चयन की जाँच सूची'),
            durationMinutes: 10,
            summary: bi(
              'A one-page checklist covering the stream section, bank stability, foundation, catchment area, submergence and downstream wells, to be filled in during the site visit.',
              'एक पृष्ठ की जाँच सूची, जिसमें नाले का खंड, किनारों की मज़बूती, नींव, जलग्रहण क्षेत्र, डूब क्षेत्र और नीचे के कुओं से जुड़े बिंदु हैं, जिसे स्थल निरीक्षण के दौरान भरना है।',
            ),
          },
          {
            kind: 'video',
            title: bi('Building a loose boulder structure', 'लूज़ बोल्डर संरचना का निर्माण'),
            durationMinutes: 12,
            summary: bi(
              'Step-by-step diagrams of a loose boulder structure across a stream: digging the foundation to firm ground, keying the wall into both banks and packing the biggest boulders on the downstream face.',
              'नाले पर लूज़ बोल्डर संरचना के क्रमवार आरेख: पक्की ज़मीन तक नींव खोदना, दीवार को दोनों किनारों में धँसाना और सबसे बड़े पत्थर निचली ओर के मुख पर जमाना।',
            ),
          },
        ],
      },
      {
        title: bi('Farm ponds and maintenance', 'खेत तालाब और रखरखाव'),
        description: bi('Storing water on the farm and keeping structures working.', 'खेत पर पानी का भंडारण और संरचनाओं को कार्यशील बनाए रखना।'),
        lessons: [
          {
            kind: 'text',
            title: bi('Farm ponds for protective irrigation', 'जीवन रक्षक सिंचाई के लिए खेत तालाब'),
            durationMinutes: 12,
            body: bi(
              paras(
                "A farm pond is a dug-out storage on a farmer's own land that collects runoff from the field and the area above it. Its main purpose is protective irrigation: one or two irrigations during a long dry spell in the kharif season, or water for a short rabi crop, which can save a crop that would otherwise fail.",
                'The pond is placed at the lowest point of the field, where runoff naturally collects. Sizes range from small ponds of a few hundred cubic metres to community ponds of several thousand; match the size to the runoff from the catchment and the area to be irrigated. An inlet with a silt trap keeps sediment out, and an outlet or spillway safely releases excess water.',
                'In sandy or highly permeable soils, ponds lose much of their water through seepage. A plastic lining can help, but it adds cost and must be protected from sunlight and animals. Evaporation losses are high in summer, so use the water on crops rather than storing it for long periods.',
                'Ponds that are only filled by pumping groundwater add no water to the watershed and can increase depletion. Promote ponds that harvest runoff, and fence them for the safety of children and animals.',
              ),
              paras(
                'खेत तालाब किसान की अपनी भूमि पर खोदा गया जल भंडार है, जो खेत और उसके ऊपर के क्षेत्र का अपवाह एकत्र करता है। इसका मुख्य उद्देश्य जीवन रक्षक सिंचाई है: खरीफ़ के लंबे सूखे अंतराल में एक या दो सिंचाई, या रबी की कम अवधि वाली फसल के लिए पानी, जिससे नष्ट होती फसल बच सकती है।',
                'तालाब खेत के सबसे निचले स्थान पर बनाया जाता है, जहाँ अपवाह स्वाभाविक रूप से इकट्ठा होता है। इनका आकार कुछ सौ घन मीटर के छोटे तालाबों से लेकर कई हज़ार घन मीटर के सामुदायिक तालाबों तक होता है; आकार जलग्रहण क्षेत्र से मिलने वाले अपवाह और सिंचित किए जाने वाले क्षेत्र के अनुसार तय करें। गाद रोक गड्ढे वाला प्रवेश मार्ग तलछट को बाहर रखता है और निकास या उत्प्लव मार्ग अतिरिक्त पानी को सुरक्षित रूप से बाहर निकालता है।',
                'रेतीली या अधिक पारगम्य मिट्टी में तालाब का बहुत सा पानी रिसकर निकल जाता है। प्लास्टिक अस्तर लगाने से मदद मिल सकती है, पर इससे लागत बढ़ती है और इसे धूप तथा पशुओं से बचाना पड़ता है। गर्मी में वाष्पन से भारी हानि होती है, इसलिए पानी लंबे समय तक रोकने के बजाय फसलों में लगाएँ।',
                'जो तालाब केवल भूजल पंप करके भरे जाते हैं, वे जलग्रहण क्षेत्र के पानी में कोई वृद्धि नहीं करते और भूजल के दोहन को बढ़ा सकते हैं। अपवाह संचित करने वाले तालाबों को प्रोत्साहित करें और बच्चों तथा पशुओं की सुरक्षा के लिए उनकी बाड़बंदी करें।',
              ),
            ),
          },
          {
            kind: 'document',
            title: bi('Maintenance calendar for conservation structures', 'संरक्षण संरचनाओं का रखरखाव कैलेंडर'),
            durationMinutes: 8,
            summary: bi(
              'A seasonal calendar of pre-monsoon and post-monsoon maintenance tasks for trenches, bunds, gully plugs, check dams and farm ponds, with the responsibilities of user groups.',
              'एक मौसमी कैलेंडर, जिसमें खाइयों, मेड़ों, गली प्लग, चेक डैम और खेत तालाबों के लिए मानसून से पहले और बाद के रखरखाव कार्य तथा उपयोगकर्ता समूहों की ज़िम्मेदारियाँ दी गई हैं।',
            ),
          },
          {
            kind: 'quiz',
            title: bi('Quiz: choosing the right structure', 'प्रश्नोत्तरी: सही संरचना का चुनाव'),
            durationMinutes: 10,
            passingScore: 70,
            questions: [
              {
                prompt: bi(
                  'Which structure best suits a small first-order gully near the ridge?',
                  'रिज के पास की प्रथम क्रम की छोटी नाली के लिए कौन सी संरचना सबसे उपयुक्त है?',
                ),
                multiple: false,
                options: [
                  { text: bi('A gully plug', 'गली प्लग'), correct: true },
                  { text: bi('A large masonry check dam', 'चिनाई का बड़ा चेक डैम'), correct: false },
                  { text: bi('A lined farm pond', 'अस्तर वाला खेत तालाब'), correct: false },
                ],
                explanation: bi(
                  'Small gullies near the ridge carry little flow, so cheap gully plugs of earth, brushwood or stone are enough to slow the water and trap silt. Check dams belong on larger streams lower down.',
                  'रिज के पास की छोटी नालियों में बहाव कम होता है, इसलिए मिट्टी, टहनियों या पत्थर के सस्ते गली प्लग पानी धीमा करने और गाद रोकने के लिए पर्याप्त हैं। चेक डैम नीचे के बड़े नालों के लिए होते हैं।',
                ),
              },
              {
                prompt: bi(
                  'Which are features of a good check dam site? (Select two)',
                  'चेक डैम के अच्छे स्थान की विशेषताएँ कौन सी हैं? (दो विकल्प चुनें)',
                ),
                multiple: true,
                options: [
                  {
                    text: bi('A narrow, straight stream section with stable banks', 'मज़बूत किनारों वाला संकरा और सीधा नाला खंड'),
                    correct: true,
                  },
                  { text: bi('A firm foundation', 'ठोस नींव'), correct: true },
                  { text: bi('A wide stream bed with eroding banks', 'कटते किनारों वाला चौड़ा नाला तल'), correct: false },
                  { text: bi('A first-order gully right at the ridge', 'ठीक रिज पर स्थित प्रथम क्रम की नाली'), correct: false },
                ],
                explanation: bi(
                  'A narrow section with stable banks keeps the wall short and safe, and a firm foundation prevents water from seeping under it. Wide sections with eroding banks lead to outflanking and failure.',
                  'मज़बूत किनारों वाला संकरा खंड दीवार को छोटी और सुरक्षित रखता है, और ठोस नींव पानी को उसके नीचे से रिसने से रोकती है। कटते किनारों वाले चौड़े खंड में पानी बगल से रास्ता बना लेता है और संरचना टूट जाती है।',
                ),
              },
              {
                prompt: bi(
                  'Why must contour trenches follow the contour accurately?',
                  'समोच्च खाइयों का समोच्च रेखा पर सटीक होना क्यों आवश्यक है?',
                ),
                multiple: false,
                options: [
                  {
                    text: bi(
                      'So water spreads evenly and does not rush to one end and break the bund',
                      'ताकि पानी समान रूप से फैले और एक सिरे की ओर बहकर मेड़ न तोड़े',
                    ),
                    correct: true,
                  },
                  { text: bi('So the trenches look straight from the road', 'ताकि सड़क से खाइयाँ सीधी दिखें'), correct: false },
                  { text: bi('So that they can also be used as footpaths', 'ताकि उनका उपयोग पगडंडी के रूप में भी हो सके'), correct: false },
                  {
                    text: bi('It does not matter as long as the trench is deep', 'जब तक खाई गहरी है, इससे कोई फ़र्क नहीं पड़ता'),
                    correct: false,
                  },
                ],
                explanation: bi(
                  'A trench on the contour is level, so water stands evenly along it and soaks in. If it slopes, water flows to the low end, overtops the bund there and can start a new gully.',
                  'समोच्च रेखा पर बनी खाई समतल होती है, इसलिए पानी उसमें समान रूप से रुककर रिसता है। यदि खाई ढलवाँ हो, तो पानी निचले सिरे की ओर बहता है, वहाँ मेड़ के ऊपर से निकल जाता है और नई नाली बना सकता है।',
                ),
              },
            ],
          },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------------------
  // 5. Groundwater recharge and well monitoring
  // ---------------------------------------------------------------------------
  {
    slug: 'groundwater-recharge-and-well-monitoring',
    order: 5,
    status: 'published',
    level: 'intermediate',
    category: 'groundwater',
    image: '/images/courses/course-5.svg',
    title: bi('Groundwater Recharge and Well Monitoring', 'भूजल पुनर्भरण और कुओं की निगरानी'),
    description: bi(
      'Understand how aquifers store and release water, especially in hard-rock areas, and how recharge structures work. Learn to measure water levels in wells, keep good records and use the data with the community to manage groundwater together.',
      'समझिए कि जलभृत, विशेषकर कठोर चट्टानी क्षेत्रों में, पानी कैसे संचित करते और छोड़ते हैं, और पुनर्भरण संरचनाएँ कैसे काम करती हैं। कुओं का जल स्तर मापना, सही रिकॉर्ड रखना और समुदाय के साथ मिलकर भूजल प्रबंधन के लिए इन आँकड़ों का उपयोग करना सीखें।',
    ),
    modules: [
      {
        title: bi('How groundwater works', 'भूजल कैसे काम करता है'),
        description: bi('Aquifers, the water table and the groundwater situation in India.', 'जलभृत, जल स्तर और भारत में भूजल की स्थिति।'),
        lessons: [
          {
            kind: 'text',
            title: bi('Aquifers and the water table', 'जलभृत और जल स्तर'),
            durationMinutes: 12,
            body: bi(
              paras(
                'Groundwater is water stored in the pores and cracks of soil and rock below the ground. A rock layer that can store water and release useful amounts to wells is called an aquifer. In an unconfined aquifer, the top of the saturated zone is the water table, and the level you see in an open dug well is a window onto it.',
                'About two-thirds of India lies on hard rocks such as basalt, granite and gneiss. Here water is held mainly in the weathered upper layer and in fractures, so aquifers are shallow and store little water. Wells fill quickly after rain and dry up quickly in summer. The alluvial plains of the Ganga and Indus systems, in contrast, have thick, porous aquifers that store far larger volumes.',
                'Recharge happens when rain or surface water percolates down to the water table. Water leaves an aquifer through pumping, through springs and base flow into streams, and through evaporation where the water table is shallow. When pumping exceeds recharge year after year, water levels fall and wells have to be deepened.',
                'India is the largest user of groundwater in the world, and many blocks are classified as over-exploited, meaning annual extraction is greater than annual recharge. Watershed work can increase recharge, but lasting results also need the community to manage how much is pumped.',
              ),
              paras(
                'भूजल वह पानी है जो ज़मीन के नीचे मिट्टी और चट्टानों के छिद्रों तथा दरारों में संचित रहता है। चट्टान की वह परत जो पानी संचित करके कुओं को पर्याप्त मात्रा में दे सके, जलभृत कहलाती है। अपरिरुद्ध जलभृत में संतृप्त क्षेत्र की ऊपरी सतह को जल स्तर कहते हैं, और खुले कुएँ में दिखने वाला पानी उसी की एक झलक है।',
                'भारत का लगभग दो-तिहाई भाग बेसाल्ट, ग्रेनाइट और नीस जैसी कठोर चट्टानों पर स्थित है। यहाँ पानी मुख्यतः ऊपर की अपक्षयित परत और दरारों में रहता है, इसलिए जलभृत उथले होते हैं और कम पानी संचित करते हैं; कुएँ वर्षा के बाद जल्दी भरते हैं और गर्मी में जल्दी सूखते हैं। इसके विपरीत गंगा और सिंधु प्रणालियों के जलोढ़ मैदानों के मोटे, छिद्रयुक्त जलभृतों में कहीं अधिक पानी संचित रहता है।',
                'जब वर्षा या सतही जल रिसकर जल स्तर तक पहुँचता है, तो पुनर्भरण होता है। भूजल पंपिंग, झरनों, नालों में आधार प्रवाह तथा उथले जल स्तर वाले स्थानों पर वाष्पन के माध्यम से जलभृत से बाहर निकलता है। जब वर्ष-दर-वर्ष पंपिंग पुनर्भरण से अधिक होती है, तो जल स्तर गिरता है और कुओं को गहरा करना पड़ता है।',
                'भारत विश्व में सबसे अधिक भूजल उपयोग करने वाला देश है, और कई विकासखंड अति-दोहित श्रेणी में हैं, अर्थात वहाँ वार्षिक निकासी वार्षिक पुनर्भरण से अधिक है। जलग्रहण कार्य से पुनर्भरण बढ़ता है, पर स्थायी परिणामों के लिए समुदाय को पंपिंग की मात्रा का प्रबंधन भी करना होगा।',
              ),
            ),
          },
          {
            kind: 'video',
            title: bi('Inside a hard-rock aquifer', 'कठोर चट्टानी जलभृत के भीतर'),
            durationMinutes: 8,
            summary: bi(
              'Narrated cross-sections show how rainwater moves through soil, weathered rock and fractures to reach wells in a basalt area, and why neighbouring wells can behave very differently.',
              'वर्णन के साथ अनुप्रस्थ काट दिखाते हैं कि बेसाल्ट क्षेत्र में वर्षा जल मिट्टी, अपक्षयित चट्टान और दरारों से होकर कुओं तक कैसे पहुँचता है, और पास-पास के कुएँ भी बहुत अलग व्यवहार क्यों कर सकते हैं।',
            ),
          },
        ],
      },
      {
        title: bi('Recharge structures', 'पुनर्भरण संरचनाएँ'),
        description: bi(
          'Structures that help rainwater reach the aquifer, and how to keep them clean.',
          'वर्षा जल को जलभृत तक पहुँचाने वाली संरचनाएँ, और उन्हें साफ़ रखने का तरीका।',
        ),
        lessons: [
          {
            kind: 'text',
            title: bi('Choosing recharge structures', 'पुनर्भरण संरचनाओं का चयन'),
            durationMinutes: 12,
            body: bi(
              paras(
                'Recharge structures hold water on the surface long enough for it to percolate into the aquifer. Percolation tanks are shallow earthen reservoirs built on permeable ground, ideally where the weathered zone is thick and there are many wells downstream to benefit. Check dams and nala bunds on streams play a similar role.',
                'Where a layer of clay or hard rock near the surface stops water from soaking in, a recharge shaft or recharge pit can carry water through it. These are filled with layers of boulders, gravel and coarse sand that act as a filter. In dug-well recharge, runoff from fields is led into an existing open well through a silt trap and a filter chamber.',
                'Water quality must be protected. Never divert runoff from cattle sheds, toilets or freshly sprayed fields into a well or shaft. Clean the filter media and silt traps before every monsoon, or the structure will clog and stop working within a few years.',
                'Recharge does not mean more water for everyone. In hard-rock areas the extra recharge benefits mainly the wells close to the structure, so discuss with the community who will benefit and agree on fair rules for sharing.',
              ),
              paras(
                'पुनर्भरण संरचनाएँ पानी को सतह पर इतनी देर रोकती हैं कि वह रिसकर जलभृत तक पहुँच सके। रिसाव तालाब (परकोलेशन टैंक) पारगम्य भूमि पर बने उथले मिट्टी के जलाशय हैं, जो आदर्श रूप से ऐसे स्थान पर हों जहाँ अपक्षयित परत मोटी हो और नीचे की ओर लाभ पाने वाले कई कुएँ हों। नालों पर बने चेक डैम और नाला बंड भी यही भूमिका निभाते हैं।',
                'जहाँ सतह के पास मिट्टी या कठोर चट्टान की परत पानी को रिसने से रोकती है, वहाँ पुनर्भरण शाफ़्ट या पुनर्भरण गड्ढा पानी को उस परत के पार पहुँचा सकता है। इन्हें बोल्डर, बजरी और मोटी रेत की परतों से भरा जाता है, जो छन्नी का काम करती हैं। कुआँ पुनर्भरण में खेतों का अपवाह गाद रोक गड्ढे और छन्नी कक्ष से होकर किसी मौजूदा खुले कुएँ में पहुँचाया जाता है।',
                'पानी की गुणवत्ता की रक्षा आवश्यक है। पशुशाला, शौचालय या हाल ही में कीटनाशक छिड़के गए खेतों का अपवाह कभी भी कुएँ या शाफ़्ट में न मोड़ें। हर मानसून से पहले छन्नी सामग्री और गाद रोक गड्ढों की सफ़ाई करें, अन्यथा कुछ ही वर्षों में संरचना अवरुद्ध होकर काम करना बंद कर देगी।',
                'पुनर्भरण का अर्थ यह नहीं कि सबको अधिक पानी मिलेगा। कठोर चट्टानी क्षेत्रों में अतिरिक्त पुनर्भरण का लाभ मुख्यतः संरचना के पास के कुओं को मिलता है, इसलिए समुदाय के साथ चर्चा करें कि लाभ किसे मिलेगा और बँटवारे के न्यायसंगत नियमों पर सहमति बनाएँ।',
              ),
            ),
          },
          {
            kind: 'document',
            title: bi('Design sheet: dug-well recharge with a filter', 'डिज़ाइन शीट: छन्नी के साथ कुआँ पुनर्भरण'),
            durationMinutes: 10,
            summary: bi(
              'A design sheet with a labelled drawing of the silt trap, filter chamber and inlet pipe for recharging an open well, plus a list of materials and approximate quantities.',
              'खुले कुएँ के पुनर्भरण के लिए गाद रोक गड्ढे, छन्नी कक्ष और प्रवेश पाइप के नामांकित चित्र वाली डिज़ाइन शीट, साथ में सामग्री की सूची और अनुमानित मात्राएँ।',
            ),
          },
        ],
      },
      {
        title: bi('Well monitoring with the community', 'समुदाय के साथ कुओं की निगरानी'),
        description: bi('Measuring water levels and turning records into decisions.', 'जल स्तर मापना और रिकॉर्ड के आधार पर निर्णय लेना।'),
        lessons: [
          {
            kind: 'text',
            title: bi('Measuring water levels in wells', 'कुओं में जल स्तर मापना'),
            durationMinutes: 15,
            body: bi(
              paras(
                'Regular measurement of water levels in a network of observation wells shows how an aquifer responds to rain and pumping. Select 10 to 20 wells spread across the watershed, including wells in the upper, middle and lower reaches and near recharge structures. Give each well a number, record its GPS location and photograph it.',
                'Mark a fixed measuring point on the well, such as the top of the parapet wall, and measure its height above the ground once. At every visit, lower a weighted measuring tape or an electric water level sounder until it touches the water, and read the depth from the measuring point. Subtract the height of the measuring point to get the depth to water below ground level.',
                'Measure at least before the monsoon (May) and after it (October or November), and monthly if possible. Record the date, the time and whether the well was being pumped; a reading taken just after pumping will show a falsely low level. Wait at least a few hours after the pump stops.',
                'The rise between pre-monsoon and post-monsoon levels gives a rough estimate of recharge. For example, a rise of 2 metres across 100 hectares with a specific yield of 2 percent means about 2 × 1,000,000 × 0.02 = 40,000 cubic metres of recharge. Share the results with the village using simple charts.',
              ),
              paras(
                'अवलोकन कुओं के एक नेटवर्क में जल स्तर को नियमित रूप से मापने से पता चलता है कि जलभृत वर्षा और पंपिंग पर कैसी प्रतिक्रिया देता है। जलग्रहण क्षेत्र में फैले 10 से 20 कुएँ चुनें, जिनमें ऊपरी, मध्य और निचले भागों के कुएँ तथा पुनर्भरण संरचनाओं के पास के कुएँ शामिल हों। हर कुएँ को क्रमांक दें, उसकी GPS स्थिति दर्ज करें और फ़ोटो लें।',
                'कुएँ पर एक स्थायी माप बिंदु तय करें, जैसे मुंडेर की ऊपरी सतह, और ज़मीन से उसकी ऊँचाई एक बार माप लें। हर बार वज़न बँधा फ़ीता या विद्युत जल स्तर संकेतक (साउंडर) पानी को छूने तक नीचे उतारें और माप बिंदु से गहराई पढ़ें। इसमें से माप बिंदु की ऊँचाई घटाने पर भूमि सतह से पानी की गहराई मिलती है।',
                'कम से कम मानसून से पहले (मई) और बाद में (अक्टूबर या नवंबर) माप लें, और संभव हो तो हर महीने। तारीख, समय और पंपिंग चल रही थी या नहीं, यह भी दर्ज करें; पंपिंग के तुरंत बाद लिया गया माप जल स्तर को वास्तविकता से नीचे दिखाएगा। पंप बंद होने के बाद कम से कम कुछ घंटे प्रतीक्षा करें।',
                'मानसून पूर्व और मानसून पश्चात जल स्तर के अंतर से पुनर्भरण का मोटा अनुमान मिलता है। उदाहरण के लिए, यदि 100 हेक्टेयर में जल स्तर 2 मीटर बढ़ता है और विशिष्ट लब्धि 2 प्रतिशत है, तो पुनर्भरण लगभग 2 × 10,00,000 × 0.02 = 40,000 घन मीटर होगा। परिणाम सरल चार्ट से गाँव के साथ साझा करें।',
              ),
            ),
          },
          {
            kind: 'video',
            title: bi('Taking a water level reading', 'जल स्तर का माप लेना'),
            durationMinutes: 6,
            summary: bi(
              'Narrated diagrams of an open well show how to measure from a fixed point on the parapet, lower the sounder to the water, subtract the parapet height and avoid measuring right after pumping.',
              'खुले कुएँ के आरेख और वर्णन दिखाते हैं कि मुंडेर के तय बिंदु से कैसे मापें, साउंडर को पानी तक उतारें, मुंडेर की ऊँचाई घटाएँ और पंप चलने के तुरंत बाद माप लेने से बचें।',
            ),
          },
          {
            kind: 'quiz',
            title: bi('Quiz: groundwater and well monitoring', 'प्रश्नोत्तरी: भूजल और कुओं की निगरानी'),
            durationMinutes: 10,
            passingScore: 70,
            questions: [
              {
                prompt: bi(
                  'Why do wells in hard-rock areas often dry up quickly in summer?',
                  'कठोर चट्टानी क्षेत्रों के कुएँ गर्मी में प्रायः जल्दी क्यों सूख जाते हैं?',
                ),
                multiple: false,
                options: [
                  {
                    text: bi(
                      'The aquifers are shallow and hold little water in weathered rock and fractures',
                      'जलभृत उथले होते हैं और अपक्षयित चट्टान तथा दरारों में कम पानी रहता है',
                    ),
                    correct: true,
                  },
                  { text: bi('Hard rock stores more water than alluvium', 'कठोर चट्टान जलोढ़ से अधिक पानी संचित करती है'), correct: false },
                  { text: bi('Rain never reaches the ground in these areas', 'इन क्षेत्रों में वर्षा जल कभी ज़मीन तक नहीं पहुँचता'), correct: false },
                ],
                explanation: bi(
                  'In basalt and granite areas, water is stored only in the weathered zone and fractures, which have small storage. Wells respond fast to rain but run dry once pumping continues through the dry season.',
                  'बेसाल्ट और ग्रेनाइट क्षेत्रों में पानी केवल अपक्षयित परत और दरारों में रहता है, जिनकी भंडारण क्षमता कम होती है। कुएँ वर्षा के बाद जल्दी भरते हैं, पर सूखे मौसम में लगातार पंपिंग से सूख जाते हैं।',
                ),
              },
              {
                prompt: bi(
                  'Which practices give reliable water level readings? (Select two)',
                  'कौन सी पद्धतियाँ जल स्तर का विश्वसनीय माप देती हैं? (दो विकल्प चुनें)',
                ),
                multiple: true,
                options: [
                  { text: bi('Measuring from the same fixed point every time', 'हर बार एक ही स्थायी बिंदु से मापना'), correct: true },
                  { text: bi('Waiting a few hours after the pump stops', 'पंप बंद होने के बाद कुछ घंटे प्रतीक्षा करना'), correct: true },
                  { text: bi('Measuring while the pump is running', 'पंप चलते समय मापना'), correct: false },
                  { text: bi('Choosing a new measuring point at each visit', 'हर बार नया माप बिंदु चुनना'), correct: false },
                ],
                explanation: bi(
                  'A fixed measuring point makes readings comparable over time, and waiting after pumping lets the water level recover so the reading reflects the aquifer rather than the pump.',
                  'स्थायी माप बिंदु से समय के साथ लिए गए माप आपस में तुलनीय रहते हैं, और पंपिंग के बाद प्रतीक्षा करने से जल स्तर सामान्य हो जाता है, जिससे माप पंप का नहीं बल्कि जलभृत का सही चित्र दिखाता है।',
                ),
              },
              {
                prompt: bi(
                  'The water table rises by 1 metre over 50 hectares, and the specific yield is 2 percent. What is the approximate recharge?',
                  '50 हेक्टेयर क्षेत्र में जल स्तर 1 मीटर बढ़ता है और विशिष्ट लब्धि 2 प्रतिशत है। अनुमानित पुनर्भरण कितना है?',
                ),
                multiple: false,
                options: [
                  { text: bi('10,000 cubic metres', '10,000 घन मीटर'), correct: true },
                  { text: bi('1,000 cubic metres', '1,000 घन मीटर'), correct: false },
                  { text: bi('100,000 cubic metres', '1,00,000 घन मीटर'), correct: false },
                  { text: bi('500,000 cubic metres', '5,00,000 घन मीटर'), correct: false },
                ],
                explanation: bi(
                  '50 hectares is 500,000 square metres. Recharge ≈ rise × area × specific yield = 1 × 500,000 × 0.02 = 10,000 cubic metres.',
                  '50 हेक्टेयर = 5,00,000 वर्ग मीटर। पुनर्भरण ≈ जल स्तर में वृद्धि × क्षेत्रफल × विशिष्ट लब्धि = 1 × 5,00,000 × 0.02 = 10,000 घन मीटर।',
                ),
              },
            ],
          },
          WELL_PRACTICAL,
        ],
      },
    ],
  },

  // ---------------------------------------------------------------------------
  // 6. Participatory planning and the DPR
  // ---------------------------------------------------------------------------
  {
    slug: 'participatory-planning-and-dpr',
    order: 6,
    status: 'published',
    level: 'advanced',
    category: 'planning',
    image: '/images/courses/course-6.svg',
    title: bi('Participatory Planning and the Detailed Project Report (DPR)', 'सहभागी नियोजन और विस्तृत परियोजना रिपोर्ट (DPR)'),
    description: bi(
      'Learn how to mobilise a community, use participatory rural appraisal (PRA) tools and turn what you learn into a Detailed Project Report. The course follows the process from entry-point activities to Gram Sabha approval of the DPR.',
      'समुदाय को संगठित करना, सहभागी ग्रामीण मूल्यांकन (PRA) के साधनों का उपयोग करना और उनसे मिली जानकारी को विस्तृत परियोजना रिपोर्ट में बदलना सीखें। यह पाठ्यक्रम प्रवेश बिंदु गतिविधियों से लेकर ग्राम सभा द्वारा DPR की स्वीकृति तक की पूरी प्रक्रिया को समझाता है।',
    ),
    modules: [
      {
        title: bi('Community mobilisation', 'समुदाय को संगठित करना'),
        description: bi(
          'Building trust and village institutions before planning begins.',
          'नियोजन शुरू होने से पहले विश्वास और ग्राम स्तरीय संस्थाएँ बनाना।',
        ),
        lessons: [
          {
            kind: 'text',
            title: bi('Entering the village and building trust', 'गाँव में प्रवेश और विश्वास निर्माण'),
            durationMinutes: 12,
            body: bi(
              paras(
                'Watershed projects succeed or fail on community ownership. Before any maps are drawn, the project team needs to understand the village, build trust and make sure that all groups take part, not only the most vocal. This preparatory phase often takes the first year of a project, sometimes more.',
                'Begin by meeting the Sarpanch and Gram Panchayat members, but also visit each hamlet separately, including the settlements of Scheduled Castes, Scheduled Tribes and landless families. Meet women at times and places convenient for them. Explain the project clearly: what it can fund, what it cannot, and what is expected from the community, such as contributions to the Watershed Development Fund.',
                'Entry-point activities are small, quick works chosen by the community to build confidence, such as repairing a drinking water source, desilting a village tank or fixing a hand pump. They show that the project delivers and open the door to planning.',
                'Next, the Gram Sabha forms the Watershed Committee, and the community organises user groups around specific assets and self-help groups for livelihoods. Record every meeting, with attendance by gender and social group, because these records become part of the DPR.',
              ),
              paras(
                'जलग्रहण परियोजनाओं की सफलता या असफलता समुदाय के स्वामित्व भाव पर निर्भर करती है। कोई भी मानचित्र बनाने से पहले परियोजना दल को गाँव को समझना, विश्वास बनाना और यह सुनिश्चित करना होता है कि केवल मुखर लोग ही नहीं, बल्कि सभी वर्ग भाग लें। यह प्रारंभिक चरण प्रायः परियोजना का पहला वर्ष लेता है, कभी-कभी इससे भी अधिक।',
                'शुरुआत सरपंच और ग्राम पंचायत सदस्यों से मिलकर करें, पर हर टोले में अलग से भी जाएँ, जिनमें अनुसूचित जाति, अनुसूचित जनजाति और भूमिहीन परिवारों की बस्तियाँ भी शामिल हों। महिलाओं से ऐसे समय और स्थान पर मिलें जो उनके लिए सुविधाजनक हो। परियोजना को स्पष्ट रूप से समझाएँ: इसमें किन कार्यों के लिए धन मिल सकता है, किनके लिए नहीं, और समुदाय से क्या अपेक्षा है, जैसे जलग्रहण विकास कोष में अंशदान।',
                'प्रवेश बिंदु गतिविधियाँ समुदाय द्वारा चुने गए छोटे और जल्दी पूरे होने वाले कार्य हैं, जिनसे भरोसा बनता है, जैसे पेयजल स्रोत की मरम्मत, गाँव के तालाब से गाद निकालना या हैंडपंप ठीक करना। इनसे दिखता है कि परियोजना काम करके दिखाती है, और नियोजन का रास्ता खुलता है।',
                'इसके बाद ग्राम सभा जलग्रहण समिति का गठन करती है, और समुदाय विशिष्ट परिसंपत्तियों के आसपास उपयोगकर्ता समूह तथा आजीविका के लिए स्वयं सहायता समूह बनाता है। हर बैठक का रिकॉर्ड रखें, जिसमें लिंग और सामाजिक वर्ग के अनुसार उपस्थिति दर्ज हो, क्योंकि ये रिकॉर्ड DPR का हिस्सा बनते हैं।',
              ),
            ),
          },
          {
            kind: 'video',
            title: bi("Listening first: a women's meeting in a tribal hamlet", 'पहले सुनें: आदिवासी टोले में महिलाओं की बैठक'),
            durationMinutes: 10,
            summary: bi(
              'Narrated drawings of a separate meeting with the women of a tribal hamlet: they rank drinking water, fuelwood and fodder, and their priorities go into the watershed plan in their own words.',
              'आदिवासी टोले की महिलाओं के साथ अलग बैठक के आरेख, साथ में वर्णन: वे पेयजल, जलाऊ लकड़ी और चारे को प्राथमिकता के क्रम में रखती हैं, और उनकी प्राथमिकताएँ उन्हीं के शब्दों में जलग्रहण योजना में जाती हैं।',
            ),
          },
        ],
      },
      {
        title: bi('PRA tools', 'PRA के साधन'),
        description: bi(
          'Participatory tools for understanding resources, problems and priorities.',
          'संसाधनों, समस्याओं और प्राथमिकताओं को समझने के लिए सहभागी साधन।',
        ),
        lessons: [
          {
            kind: 'text',
            title: bi('Using PRA tools in watershed planning', 'जलग्रहण नियोजन में PRA साधनों का उपयोग'),
            durationMinutes: 15,
            body: bi(
              paras(
                "Participatory Rural Appraisal (PRA) is a set of visual, group-based tools that let villagers analyse their own situation. The facilitator's role is to ask questions and listen, not to lecture. Drawings made on the ground with rangoli powder, stones and leaves allow people who cannot read to take full part.",
                'A social map shows households, caste groups, drinking water sources and public facilities. A resource map shows land use, forests, grazing land, streams, wells and existing structures. A transect walk, a planned walk with villagers across the watershed from ridge to valley, helps to check the maps and spot problems such as gullies, eroded slopes and failed structures along the way.',
                'A seasonal calendar shows rainfall, crops, labour demand, migration, fodder scarcity and illness month by month. A timeline records major events such as droughts, floods and earlier projects. Wealth ranking and Venn diagrams of institutions help identify the poorest households and who holds influence in the village.',
                'Use several tools together and cross-check the results. Photograph every map and chart, copy them onto paper, and present the findings back to the Gram Sabha so that people can correct them before planning begins.',
              ),
              paras(
                'सहभागी ग्रामीण मूल्यांकन (PRA) दृश्य और समूह-आधारित साधनों का समूह है, जिनकी मदद से ग्रामीण अपनी स्थिति का स्वयं विश्लेषण करते हैं। सहजकर्ता की भूमिका प्रश्न पूछना और सुनना है, भाषण देना नहीं। ज़मीन पर रंगोली पाउडर, पत्थरों और पत्तियों से बनाए गए चित्रों से वे लोग भी पूरी तरह भाग ले पाते हैं जो पढ़-लिख नहीं सकते।',
                'सामाजिक मानचित्र में घर, जातिगत समूह, पेयजल स्रोत और सार्वजनिक सुविधाएँ दिखाई जाती हैं। संसाधन मानचित्र में भूमि उपयोग, वन, चरागाह, नाले, कुएँ और मौजूदा संरचनाएँ दिखाई जाती हैं। ट्रांजेक्ट वॉक, यानी ग्रामीणों के साथ रिज से घाटी तक जलग्रहण क्षेत्र के आर-पार योजनाबद्ध भ्रमण, मानचित्रों की जाँच करने और रास्ते में नालियों, कटी हुई ढलानों तथा विफल संरचनाओं जैसी समस्याओं को पहचानने में मदद करता है।',
                'मौसमी कैलेंडर में हर महीने की वर्षा, फसलें, श्रम की माँग, पलायन, चारे की कमी और बीमारियाँ दिखाई जाती हैं। समय-रेखा में सूखा, बाढ़ और पहले की परियोजनाओं जैसी प्रमुख घटनाएँ दर्ज होती हैं। संपन्नता श्रेणीकरण और संस्थाओं के वेन आरेख से सबसे गरीब परिवारों की पहचान होती है और पता चलता है कि गाँव में किसका प्रभाव है।',
                'कई साधनों का एक साथ उपयोग करें और उनके परिणामों का आपस में मिलान करें। हर मानचित्र और चार्ट का फ़ोटो लें, उन्हें कागज़ पर उतारें और निष्कर्ष ग्राम सभा के सामने प्रस्तुत करें, ताकि नियोजन शुरू होने से पहले लोग उनमें सुधार कर सकें।',
              ),
            ),
          },
          {
            kind: 'video',
            title: bi('Drawing a resource map with the community', 'समुदाय के साथ संसाधन मानचित्र बनाना'),
            durationMinutes: 12,
            summary: bi(
              'Narrated drawings show villagers making a resource map on the ground with chalk, stones and leaves, marking streams, wells, eroded land and grazing areas, and copying it onto chart paper.',
              'आरेख और वर्णन दिखाते हैं कि ग्रामीण चॉक, पत्थरों और पत्तियों से ज़मीन पर संसाधन मानचित्र बनाते हैं, उस पर नाले, कुएँ, कटाव वाली भूमि और चरागाह अंकित करते हैं, और फिर उसे चार्ट पेपर पर उतारते हैं।',
            ),
          },
          {
            kind: 'document',
            title: bi('PRA facilitation guide', 'PRA सहजकर्ता मार्गदर्शिका'),
            durationMinutes: 15,
            summary: bi(
              "A facilitator's guide to eight PRA tools, giving the purpose, materials, steps, key questions and common pitfalls for each.",
              'आठ PRA साधनों के लिए सहजकर्ता मार्गदर्शिका, जिसमें हर साधन का उद्देश्य, आवश्यक सामग्री, चरण, मुख्य प्रश्न और आम गलतियाँ दी गई हैं।',
            ),
          },
        ],
      },
      {
        title: bi('Preparing the DPR', 'DPR तैयार करना'),
        description: bi(
          'Structure, content and approval of the Detailed Project Report.',
          'विस्तृत परियोजना रिपोर्ट की संरचना, विषयवस्तु और स्वीकृति।',
        ),
        lessons: [
          {
            kind: 'text',
            title: bi('What goes into a DPR', 'DPR में क्या-क्या होता है'),
            durationMinutes: 15,
            body: bi(
              paras(
                "The Detailed Project Report (DPR) is the formal plan for a watershed project. It turns the community's priorities and the technical survey into a costed, phased list of works that can be approved, funded and monitored. A good DPR is specific enough that someone new to the village could understand what will be built, where, for whom and why.",
                'A typical DPR contains an introduction and project background; a baseline of the bio-physical situation (rainfall, soils, slope, land use, drainage, groundwater) and the socio-economic situation (households, landholding, livelihoods, migration); a problem analysis drawn from the PRA; and the proposed interventions, mapped by survey number and grouped into area treatment, drainage line treatment, production systems and livelihoods for landless and asset-less households.',
                'It also includes cost estimates based on the current schedule of rates, a year-wise action plan, convergence with schemes such as MGNREGS and agriculture programmes, institutional arrangements, an operation and maintenance plan with user group responsibilities, and expected outcomes with indicators for monitoring.',
                'Maps are essential: a base map, land-use map, drainage map with stream orders and a map of proposed works. Finally, the DPR must be discussed and approved in the Gram Sabha, with the resolution attached, before it goes to the district or state level for sanction.',
              ),
              paras(
                'विस्तृत परियोजना रिपोर्ट (DPR) जलग्रहण परियोजना की औपचारिक योजना है। यह समुदाय की प्राथमिकताओं और तकनीकी सर्वेक्षण को ऐसे कार्यों की सूची में बदलती है जिनकी लागत और चरण तय हों, और जिन्हें स्वीकृत, वित्तपोषित तथा मॉनिटर किया जा सके। अच्छी DPR इतनी स्पष्ट होती है कि गाँव में नया आया व्यक्ति भी समझ सके कि क्या बनेगा, कहाँ बनेगा, किसके लिए बनेगा और क्यों।',
                'एक सामान्य DPR में ये भाग होते हैं: परिचय और परियोजना की पृष्ठभूमि; भौतिक-जैविक स्थिति (वर्षा, मिट्टी, ढलान, भूमि उपयोग, जल निकासी, भूजल) और सामाजिक-आर्थिक स्थिति (परिवार, जोत, आजीविका, पलायन) का आधार रेखा विवरण; PRA पर आधारित समस्या विश्लेषण; और प्रस्तावित कार्य, जो सर्वेक्षण क्रमांक के अनुसार मानचित्र पर अंकित हों और क्षेत्र उपचार, जल निकासी रेखा उपचार, उत्पादन प्रणाली तथा भूमिहीन और परिसंपत्ति-विहीन परिवारों की आजीविका में वर्गीकृत हों।',
                'इसमें प्रचलित दर अनुसूची पर आधारित लागत अनुमान, वर्षवार कार्य योजना, मनरेगा और कृषि कार्यक्रमों जैसी योजनाओं के साथ अभिसरण, संस्थागत व्यवस्था, उपयोगकर्ता समूहों की ज़िम्मेदारियों सहित संचालन और रखरखाव योजना, तथा निगरानी संकेतकों सहित अपेक्षित परिणाम भी शामिल होते हैं।',
                'मानचित्र अनिवार्य हैं: आधार मानचित्र, भूमि उपयोग मानचित्र, धारा क्रम सहित जल निकासी मानचित्र और प्रस्तावित कार्यों का मानचित्र। अंत में, ज़िला या राज्य स्तर पर स्वीकृति के लिए भेजने से पहले DPR पर ग्राम सभा में चर्चा और उसकी स्वीकृति आवश्यक है, और स्वीकृति का प्रस्ताव रिपोर्ट के साथ संलग्न किया जाता है।',
              ),
            ),
          },
          {
            kind: 'document',
            title: bi('Annotated DPR outline with sample tables', 'नमूना तालिकाओं सहित DPR की व्याख्यात्मक रूपरेखा'),
            durationMinutes: 20,
            summary: bi(
              'A chapter-by-chapter DPR outline with sample baseline tables, a works register format and an example Gram Sabha resolution.',
              'अध्यायवार DPR रूपरेखा, जिसमें आधार रेखा की नमूना तालिकाएँ, कार्य रजिस्टर का प्रारूप और ग्राम सभा प्रस्ताव का एक उदाहरण दिया गया है।',
            ),
          },
          {
            kind: 'quiz',
            title: bi('Quiz: participatory planning and the DPR', 'प्रश्नोत्तरी: सहभागी नियोजन और DPR'),
            durationMinutes: 12,
            passingScore: 70,
            questions: [
              {
                prompt: bi(
                  'Which of these are PRA tools commonly used in watershed planning? (Select two)',
                  'इनमें से कौन से PRA साधन जलग्रहण नियोजन में आमतौर पर उपयोग होते हैं? (दो विकल्प चुनें)',
                ),
                multiple: true,
                options: [
                  { text: bi('Transect walk', 'ट्रांजेक्ट वॉक'), correct: true },
                  { text: bi('Seasonal calendar', 'मौसमी कैलेंडर'), correct: true },
                  { text: bi('Laboratory soil testing', 'प्रयोगशाला में मिट्टी परीक्षण'), correct: false },
                  { text: bi('Satellite image classification', 'उपग्रह चित्र वर्गीकरण'), correct: false },
                ],
                explanation: bi(
                  'Transect walks and seasonal calendars are done with villagers and draw on their knowledge. Soil testing and image classification are useful technical inputs, but they are not participatory tools.',
                  'ट्रांजेक्ट वॉक और मौसमी कैलेंडर ग्रामीणों के साथ मिलकर बनाए जाते हैं और उनके ज्ञान पर आधारित होते हैं। मिट्टी परीक्षण और चित्र वर्गीकरण उपयोगी तकनीकी जानकारी देते हैं, पर ये सहभागी साधन नहीं हैं।',
                ),
              },
              {
                prompt: bi('What is the main purpose of entry-point activities?', 'प्रवेश बिंदु गतिविधियों का मुख्य उद्देश्य क्या है?'),
                multiple: false,
                options: [
                  {
                    text: bi(
                      'To build trust through quick, visible works chosen by the community',
                      'समुदाय द्वारा चुने गए जल्दी दिखने वाले कार्यों से भरोसा बनाना',
                    ),
                    correct: true,
                  },
                  { text: bi('To build the largest structures first', 'सबसे बड़ी संरचनाएँ पहले बनाना'), correct: false },
                  { text: bi('To replace the Gram Sabha meeting', 'ग्राम सभा की बैठक का स्थान लेना'), correct: false },
                ],
                explanation: bi(
                  'Entry-point activities are small works that meet an urgent local need. They show the project is serious and build the confidence needed for planning together.',
                  'प्रवेश बिंदु गतिविधियाँ ऐसे छोटे कार्य हैं जो किसी तात्कालिक स्थानीय ज़रूरत को पूरा करते हैं। इनसे दिखता है कि परियोजना गंभीर है, और मिलकर नियोजन के लिए आवश्यक भरोसा बनता है।',
                ),
              },
              {
                prompt: bi(
                  'Before a DPR is sent for sanction, who must discuss and approve it?',
                  'स्वीकृति के लिए भेजने से पहले DPR पर किसकी चर्चा और स्वीकृति आवश्यक है?',
                ),
                multiple: false,
                options: [
                  { text: bi('The Gram Sabha', 'ग्राम सभा'), correct: true },
                  { text: bi('Only the Project Implementing Agency', 'केवल परियोजना क्रियान्वयन एजेंसी'), correct: false },
                  { text: bi('A private consultant', 'कोई निजी सलाहकार'), correct: false },
                  { text: bi('The block engineer alone', 'अकेले विकासखंड अभियंता'), correct: false },
                ],
                explanation: bi(
                  'The Gram Sabha represents the whole village. Its approval, recorded in a resolution attached to the DPR, shows that the plan reflects community priorities.',
                  'ग्राम सभा पूरे गाँव का प्रतिनिधित्व करती है। DPR के साथ संलग्न प्रस्ताव में दर्ज उसकी स्वीकृति यह दर्शाती है कि योजना समुदाय की प्राथमिकताओं पर आधारित है।',
                ),
              },
            ],
          },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------------------
  // 7. Climate-resilient agriculture (draft)
  // ---------------------------------------------------------------------------
  {
    slug: 'climate-resilient-agriculture-in-watersheds',
    order: 7,
    status: 'draft',
    level: 'advanced',
    category: 'climate',
    image: '/images/courses/course-7.svg',
    title: bi('Climate-Resilient Agriculture in Watersheds', 'जलग्रहण क्षेत्रों में जलवायु-अनुकूल कृषि'),
    description: bi(
      'Explore how changing rainfall patterns, heat and dry spells affect farming in rainfed watersheds, and which practices help farmers adapt. Topics include contingency crop plans, soil moisture conservation, water-saving irrigation and weather advisories.',
      'जानिए कि बदलते वर्षा पैटर्न, गर्मी और सूखे अंतराल वर्षा आधारित जलग्रहण क्षेत्रों की खेती को कैसे प्रभावित करते हैं, और कौन सी पद्धतियाँ किसानों को अनुकूलन में मदद करती हैं। विषयों में आकस्मिक फसल योजनाएँ, मिट्टी की नमी का संरक्षण, जल-बचत सिंचाई और मौसम परामर्श शामिल हैं।',
    ),
    modules: [
      {
        title: bi('Climate risks in rainfed areas', 'वर्षा आधारित क्षेत्रों में जलवायु जोखिम'),
        description: bi(
          'How changes in rainfall and temperature affect crops and villages.',
          'वर्षा और तापमान में बदलाव फसलों और गाँवों को कैसे प्रभावित करते हैं।',
        ),
        lessons: [
          {
            kind: 'text',
            title: bi('How climate change shows up in the field', 'खेतों में जलवायु परिवर्तन कैसे दिखता है'),
            durationMinutes: 12,
            body: bi(
              paras(
                'Farmers in rainfed areas often say that the rains have become harder to predict. Long-term records for much of India show more frequent heavy rainfall events, longer dry spells within the monsoon, and rising temperatures. Total seasonal rainfall may not change much, but its timing and intensity matter more for crops.',
                'A dry spell of two to three weeks at flowering can cut yields sharply, while a single intense storm can wash away topsoil and seed. Heat during grain filling lowers wheat yields. A late onset of the monsoon shortens the sowing window for kharif crops.',
                'Watershed work is one of the best adaptation tools available to villages. Conservation structures keep more moisture in the soil during dry spells, farm ponds allow a protective irrigation, and groundwater recharge gives a buffer in bad years. But structures alone are not enough: crop choices and farming practices must also change.',
                'Start by recording local experience. Ask farmers how sowing dates, pest attacks and yields have changed over the last twenty years, and compare what they say with records from the nearest rain gauge.',
              ),
              paras(
                'वर्षा आधारित क्षेत्रों के किसान अक्सर कहते हैं कि बारिश का अनुमान लगाना कठिन हो गया है। भारत के बड़े भाग के दीर्घकालिक आँकड़े बताते हैं कि अत्यधिक भारी वर्षा की घटनाएँ बढ़ी हैं, मानसून के दौरान सूखे अंतराल लंबे हुए हैं और तापमान बढ़ रहा है। पूरे मौसम की कुल वर्षा में भले ही अधिक बदलाव न हो, पर फसलों के लिए उसका समय और तीव्रता अधिक मायने रखते हैं।',
                'फूल आने के समय दो से तीन सप्ताह का सूखा अंतराल उपज को बहुत घटा सकता है, जबकि एक ही तेज़ तूफ़ान ऊपरी मिट्टी और बीज को बहा ले जा सकता है। दाना भरने के समय की गर्मी गेहूँ की उपज कम करती है। मानसून के देर से आने पर खरीफ़ फसलों की बुवाई का समय घट जाता है।',
                'जलग्रहण कार्य गाँवों के लिए उपलब्ध सबसे अच्छे अनुकूलन साधनों में से एक है। संरक्षण संरचनाएँ सूखे अंतराल में मिट्टी में अधिक नमी बनाए रखती हैं, खेत तालाब जीवन रक्षक सिंचाई संभव बनाते हैं और भूजल पुनर्भरण खराब वर्षों में सहारा देता है। पर केवल संरचनाएँ पर्याप्त नहीं हैं: फसलों के चुनाव और खेती की पद्धतियों में भी बदलाव ज़रूरी है।',
                'शुरुआत स्थानीय अनुभव दर्ज करने से करें। किसानों से पूछें कि पिछले बीस वर्षों में बुवाई की तारीखें, कीटों का प्रकोप और उपज कैसे बदली हैं, और उनकी बातों की तुलना निकटतम वर्षामापी के आँकड़ों से करें।',
              ),
            ),
          },
          {
            kind: 'video',
            title: bi('Farmers describe a changing monsoon', 'किसानों की ज़ुबानी: बदलता मानसून'),
            durationMinutes: 8,
            summary: bi(
              'Charts of what farmers report about the monsoon: sowing about two weeks later, longer and more frequent dry spells, and short-duration pulses and millets in place of long crops.',
              'किसानों के अनुभव के चार्ट: बुवाई लगभग दो सप्ताह देर से, मौसम के बीच लंबे और बार-बार आने वाले सूखे अंतराल, और लंबी अवधि की फसलों की जगह कम अवधि की दालें और मोटे अनाज।',
            ),
          },
        ],
      },
      {
        title: bi('Adapting crops and practices', 'फसलों और पद्धतियों में अनुकूलन'),
        description: bi(
          'Crop choices and soil and water practices that reduce risk.',
          'जोखिम घटाने वाले फसल चुनाव और मिट्टी तथा पानी से जुड़ी पद्धतियाँ।',
        ),
        lessons: [
          {
            kind: 'text',
            title: bi('Practices that build resilience', 'अनुकूलन क्षमता बढ़ाने वाली पद्धतियाँ'),
            durationMinutes: 15,
            body: bi(
              paras(
                'Climate-resilient agriculture combines practices that keep yields stable in bad years without depleting soil and water. Crop diversification is the first line of defence: intercropping a cereal with a pulse, such as bajra with moong or jowar with tur, spreads risk, because one crop often survives when the other fails.',
                "Drought-tolerant and short-duration varieties, and millets such as jowar, bajra and ragi, need less water and recover better after dry spells. District agriculture contingency plans, prepared with ICAR's Central Research Institute for Dryland Agriculture (CRIDA), list suitable crops and varieties for when the monsoon is delayed by several weeks.",
                "Soil moisture is the farmer's main water store. Mulching with crop residues, minimum tillage, sowing across the slope, and adding compost or farmyard manure all increase the water the soil can hold. Broad bed and furrow or ridge and furrow systems drain excess water in heavy rain and conserve moisture in dry periods.",
                'Where water is available, drip and sprinkler irrigation, supported under the Per Drop More Crop component of PMKSY, deliver water efficiently. Water saved in this way should not simply be used to expand the irrigated area, or the pressure on groundwater will continue.',
              ),
              paras(
                'जलवायु-अनुकूल कृषि उन पद्धतियों का मेल है जो मिट्टी और पानी का क्षय किए बिना खराब वर्षों में भी उपज को स्थिर रखती हैं। फसल विविधीकरण बचाव की पहली पंक्ति है: बाजरा के साथ मूँग या ज्वार के साथ अरहर जैसी अंतरफसल, जिसमें एक अनाज और एक दलहन साथ उगाए जाते हैं, जोखिम को बाँटती है, क्योंकि एक फसल खराब होने पर भी दूसरी प्रायः बच जाती है।',
                'सूखा सहनशील और कम अवधि की किस्में, तथा ज्वार, बाजरा और रागी जैसे मोटे अनाज कम पानी में उग जाते हैं और सूखे अंतराल के बाद बेहतर ढंग से सँभल जाते हैं। भारतीय कृषि अनुसंधान परिषद के केंद्रीय बारानी कृषि अनुसंधान संस्थान (CRIDA) के सहयोग से बनी ज़िला कृषि आकस्मिक योजनाएँ बताती हैं कि मानसून कुछ सप्ताह देर से आने पर कौन सी फसलें और किस्में उपयुक्त हैं।',
                'मिट्टी की नमी किसान का मुख्य जल भंडार है। फसल अवशेषों से पलवार, न्यूनतम जुताई, ढलान के आर-पार बुवाई और कम्पोस्ट या गोबर की खाद डालने से मिट्टी की जल धारण क्षमता बढ़ती है। चौड़ी क्यारी और नाली या मेड़ और नाली पद्धति भारी वर्षा में अतिरिक्त पानी बाहर निकालती है और सूखे समय में नमी बचाती है।',
                'जहाँ पानी उपलब्ध है, वहाँ प्रधानमंत्री कृषि सिंचाई योजना के “प्रति बूंद अधिक फसल” घटक के अंतर्गत सहायता प्राप्त ड्रिप और स्प्रिंकलर सिंचाई पानी का कुशल उपयोग करती है। इस तरह बचाए गए पानी से केवल सिंचित क्षेत्र बढ़ाते जाना ठीक नहीं, अन्यथा भूजल पर दबाव बना रहेगा।',
              ),
            ),
          },
          {
            kind: 'document',
            title: bi('Reading a district agriculture contingency plan', 'ज़िला कृषि आकस्मिक योजना को समझना'),
            durationMinutes: 10,
            summary: bi(
              'A guide to the structure of district contingency plans, showing where to find recommended crops and practices for a delayed monsoon, mid-season dry spells and early withdrawal of the rains.',
              'ज़िला कृषि आकस्मिक योजनाओं की संरचना समझाने वाली मार्गदर्शिका, जिसमें मानसून की देरी, मौसम के बीच सूखे अंतराल और वर्षा की जल्दी वापसी की स्थिति में अनुशंसित फसलें और पद्धतियाँ खोजने का तरीका बताया गया है।',
            ),
          },
        ],
      },
      {
        title: bi('Weather information and planning', 'मौसम जानकारी और नियोजन'),
        description: bi(
          'Using forecasts and agro-advisories, and including climate risk in the DPR.',
          'पूर्वानुमानों और कृषि-मौसम परामर्शों का उपयोग, और DPR में जलवायु जोखिम को शामिल करना।',
        ),
        lessons: [
          {
            kind: 'text',
            title: bi('Using weather advisories', 'मौसम परामर्शों का उपयोग'),
            durationMinutes: 10,
            body: bi(
              paras(
                'Timely weather information helps farmers decide when to sow, spray, irrigate or harvest. The India Meteorological Department issues district and block-level forecasts and agro-advisories through the Gramin Krishi Mausam Seva, in partnership with agricultural universities and Krishi Vigyan Kendras.',
                'Farmers can receive these advisories in local languages through SMS, WhatsApp groups, the Meghdoot mobile app and radio. The Mausam app gives forecasts and warnings, and the Damini app warns of lightning, which kills many farmers and herders working in the open every year.',
                'Advisories are useful only when they reach people in time and are understood. Watershed committees can put up weekly advisories on a village notice board, discuss them in farmer group meetings, and link them with local rain gauge readings and soil moisture observations.',
                'Include climate risk in the DPR. Note how often droughts and floods occur, identify vulnerable households and plots, and plan measures such as contingency seed banks, fodder reserves and community grain banks alongside conservation structures.',
              ),
              paras(
                'समय पर मिली मौसम जानकारी किसानों को यह तय करने में मदद करती है कि बुवाई, छिड़काव, सिंचाई या कटाई कब करें। भारत मौसम विज्ञान विभाग कृषि विश्वविद्यालयों और कृषि विज्ञान केंद्रों के सहयोग से ग्रामीण कृषि मौसम सेवा के माध्यम से ज़िला और विकासखंड स्तर के पूर्वानुमान तथा कृषि-मौसम परामर्श जारी करता है।',
                'किसान ये परामर्श स्थानीय भाषाओं में SMS, व्हाट्सऐप समूहों, मेघदूत मोबाइल ऐप और रेडियो के माध्यम से प्राप्त कर सकते हैं। मौसम ऐप पूर्वानुमान और चेतावनियाँ देता है, और दामिनी ऐप आकाशीय बिजली गिरने की चेतावनी देता है; बिजली गिरने से हर वर्ष खुले में काम कर रहे कई किसानों और चरवाहों की जान जाती है।',
                'परामर्श तभी उपयोगी हैं जब वे समय पर लोगों तक पहुँचें और समझे जाएँ। जलग्रहण समितियाँ साप्ताहिक परामर्श गाँव के सूचना पट पर लगा सकती हैं, किसान समूहों की बैठकों में उन पर चर्चा कर सकती हैं और उन्हें स्थानीय वर्षामापी तथा मिट्टी की नमी के अवलोकनों से जोड़ सकती हैं।',
                'DPR में जलवायु जोखिम को शामिल करें। सूखे और बाढ़ की आवृत्ति दर्ज करें, संवेदनशील परिवारों और खेतों की पहचान करें, और संरक्षण संरचनाओं के साथ-साथ आकस्मिक बीज बैंक, चारा भंडार और सामुदायिक अनाज बैंक जैसे उपायों की योजना बनाएँ।',
              ),
            ),
          },
          {
            kind: 'video',
            title: bi('A village weather board in action', 'गाँव का मौसम सूचना पट'),
            durationMinutes: 6,
            summary: bi(
              'Narrated drawings of a village weather board: the committee writes the five-day forecast every Monday, the advice for heavy rain, and how farmers who followed it saved a spray and sowed on time.',
              'गाँव के मौसम सूचना पट के आरेख, साथ में वर्णन: समिति हर सोमवार पाँच दिन का पूर्वानुमान लिखती है, भारी वर्षा की सलाह क्या है, और इसे मानने वाले किसानों ने एक छिड़काव कैसे बचाया और समय पर बुवाई की।',
            ),
          },
          {
            kind: 'quiz',
            title: bi('Quiz: climate-resilient agriculture', 'प्रश्नोत्तरी: जलवायु-अनुकूल कृषि'),
            durationMinutes: 10,
            passingScore: 70,
            questions: [
              {
                prompt: bi(
                  'Which practices increase the amount of water the soil can hold? (Select two)',
                  'कौन सी पद्धतियाँ मिट्टी की जल धारण क्षमता बढ़ाती हैं? (दो विकल्प चुनें)',
                ),
                multiple: true,
                options: [
                  { text: bi('Mulching with crop residues', 'फसल अवशेषों से पलवार'), correct: true },
                  { text: bi('Adding compost or farmyard manure', 'कम्पोस्ट या गोबर की खाद डालना'), correct: true },
                  { text: bi('Burning crop residues after harvest', 'कटाई के बाद फसल अवशेष जलाना'), correct: false },
                  { text: bi('Ploughing up and down the slope', 'ढलान की दिशा में ऊपर-नीचे जुताई करना'), correct: false },
                ],
                explanation: bi(
                  'Mulch reduces evaporation and organic matter improves soil structure, so the soil stores more water. Burning residues and ploughing down the slope increase moisture loss and erosion.',
                  'पलवार वाष्पन घटाती है और जैविक पदार्थ मिट्टी की संरचना सुधारता है, जिससे मिट्टी अधिक पानी संचित करती है। अवशेष जलाने और ढलान की दिशा में जुताई से नमी की हानि और कटाव बढ़ते हैं।',
                ),
              },
              {
                prompt: bi(
                  'Why is intercropping a cereal with a pulse considered a resilience practice?',
                  'अनाज के साथ दलहन की अंतरफसल को अनुकूलन क्षमता बढ़ाने वाली पद्धति क्यों माना जाता है?',
                ),
                multiple: false,
                options: [
                  {
                    text: bi(
                      'It spreads risk, because one crop often survives when the other fails',
                      'यह जोखिम बाँटती है, क्योंकि एक फसल खराब होने पर भी दूसरी प्रायः बच जाती है',
                    ),
                    correct: true,
                  },
                  { text: bi('It doubles the water available to each crop', 'इससे हर फसल को दोगुना पानी मिलता है'), correct: false },
                  { text: bi('It removes the need for rain', 'इससे वर्षा की आवश्यकता समाप्त हो जाती है'), correct: false },
                ],
                explanation: bi(
                  'The two crops differ in root depth, duration and sensitivity to dry spells, so a bad spell rarely destroys both. Pulses also add nitrogen to the soil.',
                  'दोनों फसलों की जड़ों की गहराई, अवधि और सूखे अंतराल के प्रति संवेदनशीलता अलग होती है, इसलिए एक खराब दौर में दोनों शायद ही नष्ट होती हैं। दलहन मिट्टी में नाइट्रोजन भी बढ़ाती है।',
                ),
              },
              {
                prompt: bi(
                  'What is the main risk of using water saved by drip irrigation to expand the irrigated area?',
                  'ड्रिप सिंचाई से बचे पानी से सिंचित क्षेत्र बढ़ाने का मुख्य जोखिम क्या है?',
                ),
                multiple: false,
                options: [
                  { text: bi('Groundwater depletion continues', 'भूजल का दोहन जारी रहता है'), correct: true },
                  { text: bi('The soil becomes waterlogged', 'मिट्टी में जलभराव हो जाता है'), correct: false },
                  { text: bi('Drip systems stop working', 'ड्रिप प्रणाली काम करना बंद कर देती है'), correct: false },
                ],
                explanation: bi(
                  'If the saved water is used on new land, total pumping stays the same or rises, so the aquifer gains nothing. Efficiency helps only when total withdrawal is also kept in check.',
                  'यदि बचा हुआ पानी नई भूमि पर लगाया जाए, तो कुल पंपिंग उतनी ही रहती है या बढ़ जाती है, और जलभृत को कोई लाभ नहीं होता। दक्षता तभी सहायक है जब कुल निकासी भी नियंत्रित रहे।',
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];
