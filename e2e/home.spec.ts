import type { Page } from '@playwright/test';
import { expect, test, expectNoAxeViolations, useLanguage } from './fixtures';

type Language = 'en' | 'hi';

const HEADINGS: Record<Language, Record<'hero' | 'appBanner' | 'why' | 'features' | 'offerings' | 'testimonials' | 'app', string>> = {
  en: {
    hero: 'Learn to plan and protect your watershed, in your language',
    appBanner: 'Take your training to the field',
    why: 'Why learn with Jal Shiksha',
    features: 'Smart watershed tools in one place',
    offerings: 'What we offer',
    testimonials: 'What learners say',
    app: 'Jal Shiksha in your pocket',
  },
  hi: {
    hero: 'अपने जलग्रहण क्षेत्र की योजना और सुरक्षा करना सीखें, अपनी भाषा में',
    appBanner: 'प्रशिक्षण को खेत और गाँव तक ले जाएँ',
    why: 'जल शिक्षा के साथ क्यों सीखें',
    features: 'स्मार्ट जलग्रहण: सभी साधन एक स्थान पर',
    offerings: 'हम क्या प्रदान करते हैं',
    testimonials: 'प्रशिक्षार्थियों के अनुभव',
    app: 'जल शिक्षा, अब आपकी जेब में',
  },
};

/** The first heading of each outermost <section> in main, in document order. */
function sectionHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main section'))
      .filter((section) => !section.parentElement?.closest('section'))
      .map((section) => section.querySelector('h1, h2')?.textContent?.trim() ?? ''),
  );
}

/**
 * Scrolls down the whole page a screen at a time, so sections and images that load near the
 * screen do (the sections count as near within half a screen, so no part is skipped).
 */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
}

/** Opens / and waits until all nine sections are there (4 and 5 load as they near the screen). */
async function openHome(page: Page, language: Language = 'en') {
  await useLanguage(page, language);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[language].hero);
  await expect(page.getByRole('region', { name: HEADINGS[language].hero }).getByRole('article').first()).toBeVisible();
  // One pass starts the lazy sections loading; the page is scrolled again only while one is missing.
  await scrollThrough(page);
  await expect
    .poll(async () => {
      const count = (await sectionHeadings(page)).filter(Boolean).length;
      if (count < 9) await scrollThrough(page);
      return count;
    })
    .toBe(9);
  await page.evaluate(() => window.scrollTo(0, 0));
}

// Hero, app banner, why choose us, course strip, curriculum showcase, smart-watershed features,
// offerings, testimonials, then the app promotion.
test('the landing page has its nine sections in their fixed order', async ({ page }) => {
  await openHome(page);
  const headings = await sectionHeadings(page);
  const h = HEADINGS.en;
  expect(headings).toHaveLength(9);
  expect([headings[0], headings[1], headings[2]]).toEqual([h.hero, h.appBanner, h.why]);
  // 4 and 5: the course strip and the curriculum showcase, each with its own heading.
  expect(headings[3]).not.toBe('');
  expect(headings[4]).not.toBe('');
  expect(headings.slice(5)).toEqual([h.features, h.offerings, h.testimonials, h.app]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page).toHaveTitle('Water and watershed training | Jal Shiksha');

  const features = page.getByRole('region', { name: h.features }).getByRole('heading', { level: 3 });
  await expect(features).toHaveText([
    'DPR preparation',
    'Learning modules',
    'Learn anywhere',
    'Performance tracking',
    'Certification',
    'GIS tools',
  ]);
  const offerings = page.getByRole('region', { name: h.offerings }).getByRole('heading', { level: 3 });
  await expect(offerings).toHaveText(['Learning modules', 'Multimedia content', 'GIS integration', 'Expert guidance']);

  const why = page.getByRole('region', { name: h.why });
  await expect(why.getByRole('link', { name: 'Enrol now' })).toHaveAttribute('href', '/courses');
  await expect(why.getByRole('link', { name: 'Explore all courses' })).toHaveAttribute('href', '/courses');
  const hero = page.getByRole('region', { name: h.hero });
  await expect(hero.getByRole('link', { name: 'Explore courses' })).toHaveAttribute('href', '/courses');
  await expect(hero.getByRole('link', { name: 'Join for free' })).toHaveAttribute('href', '/signup');
});

test('the hero teasers are the first two published courses and open them', async ({ page, request }) => {
  const response = await request.get('/api/v1/courses', { params: { status: 'published', limit: 2 } });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { courses: { id: string; title: string }[] } };
  expect(data.courses).toHaveLength(2);

  await page.goto('/');
  const teasers = page.getByRole('region', { name: 'Featured courses' }).getByRole('article');
  await expect(teasers).toHaveCount(2);
  for (const [index, course] of data.courses.entries()) {
    const link = teasers.nth(index).getByRole('link');
    await expect(link).toHaveText(course.title);
    await expect(link).toHaveAttribute('href', `/courses/${course.id}`);
    // The image keeps its box whatever the file: width and height are set.
    const image = teasers.nth(index).locator('img');
    await expect(image).toHaveAttribute('width', '640');
    await expect(image).toHaveAttribute('height', '360');
  }
  const first = data.courses[0]!;
  await teasers.first().getByRole('link').click();
  await expect(page).toHaveURL(`/courses/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
});

test('testimonials page with next, previous and dots, wrapping around, with "n of m"', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'What learners say' });
  await section.scrollIntoViewIfNeeded();
  const names = section.locator('figcaption .font-semibold');
  const next = section.getByRole('button', { name: 'Next testimonials' });
  const previous = section.getByRole('button', { name: 'Previous testimonials' });
  const dots = section.getByRole('group', { name: 'Choose a page of testimonials' }).getByRole('button');
  const firstPage = ['Ramesh Yadav', 'Priya Kulkarni', 'Sunita Meena', 'Anil Sharma'];
  const secondPage = ['Dr Kavita Rao', 'Lakshmi Devi', 'Vikram Singh Rathore', 'Harish Patel'];

  await expect(names).toHaveText(firstPage);
  await expect(section.getByText('1 of 2')).toBeVisible();
  await expect(dots).toHaveCount(2);
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');

  await next.click();
  await expect(names).toHaveText(secondPage);
  await expect(section.getByText('2 of 2')).toBeVisible();
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(dots.nth(0)).not.toHaveAttribute('aria-current');

  await next.click(); // wraps to the first page
  await expect(names).toHaveText(firstPage);
  await expect(section.getByText('1 of 2')).toBeVisible();

  await previous.click(); // wraps to the last page
  await expect(names).toHaveText(secondPage);
  await expect(section.getByText('2 of 2')).toBeVisible();

  await section.getByRole('button', { name: 'Page 1' }).click();
  await expect(names).toHaveText(firstPage);
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');

  // Keyboard: the controls are buttons in the tab order.
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(section.getByText('2 of 2')).toBeVisible();
});

test('every store badge leads to the app section', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Take your training to the field' });
  await expect(banner.getByRole('link')).toHaveCount(2);
  await banner.getByRole('link', { name: /Google Play/ }).click();
  await expect(page).toHaveURL(/#app$/);
  const app = page.getByRole('region', { name: 'Jal Shiksha in your pocket' });
  await expect(app).toBeInViewport();
  await expect(app.getByRole('listitem').filter({ hasNotText: /Google Play|App Store/ })).toHaveText([
    'Download lessons on Wi-Fi and study offline',
    'Every course in Hindi and English',
    'Uses little mobile data',
  ]);
  for (const badge of await page.getByRole('link', { name: /Google Play|App Store/ }).all()) {
    await expect(badge).toHaveAttribute('href', '#app');
  }
});

for (const language of ['en', 'hi'] as const) {
  for (const width of [1280, 360]) {
    test(`no WCAG 2.2 AA violations and no sideways scroll (${language}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
      await openHome(page, language);
      // Lazy images have loaded while scrolling; check the whole page, then the second testimonials page.
      await expectNoAxeViolations(page);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(sideways).toBeLessThanOrEqual(0);
      const next = page.getByRole('button', { name: language === 'en' ? 'Next testimonials' : 'अगले अनुभव' });
      await next.click();
      await expect(page.getByText(language === 'en' ? '2 of 2' : '2 में से 2')).toBeVisible();
      // Only the testimonials changed: scanning them alone halves the test's work.
      await expectNoAxeViolations(page, 'section[aria-labelledby="testimonials-heading"]');
      // Touch targets of the pager and the store badges: at least 44 px each way.
      const testimonials = page.getByRole('region', { name: HEADINGS[language].testimonials });
      const controls = [...(await testimonials.getByRole('button').all()), ...(await page.locator('main a[href="#app"]').all())];
      expect(controls).toHaveLength(4 + 4);
      for (const control of controls) {
        const box = await control.boundingBox();
        expect(box, await control.innerText()).not.toBeNull();
        expect(Math.round(box!.width)).toBeGreaterThanOrEqual(44);
        expect(Math.round(box!.height)).toBeGreaterThanOrEqual(44);
      }
    });
  }
}
