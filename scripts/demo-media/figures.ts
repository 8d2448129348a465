// One figure per demo text lesson, drawn once in English and once in Hindi; the seed puts it in
// the lesson body with its alt text (apps/api/src/seed/lesson-media.ts).
import { contours, slope, watershedMap, wellSection } from './scenes.js';
import { type Bi, type Lang, bars, cards, colour, flow, label, layers, table } from './svg.js';

export type FigureDrawing = { key: string; heading: Bi; draw: (lang: Lang) => string };

const bi = (en: string, hi: string): Bi => ({ en, hi });
const card = (title: Bi, text: Bi) => ({ title, text });
const figure = (key: string, heading: Bi, draw: (lang: Lang) => string): FigureDrawing => ({ key, heading, draw });

export const figures: FigureDrawing[] = [
  figure('drainage-area', bi('A watershed drains to one outlet', 'जलग्रहण क्षेत्र का पानी एक निकास तक जाता है'), (l) =>
    watershedMap(l, {
      legend: { boundary: bi('Ridge line (boundary)', 'रिज रेखा (सीमा)'), stream: bi('Streams', 'नाले'), outlet: bi('Outlet', 'निकास बिंदु') },
    }),
  ),
  figure('ridge-to-valley', bi('Treat from the ridge down to the valley', 'रिज से घाटी की ओर उपचार'), (l) =>
    slope(l, {
      trenches: true,
      trees: true,
      runoff: 'slow',
      tank: 'clear',
      well: true,
      zones: [
        bi('Upper reach: trenches, trees', 'ऊपरी भाग: खाइयाँ, पेड़'),
        bi('Middle: bunds, farms', 'मध्य: मेड़ें, खेत'),
        bi('Valley: tank, wells', 'घाटी: तालाब, कुएँ'),
      ],
    }),
  ),
  figure('watershed-institutions', bi('Who does what in a watershed project', 'जलग्रहण परियोजना में कौन क्या करता है'), (l) =>
    flow(l, [
      bi('Gram Sabha forms the committee', 'ग्राम सभा समिति बनाती है'),
      bi('Watershed Committee plans with the PIA', 'जलग्रहण समिति PIA के साथ योजना बनाती है'),
      bi('Gram Panchayat links schemes, keeps assets', 'ग्राम पंचायत योजनाएँ जोड़ती है, परिसंपत्तियाँ सँभालती है'),
    ]),
  ),
  figure('contour-map', bi('Reading contour lines', 'समोच्च रेखाएँ पढ़ना'), (l) =>
    contours(l, {
      steep: bi('Lines close together: steep', 'पास-पास रेखाएँ: खड़ी ढलान'),
      gentle: bi('Lines far apart: gentle', 'दूर-दूर रेखाएँ: हल्की ढलान'),
      stream: bi('V points uphill: a stream', 'ऊपर की ओर V: नाला'),
    }),
  ),
  figure('satellite-layers', bi('What a satellite image shows', 'उपग्रह चित्र क्या दिखाता है'), (l) =>
    cards(l, [
      card(bi('Land use', 'भूमि उपयोग'), bi('Farms, forest, fallow and built-up land', 'खेत, वन, परती और बसी हुई भूमि')),
      card(
        bi('Water in tanks', 'तालाबों में पानी'),
        bi('How much surface water is left after the monsoon', 'मानसून के बाद कितना सतही पानी बचा है'),
      ),
      card(bi('Green cover', 'हरियाली'), bi('Crop and tree health from the colour of the land', 'भूमि के रंग से फसल और पेड़ों की स्थिति')),
      card(bi('Change over years', 'वर्षों में बदलाव'), bi('Images of the same season, years apart', 'एक ही मौसम के चित्र, वर्षों के अंतर पर')),
    ]),
  ),
  figure('qgis-layers', bi('A watershed map is a stack of layers', 'जलग्रहण मानचित्र परतों का ढेर है'), (l) =>
    layers(
      l,
      [
        { label: bi('Villages and wells (points)', 'गाँव और कुएँ (बिंदु)'), fill: '#f1d9b5', height: 60 },
        { label: bi('Drainage lines (lines)', 'जल निकासी रेखाएँ (रेखाएँ)'), fill: '#9cc3d5', height: 60 },
        { label: bi('Watershed boundary (polygon)', 'जलग्रहण सीमा (बहुभुज)'), fill: '#dfe9cf', height: 60 },
        { label: bi('Satellite image (raster)', 'उपग्रह चित्र (रास्टर)'), fill: '#8fa37a', height: 60 },
      ],
      { width: 300 },
    ),
  ),
  figure('water-balance', bi('Where 100 units of rain go', '100 इकाई वर्षा कहाँ जाती है'), (l) =>
    bars(
      l,
      [
        { label: bi('Evaporation', 'वाष्पीकरण'), value: 60, fill: '#9cb0b8' },
        { label: bi('Runoff', 'अपवाह'), value: 20, fill: colour.water },
        { label: bi('Soil moisture', 'मिट्टी की नमी'), value: 8, fill: colour.soil },
        { label: bi('Recharge', 'पुनर्भरण'), value: 12, fill: colour.green },
      ],
      { unit: '' },
    ),
  ),
  figure('water-needs', bi('Planning norms for water needs', 'जल आवश्यकता के योजना मानक'), (l) =>
    table(
      l,
      [bi('Use', 'उपयोग'), bi('Norm', 'मानक')],
      [
        [bi('Person, per day', 'व्यक्ति, प्रतिदिन'), bi('55 litres', '55 लीटर')],
        [bi('Cow or buffalo, per day', 'गाय या भैंस, प्रतिदिन'), bi('30–50 litres', '30–50 लीटर')],
        [bi('Goat or sheep, per day', 'बकरी या भेड़, प्रतिदिन'), bi('5 litres', '5 लीटर')],
        [bi('Millets, per season', 'मोटे अनाज, प्रति मौसम'), bi('300–400 mm', '300–400 मिमी')],
        [bi('Sugarcane, per year', 'गन्ना, प्रति वर्ष'), bi('1,800–2,200 mm', '1,800–2,200 मिमी')],
      ],
      { widths: [340, 260] },
    ),
  ),
  figure('fodder-budget', bi('Fodder available and needed (tonnes)', 'उपलब्ध और आवश्यक चारा (टन)'), (l) =>
    bars(
      l,
      [
        { label: bi('Monsoon: have', 'मानसून: उपलब्ध'), value: 420, fill: colour.green },
        { label: bi('Monsoon: need', 'मानसून: ज़रूरत'), value: 300, fill: colour.soil },
        { label: bi('Winter: have', 'सर्दी: उपलब्ध'), value: 330, fill: colour.green },
        { label: bi('Winter: need', 'सर्दी: ज़रूरत'), value: 300, fill: colour.soil },
        { label: bi('Summer: have', 'गर्मी: उपलब्ध'), value: 150, fill: colour.green },
        { label: bi('Summer: need', 'गर्मी: ज़रूरत'), value: 300, fill: colour.warn },
      ],
      { unit: '' },
    ),
  ),
  figure('contour-trenches', bi('Trenches along the contour hold the rain', 'समोच्च पर खाइयाँ वर्षा जल रोकती हैं'), (l) =>
    slope(l, {
      rain: true,
      trenches: true,
      runoff: 'slow',
      notes: [{ x: 330, y: 130, text: bi('Each trench holds water that soaks in', 'हर खाई पानी रोकती है, जो ज़मीन में रिसता है') }],
    }),
  ),
  figure('structures-by-order', bi('The right structure for each stream order', 'हर धारा क्रम के लिए सही संरचना'), (l) =>
    watershedMap(l, {
      orders: true,
      structures: true,
      legend: {
        boundary: bi('Gully plugs: orders 1–2', 'गली प्लग: क्रम 1–2'),
        stream: bi('Streams by order', 'क्रम अनुसार नाले'),
        outlet: bi('Check dam: order 3', 'चेक डैम: क्रम 3'),
      },
    }),
  ),
  figure('farm-pond', bi('Making a farm pond', 'खेत तालाब बनाना'), (l) =>
    flow(l, [
      bi('Low corner of the field', 'खेत का निचला कोना'),
      bi('Inlet with a silt trap', 'गाद कुंड के साथ इनलेट'),
      bi('Spillway for extra water', 'अतिरिक्त पानी का निकास'),
      bi('One or two life-saving irrigations', 'एक-दो जीवन रक्षक सिंचाई'),
    ]),
  ),
  figure(
    'aquifer-layers',
    bi('Under the ground in hard rock', 'कठोर चट्टानी क्षेत्र में ज़मीन के नीचे'),
    (l) =>
      layers(
        l,
        [
          { label: bi('Soil', 'मिट्टी'), fill: colour.soil, height: 50 },
          { label: bi('Weathered rock: holds water', 'अपक्षयित चट्टान: पानी रखती है'), fill: '#b9a58a', height: 80 },
          { label: bi('Fractured rock: carries water', 'दरारों वाली चट्टान: पानी ले जाती है'), fill: '#9a948a', height: 70 },
          { label: bi('Hard rock: little water', 'कठोर चट्टान: बहुत कम पानी'), fill: '#6f6a63', height: 60 },
        ],
        { width: 300 },
      ) +
      `<line x1="20" y1="160" x2="320" y2="160" stroke="${colour.water}" stroke-width="3" stroke-dasharray="6 4"/>` +
      label(l, 30, 154, bi('Water table', 'जल स्तर'), { size: 13, weight: 'bold', fill: colour.primary }),
  ),
  figure('recharge-choices', bi('Which recharge structure where', 'कौन सी पुनर्भरण संरचना कहाँ'), (l) =>
    cards(l, [
      card(bi('Percolation tank', 'रिसाव तालाब'), bi('On a stream over permeable ground', 'पारगम्य ज़मीन पर बहते नाले पर')),
      card(bi('Recharge shaft', 'पुनर्भरण शाफ़्ट'), bi('Where a clay layer blocks the water', 'जहाँ मिट्टी की परत पानी रोकती है')),
      card(bi('Dug-well recharge', 'कुआँ पुनर्भरण'), bi('Farm runoff through a filter into an open well', 'खेत का अपवाह छन्नी से खुले कुएँ में')),
      card(bi('Rooftop harvesting', 'छत वर्षा जल संचयन'), bi('School and house roofs into a tank or well', 'स्कूल और घरों की छत से टंकी या कुएँ में')),
    ]),
  ),
  figure('well-measurement', bi('Depth to water in an open well', 'खुले कुएँ में पानी की गहराई'), (l) =>
    wellSection(l, {
      reference: bi('Fixed point on the parapet', 'मुंडेर पर तय बिंदु'),
      depth: bi('Tape reading minus parapet height', 'फ़ीते का माप घटा मुंडेर की ऊँचाई'),
      water: bi('Water level', 'जल स्तर'),
    }),
  ),
  figure('village-entry', bi('Entering a village', 'गाँव में प्रवेश'), (l) =>
    flow(l, [
      bi('Meet the Gram Panchayat', 'ग्राम पंचायत से मिलें'),
      bi('Walk the village', 'गाँव में घूमें'),
      bi('Meet each group apart', 'हर समूह से अलग मिलें'),
      bi('Share back in the Gram Sabha', 'ग्राम सभा में बताएँ'),
    ]),
  ),
  figure('pra-tools', bi('Four PRA tools', 'चार PRA साधन'), (l) =>
    cards(l, [
      card(bi('Resource map', 'संसाधन मानचित्र'), bi('Land, water and who uses them', 'भूमि, पानी और कौन उपयोग करता है')),
      card(
        bi('Transect walk', 'ट्रांजेक्ट भ्रमण'),
        bi('Soils, slopes and problems from ridge to valley', 'रिज से घाटी तक मिट्टी, ढलान और समस्याएँ'),
      ),
      card(bi('Seasonal calendar', 'मौसमी कैलेंडर'), bi('Rain, work, scarcity month by month', 'महीनेवार वर्षा, काम और कमी')),
      card(bi('Venn diagram', 'वेन आरेख'), bi('Which institutions matter, and how much', 'कौन सी संस्थाएँ कितनी महत्वपूर्ण हैं')),
    ]),
  ),
  figure('dpr-contents', bi('The parts of a DPR', 'DPR के भाग'), (l) =>
    flow(l, [
      bi('Baseline survey', 'आधार सर्वेक्षण'),
      bi('Problems and priorities', 'समस्याएँ और प्राथमिकताएँ'),
      bi('Plan of works, budget, phasing', 'कार्य योजना, बजट, चरण'),
      bi('Gram Sabha resolution', 'ग्राम सभा प्रस्ताव'),
    ]),
  ),
  figure('climate-signs', bi('Fewer rainy days, more heavy rain (example block)', 'कम वर्षा दिवस, अधिक भारी वर्षा (उदाहरण ब्लॉक)'), (l) =>
    bars(
      l,
      [
        { label: bi('Rainy days 1990s', 'वर्षा दिवस 1990 का दशक'), value: 45 },
        { label: bi('Rainy days 2010s', 'वर्षा दिवस 2010 का दशक'), value: 36, fill: '#9cc3d5' },
        { label: bi('Heavy rain days 1990s', 'भारी वर्षा दिवस 1990 का दशक'), value: 3, fill: colour.warn },
        { label: bi('Heavy rain days 2010s', 'भारी वर्षा दिवस 2010 का दशक'), value: 6, fill: colour.warn },
      ],
      { unit: '' },
    ),
  ),
  figure('resilience-practices', bi('Practices that build resilience', 'अनुकूलन क्षमता बढ़ाने वाली पद्धतियाँ'), (l) =>
    cards(l, [
      card(
        bi('Drought-tolerant varieties', 'सूखा सहने वाली किस्में'),
        bi('Short-duration seed that finishes before the rains end', 'कम अवधि के बीज, जो वर्षा खत्म होने से पहले पकते हैं'),
      ),
      card(bi('Mulching', 'पलवार'), bi('Crop residue keeps moisture in the soil', 'फसल अवशेष मिट्टी में नमी बनाए रखते हैं')),
      card(bi('Intercropping', 'अंतरफसल'), bi('Two crops, so one failure is not total loss', 'दो फसलें, ताकि एक बिगड़े तो पूरा नुकसान न हो')),
      card(bi('Protective irrigation', 'जीवन रक्षक सिंचाई'), bi('Water from a farm pond in a dry spell', 'सूखे अंतराल में खेत तालाब से पानी')),
    ]),
  ),
  figure('advisory-chain', bi('From forecast to field', 'पूर्वानुमान से खेत तक'), (l) =>
    flow(l, [
      bi('Weather forecast (IMD)', 'मौसम पूर्वानुमान (IMD)'),
      bi('Agro-advisory for the block', 'ब्लॉक के लिए कृषि परामर्श'),
      bi('Message, board or meeting', 'संदेश, पट या बैठक'),
      bi('Sow, spray or wait', 'बोएँ, छिड़कें या रुकें'),
    ]),
  ),
];
