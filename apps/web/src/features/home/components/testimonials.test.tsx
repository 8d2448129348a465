import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { loadHomeStrings } from '../test-strings';
import { Testimonials } from './testimonials';

beforeAll(loadHomeStrings);
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

function renderTestimonials() {
  const { user } = renderWithProviders(<Testimonials />);
  const section = screen.getByRole('region', { name: 'What learners say' });
  const names = () =>
    within(section)
      .getAllByRole('figure')
      .map((figure) => figure.querySelector('figcaption .font-semibold')?.textContent);
  return { section, names, user };
}

const FIRST_PAGE = ['Ramesh Yadav', 'Priya Kulkarni', 'Sunita Meena', 'Anil Sharma'];
const SECOND_PAGE = ['Dr Kavita Rao', 'Lakshmi Devi', 'Vikram Singh Rathore', 'Harish Patel'];

describe('Testimonials (landing section 8)', () => {
  it('shows 4 of the 8 testimonials with name, role and words, and "1 of 2"', () => {
    const { section, names } = renderTestimonials();
    expect(names()).toEqual(FIRST_PAGE);
    expect(within(section).getByText('Gram Panchayat Secretary, Sehore')).toBeInTheDocument();
    expect(within(section).getByText(/water budgeting lessons/)).toBeInTheDocument();
    const indicator = within(section).getByText('1 of 2');
    expect(indicator).toHaveAttribute('aria-live', 'polite');
  });

  it('pages with next and previous, wrapping around both ends', async () => {
    const { section, names, user } = renderTestimonials();
    const next = within(section).getByRole('button', { name: 'Next testimonials' });
    const previous = within(section).getByRole('button', { name: 'Previous testimonials' });

    await user.click(next);
    expect(names()).toEqual(SECOND_PAGE);
    expect(within(section).getByText('2 of 2')).toBeInTheDocument();

    await user.click(next);
    expect(names()).toEqual(FIRST_PAGE);
    expect(within(section).getByText('1 of 2')).toBeInTheDocument();

    await user.click(previous);
    expect(names()).toEqual(SECOND_PAGE);
    expect(within(section).getByText('2 of 2')).toBeInTheDocument();

    await user.click(previous);
    expect(names()).toEqual(FIRST_PAGE);
  });

  it('has one dot per page, the current one marked, each jumping to its page', async () => {
    const { section, names, user } = renderTestimonials();
    const dots = within(within(section).getByRole('group', { name: 'Choose a page of testimonials' })).getAllByRole('button');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(['Page 1', 'Page 2']);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(dots[1]).not.toHaveAttribute('aria-current');

    await user.click(dots[1]!);
    expect(names()).toEqual(SECOND_PAGE);
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');

    await user.click(dots[0]!);
    expect(names()).toEqual(FIRST_PAGE);
  });

  it('speaks Hindi, with the initial of the Hindi name on the avatar', () => {
    renderWithProviders(<Testimonials />, { language: 'hi' });
    const section = screen.getByRole('region', { name: 'प्रशिक्षार्थियों के अनुभव' });
    expect(within(section).getByText('2 में से 1')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'अगले अनुभव' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'पृष्ठ 2' })).toBeInTheDocument();
    const first = within(section).getAllByRole('figure')[0]!;
    expect(within(first).getByText('रमेश यादव')).toBeInTheDocument();
    expect(first.querySelector('[aria-hidden="true"].rounded-full')).toHaveTextContent('र');
  });
});
