import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { MOTION_OK } from './course-strip-hooks';
import { beltFits, nearestCentre } from './curriculum-belt';
import { beltPeriodSeconds, CURRICULUM_MODULES, moduleNumber } from './curriculum-data';
import { CurriculumShowcase } from './curriculum-showcase';
import { homeCurriculumStrings, loadHomeCurriculumStrings } from './curriculum-test-strings';

beforeAll(() => loadHomeCurriculumStrings());

/** Pretends the visitor allows motion (jsdom has no matchMedia: without it the belt is plain). */
function allowMotion(allowed: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: allowed && query === MOTION_OK,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

afterEach(async () => {
  Reflect.deleteProperty(window, 'matchMedia');
  await act(() => i18n.changeLanguage('en'));
});

async function renderShowcase(language?: 'en' | 'hi') {
  renderWithProviders(<CurriculumShowcase />, { language });
  return screen.findByRole('tablist');
}

const track = () => document.querySelector<HTMLElement>('[data-moving]')!;

describe('curriculum data: ten fixed modules and their chapters', () => {
  it('has the ten modules: ids 1, 2, 4 to 10 and 11, with their chapter counts', () => {
    expect(CURRICULUM_MODULES.map((module) => module.id)).toEqual([1, 2, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(CURRICULUM_MODULES.map((module) => module.chapters.length)).toEqual([6, 7, 8, 2, 3, 7, 1, 1, 1, 3]);
    expect(CURRICULUM_MODULES.map((module) => homeCurriculumStrings[module.titleKey]?.en)).toEqual([
      'Concept of Watershed',
      'GIS and Remote Sensing',
      'Data Sources',
      'Water and Fodder Budgeting',
      'Data Collection',
      'Operations of Planning',
      'Interpretation of the Outputs',
      'Proposing new structures using GIS and OSM app',
      'Net planning and Final GIS plans',
      'Monitoring, Evaluation and Maintenance of Structures',
    ]);
    expect(CURRICULUM_MODULES[9]?.image).toBe(CURRICULUM_MODULES[0]?.image);
  });

  it('names only keys that have English and Hindi text, and gives each chapter a duration', () => {
    const chapters = CURRICULUM_MODULES.flatMap((module) => module.chapters);
    const keys = [
      ...CURRICULUM_MODULES.flatMap((module) => [module.titleKey, module.descriptionKey]),
      ...chapters.flatMap((chapter) => [chapter.titleKey, chapter.tagKey]),
    ];
    expect(keys.filter((key) => !homeCurriculumStrings[key]?.en || !homeCurriculumStrings[key]?.hi)).toEqual([]);
    expect(new Set(chapters.map((chapter) => chapter.id)).size).toBe(chapters.length);
    for (const chapter of chapters) {
      expect(chapter.durationMinutes).toBeGreaterThan(0);
      expect(chapter.image).toMatch(/^\/images\/courses\/course-[1-9]\.svg$/);
    }
  });

  it('moves the belt with a period of max(10, 1.5 x chapters) seconds', () => {
    expect([1, 6, 7, 8, 20].map(beltPeriodSeconds)).toEqual([10, 10, 10.5, 12, 30]);
  });

  it('numbers the selectors 01 to 10', () => {
    expect(CURRICULUM_MODULES.map((_, index) => moduleNumber(index))).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
  });
});

describe('belt geometry', () => {
  it('stands still only when every card fits on screen', () => {
    expect(beltFits(2, 1280, 1265)).toBe(true);
    expect(beltFits(3, 1280, 1265)).toBe(false);
    expect(beltFits(1, 360, 360)).toBe(true);
    expect(beltFits(2, 360, 360)).toBe(false);
    expect(beltFits(1, 1024, 0)).toBe(false);
  });

  it('centres a chapter in the copy nearest to where the belt stands', () => {
    // Copies 1000 px wide, a 400 px screen: offsets 0 … 2600 keep the screen covered.
    expect(nearestCentre(1300, 1000, 400, 200)).toBe(300);
    expect(nearestCentre(1300, 1000, 400, 1500)).toBe(1300);
    expect(nearestCentre(1300, 1000, 400, 2400)).toBe(2300);
  });
});

describe('curriculum showcase: numbered selectors, chapter tags and a moving belt', () => {
  it('offers ten selectors 01 to 10, the first selected', async () => {
    const tablist = await renderShowcase();
    expect(tablist).toHaveAccessibleName('Curriculum modules');
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent?.slice(0, 2))).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
    expect(tabs[0]).toHaveAccessibleName('01 Concept of Watershed');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('01 Concept of Watershed');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Concept of Watershed');
  });

  it('shows the chosen module: title, description, chapter tags and cards', async () => {
    const tablist = await renderShowcase();
    await userEvent.click(within(tablist).getByRole('tab', { name: /^02 / }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { level: 3 })).toHaveTextContent('GIS and Remote Sensing');
    expect(panel).toHaveTextContent('Maps, layers and satellite images: the tools for planning a watershed on a computer.');
    expect(panel).toHaveTextContent('7 chapters');
    const tags = within(within(panel).getByRole('group', { name: 'Chapters of this module' })).getAllByRole('button');
    expect(tags).toHaveLength(7);
    expect(tags[3]).toHaveAccessibleName('4 GIS lab');
    expect(tags[3]).toHaveAccessibleDescription('Getting started with QGIS');
    const cards = within(within(panel).getByRole('region', { name: 'Chapter cards' })).getAllByRole('listitem');
    expect(cards).toHaveLength(7);
    expect(cards[3]).toHaveTextContent('GIS lab40 minutesGetting started with QGIS');
  });

  it('moves between modules with the arrow keys, Home and End', async () => {
    const tablist = await renderShowcase();
    const tabs = within(tablist).getAllByRole('tab');
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveAttribute('tabindex', '0');
    expect(tabs[0]).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{End}');
    expect(tabs[9]).toHaveFocus();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Monitoring, Evaluation and Maintenance of Structures');
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Home}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('renders the moving belt three times, two copies hidden and inert', async () => {
    allowMotion(true);
    await renderShowcase();
    const copies = track().querySelectorAll('ul');
    expect(copies).toHaveLength(3);
    expect([...copies].map((copy) => copy.getAttribute('aria-hidden'))).toEqual([null, 'true', 'true']);
    expect([...copies].map((copy) => copy.hasAttribute('inert'))).toEqual([false, true, true]);
    expect([...copies].map((copy) => copy.querySelectorAll('li').length)).toEqual([6, 6, 6]);
    expect(screen.getAllByRole('list', { name: 'Chapter cards' })).toHaveLength(1);
    expect(track().style.animation).toContain('10s');
  });

  it('pauses while a chapter tag is hovered or focused, and resumes after', async () => {
    allowMotion(true);
    await renderShowcase();
    expect(track()).toHaveAttribute('data-moving', 'true');
    const tag = screen.getAllByRole('button', { name: /^2 Theory/ })[0]!;
    await userEvent.hover(tag);
    expect(track()).toHaveAttribute('data-moving', 'false');
    expect(track().style.animationPlayState).toBe('paused');
    await userEvent.unhover(tag);
    expect(track()).toHaveAttribute('data-moving', 'true');
    act(() => tag.focus());
    expect(track()).toHaveAttribute('data-moving', 'false');
    act(() => tag.blur());
    expect(track()).toHaveAttribute('data-moving', 'true');
  });

  it('pauses under the pointer and with the pause button, which survives a change of module', async () => {
    allowMotion(true);
    const tablist = await renderShowcase();
    await userEvent.hover(track());
    expect(track()).toHaveAttribute('data-moving', 'false');
    await userEvent.unhover(track());
    expect(track()).toHaveAttribute('data-moving', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Pause the moving chapters' }));
    expect(track()).toHaveAttribute('data-moving', 'false');
    expect(track().style.animationPlayState).toBe('paused');
    await userEvent.click(within(tablist).getByRole('tab', { name: /^03 / }));
    expect(track()).toHaveAttribute('data-moving', 'false');
    expect(track().style.animation).toContain('12s');
    await userEvent.click(screen.getByRole('button', { name: 'Play the moving chapters' }));
    expect(track()).toHaveAttribute('data-moving', 'true');
  });

  it('shows one plain sideways list, with no pause button, when motion is reduced', async () => {
    allowMotion(false);
    await renderShowcase();
    expect(document.querySelector('[data-moving]')).toBeNull();
    expect(screen.getByRole('region', { name: 'Chapter cards' }).querySelectorAll('ul')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Pause the moving chapters' })).toBeNull();
  });

  it('speaks Hindi', async () => {
    const tablist = await renderShowcase('hi');
    expect(tablist).toHaveAccessibleName('पाठ्यचर्या के मॉड्यूल');
    expect(within(tablist).getAllByRole('tab')[0]).toHaveAccessibleName('01 जलग्रहण क्षेत्र की अवधारणा');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('6 अध्याय');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('20 मिनट');
  });
});
