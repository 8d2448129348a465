import type { PracticalInput } from '@jal/contracts';

/** The well's place in the examples: a village in Dewas district. */
export const WELL = { lat: 22.9676, lon: 76.0534 };

/**
 * A field practical as the course editor sends it: two or three photos, an optional voice note,
 * the depth to water, the place within 200 m of the well with 50 m accuracy, and a two-criterion
 * rubric passed at 3 points of 4.
 */
export function practicalExample(overrides: Partial<PracticalInput> = {}): PracticalInput {
  return {
    instructions: { en: "Measure the open well's water level with the tape.", hi: 'फीते से खुले कुएँ का जल स्तर नापें।' },
    photos: {
      min: 2,
      max: 3,
      captions: [
        { en: 'The well from 5 m', hi: '5 मीटर दूर से कुआँ' },
        { en: 'The tape at the water', hi: 'पानी पर फीता' },
        { en: 'The record sheet', hi: 'अभिलेख पत्र' },
      ],
    },
    voiceNote: { requirement: 'optional', maxSeconds: 120 },
    numbers: [{ id: 'depth', label: { en: 'Depth to water', hi: 'पानी तक गहराई' }, unit: 'm', min: 0, max: 60 }],
    place: { required: true, accuracyMetres: 50, area: { type: 'circle', lat: WELL.lat, lon: WELL.lon, radiusMetres: 200 } },
    rubric: {
      passMark: 3,
      criteria: [
        {
          label: { en: 'The tape is read at the water', hi: 'फीता पानी पर पढ़ा गया' },
          levels: [
            { label: { en: 'No', hi: 'नहीं' }, points: 0 },
            { label: { en: 'Yes', hi: 'हाँ' }, points: 2 },
          ],
        },
        {
          label: { en: 'The photos show the well', hi: 'फ़ोटो में कुआँ दिखता है' },
          levels: [
            { label: { en: 'No', hi: 'नहीं' }, points: 0 },
            { label: { en: 'Yes', hi: 'हाँ' }, points: 2 },
          ],
        },
      ],
    },
    ...overrides,
  };
}
