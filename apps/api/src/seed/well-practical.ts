import type { StoredPractical } from '@jal/contracts';
import type { BilingualText, SeedLesson } from './types.js';

const bi = (en: string, hi: string): BilingualText => ({ en, hi });

/**
 * Parichha, a village of Jhansi district (the demo organization's) on the Betwa, in Baragaon
 * block. The practical's area is a circle around it: the demo's wells are measured there.
 */
export const PARICHHA = { latitude: 25.5136, longitude: 78.7579, radiusMetres: 2000 } as const;

/** The ids of the practical's number and rubric: fixed, as a quiz's are, so submissions and reviews can name them. */
export const WELL_PRACTICAL_IDS = {
  depth: 'depth',
  criteria: ['c1', 'c2', 'c3'],
} as const;

const level = (criterion: string, n: number, label: BilingualText, points: number) => ({ id: `${criterion}-l${n}`, label, points });

const content: StoredPractical = {
  instructions: bi(
    [
      'Go to an open dug well in or around Parichha village and measure how deep the water is below the ground, as the lesson “Measuring water levels in wells” teaches. Ask the owner first, and never lean over the parapet alone.',
      'Mark the top of the parapet as the measuring point. Lower a weighted tape until the weight touches the water, read the tape at the measuring point, then take away the height of the parapet above the ground. If a pump has run in the last few hours, wait and come back.',
      'Take the two photos asked for below, record the place standing at the well, and type the depth to water in metres. You may add a voice note saying whose well it is and when the pump last ran.',
    ].join('\n\n'),
    [
      'पारीछा गाँव में या उसके आसपास किसी खुले कुएँ पर जाएँ और मापें कि पानी ज़मीन से कितना नीचे है, जैसा “कुओं में जल स्तर मापना” पाठ में सिखाया गया है। पहले कुएँ के मालिक से पूछ लें, और अकेले कभी मुंडेर पर न झुकें।',
      'मुंडेर की ऊपरी सतह को माप बिंदु बनाएँ। वज़न बँधा फ़ीता तब तक नीचे उतारें जब तक वज़न पानी को न छू ले, माप बिंदु पर फ़ीता पढ़ें, फिर ज़मीन से मुंडेर की ऊँचाई घटा दें। अगर पिछले कुछ घंटों में पंप चला हो, तो रुकें और बाद में आएँ।',
      'नीचे माँगी गई दोनों फ़ोटो लें, कुएँ के पास खड़े होकर स्थान दर्ज करें, और पानी तक की गहराई मीटर में लिखें। चाहें तो आवाज़ में बता दें कि कुआँ किसका है और पंप आख़िरी बार कब चला।',
    ].join('\n\n'),
  ),
  photos: {
    min: 2,
    max: 2,
    captions: [
      bi('The well from 5 m away, with its parapet', '5 मीटर दूर से कुआँ, मुंडेर सहित'),
      bi('The measuring tape at the water', 'पानी की सतह पर माप का फ़ीता'),
    ],
  },
  voiceNote: { requirement: 'optional', maxSeconds: 60 },
  numbers: [
    { id: WELL_PRACTICAL_IDS.depth, label: bi('Depth to water below the ground', 'ज़मीन से पानी तक की गहराई'), unit: 'm', min: 0, max: 60 },
  ],
  place: {
    required: true,
    accuracyMetres: 50,
    area: { type: 'circle', lat: PARICHHA.latitude, lon: PARICHHA.longitude, radiusMetres: PARICHHA.radiusMetres },
  },
  rubric: {
    passMark: 4,
    criteria: [
      {
        id: 'c1',
        label: bi('The photos show the well and the tape at the water', 'फ़ोटो में कुआँ और पानी पर फ़ीता दिखता है'),
        levels: [
          level('c1', 1, bi('Missing or unclear', 'नहीं है या साफ़ नहीं'), 0),
          level('c1', 2, bi('One of the two is clear', 'दो में से एक साफ़ है'), 1),
          level('c1', 3, bi('Both are clear', 'दोनों साफ़ हैं'), 2),
        ],
      },
      {
        id: 'c2',
        label: bi('The depth is read from the fixed point, less the parapet', 'गहराई स्थायी बिंदु से पढ़ी गई और मुंडेर की ऊँचाई घटाई गई'),
        levels: [
          level('c2', 1, bi('Not believable', 'विश्वसनीय नहीं'), 0),
          level('c2', 2, bi('Read, but the parapet not taken away', 'पढ़ी गई, पर मुंडेर की ऊँचाई नहीं घटाई'), 1),
          level('c2', 3, bi('Right', 'सही'), 2),
        ],
      },
      {
        id: 'c3',
        label: bi('The place was recorded at the well', 'स्थान कुएँ पर ही दर्ज किया गया'),
        levels: [level('c3', 1, bi('No', 'नहीं'), 0), level('c3', 2, bi('Yes', 'हाँ'), 1)],
      },
    ],
  },
};

/** The groundwater course's field practical: the last lesson, so that accepting it completes the course. */
export const WELL_PRACTICAL: SeedLesson = {
  kind: 'practical',
  title: bi("Measure an open well's water level", 'खुले कुएँ का जल स्तर मापें'),
  durationMinutes: 45,
  content,
};
