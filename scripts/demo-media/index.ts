// Makes the demo lessons' media: `npm run demo-media [videos|documents|figures] [key or preview folder]`.
// Needs ffmpeg, ffprobe, espeak-ng and Chromium (/usr/bin/chromium, or CHROMIUM_PATH).
import { makeDocuments } from './make-documents.js';
import { makeFigures } from './make-figures.js';
import { makeVideos } from './make-videos.js';

const [part, argument] = process.argv.slice(2);
if (!part || part === 'figures') await makeFigures(argument);
if (!part || part === 'documents') await makeDocuments();
if (!part || part === 'videos') await makeVideos(argument);
