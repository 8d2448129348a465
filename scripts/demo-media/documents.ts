// What each demo document lesson's PDF says: a one-page handout in English and Hindi made of
// headings, numbered steps, tick boxes and tables.
import type { Bi } from './svg.js';

export type Block =
  | { kind: 'steps'; heading: Bi; items: Bi[] }
  | { kind: 'checklist'; heading: Bi; items: Bi[] }
  | { kind: 'table'; heading: Bi; columns: Bi[]; widths: number[]; rows: string[][] };

export type Handout = { key: string; title: Bi; intro: Bi; blocks: Block[] };

const bi = (en: string, hi: string): Bi => ({ en, hi });

export const handouts: Handout[] = [
  {
    key: 'drainage-lines-field-guide',
    title: bi('Reading drainage lines on a toposheet', 'टोपोशीट पर जल निकासी रेखाएँ पढ़ना'),
    intro: bi('Use a 1:50,000 Survey of India sheet, a pencil and a blue pen.', '1:50,000 की भारतीय सर्वेक्षण शीट, पेंसिल और नीला पेन लें।'),
    blocks: [
      {
        kind: 'steps',
        heading: bi('Steps', 'चरण'),
        items: [
          bi('Find the highest points and join them: this is the watershed boundary.', 'सबसे ऊँचे स्थान खोजकर जोड़ें: यही जलग्रहण क्षेत्र की सीमा है।'),
          bi(
            'Where contours bend upstream (a V pointing uphill), a stream crosses: mark it blue.',
            'जहाँ समोच्च ऊपर की ओर मुड़ें (ऊपर नोक वाला V), वहाँ नाला है: उसे नीला करें।',
          ),
          bi(
            'Number stream orders: two first-order streams make a second-order stream.',
            'धारा क्रम लिखें: दो प्रथम क्रम के नाले मिलकर द्वितीय क्रम बनाते हैं।',
          ),
          bi('Mark the outlet and check it on the ground with villagers.', 'निकास बिंदु अंकित करें और ग्रामीणों के साथ ज़मीन पर जाँचें।'),
        ],
      },
      {
        kind: 'table',
        heading: bi('Which structure on which order', 'किस क्रम पर कौन सी संरचना'),
        columns: [bi('Stream order', 'धारा क्रम'), bi('Structure', 'संरचना')],
        widths: [160, 335],
        rows: [
          ['1-2', 'Gully plug, loose boulder structure / गली प्लग, लूज़ बोल्डर संरचना'],
          ['3 and above / 3 और ऊपर', 'Check dam / चेक डैम'],
        ],
      },
    ],
  },
  {
    key: 'watershed-committee-checklist',
    title: bi('Checklist: forming a Watershed Committee', 'जाँच सूची: जलग्रहण समिति का गठन'),
    intro: bi('Tick each item before the Gram Sabha closes the meeting.', 'ग्राम सभा की बैठक समाप्त होने से पहले हर बिंदु पर निशान लगाएँ।'),
    blocks: [
      {
        kind: 'checklist',
        heading: bi('Before the meeting', 'बैठक से पहले'),
        items: [
          bi('Meeting announced seven days ahead in every hamlet', 'हर बस्ती में सात दिन पहले बैठक की सूचना'),
          bi('Women and landless families personally invited', 'महिलाओं और भूमिहीन परिवारों को व्यक्तिगत निमंत्रण'),
        ],
      },
      {
        kind: 'checklist',
        heading: bi('At the meeting', 'बैठक में'),
        items: [
          bi(
            'Members from user groups, self-help groups, women, SC and ST',
            'उपयोगकर्ता समूह, स्वयं सहायता समूह, महिलाएँ, अनुसूचित जाति और जनजाति के सदस्य',
          ),
          bi('Chairperson and secretary chosen', 'अध्यक्ष और सचिव चुने गए'),
          bi('Attendance and quorum recorded', 'उपस्थिति और कोरम दर्ज'),
        ],
      },
      {
        kind: 'checklist',
        heading: bi('After the meeting', 'बैठक के बाद'),
        items: [
          bi('Minutes signed and a copy kept at the Gram Panchayat', 'कार्यवृत्त पर हस्ताक्षर और एक प्रति ग्राम पंचायत में'),
          bi('Contact of the implementing agency given to every member', 'हर सदस्य को क्रियान्वयन एजेंसी का संपर्क'),
        ],
      },
    ],
  },
  {
    key: 'bhuvan-step-by-step',
    title: bi('Step by step: finding your village on Bhuvan', 'क्रमवार: भुवन पर अपना गाँव खोजना'),
    intro: bi(
      'Bhuvan is ISRO’s free map portal (bhuvan.nrsc.gov.in). A phone works; a computer is easier.',
      'भुवन इसरो का मुफ़्त मानचित्र पोर्टल है (bhuvan.nrsc.gov.in)। फ़ोन पर चलता है; कंप्यूटर पर आसान है।',
    ),
    blocks: [
      {
        kind: 'steps',
        heading: bi('Steps', 'चरण'),
        items: [
          bi('Open Bhuvan 2D and type the village name in the search box.', 'भुवन 2D खोलें और खोज बॉक्स में गाँव का नाम लिखें।'),
          bi('Switch the base map to satellite imagery.', 'आधार मानचित्र को उपग्रह चित्र पर बदलें।'),
          bi('Turn on the land use / land cover and drainage layers.', 'भूमि उपयोग / भूमि आवरण और जल निकासी परतें चालू करें।'),
          bi(
            'Zoom to the watershed and save a screenshot for the village meeting.',
            'जलग्रहण क्षेत्र पर ज़ूम करें और गाँव की बैठक के लिए स्क्रीनशॉट सहेजें।',
          ),
        ],
      },
      {
        kind: 'checklist',
        heading: bi('Before the meeting', 'बैठक से पहले'),
        items: [
          bi('Print the screenshot in colour, A3 if possible', 'स्क्रीनशॉट रंगीन छापें, हो सके तो A3'),
          bi('Write the date of the image on it', 'उस पर चित्र की तारीख लिखें'),
        ],
      },
    ],
  },
  {
    key: 'water-budget-worksheet',
    title: bi('Village water budget worksheet', 'गाँव के जल बजट का कार्यपत्रक'),
    intro: bi(
      'Worked example: a 600-hectare village, 650 mm average rainfall. Fill in your own figures in the last column.',
      'उदाहरण: 600 हेक्टेयर का गाँव, औसत वर्षा 650 मिमी। अंतिम कॉलम में अपने आँकड़े भरें।',
    ),
    blocks: [
      {
        kind: 'table',
        heading: bi('Supply (hectare-metres)', 'उपलब्धता (हेक्टेयर-मीटर)'),
        columns: [bi('Item', 'मद'), bi('Example', 'उदाहरण'), bi('Your village', 'आपका गाँव')],
        widths: [255, 120, 120],
        rows: [
          ['Rainfall 600 ha x 0.65 m / वर्षा', '390', ''],
          ['Runoff (20%) / अपवाह', '78', ''],
          ['Stored in tanks / तालाबों में भंडार', '30', ''],
          ['Groundwater recharge (12%) / पुनर्भरण', '47', ''],
        ],
      },
      {
        kind: 'table',
        heading: bi('Demand (hectare-metres)', 'माँग (हेक्टेयर-मीटर)'),
        columns: [bi('Item', 'मद'), bi('Example', 'उदाहरण'), bi('Your village', 'आपका गाँव')],
        widths: [255, 120, 120],
        rows: [
          ['1,800 people x 55 L x 365 / लोग', '3.6', ''],
          ['900 animals x 40 L x 365 / पशु', '1.3', ''],
          ['Rabi crops 150 ha x 0.35 m / रबी फसलें', '52.5', ''],
          ['Balance: recharge + storage - demand / शेष', '19.6', ''],
        ],
      },
    ],
  },
  {
    key: 'fodder-budget-template',
    title: bi('Fodder budget template and local yield table', 'चारा बजट प्रारूप और स्थानीय उपज तालिका'),
    intro: bi(
      'Dry fodder need: about 6 kg a day for a cow or buffalo, 1 kg for a goat or sheep.',
      'सूखे चारे की ज़रूरत: गाय या भैंस के लिए लगभग 6 किग्रा प्रतिदिन, बकरी या भेड़ के लिए 1 किग्रा।',
    ),
    blocks: [
      {
        kind: 'table',
        heading: bi('Monthly need (tonnes)', 'मासिक ज़रूरत (टन)'),
        columns: [bi('Animals', 'पशु'), bi('Number', 'संख्या'), bi('kg/day', 'किग्रा/दिन'), bi('Tonnes/month', 'टन/माह')],
        widths: [160, 95, 105, 135],
        rows: [
          ['Cows, buffaloes / गाय, भैंस', '400', '6', '72'],
          ['Goats, sheep / बकरी, भेड़', '600', '1', '18'],
          ['Bullocks / बैल', '80', '7', '16.8'],
          ['Total / कुल', '', '', '106.8'],
        ],
      },
      {
        kind: 'table',
        heading: bi('Local yields (tonnes per hectare)', 'स्थानीय उपज (टन प्रति हेक्टेयर)'),
        columns: [bi('Source', 'स्रोत'), bi('Yield', 'उपज'), bi('Hectares', 'हेक्टेयर'), bi('Tonnes', 'टन')],
        widths: [160, 95, 105, 135],
        rows: [
          ['Sorghum stalks / ज्वार कड़बी', '4', '', ''],
          ['Wheat straw / गेहूँ भूसा', '3', '', ''],
          ['Grass on bunds / मेड़ों पर घास', '2', '', ''],
          ['Green fodder / हरा चारा', '30', '', ''],
        ],
      },
    ],
  },
  {
    key: 'check-dam-site-checklist',
    title: bi('Site selection checklist for check dams', 'चेक डैम के स्थान चयन की जाँच सूची'),
    intro: bi(
      'Fill in on the site visit. A site needs a tick on every line, or a note why not.',
      'स्थल भ्रमण पर भरें। हर पंक्ति पर निशान चाहिए, या न होने का कारण।',
    ),
    blocks: [
      {
        kind: 'checklist',
        heading: bi('The stream and its banks', 'नाला और उसके किनारे'),
        items: [
          bi('Third-order stream or larger, narrow straight section', 'तृतीय या बड़े क्रम का नाला, सँकरा सीधा भाग'),
          bi('Banks high and stable on both sides', 'दोनों किनारे ऊँचे और स्थिर'),
          bi('Rock or hard strata within 2 m for the foundation', 'नींव के लिए 2 मीटर के भीतर चट्टान या कठोर परत'),
        ],
      },
      {
        kind: 'checklist',
        heading: bi('Water and people', 'पानी और लोग'),
        items: [
          bi('Catchment above already treated, or planned first', 'ऊपर का जलग्रहण पहले से उपचारित, या पहले नियोजित'),
          bi('Submerged land agreed with its owners in writing', 'डूब भूमि पर मालिकों की लिखित सहमति'),
          bi('Wells within 500 m downstream listed for monitoring', 'नीचे 500 मीटर के भीतर के कुएँ निगरानी हेतु सूचीबद्ध'),
        ],
      },
    ],
  },
  {
    key: 'maintenance-calendar',
    title: bi('Maintenance calendar for conservation structures', 'संरक्षण संरचनाओं का रखरखाव कैलेंडर'),
    intro: bi(
      'User groups keep the structures they benefit from; the committee checks twice a year.',
      'जिन संरचनाओं से लाभ मिलता है, उनका रखरखाव उपयोगकर्ता समूह करते हैं; समिति साल में दो बार जाँच करती है।',
    ),
    blocks: [
      {
        kind: 'table',
        heading: bi('What to do and when', 'क्या और कब करें'),
        columns: [
          bi('Structure', 'संरचना'),
          bi('Before monsoon (May)', 'मानसून से पहले (मई)'),
          bi('After monsoon (Oct)', 'मानसून के बाद (अक्टूबर)'),
        ],
        widths: [125, 185, 185],
        rows: [
          ['Trenches / खाइयाँ', 'Desilt / गाद निकालें', 'Repair breaches / दरार भरें'],
          ['Bunds / मेड़ें', 'Raise low spots / नीचे हिस्से ऊँचे करें', 'Plant grass / घास लगाएँ'],
          ['Gully plugs / गली प्लग', 'Reset stones / पत्थर जमाएँ', 'Check scour / कटाव देखें'],
          ['Check dams / चेक डैम', 'Remove silt / गाद हटाएँ', 'Check apron / एप्रन जाँचें'],
          ['Farm ponds / खेत तालाब', 'Clean inlet / इनलेट साफ़ करें', 'Fix spillway / निकास ठीक करें'],
        ],
      },
    ],
  },
  {
    key: 'dug-well-recharge-design',
    title: bi('Design sheet: dug-well recharge with a filter', 'डिज़ाइन शीट: छन्नी के साथ कुआँ पुनर्भरण'),
    intro: bi(
      'Runoff from the field passes a silt trap and a filter before it enters the well through a pipe.',
      'खेत का अपवाह गाद कुंड और छन्नी से होकर पाइप द्वारा कुएँ में जाता है।',
    ),
    blocks: [
      {
        kind: 'steps',
        heading: bi('The parts, in the order water meets them', 'भाग, जिस क्रम में पानी उनसे गुज़रता है'),
        items: [
          bi('Silt trap: 1 m x 1 m x 1 m pit where mud settles.', 'गाद कुंड: 1 x 1 x 1 मीटर का गड्ढा, जहाँ कीचड़ बैठता है।'),
          bi(
            'Filter chamber: boulders, then gravel, then coarse sand, 0.5 m each.',
            'छन्नी कक्ष: पत्थर, फिर बजरी, फिर मोटी रेत, हर परत 0.5 मीटर।',
          ),
          bi('Inlet pipe: 110 mm PVC into the well, with a mesh at its mouth.', 'इनलेट पाइप: कुएँ में 110 मिमी PVC, मुँह पर जाली।'),
        ],
      },
      {
        kind: 'table',
        heading: bi('Materials (approximate)', 'सामग्री (लगभग)'),
        columns: [bi('Item', 'सामग्री'), bi('Quantity', 'मात्रा')],
        widths: [300, 195],
        rows: [
          ['Boulders / पत्थर', '0.5 m³'],
          ['Gravel 20 mm / बजरी', '0.5 m³'],
          ['Coarse sand / मोटी रेत', '0.5 m³'],
          ['PVC pipe 110 mm / पाइप', '6 m'],
          ['Brick or stone masonry / ईंट या पत्थर की चिनाई', '2 m³'],
        ],
      },
    ],
  },
  {
    key: 'pra-facilitation-guide',
    title: bi('PRA facilitation guide', 'PRA सहजकर्ता मार्गदर्शिका'),
    intro: bi(
      'Let people hold the chalk. Your job is to ask, listen and write down.',
      'चॉक लोगों के हाथ में रहने दें। आपका काम पूछना, सुनना और लिखना है।',
    ),
    blocks: [
      {
        kind: 'table',
        heading: bi('Eight tools', 'आठ साधन'),
        columns: [bi('Tool', 'साधन'), bi('What it shows', 'क्या दिखाता है')],
        widths: [180, 315],
        rows: [
          ['Resource map / संसाधन मानचित्र', 'Land, water, who uses them / भूमि, पानी, उपयोगकर्ता'],
          ['Social map / सामाजिक मानचित्र', 'Households, castes, the poorest / परिवार, जातियाँ, सबसे गरीब'],
          ['Transect walk / ट्रांजेक्ट भ्रमण', 'Soils and problems along a line / एक रेखा पर मिट्टी, समस्याएँ'],
          ['Seasonal calendar / मौसमी कैलेंडर', 'Rain, work, scarcity by month / महीनेवार वर्षा, काम, कमी'],
          ['Timeline / समय-रेखा', 'Droughts, floods, changes / सूखा, बाढ़, बदलाव'],
          ['Venn diagram / वेन आरेख', 'Institutions and their weight / संस्थाएँ और उनका महत्व'],
          ['Pair-wise ranking / जोड़ीवार क्रम', 'Which problem comes first / पहले कौन सी समस्या'],
          ['Wealth ranking / संपन्नता क्रम', 'Who needs support most / किसे सबसे ज़्यादा सहायता चाहिए'],
        ],
      },
      {
        kind: 'checklist',
        heading: bi('Common pitfalls', 'आम गलतियाँ'),
        items: [
          bi('Only men and landowners speak', 'केवल पुरुष और भूमिधारी बोलते हैं'),
          bi('The facilitator draws the map', 'मानचित्र सहजकर्ता बनाता है'),
        ],
      },
    ],
  },
  {
    key: 'dpr-outline',
    title: bi('Annotated DPR outline with sample tables', 'नमूना तालिकाओं सहित DPR की व्याख्यात्मक रूपरेखा'),
    intro: bi(
      'Chapters of a Detailed Project Report, with what each must contain.',
      'विस्तृत परियोजना रिपोर्ट के अध्याय, और हर अध्याय में क्या होना चाहिए।',
    ),
    blocks: [
      {
        kind: 'steps',
        heading: bi('Chapters', 'अध्याय'),
        items: [
          bi('Project profile: location, area, villages, map of the watershed.', 'परियोजना परिचय: स्थान, क्षेत्रफल, गाँव, जलग्रहण मानचित्र।'),
          bi('Baseline: people, land use, water sources, livestock, incomes.', 'आधार सर्वेक्षण: लोग, भूमि उपयोग, जल स्रोत, पशुधन, आय।'),
          bi('Problems and priorities from PRA, by group.', 'PRA से समूहवार समस्याएँ और प्राथमिकताएँ।'),
          bi('Plan of works with locations, quantities and costs.', 'स्थान, मात्रा और लागत सहित कार्य योजना।'),
          bi('Budget and phasing by year; convergence with MGNREGS.', 'वर्षवार बजट और चरण; मनरेगा के साथ अभिसरण।'),
          bi('Gram Sabha resolution approving the plan.', 'योजना को स्वीकृति देने वाला ग्राम सभा प्रस्ताव।'),
        ],
      },
      {
        kind: 'table',
        heading: bi('Sample works register', 'कार्य रजिस्टर का नमूना'),
        columns: [bi('Work', 'कार्य'), bi('Location', 'स्थान'), bi('Quantity', 'मात्रा'), bi('Cost (Rs)', 'लागत (रु)')],
        widths: [155, 120, 100, 120],
        rows: [
          ['Contour trench / समोच्च खाई', 'Survey 12', '2,400 m', '1,92,000'],
          ['Gully plug / गली प्लग', 'Drain 3', '18', '54,000'],
          ['Check dam / चेक डैम', 'Stream A', '1', '6,50,000'],
        ],
      },
    ],
  },
  {
    key: 'contingency-plan-guide',
    title: bi('Reading a district agriculture contingency plan', 'ज़िला कृषि आकस्मिक योजना को समझना'),
    intro: bi(
      'Every district has one (ICAR-CRIDA). Find your agro-climatic zone first, then the situation.',
      'हर ज़िले की योजना होती है (ICAR-CRIDA)। पहले अपना कृषि-जलवायु क्षेत्र खोजें, फिर स्थिति।',
    ),
    blocks: [
      {
        kind: 'table',
        heading: bi('Where to look', 'कहाँ देखें'),
        columns: [bi('Situation', 'स्थिति'), bi('Typical advice', 'सामान्य सलाह')],
        widths: [180, 315],
        rows: [
          ['Monsoon 2 weeks late / मानसून 2 सप्ताह देर', 'Same crops, shorter varieties / वही फसलें, कम अवधि की किस्में'],
          ['Monsoon 4 weeks late / मानसून 4 सप्ताह देर', 'Switch to pulses, millets / दालों, मोटे अनाज पर जाएँ'],
          ['Mid-season dry spell / बीच में सूखा अंतराल', 'Mulch, weed, protective irrigation / पलवार, निराई, जीवन रक्षक सिंचाई'],
          ['Early withdrawal / जल्दी वापसी', 'Harvest early, sow rabi on residual moisture / जल्दी कटाई, बची नमी पर रबी'],
        ],
      },
      {
        kind: 'checklist',
        heading: bi('Before the season', 'मौसम से पहले'),
        items: [
          bi('Seed of the suggested varieties arranged', 'सुझाई गई किस्मों के बीज की व्यवस्था'),
          bi('Plan shared in the Gram Sabha', 'योजना ग्राम सभा में साझा'),
        ],
      },
    ],
  },
];
