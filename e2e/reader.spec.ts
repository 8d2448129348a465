import type { Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';

type Spoken = { text: string; lang: string; voice: string | null; rate: number; pitch: number };

/**
 * Replaces the browser's speech synthesis with a recorder: what is spoken, and every cancel,
 * pause and resume. Utterances never end on their own; `__finishUtterance()` ends the current one.
 */
async function stubSpeech(page: Page) {
  await page.addInitScript(() => {
    const voices = [
      { name: 'English US', lang: 'en-US', default: true, localService: true, voiceURI: 'en-us' },
      { name: 'Hindi India', lang: 'hi-IN', default: false, localService: true, voiceURI: 'hi-in' },
    ];
    type Utterance = {
      text: string;
      lang: string;
      voice: { name: string } | null;
      rate: number;
      pitch: number;
      onend: (() => void) | null;
    };
    const record = { spoken: [] as unknown[], calls: [] as string[], queue: [] as Utterance[] };
    const target = new EventTarget();
    const synth = Object.assign(target, {
      getVoices: () => voices,
      speak(utterance: Utterance) {
        record.spoken.push({
          text: utterance.text,
          lang: utterance.lang,
          voice: utterance.voice?.name ?? null,
          rate: utterance.rate,
          pitch: utterance.pitch,
        });
        record.queue.push(utterance);
      },
      cancel() {
        record.calls.push('cancel');
        record.queue = [];
      },
      pause: () => record.calls.push('pause'),
      resume: () => record.calls.push('resume'),
    });
    class FakeUtterance {
      text: string;
      lang = '';
      voice = null;
      rate = 1;
      pitch = 1;
      onend = null;
      onerror = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
    Object.assign(window, {
      __speech: record,
      __finishUtterance: () => record.queue.shift()?.onend?.(),
    });
  });
}

const spoken = (page: Page) => page.evaluate(() => (window as unknown as { __speech: { spoken: Spoken[] } }).__speech.spoken);
const calls = (page: Page) => page.evaluate(() => (window as unknown as { __speech: { calls: string[] } }).__speech.calls);

async function openReader(page: Page, name = 'Read aloud') {
  await page.getByRole('button', { name, exact: true }).click();
  const panel = page.locator('#reader-panel');
  await expect(panel).toBeVisible();
  // It takes focus once placed, so keys (Escape) reach it.
  await expect(panel).toBeFocused();
  return panel;
}

test.describe('reader with a recorded speech engine', () => {
  test.beforeEach(async ({ page }) => {
    await stubSpeech(page);
  });

  test('Read Page speaks the main content, in chunks, not the header; pause, resume and stop', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Jal Shiksha' })).toBeVisible();
    const panel = await openReader(page);
    await expect(panel.getByRole('status')).toHaveText('Ready to read.');
    await expect(panel.getByRole('combobox', { name: 'Voice' })).toHaveValue('English US');

    await panel.getByRole('button', { name: 'Read page' }).click();
    await expect(panel.getByRole('status')).toHaveText('Reading aloud…');
    await expect(panel.getByRole('button', { name: 'Read page' })).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Read selection' })).toBeDisabled();

    // Chunks are read one after another: finish the first, the second follows.
    let said = await spoken(page);
    expect(said).toHaveLength(1);
    expect(said[0]?.text.startsWith('About Jal Shiksha.')).toBe(true);
    expect(said[0]).toMatchObject({ voice: 'English US', lang: 'en-US', rate: 1, pitch: 1 });
    for (let i = 0; i < 40 && (await panel.getByRole('status').textContent()) !== 'Ready to read.'; i++) {
      await page.evaluate(() => (window as unknown as { __finishUtterance: () => void }).__finishUtterance());
    }
    said = await spoken(page);
    expect(said.length).toBeGreaterThan(1);
    for (const chunk of said) expect(chunk.text.length).toBeLessThanOrEqual(200);
    const text = said.map((chunk) => chunk.text).join(' ');
    const mainText = (await page.getByRole('main').innerText()).replace(/\s+/g, ' ');
    expect(mainText).toContain(said[1]!.text.slice(0, 30));
    // Not the header, navigation, accessibility bar or footer.
    for (const outside of ['Main navigation', 'Register', 'Read aloud', 'Newsletter', 'Subscribe']) expect(text).not.toContain(outside);
    await expect(panel.getByRole('status')).toHaveText('Ready to read.');

    await panel.getByRole('button', { name: 'Read page' }).click();
    await panel.getByRole('button', { name: 'Pause' }).click();
    await expect(panel.getByRole('status')).toHaveText('Paused.');
    await panel.getByRole('button', { name: 'Resume' }).click();
    await expect(panel.getByRole('status')).toHaveText('Reading aloud…');
    await panel.getByRole('button', { name: 'Stop' }).click();
    await expect(panel.getByRole('status')).toHaveText('Ready to read.');
    await expect(panel.getByRole('button', { name: 'Stop' })).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Pause' })).toBeDisabled();
    expect(await calls(page)).toEqual(expect.arrayContaining(['pause', 'resume', 'cancel']));
  });

  test('Read Selection is enabled only while text is selected, and reads just that', async ({ page }) => {
    await page.goto('/about');
    const heading = page.getByRole('heading', { level: 1, name: 'About Jal Shiksha' });
    await expect(heading).toBeVisible();
    const panel = await openReader(page);
    const readSelection = panel.getByRole('button', { name: 'Read selection' });
    await expect(readSelection).toBeDisabled();

    await heading.selectText();
    await expect(readSelection).toBeEnabled();
    await readSelection.click();
    expect((await spoken(page)).map((chunk) => chunk.text)).toEqual(['About Jal Shiksha']);
    await panel.getByRole('button', { name: 'Stop' }).click();

    await page.evaluate(() => window.getSelection()?.removeAllRanges());
    await expect(readSelection).toBeDisabled();
  });

  test('speed and pitch move in steps of 0.1 and are used for the next reading', async ({ page }) => {
    await page.goto('/contact');
    const panel = await openReader(page);
    const rate = panel.getByRole('slider', { name: 'Speed' });
    await rate.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(rate).toHaveValue('1.2');
    const pitch = panel.getByRole('slider', { name: 'Pitch' });
    await pitch.focus();
    await page.keyboard.press('Home');
    await expect(pitch).toHaveValue('0.5');
    await panel.getByRole('button', { name: 'Read page' }).click();
    expect((await spoken(page))[0]).toMatchObject({ rate: 1.2, pitch: 0.5 });
  });

  test('closing the panel or hiding the tab cancels the reading', async ({ page }) => {
    await page.goto('/about');
    let panel = await openReader(page);
    await panel.getByRole('button', { name: 'Read page' }).click();
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(panel.getByRole('status')).toHaveText('Ready to read.');
    expect(await calls(page)).toContain('cancel');

    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      (window as unknown as { __speech: { calls: string[] } }).__speech.calls.length = 0;
    });
    await panel.getByRole('button', { name: 'Read page' }).click();
    await panel.getByRole('button', { name: 'Close the reader' }).click();
    await expect(panel).toBeHidden();
    expect(await calls(page)).toContain('cancel');
    // Focus returns to the button that opened it.
    await expect(page.getByRole('button', { name: 'Read aloud', exact: true })).toBeFocused();
    panel = await openReader(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('in Hindi the reader picks the Hindi voice', async ({ page }) => {
    await useLanguage(page, 'hi');
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'जल शिक्षा के बारे में' })).toBeVisible();
    const panel = await openReader(page, 'पढ़कर सुनाएँ');
    await expect(panel.getByRole('combobox', { name: 'आवाज़' })).toHaveValue('Hindi India');
    await panel.getByRole('button', { name: 'पेज पढ़ें' }).click();
    const first = (await spoken(page))[0];
    expect(first).toMatchObject({ voice: 'Hindi India', lang: 'hi-IN' });
    expect(first?.text.startsWith('जल शिक्षा के बारे में')).toBe(true);
  });

  test('the panel starts 400 px from the right and 64 px from the top, drags, and stays on screen', async ({ page }) => {
    await page.goto('/about');
    const panel = await openReader(page);
    const start = (await panel.boundingBox())!;
    expect(start.x).toBe(1280 - 400);
    expect(start.y).toBe(64);

    const handle = panel.getByRole('button', { name: 'Move the reader panel' });
    const grip = (await handle.boundingBox())!;
    await page.mouse.move(grip.x + 10, grip.y + 10);
    await page.mouse.down();
    await page.mouse.move(grip.x - 300, grip.y + 200, { steps: 5 });
    await page.mouse.up();
    const moved = (await panel.boundingBox())!;
    expect(moved.x).toBeCloseTo(start.x - 310, -1);
    expect(moved.y).toBeCloseTo(start.y + 190, -1);

    // Far beyond the bottom-right corner: it stops at the edge.
    await page.mouse.move(moved.x + 20, moved.y + 20);
    await page.mouse.down();
    await page.mouse.move(3000, 3000, { steps: 5 });
    await page.mouse.up();
    const clamped = (await panel.boundingBox())!;
    expect(clamped.x + clamped.width).toBeLessThanOrEqual(1280);
    expect(clamped.y + clamped.height).toBeLessThanOrEqual(800);

    // By keyboard: the arrow keys on the handle move it 16 px (64 px with Shift).
    await handle.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Shift+ArrowUp');
    const byKeys = (await panel.boundingBox())!;
    expect(byKeys.x).toBe(clamped.x - 16);
    expect(byKeys.y).toBe(clamped.y - 64);
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the panel fits on the screen', async ({ page }) => {
    await stubSpeech(page);
    await page.goto('/');
    const panel = await openReader(page);
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
  });
});

test('without speech synthesis the reader says so', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true }));
  await page.goto('/about');
  const panel = await openReader(page);
  await expect(panel.getByRole('status')).toHaveText(/cannot read text aloud/);
  await expect(panel.getByRole('button', { name: 'Read page' })).toHaveCount(0);
});
