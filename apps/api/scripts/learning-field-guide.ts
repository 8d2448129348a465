// Makes the seeded document lesson file once (apps/api/assets/media/field-guide.pdf): a two-page
// bilingual field guide (English and Hindi), with the certificate's fonts and text helpers.
// Run: npx tsx apps/api/scripts/learning-field-guide.ts
import { createWriteStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { drawLine, drawParagraph, registerFonts } from '../src/modules/certificates/bilingual-text.js';

type Page = { title: [string, string]; items: [string, string][] };

const pages: Page[] = [
  {
    title: ['Reading drainage lines on a toposheet', 'टोपोशीट पर जल निकासी रेखाएँ पढ़ना'],
    items: [
      [
        '1. Find the highest points: contour values rise towards the ridge. Join them with a pencil line: this is the watershed boundary.',
        '1. सबसे ऊँचे स्थान खोजें: रिज की ओर समोच्च मान बढ़ते हैं। इन्हें पेंसिल की रेखा से जोड़ें: यही जलग्रहण क्षेत्र की सीमा है।',
      ],
      [
        '2. Contour lines bend upstream where they cross a stream (a V pointing uphill). Mark every such V in blue.',
        '2. जहाँ समोच्च रेखाएँ नाले को पार करती हैं, वहाँ वे ऊपर की ओर मुड़ती हैं (ऊपर की ओर नोक वाला V)। हर ऐसे V को नीले रंग से अंकित करें।',
      ],
      [
        '3. Number the stream orders: channels with no tributary are first order; two first-order streams make a second-order stream.',
        '3. धारा क्रम लिखें: बिना सहायक नाले वाली नालियाँ प्रथम क्रम की हैं; दो प्रथम क्रम के नाले मिलकर द्वितीय क्रम का नाला बनाते हैं।',
      ],
      [
        '4. Mark the outlet, where the main stream leaves the boundary. Check it on the ground with villagers before planning.',
        '4. निकास बिंदु अंकित करें, जहाँ मुख्य नाला सीमा से बाहर निकलता है। योजना से पहले ग्रामीणों के साथ ज़मीन पर इसकी पुष्टि करें।',
      ],
      [
        'Plan gully plugs on first- and second-order drains, and check dams on third-order and larger streams.',
        'गली प्लग प्रथम और द्वितीय क्रम के नालों पर तथा चेक डैम तृतीय या बड़े क्रम के नालों पर नियोजित करें।',
      ],
    ],
  },
  {
    title: ['Checklist: forming a Watershed Committee', 'जाँच सूची: जलग्रहण समिति का गठन'],
    items: [
      [
        '☐ The Gram Sabha meeting was announced at least seven days ahead, in every hamlet.',
        '☐ ग्राम सभा की बैठक की सूचना कम से कम सात दिन पहले हर बस्ती में दी गई।',
      ],
      [
        '☐ Members include user groups, self-help groups, women, landless families, SC and ST members.',
        '☐ सदस्यों में उपयोगकर्ता समूह, स्वयं सहायता समूह, महिलाएँ, भूमिहीन परिवार, अनुसूचित जाति और जनजाति के सदस्य शामिल हैं।',
      ],
      [
        '☐ The minutes record the members, the chairperson, the secretary and the attendance.',
        '☐ कार्यवृत्त में सदस्य, अध्यक्ष, सचिव और उपस्थिति दर्ज है।',
      ],
      [
        '☐ The committee knows how to reach the Project Implementing Agency and its team.',
        '☐ समिति जानती है कि परियोजना क्रियान्वयन एजेंसी और उसकी टीम से कैसे संपर्क करना है।',
      ],
      ['☐ A copy of the minutes is kept at the Gram Panchayat office.', '☐ कार्यवृत्त की एक प्रति ग्राम पंचायत कार्यालय में रखी गई है।'],
    ],
  },
];

const out = fileURLToPath(new URL('../assets/media/field-guide.pdf', import.meta.url));
const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: 'Jal Shiksha field guide', Author: 'Jal Shiksha' } });
doc.pipe(createWriteStream(out));
registerFonts(doc);
const width = doc.page.width - 100;
pages.forEach((page, index) => {
  if (index > 0) doc.addPage();
  doc.rect(0, 0, doc.page.width, 8).fill('#1d5f78');
  drawLine(doc, 'Jal Shiksha · जल शिक्षा', 50, 30, width, { size: 10, color: '#4a5a62' });
  drawLine(doc, page.title[0], 50, 56, width, { size: 20, weight: 'bold', color: '#1d5f78' });
  drawLine(doc, page.title[1], 50, 86, width, { size: 18, weight: 'bold', color: '#1d5f78' });
  let y = 136;
  for (const [en, hi] of page.items) {
    y = drawParagraph(doc, en.replace('☐', '[ ]'), 50, y, width, { size: 11.5 });
    y = drawParagraph(doc, hi.replace('☐', '[ ]'), 50, y, width, { size: 12.5, color: '#33444c', gap: 14 });
  }
  drawLine(doc, `${index + 1} / ${pages.length}`, 50, doc.page.height - 40, width, { size: 9, align: 'center', color: '#4a5a62' });
});
doc.end();
console.log(`wrote ${out}`);
