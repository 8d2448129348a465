import sharp from 'sharp';

/**
 * The demo's field photos, drawn rather than shipped: an open well seen from a few metres and the
 * measuring tape at its water, as SVG rendered to JPEG by sharp, with the EXIF a phone's camera
 * writes (when and where it was taken). The storing path then reads that EXIF and drops it, as
 * it does for a real phone's photo. `variant` changes the scene, so two learners' wells differ as
 * two photos of different wells do.
 */

export type PhotoExif = {
  /** The camera's wall-clock time in India, `YYYY:MM:DD HH:MM:SS`. */
  takenAt: string;
  latitude: number;
  longitude: number;
};

// Drawn on a 1200 × 900 canvas and saved at 960 × 720, the size a phone shrinks a photo to before sending (decision 150).
const WIDTH = 1200;
const HEIGHT = 900;
const SAVED = 'width="960" height="720"';

const SCENES = [
  { sky: ['#9cc9e8', '#e7f1f6'], ground: '#b98d5a', stone: '#a39886', shade: '#7d7262', tree: '#3f6b35', wellX: 560, treeX: 980 },
  { sky: ['#f1c98b', '#f6e7cf'], ground: '#a7794a', stone: '#c7b9a0', shade: '#8f7f66', tree: '#52743a', wellX: 660, treeX: 190 },
];

/** An open well with its stone parapet and pulley frame, from about 5 m. */
function wellSvg(variant: number): string {
  const scene = SCENES[variant % SCENES.length]!;
  const x = scene.wellX;
  return `<svg xmlns="http://www.w3.org/2000/svg" ${SAVED} viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="430" fill="url(#sky)"/>
  <rect y="420" width="${WIDTH}" height="480" fill="${scene.ground}"/>
  <path d="M0 430 Q300 400 600 428 T1200 418 L1200 440 L0 440 Z" fill="#8a9a5b"/>
  <rect x="${scene.treeX - 22}" y="250" width="44" height="200" fill="#5b4330"/>
  <circle cx="${scene.treeX}" cy="220" r="120" fill="${scene.tree}"/>
  <circle cx="${scene.treeX - 90}" cy="270" r="80" fill="${scene.tree}"/>
  <circle cx="${scene.treeX + 85}" cy="265" r="85" fill="${scene.tree}"/>
  <ellipse cx="${x}" cy="750" rx="260" ry="60" fill="${scene.stone}"/>
  <rect x="${x - 260}" y="560" width="520" height="190" fill="${scene.stone}"/>
  <g stroke="${scene.shade}" stroke-width="5">
    <line x1="${x - 260}" y1="620" x2="${x + 260}" y2="620"/><line x1="${x - 260}" y1="685" x2="${x + 260}" y2="685"/>
    <line x1="${x - 170}" y1="560" x2="${x - 170}" y2="620"/><line x1="${x}" y1="560" x2="${x}" y2="620"/>
    <line x1="${x + 170}" y1="560" x2="${x + 170}" y2="620"/><line x1="${x - 90}" y1="620" x2="${x - 90}" y2="685"/>
    <line x1="${x + 90}" y1="620" x2="${x + 90}" y2="685"/><line x1="${x - 170}" y1="685" x2="${x - 170}" y2="750"/>
    <line x1="${x + 170}" y1="685" x2="${x + 170}" y2="750"/>
  </g>
  <ellipse cx="${x}" cy="560" rx="260" ry="62" fill="${scene.stone}" stroke="${scene.shade}" stroke-width="6"/>
  <ellipse cx="${x}" cy="560" rx="215" ry="45" fill="#1c2a2c"/>
  <ellipse cx="${x}" cy="574" rx="160" ry="26" fill="#24464f"/>
  <rect x="${x - 230}" y="330" width="22" height="240" fill="#6b4b2f"/>
  <rect x="${x + 208}" y="330" width="22" height="240" fill="#6b4b2f"/>
  <rect x="${x - 240}" y="318" width="480" height="22" fill="#6b4b2f"/>
  <circle cx="${x}" cy="352" r="26" fill="#3b3b3b"/>
  <line x1="${x}" y1="352" x2="${x}" y2="540" stroke="#d9c9a3" stroke-width="4"/>
  <path d="M${x - 330} 800 l60 -40 l50 30 l-60 40 Z" fill="#6d8e9c"/>
</svg>`;
}

/** Looking down the well: its wall, the water, and a yellow tape with its weight touching the water. */
function tapeSvg(variant: number): string {
  const scene = SCENES[variant % SCENES.length]!;
  // Each well is looked into from another side: the tape hangs off the centre, and the water lies elsewhere.
  const shift = variant % 2 === 0 ? 0 : -170;
  const tape = 560 + shift;
  const water = 600 + shift / 2;
  const ticks = Array.from({ length: 34 }, (_, i) => {
    const y = 40 + i * 22;
    const long = i % 5 === 0;
    return `<line x1="${tape + 8}" y1="${y}" x2="${tape + (long ? 50 : 30)}" y2="${y}" stroke="#1f1f1f" stroke-width="${long ? 5 : 3}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" ${SAVED} viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#2b2a26"/>
  <circle cx="${water}" cy="470" r="560" fill="${scene.shade}"/>
  <circle cx="${water}" cy="500" r="470" fill="#5e5547"/>
  <circle cx="${water}" cy="530" r="380" fill="#4a4338"/>
  <circle cx="${water}" cy="560" r="290" fill="#38332b"/>
  <ellipse cx="${water}" cy="600" rx="230" ry="200" fill="#1f4650"/>
  <ellipse cx="${water}" cy="610" rx="170" ry="140" fill="#2a5d69"/>
  <ellipse cx="${tape + 40}" cy="780" rx="70" ry="14" fill="none" stroke="#8fc3cf" stroke-width="4"/>
  <ellipse cx="${tape + 40}" cy="780" rx="120" ry="26" fill="none" stroke="#6fa6b3" stroke-width="3"/>
  <rect x="${tape}" y="0" width="60" height="770" fill="#f2c230"/>
  ${ticks}
  <rect x="${tape + 15}" y="760" width="30" height="36" rx="6" fill="#595959"/>
  <path d="M150 0 L300 120 L250 140 Z" fill="${scene.stone}" opacity="0.6"/>
</svg>`;
}

async function jpeg(svg: string, exif: PhotoExif): Promise<Buffer> {
  const degrees = (value: number) => {
    const whole = Math.floor(Math.abs(value));
    const minutes = Math.floor((Math.abs(value) - whole) * 60);
    const seconds = Math.round(((Math.abs(value) - whole) * 60 - minutes) * 60 * 100);
    return `${whole}/1 ${minutes}/1 ${seconds}/100`;
  };
  return sharp(Buffer.from(svg))
    .withExif({
      IFD0: { Make: 'Jal Shiksha demo', Model: 'Field phone' },
      IFD2: { DateTimeOriginal: exif.takenAt, OffsetTimeOriginal: '+05:30' },
      IFD3: {
        GPSLatitudeRef: exif.latitude < 0 ? 'S' : 'N',
        GPSLatitude: degrees(exif.latitude),
        GPSLongitudeRef: exif.longitude < 0 ? 'W' : 'E',
        GPSLongitude: degrees(exif.longitude),
      },
    })
    .jpeg({ quality: 86 })
    .toBuffer();
}

/** The well from 5 m, as a phone's camera saves it. */
export const wellPhoto = (variant: number, exif: PhotoExif) => jpeg(wellSvg(variant), exif);
/** The tape at the water, as a phone's camera saves it. */
export const tapePhoto = (variant: number, exif: PhotoExif) => jpeg(tapeSvg(variant), exif);
