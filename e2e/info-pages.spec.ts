import { expect, test, expectNoAxeViolations, recordedToasts, recordToasts, useLanguage } from './fixtures';

test.describe('About', () => {
  test('tells who it is for and how courses are made, and leads to the courses', async ({ page }) => {
    await page.goto('/about');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'About Jal Shiksha' })).toBeVisible();
    for (const heading of [
      'Our mission',
      'Who it is for',
      'How our courses are made',
      'Our approach',
      'Partners',
      'Start learning today',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    for (const audience of ['Field workers', 'NGO staff', 'Village officers', 'Teachers', 'Researchers']) {
      await expect(main.getByRole('heading', { level: 3, name: audience })).toBeVisible();
    }
    await expect(main.getByRole('img', { name: /ridge to valley/ })).toBeVisible();
    await expect(main.getByText('Illustrative', { exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await main.getByRole('link', { name: 'Explore courses' }).click();
    await expect(page).toHaveURL('/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  });

  test('reads in Hindi', async ({ page }) => {
    await useLanguage(page, 'hi');
    await page.goto('/about');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'जल शिक्षा के बारे में' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'हमारा दृष्टिकोण' })).toBeVisible();
    await expect(main.getByRole('img', { name: /रिज से घाटी तक/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('Resources', () => {
  test('groups the resources, marks every outside link, and lists twelve terms', async ({ page }) => {
    await page.goto('/resources');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    for (const group of ['Guidelines and manuals', 'Mapping tools', 'Data sources', 'Glossary']) {
      await expect(main.getByRole('heading', { level: 2, name: group })).toBeVisible();
    }
    await expect(main.getByRole('heading', { level: 3, name: /Common Guidelines for Watershed Development Projects/ })).toBeVisible();

    const outside = main.locator('a[href^="http"]');
    expect(await outside.count()).toBeGreaterThanOrEqual(8);
    for (const link of await outside.all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toContainText('(opens another website in a new tab)');
    }

    const terms = main.locator('dl dt');
    await expect(terms).toHaveCount(12);
    await expect(terms.filter({ hasText: 'Check dam' })).toContainText('Hindi: चेक डैम');

    // The in-page contents jump to each group.
    await main.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Glossary' }).click();
    await expect(page).toHaveURL('/resources#glossary');
    await expect(main.getByRole('heading', { level: 2, name: 'Glossary' })).toBeInViewport();
    await expectNoAxeViolations(page);
  });

  test('gives the English word beside each Hindi term', async ({ page }) => {
    await useLanguage(page, 'hi');
    await page.goto('/resources');
    const terms = page.getByRole('main').locator('dl dt');
    await expect(terms.filter({ hasText: 'खेत तालाब' })).toContainText('अंग्रेज़ी: Farm pond');
    await expectNoAxeViolations(page);
  });
});

test.describe('Contact', () => {
  test('checks the form before sending, then sends once, thanks and clears it', async ({ page }) => {
    await recordToasts(page);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.getByRole('main').getByText('contact@jalshiksha.org')).toBeVisible();

    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/contact')) sent.push(request.postData() ?? '');
    });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByLabel('Your name')).toHaveAccessibleDescription('Enter your name (2 to 100 characters).');
    await expect(form.getByLabel('Your name')).toBeFocused();
    await expect(form.getByLabel('Your message')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    expect(sent).toEqual([]);

    await form.getByLabel('Your name').fill('Kavita Meena');
    await form.getByLabel('Email address').fill('kavita@example.org');
    await form.getByLabel('Organisation (optional)').fill('Gram Vikas Mandal, Tonk');
    await form.getByLabel('Topic').selectOption({ label: 'Enrolling a group or team' });
    await form.getByLabel('Your message').fill('We would like to enrol our twelve field staff in the DPR course.');
    await expect(form.getByLabel('Your name')).not.toHaveAttribute('aria-invalid');
    await form.getByRole('button', { name: 'Send message' }).click();

    await expect(form.getByText('Your message has reached us.', { exact: false })).toBeVisible();
    await expect(form.getByLabel('Your name')).toHaveValue('');
    await expect(form.getByLabel('Your message')).toHaveValue('');
    expect(await recordedToasts(page)).toContainEqual(expect.stringContaining('Thank you! Your message has been sent.'));
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0] ?? '{}')).toEqual({
      name: 'Kavita Meena',
      email: 'kavita@example.org',
      organization: 'Gram Vikas Mandal, Tonk',
      topic: 'group-enrolment',
      message: 'We would like to enrol our twelve field staff in the DPR course.',
    });
  });

  test('keeps what was typed when the server cannot be reached', async ({ page }) => {
    await useLanguage(page, 'hi');
    await page.goto('/contact');
    await page.route('**/api/v1/contact', (route) => route.abort('internetdisconnected'));
    const form = page.getByRole('form', { name: 'हमें संदेश भेजें' });
    await form.getByLabel('आपका नाम').fill('रमेश पटेल');
    await form.getByLabel('ईमेल पता').fill('ramesh@example.org');
    await form.getByLabel('आपका संदेश').fill('क्या हमारे गाँव के लिए हिंदी में प्रशिक्षण उपलब्ध है?');
    await form.getByRole('button', { name: 'संदेश भेजें' }).click();

    await expect(form.getByRole('alert')).toContainText('सर्वर से संपर्क नहीं हो सका');
    await expect(form.getByLabel('आपका नाम')).toHaveValue('रमेश पटेल');
    await expect(form.getByLabel('आपका संदेश')).toHaveValue('क्या हमारे गाँव के लिए हिंदी में प्रशिक्षण उपलब्ध है?');
    await expect(form.getByRole('button', { name: 'संदेश भेजें' })).toBeEnabled();
    await expectNoAxeViolations(page);
  });
});

test('the footer: a labelled newsletter email box, named social icons, Terms and Privacy', async ({ page }) => {
  await page.goto('/resources');
  const footer = page.getByRole('contentinfo');
  const email = footer.getByLabel('Your email for the newsletter');
  await expect(email).toHaveAttribute('type', 'email');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('alert')).toHaveText('Enter a valid email address, for example you@example.org.');
  await expect(email).toBeFocused();
  await email.fill('asha@example.org');
  await expect(footer.getByRole('alert')).toHaveCount(0);

  const social = footer.getByRole('list', { name: 'Social media' });
  for (const name of ['Facebook', 'YouTube', 'WhatsApp']) await expect(social.getByRole('img', { name })).toBeVisible();
  await expect(footer.getByText('Terms', { exact: true })).toBeVisible();
  await expect(footer.getByText('Privacy', { exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Built by the Jal Shiksha team' })).toHaveAttribute('href', '/about');
});
