import type { BilingualText } from './types.js';
import durations from './demo-video-durations.json' with { type: 'json' };

/**
 * The media made for each demo lesson, found by the lesson's English title: a narrated video
 * per video lesson, a PDF per document lesson and a figure per text lesson. The files are made
 * by `npm run demo-media` (scripts/demo-media) and committed; the video lengths below
 * are the ones that run measured.
 */

/** Seeded media ids are fixed, so a re-seed finds its rows again; the first ones are the original demo files' ids. */
const seedMediaId = (n: number) => `3f6f2a10-5c1e-4b7a-9d2e-${(0x0a1b2c3d4e00 + n).toString(16).padStart(12, '0')}`;

/** A demo video: the English file (`videoId`), the same frames spoken in Hindi (`hindiVideoId`) and captions in both. */
export type VideoMedia = {
  key: string;
  videoId: string;
  hindiVideoId: string;
  captionIds: { en: string; hi: string };
  durationSeconds: number;
};
export type DocumentMedia = { key: string; id: string };
export type Figure = { key: string; alt: BilingualText };

const VIDEO_LESSONS: [title: string, key: string][] = [
  ['Walking the ridge line', 'ridge-walk'],
  ['Soil erosion and silt: what happens downstream', 'erosion-and-silt'],
  ['Scale, direction and legend on a toposheet', 'toposheet-legend'],
  ['Before and after: seeing watershed change from space', 'change-from-space'],
  ['Digitising drainage lines in QGIS', 'qgis-drainage-lines'],
  ['Measuring rainfall with a village rain gauge', 'rain-gauge'],
  ['Presenting the water budget in the Gram Sabha', 'water-budget-gram-sabha'],
  ['Marking contours with an A-frame', 'a-frame'],
  ['Building a loose boulder structure', 'loose-boulder-structure'],
  ['Inside a hard-rock aquifer', 'hard-rock-aquifer'],
  ['Taking a water level reading', 'water-level-reading'],
  ["Listening first: a women's meeting in a tribal hamlet", 'womens-meeting'],
  ['Drawing a resource map with the community', 'resource-map'],
  ['Farmers describe a changing monsoon', 'changing-monsoon'],
  ['A village weather board in action', 'weather-board'],
];

const DOCUMENT_LESSONS: [title: string, key: string][] = [
  ['Field guide: reading drainage lines on a toposheet', 'drainage-lines-field-guide'],
  ['Checklist: forming a Watershed Committee', 'watershed-committee-checklist'],
  ['Step by step: finding your village on Bhuvan', 'bhuvan-step-by-step'],
  ['Village water budget worksheet', 'water-budget-worksheet'],
  ['Fodder budget template and local yield table', 'fodder-budget-template'],
  ['Site selection checklist for check dams', 'check-dam-site-checklist'],
  ['Maintenance calendar for conservation structures', 'maintenance-calendar'],
  ['Design sheet: dug-well recharge with a filter', 'dug-well-recharge-design'],
  ['PRA facilitation guide', 'pra-facilitation-guide'],
  ['Annotated DPR outline with sample tables', 'dpr-outline'],
  ['Reading a district agriculture contingency plan', 'contingency-plan-guide'],
];

const bi = (en: string, hi: string): BilingualText => ({ en, hi });

const TEXT_LESSONS: [title: string, key: string, alt: BilingualText][] = [
  [
    'A watershed is a drainage area',
    'drainage-area',
    bi(
      'Map of a watershed: the ridge line around it, streams joining inside and one outlet at the bottom.',
      'जलग्रहण क्षेत्र का मानचित्र: चारों ओर रिज रेखा, भीतर मिलते नाले और नीचे एक निकास बिंदु।',
    ),
  ],
  [
    'The ridge-to-valley approach',
    'ridge-to-valley',
    bi(
      'Cross-section of a slope from ridge to valley: trenches and trees on the upper reach, farms in the middle, a tank and well in the valley.',
      'रिज से घाटी तक ढलान का खंड-चित्र: ऊपरी भाग में खाइयाँ और पेड़, बीच में खेत, घाटी में तालाब और कुआँ।',
    ),
  ],
  [
    'Stakeholders and the Gram Panchayat',
    'watershed-institutions',
    bi(
      'Flow chart: the Gram Sabha forms the Watershed Committee, which plans with the implementing agency, and the Gram Panchayat looks after assets.',
      'प्रवाह चित्र: ग्राम सभा जलग्रहण समिति बनाती है, समिति क्रियान्वयन एजेंसी के साथ योजना बनाती है और ग्राम पंचायत परिसंपत्तियों की देखरेख करती है।',
    ),
  ],
  [
    'Reading a contour map',
    'contour-map',
    bi(
      'Contour lines around a hill: lines close together on the steep side, far apart on the gentle side, and a V pointing uphill where a stream crosses.',
      'पहाड़ी के चारों ओर समोच्च रेखाएँ: खड़ी ढलान पर पास-पास, हल्की ढलान पर दूर-दूर, और नाले पर ऊपर की ओर नोक वाला V।',
    ),
  ],
  [
    'What satellites can tell us',
    'satellite-layers',
    bi(
      'Four cards: land use, water in tanks, green cover and change over the years, each read from satellite images.',
      'चार कार्ड: भूमि उपयोग, तालाबों में पानी, हरियाली और वर्षों में बदलाव, जो उपग्रह चित्रों से पढ़े जाते हैं।',
    ),
  ],
  [
    'QGIS basics for watershed mapping',
    'qgis-layers',
    bi(
      'Layers stacked as in QGIS: villages and wells on top, then drainage lines, the watershed boundary and a satellite image at the bottom.',
      'QGIS की तरह परतें: सबसे ऊपर गाँव और कुएँ, फिर जल निकासी रेखाएँ, जलग्रहण सीमा और सबसे नीचे उपग्रह चित्र।',
    ),
  ],
  [
    'Understanding the water balance',
    'water-balance',
    bi(
      'Bar chart of where 100 units of rain go in a typical dryland watershed: evaporation 60, runoff 20, soil moisture 8, recharge 12.',
      'बार चार्ट: सामान्य शुष्क जलग्रहण क्षेत्र में 100 इकाई वर्षा कहाँ जाती है: वाष्पीकरण 60, अपवाह 20, मिट्टी की नमी 8, पुनर्भरण 12।',
    ),
  ],
  [
    'Estimating domestic and crop water needs',
    'water-needs',
    bi(
      'Table of planning norms: 55 litres per person a day, 30 to 50 for large animals, 5 for small animals, and crop needs from 300 mm for millets to 2,000 mm for sugarcane.',
      'योजना मानकों की तालिका: प्रति व्यक्ति प्रतिदिन 55 लीटर, बड़े पशु 30 से 50, छोटे पशु 5, और फसल की ज़रूरत बाजरा के 300 मिमी से गन्ने के 2,000 मिमी तक।',
    ),
  ],
  [
    'Making a fodder budget',
    'fodder-budget',
    bi(
      'Bar chart of fodder available and needed by season: enough after the monsoon, a shortfall in summer.',
      'मौसम के अनुसार उपलब्ध और आवश्यक चारे का बार चार्ट: मानसून के बाद पर्याप्त, गर्मी में कमी।',
    ),
  ],
  [
    'Contour trenches and bunds',
    'contour-trenches',
    bi(
      'A slope with trenches dug along the contour: rain is held in each trench and soaks in instead of running off.',
      'समोच्च पर खोदी गई खाइयों वाली ढलान: वर्षा जल हर खाई में रुककर बहने के बजाय ज़मीन में रिसता है।',
    ),
  ],
  [
    'Gully plugs, loose boulder structures and check dams',
    'structures-by-order',
    bi(
      'Watershed map with stream orders 1 to 3: small stone plugs on first- and second-order drains and a check dam on the third-order stream.',
      'धारा क्रम 1 से 3 वाला मानचित्र: प्रथम और द्वितीय क्रम के नालों पर छोटे पत्थर के प्लग और तृतीय क्रम के नाले पर चेक डैम।',
    ),
  ],
  [
    'Farm ponds for protective irrigation',
    'farm-pond',
    bi(
      'Steps for a farm pond: choose the low corner of the field, dig with an inlet and a silt trap, add a spillway, use the water for one or two life-saving irrigations.',
      'खेत तालाब के चरण: खेत का निचला कोना चुनें, इनलेट और गाद कुंड के साथ खुदाई करें, निकास मार्ग बनाएँ, एक-दो जीवन रक्षक सिंचाई में पानी लें।',
    ),
  ],
  [
    'Aquifers and the water table',
    'aquifer-layers',
    bi(
      'Layers under the ground: soil, weathered rock that holds water, fractured rock, and hard rock below; the water table lies in the weathered zone.',
      'ज़मीन के नीचे की परतें: मिट्टी, पानी रखने वाली अपक्षयित चट्टान, दरारों वाली चट्टान और नीचे कठोर चट्टान; जल स्तर अपक्षयित परत में है।',
    ),
  ],
  [
    'Choosing recharge structures',
    'recharge-choices',
    bi(
      'Four cards matching recharge structures to places: percolation tank, recharge shaft, dug-well recharge and rooftop harvesting.',
      'चार कार्ड, जो पुनर्भरण संरचनाओं को स्थान से मिलाते हैं: रिसाव तालाब, पुनर्भरण शाफ़्ट, कुआँ पुनर्भरण और छत वर्षा जल संचयन।',
    ),
  ],
  [
    'Measuring water levels in wells',
    'well-measurement',
    bi(
      'An open well in section: the tape hangs from a fixed point on the parapet down to the water; the reading minus the parapet height is the depth to water.',
      'खुले कुएँ का खंड-चित्र: फ़ीता मुंडेर के तय बिंदु से पानी तक लटकता है; माप में से मुंडेर की ऊँचाई घटाने पर पानी की गहराई मिलती है।',
    ),
  ],
  [
    'Entering the village and building trust',
    'village-entry',
    bi(
      'Four steps into a village: meet the Gram Panchayat, walk the village, meet each group apart, then share what you heard in the Gram Sabha.',
      'गाँव में प्रवेश के चार चरण: ग्राम पंचायत से मिलें, गाँव में घूमें, हर समूह से अलग मिलें, फिर जो सुना उसे ग्राम सभा में रखें।',
    ),
  ],
  [
    'Using PRA tools in watershed planning',
    'pra-tools',
    bi(
      'Four PRA tools and what each shows: resource map, transect walk, seasonal calendar and Venn diagram.',
      'चार PRA साधन और हर एक क्या दिखाता है: संसाधन मानचित्र, ट्रांजेक्ट भ्रमण, मौसमी कैलेंडर और वेन आरेख।',
    ),
  ],
  [
    'What goes into a DPR',
    'dpr-contents',
    bi(
      'The parts of a Detailed Project Report in order: baseline, problems, the plan of works, budget and phasing, and the Gram Sabha resolution.',
      'विस्तृत परियोजना रिपोर्ट के भाग क्रम से: आधार सर्वेक्षण, समस्याएँ, कार्य योजना, बजट और चरण, और ग्राम सभा का प्रस्ताव।',
    ),
  ],
  [
    'How climate change shows up in the field',
    'climate-signs',
    bi(
      'Bar chart of an example block: rainy days fell from 45 to 36 a year while very heavy rain days rose from 3 to 6.',
      'एक उदाहरण ब्लॉक का बार चार्ट: वर्षा वाले दिन साल में 45 से घटकर 36 हुए, जबकि बहुत भारी वर्षा के दिन 3 से बढ़कर 6 हुए।',
    ),
  ],
  [
    'Practices that build resilience',
    'resilience-practices',
    bi(
      'Four cards of resilient practices: drought-tolerant varieties, mulching, intercropping and protective irrigation from a farm pond.',
      'अनुकूल पद्धतियों के चार कार्ड: सूखा सहने वाली किस्में, पलवार, अंतरफसल और खेत तालाब से जीवन रक्षक सिंचाई।',
    ),
  ],
  [
    'Using weather advisories',
    'advisory-chain',
    bi(
      'From forecast to field: the weather forecast, the agro-advisory, the message to farmers and the decision on sowing or spraying.',
      'पूर्वानुमान से खेत तक: मौसम पूर्वानुमान, कृषि परामर्श, किसानों तक संदेश और बुवाई या छिड़काव का निर्णय।',
    ),
  ],
];

const videoDurations: Record<string, number> = durations;

export const videoMedia: Record<string, VideoMedia> = Object.fromEntries(
  VIDEO_LESSONS.map(([title, key], index) => {
    // The first lesson keeps the ids of the original demo video and its captions.
    const [video, en, hi] = index === 0 ? [1, 2, 3] : [0x20 + index * 3, 0x21 + index * 3, 0x22 + index * 3];
    const durationSeconds = videoDurations[key];
    if (!durationSeconds) throw new Error(`No measured length for the demo video ${key}: run npm run demo-media`);
    return [
      title,
      {
        key,
        videoId: seedMediaId(video),
        hindiVideoId: seedMediaId(0xc0 + index),
        captionIds: { en: seedMediaId(en), hi: seedMediaId(hi) },
        durationSeconds,
      },
    ];
  }),
);

export const documentMedia: Record<string, DocumentMedia> = Object.fromEntries(
  DOCUMENT_LESSONS.map(([title, key], index) => [title, { key, id: seedMediaId(index === 0 ? 4 : 0x80 + index) }]),
);

export const textFigures: Record<string, Figure> = Object.fromEntries(TEXT_LESSONS.map(([title, key, alt]) => [title, { key, alt }]));

/** Where the web serves a figure (apps/web/public). */
export const figureUrl = (key: string, language: 'en' | 'hi') => `/images/lessons/${key}.${language}.svg`;
export const FIGURE_SIZE = { width: 640, height: 360 };
