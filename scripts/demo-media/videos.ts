// What each demo video shows and says: three pictures, each with one sentence of narration in
// English and in Hindi. The pictures carry both languages; each narration is its own audio track.
import { contours, slope, watershedMap, wellSection } from './scenes.js';
import { type Bi, type Lang, arrow, bars, cards, colour, flow, keyPoints, label, layers, person, table } from './svg.js';

export type Slide = { heading: Bi; narration: Bi; draw: (lang: Lang) => string };
export type Video = { key: string; slides: Slide[] };

const bi = (en: string, hi: string): Bi => ({ en, hi });
const slide = (heading: Bi, narration: Bi, draw: (lang: Lang) => string): Slide => ({ heading, narration, draw });

const zones: [Bi, Bi, Bi] = [bi('Upper reach', 'ऊपरी भाग'), bi('Middle reach', 'मध्य भाग'), bi('Valley', 'घाटी')];
const legend = { boundary: bi('Ridge line', 'रिज रेखा'), stream: bi('Streams', 'नाले'), outlet: bi('Outlet', 'निकास बिंदु') };

export const videos: Video[] = [
  {
    key: 'ridge-walk',
    slides: [
      slide(
        bi('Rain falls on the ridge', 'वर्षा रिज पर गिरती है'),
        bi('Rain falls on the ridge, the highest land around the village.', 'वर्षा रिज पर गिरती है, जो गाँव के आसपास की सबसे ऊँची भूमि है।'),
        (l) => slope(l, { rain: true, zones }),
      ),
      slide(
        bi('All water flows to one outlet', 'सारा पानी एक निकास तक बहता है'),
        bi('From the ridge, every stream joins and leaves through one outlet.', 'रिज से सारे नाले मिलकर एक ही निकास बिंदु से बाहर निकलते हैं।'),
        (l) => watershedMap(l, { legend }),
      ),
      slide(
        bi('Walk the boundary with elders', 'बुज़ुर्गों के साथ सीमा पर चलें'),
        bi(
          'Walk the ridge line with village elders and mark the boundary on the map.',
          'गाँव के बुज़ुर्गों के साथ रिज रेखा पर चलें और मानचित्र पर सीमा अंकित करें।',
        ),
        (l) => watershedMap(l, { walk: true, legend }),
      ),
    ],
  },
  {
    key: 'erosion-and-silt',
    slides: [
      slide(
        bi('A bare slope in a storm', 'तूफ़ान में खाली ढलान'),
        bi(
          'On a bare slope, storm runoff rushes down and carries soil with it.',
          'खाली ढलान पर तूफ़ान का अपवाह तेज़ी से बहता है और मिट्टी साथ ले जाता है।',
        ),
        (l) =>
          slope(l, {
            rain: true,
            runoff: 'fast',
            tank: 'silted',
            notes: [{ x: 300, y: 140, text: bi('Fast runoff carries silt', 'तेज़ अपवाह गाद ले जाता है') }],
          }),
      ),
      slide(
        bi('A treated slope nearby', 'पास की उपचारित ढलान'),
        bi(
          'On the treated slope, trenches and trees slow the water so it soaks in.',
          'उपचारित ढलान पर खाइयाँ और पेड़ पानी को धीमा करते हैं, जिससे वह रिसता है।',
        ),
        (l) =>
          slope(l, {
            rain: true,
            trenches: true,
            trees: true,
            runoff: 'slow',
            tank: 'clear',
            notes: [{ x: 300, y: 140, text: bi('Slow water soaks in', 'धीमा पानी रिसता है') }],
          }),
      ),
      slide(
        bi('Silt in the village tank', 'गाँव के तालाब में गाद'),
        bi(
          'Silt from bare slopes fills the tank; treated slopes keep it deep.',
          'खाली ढलानों की गाद तालाब भरती है; उपचारित ढलानें उसे गहरा रखती हैं।',
        ),
        (l) =>
          bars(
            l,
            [
              { label: bi('Bare slope', 'खाली ढलान'), value: 25, fill: colour.silt },
              { label: bi('Treated slope', 'उपचारित ढलान'), value: 5, fill: colour.green },
            ],
            { unit: ' cm' },
          ) +
          label(l, 330, 110, bi('Silt added to the tank each year (example)', 'हर साल तालाब में जमी गाद (उदाहरण)'), { size: 14, chars: 34 }),
      ),
    ],
  },
  {
    key: 'toposheet-legend',
    slides: [
      slide(
        bi('Scale: 1 to 50,000', 'पैमाना: 1 : 50,000'),
        bi(
          'On a one to fifty thousand sheet, two centimetres on the map are one kilometre.',
          'एक अनुपात पचास हज़ार की शीट पर मानचित्र के दो सेंटीमीटर एक किलोमीटर होते हैं।',
        ),
        (l) =>
          `<rect x="60" y="150" width="100" height="18" fill="${colour.ink}"/><rect x="160" y="150" width="100" height="18" fill="#fff" stroke="${colour.ink}"/><rect x="260" y="150" width="100" height="18" fill="${colour.ink}"/>` +
          `<text x="60" y="200" font-size="16">0</text><text x="150" y="200" font-size="16">1 km</text><text x="250" y="200" font-size="16">2 km</text><text x="350" y="200" font-size="16">3 km</text>` +
          label(l, 60, 250, bi('2 cm on the map = 1 km on the ground', 'मानचित्र पर 2 सेमी = ज़मीन पर 1 किमी'), { size: 17, weight: 'bold' }),
      ),
      slide(
        bi('North arrow and grid', 'उत्तर दिशा और ग्रिड'),
        bi(
          'North is at the top; grid lines give every village a six-figure reference.',
          'उत्तर ऊपर होता है; ग्रिड रेखाएँ हर गाँव को छह अंकों का संदर्भ देती हैं।',
        ),
        (l) => {
          const grid = [0, 1, 2, 3]
            .map(
              (i) =>
                `<line x1="${80 + i * 90}" y1="100" x2="${80 + i * 90}" y2="340" stroke="#9bb"/><line x1="80" y1="${100 + i * 80}" x2="350" y2="${100 + i * 80}" stroke="#9bb"/>`,
            )
            .join('');
          return (
            grid +
            arrow(440, 300, 440, 120, colour.ink, 4) +
            '<text x="432" y="110" font-size="22" font-weight="bold">N</text>' +
            `<circle cx="205" cy="215" r="7" fill="${colour.warn}"/>` +
            label(l, 470, 220, bi('Village at 234 567', 'गाँव 234 567 पर'), { size: 15, chars: 18 })
          );
        },
      ),
      slide(
        bi('Legend symbols', 'संकेत-सूची के चिह्न'),
        bi(
          'The legend tells you which line is a stream, a road, a tank or a contour.',
          'संकेत-सूची बताती है कि कौन सी रेखा नाला, सड़क, तालाब या समोच्च है।',
        ),
        (l) =>
          table(
            l,
            [bi('Symbol', 'चिह्न'), bi('Meaning', 'अर्थ')],
            [
              [bi('Blue line', 'नीली रेखा'), bi('Stream', 'नाला')],
              [bi('Blue patch', 'नीला भाग'), bi('Tank', 'तालाब')],
              [bi('Brown line', 'भूरी रेखा'), bi('Contour', 'समोच्च')],
              [bi('Red line', 'लाल रेखा'), bi('Road', 'सड़क')],
            ],
            { widths: [260, 340] },
          ),
      ),
    ],
  },
  {
    key: 'change-from-space',
    slides: [
      slide(
        bi('The same watershed, eight years apart', 'वही जलग्रहण क्षेत्र, आठ साल के अंतर पर'),
        bi(
          'Two satellite images of the same watershed, taken eight years apart.',
          'एक ही जलग्रहण क्षेत्र के दो उपग्रह चित्र, आठ साल के अंतर पर लिए गए।',
        ),
        (l) =>
          `<rect x="30" y="100" width="270" height="200" fill="#d9c9a3"/><rect x="340" y="100" width="270" height="200" fill="#b7cf94"/><ellipse cx="165" cy="240" rx="20" ry="10" fill="${colour.water}"/><ellipse cx="475" cy="240" rx="50" ry="22" fill="${colour.water}"/><circle cx="420" cy="150" r="22" fill="${colour.green}"/><circle cx="520" cy="170" r="26" fill="${colour.green}"/>` +
          label(l, 30, 325, bi('Before treatment', 'उपचार से पहले'), { size: 15, weight: 'bold' }) +
          label(l, 340, 325, bi('Eight years later', 'आठ साल बाद'), { size: 15, weight: 'bold' }),
      ),
      slide(
        bi('Green cover and water', 'हरियाली और पानी'),
        bi(
          'Green cover rose from twelve to thirty-one per cent, and tanks held water longer.',
          'हरियाली बारह से बढ़कर इकतीस प्रतिशत हो गई, और तालाबों में पानी अधिक समय तक रहा।',
        ),
        (l) =>
          bars(
            l,
            [
              { label: bi('Green cover before', 'पहले हरियाली'), value: 12, fill: colour.soil },
              { label: bi('Green cover after', 'बाद में हरियाली'), value: 31, fill: colour.green },
              { label: bi('Water before', 'पहले पानी'), value: 2, fill: '#9cc3d5' },
              { label: bi('Water after', 'बाद में पानी'), value: 5, fill: colour.water },
            ],
            { unit: '%', max: 35 },
          ),
      ),
      slide(
        bi('Check it on the ground', 'ज़मीन पर पुष्टि करें'),
        bi(
          'Always check what the image shows by walking the watershed with villagers.',
          'चित्र जो दिखाता है, उसकी पुष्टि हमेशा ग्रामीणों के साथ क्षेत्र में चलकर करें।',
        ),
        (l) =>
          keyPoints(l, [
            bi('Compare the same season in both years', 'दोनों वर्षों में एक ही मौसम की तुलना करें'),
            bi('Rainfall differs: note it beside the images', 'वर्षा अलग होती है: चित्रों के साथ उसे लिखें'),
            bi('Confirm changes on the ground', 'बदलाव की पुष्टि ज़मीन पर करें'),
          ]),
      ),
    ],
  },
  {
    key: 'qgis-drainage-lines',
    slides: [
      slide(
        bi('Create a line layer', 'लाइन परत बनाएँ'),
        bi(
          'In QGIS, create a new line layer named drainage, with a field for stream order.',
          'QGIS में ड्रेनेज नाम की नई लाइन परत बनाएँ, जिसमें धारा क्रम का एक फ़ील्ड हो।',
        ),
        (l) =>
          flow(l, [
            bi('Layer → Create layer', 'परत → परत बनाएँ'),
            bi('Geometry: line', 'ज्यामिति: रेखा'),
            bi('Field: order (number)', 'फ़ील्ड: क्रम (संख्या)'),
          ]),
      ),
      slide(
        bi('Trace the streams', 'नालों को ट्रेस करें'),
        bi(
          'Zoom in on the satellite image and trace each stream from its start downhill.',
          'उपग्रह चित्र पर ज़ूम करें और हर नाले को उसके उद्गम से नीचे की ओर ट्रेस करें।',
        ),
        (l) => watershedMap(l, { legend }),
      ),
      slide(
        bi('Give each segment its order', 'हर खंड को उसका क्रम दें'),
        bi(
          'Give each segment its order: two first-order streams make a second order.',
          'हर खंड को उसका क्रम दें: दो प्रथम क्रम के नाले मिलकर द्वितीय क्रम बनाते हैं।',
        ),
        (l) => watershedMap(l, { orders: true, legend }),
      ),
    ],
  },
  {
    key: 'rain-gauge',
    slides: [
      slide(
        bi('A simple rain gauge', 'एक सरल वर्षामापी'),
        bi(
          'Fix the gauge in open ground, away from trees and roofs, with its rim level.',
          'वर्षामापी को पेड़ों और छतों से दूर खुली जगह में, किनारा समतल रखकर लगाएँ।',
        ),
        (l) =>
          `<rect x="250" y="130" width="70" height="170" rx="6" fill="#fff" stroke="${colour.ink}" stroke-width="2"/><path d="M240 130 L330 130 L300 160 L270 160 Z" fill="#cfd8dc" stroke="${colour.ink}"/><rect x="256" y="250" width="58" height="46" fill="${colour.water}"/><rect x="0" y="300" width="640" height="60" fill="${colour.leaf}"/>` +
          label(l, 360, 170, bi('Rim level, 30 cm above the ground', 'किनारा समतल, ज़मीन से 30 सेमी ऊपर'), { size: 15, chars: 26 }),
      ),
      slide(
        bi('Read it every morning', 'हर सुबह पढ़ें'),
        bi('Read it at half past eight every morning, then empty it.', 'इसे हर सुबह साढ़े आठ बजे पढ़ें, फिर खाली कर दें।'),
        (l) =>
          `<circle cx="200" cy="215" r="90" fill="#fff" stroke="${colour.ink}" stroke-width="3"/>` +
          arrow(200, 215, 200, 150, colour.ink, 4) +
          arrow(200, 215, 150, 245, colour.ink, 4) +
          label(l, 330, 200, bi('8:30 am, same time each day', 'सुबह 8:30, हर दिन एक ही समय'), { size: 17, weight: 'bold', chars: 22 }),
      ),
      slide(
        bi('Write it in the register', 'रजिस्टर में लिखें'),
        bi('Write the date and the rainfall in millimetres in the register.', 'रजिस्टर में तारीख और वर्षा मिलीमीटर में लिखें।'),
        (l) =>
          table(
            l,
            [bi('Date', 'तारीख'), bi('Rain (mm)', 'वर्षा (मिमी)'), bi('Read by', 'पढ़ने वाले')],
            [
              ['12 July', '18', 'Sunita'],
              ['13 July', '42', 'Sunita'],
              ['14 July', '0', 'Ramesh'],
            ],
            { widths: [200, 200, 200] },
          ),
      ),
    ],
  },
  {
    key: 'water-budget-gram-sabha',
    slides: [
      slide(
        bi('Water we have', 'हमारे पास कितना पानी है'),
        bi(
          'The village shows how much water its tanks, wells and soil hold after the monsoon.',
          'गाँव दिखाता है कि मानसून के बाद तालाबों, कुओं और मिट्टी में कितना पानी है।',
        ),
        (l) =>
          bars(
            l,
            [
              { label: bi('Tanks', 'तालाब'), value: 40 },
              { label: bi('Wells', 'कुएँ'), value: 90 },
              { label: bi('Soil moisture', 'मिट्टी की नमी'), value: 70, fill: colour.soil },
            ],
            { unit: '' },
          ) + label(l, 420, 110, bi('Hectare-metres', 'हेक्टेयर-मीटर'), { size: 14 }),
      ),
      slide(
        bi('Water we need', 'हमें कितना पानी चाहिए'),
        bi('Sugarcane alone would need more water than the village has.', 'अकेले गन्ने को गाँव के पास मौजूद पानी से अधिक पानी चाहिए।'),
        (l) =>
          bars(
            l,
            [
              { label: bi('Available', 'उपलब्ध'), value: 200, fill: colour.water },
              { label: bi('Sugarcane plan', 'गन्ने की योजना'), value: 260, fill: colour.warn },
              { label: bi('Mixed crops plan', 'मिश्रित फसल योजना'), value: 180, fill: colour.green },
            ],
            { unit: '' },
          ),
      ),
      slide(
        bi('The Gram Sabha decides', 'ग्राम सभा निर्णय लेती है'),
        bi(
          'The Gram Sabha agrees to grow less sugarcane and more pulses and millets.',
          'ग्राम सभा कम गन्ना और अधिक दालें व मोटे अनाज उगाने पर सहमत होती है।',
        ),
        (l) =>
          [100, 150, 200, 250, 300, 350, 400, 450, 500].map((x, i) => person(x, 300, i % 2 ? colour.warn : colour.primary)).join('') +
          `<rect x="180" y="110" width="280" height="120" fill="#fff" stroke="${colour.ink}"/>` +
          label(l, 196, 150, bi('Less cane, more pulses', 'कम गन्ना, अधिक दालें'), { size: 18, weight: 'bold', chars: 24 }),
      ),
    ],
  },
  {
    key: 'a-frame',
    slides: [
      slide(
        bi('Build an A-frame', 'ए-फ़्रेम बनाएँ'),
        bi(
          'Tie three poles into an A and hang a stone on a string from the top.',
          'तीन डंडों को A के आकार में बाँधें और ऊपर से धागे पर एक पत्थर लटकाएँ।',
        ),
        (l) =>
          `<path d="M200 320 L300 120 L400 320" fill="none" stroke="${colour.earth}" stroke-width="8"/><line x1="250" y1="220" x2="350" y2="220" stroke="${colour.earth}" stroke-width="7"/><line x1="300" y1="120" x2="300" y2="250" stroke="${colour.ink}" stroke-width="1.5"/><circle cx="300" cy="256" r="8" fill="${colour.rock}"/><line x1="300" y1="212" x2="300" y2="228" stroke="${colour.warn}" stroke-width="3"/>` +
          label(l, 420, 220, bi('Mark the centre of the cross bar', 'आड़े डंडे का बीच अंकित करें'), { size: 15, chars: 20 }),
      ),
      slide(
        bi('Find a level step', 'समतल कदम खोजें'),
        bi(
          'Move one leg until the string hangs on the centre mark: both feet are level.',
          'एक पैर तब तक खिसकाएँ जब तक धागा बीच के निशान पर न लटके: दोनों पैर समतल हैं।',
        ),
        (l) =>
          slope(l, { notes: [{ x: 330, y: 130, text: bi('String on the mark = level', 'धागा निशान पर = समतल') }] }) +
          `<path d="M150 148 L175 100 L200 160" fill="none" stroke="${colour.ink}" stroke-width="4"/>`,
      ),
      slide(
        bi('Peg the contour line', 'समोच्च रेखा पर खूँटे लगाएँ'),
        bi(
          'Peg each level point; the pegs together show the contour for the trench.',
          'हर समतल बिंदु पर खूँटा लगाएँ; सभी खूँटे मिलकर खाई की समोच्च रेखा दिखाते हैं।',
        ),
        (l) =>
          contours(l, {
            steep: bi('Pegs follow one contour', 'खूँटे एक ही समोच्च पर'),
            gentle: bi('Dig the trench along it', 'इसी के साथ खाई खोदें'),
            stream: bi('Never across a stream', 'नाले के आर-पार कभी नहीं'),
          }),
      ),
    ],
  },
  {
    key: 'loose-boulder-structure',
    slides: [
      slide(
        bi('Dig the foundation', 'नींव खोदें'),
        bi('Dig a foundation trench across the stream, down to firm ground.', 'नाले के आर-पार मज़बूत ज़मीन तक नींव की खाई खोदें।'),
        (l) =>
          `<path d="M20 120 Q160 140 250 300 L390 300 Q480 140 620 120 L620 360 L20 360 Z" fill="${colour.soil}"/><rect x="250" y="300" width="140" height="30" fill="#7a6650"/>` +
          label(l, 420, 320, bi('Foundation 30 cm deep', 'नींव 30 सेमी गहरी'), { size: 15 }),
      ),
      slide(
        bi('Key it into both banks', 'दोनों किनारों में जमाएँ'),
        bi(
          'Key the wall into both banks so water cannot cut around its ends.',
          'दीवार को दोनों किनारों में अंदर तक जमाएँ ताकि पानी किनारों से न काटे।',
        ),
        (l) =>
          `<path d="M20 120 Q160 140 250 300 L390 300 Q480 140 620 120 L620 360 L20 360 Z" fill="${colour.soil}"/><path d="M180 200 Q250 300 320 300 Q390 300 460 200 L460 230 Q390 330 320 330 Q250 330 180 230 Z" fill="${colour.rock}"/>` +
          label(l, 30, 110, bi('Ends go into the banks', 'सिरे किनारों के भीतर'), { size: 15 }),
      ),
      slide(
        bi('Pack the boulders', 'पत्थर कसकर जमाएँ'),
        bi('Pack the biggest boulders on the downstream face and add an apron below.', 'सबसे बड़े पत्थर निचली ओर लगाएँ और नीचे एक एप्रन बनाएँ।'),
        (l) =>
          keyPoints(l, [
            bi('Height under one metre', 'ऊँचाई एक मीटर से कम'),
            bi('Big stones on the downstream face', 'बड़े पत्थर निचली ओर'),
            bi('Stone apron where water falls', 'जहाँ पानी गिरे वहाँ पत्थर का एप्रन'),
          ]),
      ),
    ],
  },
  {
    key: 'hard-rock-aquifer',
    slides: [
      slide(
        bi('Layers under a basalt village', 'बेसाल्ट गाँव के नीचे की परतें'),
        bi(
          'Under a basalt village lie soil, weathered rock and fractured rock.',
          'बेसाल्ट क्षेत्र के गाँव के नीचे मिट्टी, अपक्षयित चट्टान और दरारों वाली चट्टान होती है।',
        ),
        (l) => aquiferLayers(l),
      ),
      slide(
        bi('Water moves through cracks', 'पानी दरारों से चलता है'),
        bi('Rainwater soaks through the soil and moves along cracks to reach wells.', 'वर्षा जल मिट्टी से रिसकर दरारों के रास्ते कुओं तक पहुँचता है।'),
        (l) => aquiferLayers(l) + arrow(120, 110, 120, 200, colour.water, 4) + arrow(120, 210, 200, 270, colour.water, 4),
      ),
      slide(
        bi('Two wells, two stories', 'दो कुएँ, दो कहानियाँ'),
        bi(
          'A well on a fracture yields well; its neighbour, in solid rock, runs dry.',
          'दरार पर बना कुआँ अच्छा पानी देता है; ठोस चट्टान में बना पड़ोसी कुआँ सूख जाता है।',
        ),
        (l) =>
          aquiferLayers(l) +
          `<rect x="180" y="100" width="16" height="190" fill="#5b4a38"/><rect x="300" y="100" width="16" height="190" fill="#5b4a38"/><rect x="183" y="220" width="10" height="70" fill="${colour.water}"/>` +
          `<path d="M120 250 L400 300" stroke="${colour.water}" stroke-width="3"/>`,
      ),
    ],
  },
  {
    key: 'water-level-reading',
    slides: [
      slide(
        bi('A fixed measuring point', 'माप का तय बिंदु'),
        bi('Always measure from the same painted point on the parapet.', 'हमेशा मुंडेर पर रंग से बने एक ही बिंदु से मापें।'),
        (l) => wellSection(l, levelNotes),
      ),
      slide(
        bi('Lower the sounder', 'साउंडर नीचे उतारें'),
        bi('Lower the sounder until it beeps at the water, and read the tape.', 'साउंडर को तब तक उतारें जब तक पानी पर बीप न हो, फिर फ़ीता पढ़ें।'),
        (l) => wellSection(l, levelNotes),
      ),
      slide(
        bi('Record and avoid errors', 'दर्ज करें और गलतियों से बचें'),
        bi('Subtract the parapet height, and never measure right after pumping.', 'मुंडेर की ऊँचाई घटाएँ, और पंप चलने के तुरंत बाद कभी न मापें।'),
        (l) =>
          table(
            l,
            [bi('Tape reading', 'फ़ीते का माप'), bi('Parapet', 'मुंडेर'), bi('Depth to water', 'पानी की गहराई')],
            [
              ['8.70 m', '0.70 m', '8.00 m'],
              ['9.15 m', '0.70 m', '8.45 m'],
            ],
            { widths: [200, 200, 200] },
          ),
      ),
    ],
  },
  {
    key: 'womens-meeting',
    slides: [
      slide(
        bi('A separate meeting', 'अलग बैठक'),
        bi('Meet the women of the hamlet separately, at a time and place they choose.', 'टोले की महिलाओं से अलग मिलें, उनके चुने समय और स्थान पर।'),
        (l) =>
          [160, 220, 280, 340, 400, 460].map((x) => person(x, 290, colour.warn)).join('') +
          person(310, 200, colour.primary) +
          label(l, 40, 130, bi('Listen first, write it down', 'पहले सुनें, फिर लिखें'), { size: 17, weight: 'bold' }),
      ),
      slide(
        bi('Their priorities', 'उनकी प्राथमिकताएँ'),
        bi('They rank drinking water first, then fuelwood, then fodder.', 'वे पीने के पानी को पहले, फिर ईंधन की लकड़ी, फिर चारे को रखती हैं।'),
        (l) =>
          bars(
            l,
            [
              { label: bi('Drinking water', 'पीने का पानी'), value: 14 },
              { label: bi('Fuelwood', 'ईंधन की लकड़ी'), value: 9, fill: colour.earth },
              { label: bi('Fodder', 'चारा'), value: 6, fill: colour.green },
            ],
            { unit: '' },
          ) + label(l, 420, 110, bi('Votes of 29 women', '29 महिलाओं के मत'), { size: 14 }),
      ),
      slide(
        bi('Into the plan', 'योजना में शामिल'),
        bi('Their priorities go into the watershed plan, in their own words.', 'उनकी प्राथमिकताएँ उनके अपने शब्दों में जलग्रहण योजना में जाती हैं।'),
        (l) =>
          keyPoints(l, [
            bi('A handpump repair near the hamlet', 'टोले के पास हैंडपंप की मरम्मत'),
            bi('Fuelwood plots on common land', 'सामुदायिक भूमि पर ईंधन के पेड़'),
            bi('Fodder grass on bunds', 'मेड़ों पर चारा घास'),
          ]),
      ),
    ],
  },
  {
    key: 'resource-map',
    slides: [
      slide(
        bi('Draw on the ground', 'ज़मीन पर बनाएँ'),
        bi(
          'Villagers draw their village on the ground with chalk, stones and leaves.',
          'ग्रामीण खड़िया, पत्थरों और पत्तियों से ज़मीन पर अपना गाँव बनाते हैं।',
        ),
        (l) => watershedMap(l, { resources: true }),
      ),
      slide(
        bi('Mark what matters', 'ज़रूरी चीज़ें अंकित करें'),
        bi('They mark streams, wells, eroded land and grazing areas.', 'वे नाले, कुएँ, कटाव वाली भूमि और चरागाह अंकित करते हैं।'),
        (l) =>
          cards(l, [
            { title: bi('Streams', 'नाले'), text: bi('', '') },
            { title: bi('Wells', 'कुएँ'), text: bi('', '') },
            { title: bi('Eroded land', 'कटाव वाली भूमि'), text: bi('', '') },
            { title: bi('Grazing land', 'चरागाह'), text: bi('', '') },
          ]),
      ),
      slide(
        bi('Copy it onto chart paper', 'चार्ट पेपर पर उतारें'),
        bi('Copy the map onto chart paper, so it can go into the plan.', 'मानचित्र को चार्ट पेपर पर उतारें, ताकि वह योजना में शामिल हो सके।'),
        (l) =>
          flow(l, [bi('Ground map', 'ज़मीन पर मानचित्र'), bi('Chart paper copy', 'चार्ट पेपर पर प्रति'), bi('Photo in the DPR', 'DPR में फ़ोटो')]),
      ),
    ],
  },
  {
    key: 'changing-monsoon',
    slides: [
      slide(
        bi('Sowing comes later', 'बुवाई देर से होती है'),
        bi(
          'Farmers say the rains now start later, so sowing moved by about two weeks.',
          'किसान बताते हैं कि अब वर्षा देर से शुरू होती है, इसलिए बुवाई लगभग दो हफ़्ते खिसक गई।',
        ),
        (l) =>
          bars(
            l,
            [
              { label: bi('Sowing day 2000s', 'बुवाई 2000 का दशक'), value: 20 },
              { label: bi('Sowing day now', 'बुवाई अब'), value: 34, fill: colour.warn },
            ],
            { unit: ' Jun', max: 40 },
          ),
      ),
      slide(
        bi('Longer dry spells', 'लंबे सूखे अंतराल'),
        bi('Dry spells in the middle of the season are longer and more frequent.', 'मौसम के बीच सूखे अंतराल अब लंबे और अधिक बार होते हैं।'),
        (l) =>
          bars(
            l,
            [
              { label: bi('Dry spells then', 'पहले सूखे अंतराल'), value: 1 },
              { label: bi('Dry spells now', 'अब सूखे अंतराल'), value: 3, fill: colour.warn },
            ],
            { unit: '', max: 4 },
          ),
      ),
      slide(
        bi('Crops change', 'फसलें बदलती हैं'),
        bi(
          'Many now sow short-duration pulses and millets instead of long crops.',
          'कई किसान अब लंबी फसलों के बजाय कम अवधि की दालें और मोटे अनाज बोते हैं।',
        ),
        (l) =>
          keyPoints(l, [
            bi('Short-duration varieties', 'कम अवधि की किस्में'),
            bi('Pulses and millets', 'दालें और मोटे अनाज'),
            bi('Water saved in farm ponds', 'खेत तालाबों में बचा पानी'),
          ]),
      ),
    ],
  },
  {
    key: 'weather-board',
    slides: [
      slide(
        bi("This week's board", 'इस सप्ताह का पट'),
        bi('Every Monday the committee writes the five-day forecast on the board.', 'हर सोमवार समिति पट पर पाँच दिन का पूर्वानुमान लिखती है।'),
        (l) =>
          table(
            l,
            [bi('Day', 'दिन'), bi('Rain (mm)', 'वर्षा (मिमी)'), bi('Wind', 'हवा')],
            [
              ['Mon', '0', '8 km/h'],
              ['Tue', '5', '10 km/h'],
              ['Wed', '35', '22 km/h'],
              ['Thu', '12', '15 km/h'],
            ],
            { widths: [200, 200, 200] },
          ),
      ),
      slide(
        bi('The advice', 'सलाह'),
        bi(
          'Heavy rain on Wednesday: do not spray on Tuesday, and clear field drains.',
          'बुधवार को भारी वर्षा: मंगलवार को छिड़काव न करें, और खेत की नालियाँ साफ़ करें।',
        ),
        (l) =>
          keyPoints(l, [
            bi('No spraying before heavy rain', 'भारी वर्षा से पहले छिड़काव नहीं'),
            bi('Clear the field drains', 'खेत की नालियाँ साफ़ करें'),
            bi('Sow after 25 mm of rain', '25 मिमी वर्षा के बाद बोएँ'),
          ]),
      ),
      slide(
        bi('Farmers act on it', 'किसान अमल करते हैं'),
        bi(
          'Farmers who followed the board saved a spray and sowed at the right time.',
          'जिन किसानों ने पट की बात मानी, उन्होंने एक छिड़काव बचाया और सही समय पर बुवाई की।',
        ),
        (l) => flow(l, [bi('Forecast', 'पूर्वानुमान'), bi('Board in the village', 'गाँव में पट'), bi('Decision in the field', 'खेत में निर्णय')]),
      ),
    ],
  },
];

const levelNotes = {
  reference: bi('Painted point on the parapet', 'मुंडेर पर रंगा बिंदु'),
  depth: bi('Tape reading', 'फ़ीते का माप'),
  water: bi('Water level', 'जल स्तर'),
};

function aquiferLayers(l: Lang): string {
  return layers(l, [
    { label: bi('Soil', 'मिट्टी'), fill: colour.soil, height: 50 },
    { label: bi('Weathered rock', 'अपक्षयित चट्टान'), fill: '#b9a58a', height: 80 },
    { label: bi('Fractured rock', 'दरारों वाली चट्टान'), fill: '#9a948a', height: 70 },
    { label: bi('Hard rock', 'कठोर चट्टान'), fill: '#6f6a63', height: 60 },
  ]);
}
