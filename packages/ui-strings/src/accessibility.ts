import type { Strings } from './types.js';

/** The accessibility bar, the reader panel and the theme (page 'general'). */
export const accessibilityStrings: Strings = {
  'a11y.bar.label': { en: 'Accessibility tools', hi: 'सुगम्यता साधन' },
  'a11y.fontSize.group': { en: 'Text size', hi: 'अक्षरों का आकार' },
  'a11y.fontSize.decrease': { en: 'Make text smaller', hi: 'अक्षर छोटे करें' },
  'a11y.fontSize.reset': { en: 'Reset text size', hi: 'अक्षरों का सामान्य आकार' },
  'a11y.fontSize.increase': { en: 'Make text larger', hi: 'अक्षर बड़े करें' },
  'a11y.theme.dark': { en: 'Dark theme', hi: 'गहरा रंग-रूप' },
  'a11y.reader.open': { en: 'Read aloud', hi: 'पढ़कर सुनाएँ' },
  'a11y.reader.title': { en: 'Reader', hi: 'पाठ वाचक' },
  'a11y.reader.close': { en: 'Close the reader', hi: 'पाठ वाचक बंद करें' },
  'a11y.reader.move': { en: 'Move the reader panel', hi: 'पाठ वाचक पैनल खिसकाएँ' },
  'a11y.reader.moveHint': {
    en: 'Drag it, or use the arrow keys; hold Shift for bigger steps.',
    hi: 'इसे खींचें, या तीर कुंजियों का उपयोग करें; बड़े कदमों के लिए Shift दबाए रखें।',
  },
  'a11y.reader.readPage': { en: 'Read page', hi: 'पेज पढ़ें' },
  'a11y.reader.readSelection': { en: 'Read selection', hi: 'चुना हुआ पढ़ें' },
  'a11y.reader.pause': { en: 'Pause', hi: 'रोकें' },
  'a11y.reader.resume': { en: 'Resume', hi: 'फिर से शुरू करें' },
  'a11y.reader.stop': { en: 'Stop', hi: 'बंद करें' },
  'a11y.reader.voice': { en: 'Voice', hi: 'आवाज़' },
  'a11y.reader.rate': { en: 'Speed', hi: 'गति' },
  'a11y.reader.pitch': { en: 'Pitch', hi: 'स्वर' },
  'a11y.reader.status.idle': { en: 'Ready to read.', hi: 'पढ़ने के लिए तैयार।' },
  'a11y.reader.status.reading': { en: 'Reading aloud…', hi: 'पढ़कर सुनाया जा रहा है…' },
  'a11y.reader.status.paused': { en: 'Paused.', hi: 'रुका हुआ है।' },
  'a11y.reader.selectHint': {
    en: 'To hear only a part, select that text on the page.',
    hi: 'केवल कोई भाग सुनने के लिए पेज पर वह पाठ चुनें।',
  },
  'a11y.reader.noVoices': { en: 'No voices are installed on this device.', hi: 'इस उपकरण में कोई आवाज़ इंस्टॉल नहीं है।' },
  'a11y.reader.unsupported': {
    en: 'This browser cannot read text aloud. Try Chrome or Edge, or the screen reader of your phone.',
    hi: 'यह ब्राउज़र पाठ पढ़कर नहीं सुना सकता। Chrome या Edge आज़माएँ, या अपने फ़ोन का स्क्रीन रीडर।',
  },
};
