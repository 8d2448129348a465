import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { ok } from '@/test/api-answers';
import { catchConsoleErrors } from '@/test/console';
import { serveStubApi } from '@/test/http-stub-server';
import { renderWithProviders } from '@/test/render';
import { loadAdministrationStrings } from '@/test/administration-strings';
import type { AdminUser } from '@jal/contracts';
import { UserForm } from './user-form';

const auth = vi.hoisted(() => ({ role: 'ORGANIZATION' }));
vi.mock('@/lib/auth/auth-context', () => ({ useAuth: () => ({ user: { id: 'me', role: auth.role, organizationId: 'o1' } }) }));

let taken = false;

const server = await serveStubApi((request) => {
  if (request.url.startsWith('/api/v1/organizations'))
    return ok({
      items: [{ id: '7b0c3f52-3d7e-4a4b-9a55-0d6c2f1e9a01', name: 'Bundelkhand Jal Seva Sanstha' }],
      pagination: { page: 1, limit: 100, total: 1, totalPages: 1 },
    });
  if (taken)
    return {
      status: 409,
      body: {
        code: 409,
        errorCode: 'EMAIL_TAKEN',
        message: 'An account with this email already exists.',
        data: null,
        errors: { email: 'An account with this email already exists.' },
      },
    };
  return { status: 201, body: { code: 201, message: 'User created', data: { id: 'u1' } } };
}, loadAdministrationStrings);

beforeEach(() => {
  taken = false;
});

function renderForm(onDone = vi.fn(), user?: AdminUser) {
  return { ...renderWithProviders(<UserForm user={user} onDone={onDone} />), onDone };
}

const MOBILE_ONLY: AdminUser = {
  _id: 'u9',
  id: 'u9',
  name: 'Lakshmi Bai',
  nameVariants: null,
  email: '',
  mobile: '9811100009',
  role: 'USER',
  organizationId: 'o1',
  organizationName: 'Bundelkhand Jal Seva Sanstha',
  status: 'active',
  createdAt: '2026-11-01T00:00:00.000Z',
  canManage: true,
  mustChangePassword: false,
  passwordExpiresAt: null,
};

describe('UserForm', () => {
  it('a manager creates a learner of its organization, offered only learner or trainer, and no organization', async () => {
    auth.role = 'ORGANIZATION';
    const { user, onDone } = renderForm();
    expect([...screen.getByLabelText<HTMLSelectElement>('Role').options].map((option) => option.value)).toEqual(['USER', 'TRAINER']);
    expect(screen.queryByLabelText('Organization')).not.toBeInTheDocument();
    expect(
      screen.getByText("The user belongs to your organization: a learner, or a trainer who reviews its learners' field practicals."),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Full name'), 'Sushila Ahirwar');
    await user.type(screen.getByLabelText('Email'), 'sushila@example.org');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('Enter at least 8 characters.')).toBeInTheDocument();
    expect(server.received).toHaveLength(0);
    await user.type(screen.getByLabelText('Password'), 'Secret12');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(JSON.parse(server.received[0]?.body ?? '{}')).toEqual({
      name: 'Sushila Ahirwar',
      email: 'sushila@example.org',
      role: 'USER',
      password: 'shortSecret12',
    });
  });

  it('an ADMIN is not offered SUPER_ADMIN, and sees the email taken beside the field', async () => {
    auth.role = 'ADMIN';
    taken = true;
    const log = catchConsoleErrors();
    const { user } = renderForm();
    const roles = [...screen.getByLabelText<HTMLSelectElement>('Role').options].map((option) => option.value);
    expect(roles).toEqual(['USER', 'ADMIN', 'ORGANIZATION', 'TRAINER']);
    await screen.findByRole('option', { name: 'Bundelkhand Jal Seva Sanstha' });
    await user.type(screen.getByLabelText('Full name'), 'Asha Copy');
    await user.type(screen.getByLabelText('Email'), 'learner@jalshiksha.org');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    // The API client logs the refused request for the developer.
    expect(log).toHaveBeenCalledWith('API error:', 409, '/v1/user', expect.any(String));
  });

  it('words its checks and the taken email in Hindi on a Hindi page', async () => {
    auth.role = 'ORGANIZATION';
    taken = true;
    await i18n.changeLanguage('hi');
    const log = catchConsoleErrors();
    try {
      const { user } = renderForm();
      await user.type(screen.getByLabelText('पूरा नाम'), 'Sushila Ahirwar');
      await user.type(screen.getByLabelText('ईमेल'), 'sushila@example.org');
      await user.type(screen.getByLabelText('पासवर्ड'), 'short');
      await user.click(screen.getByRole('button', { name: 'उपयोगकर्ता बनाएँ' }));
      expect(await screen.findByText('कम से कम 8 अक्षर लिखें।')).toBeInTheDocument();
      expect(screen.getByLabelText('पासवर्ड')).toHaveFocus();
      expect(server.received).toHaveLength(0);
      await user.type(screen.getByLabelText('पासवर्ड'), 'Secret12');
      await user.click(screen.getByRole('button', { name: 'उपयोगकर्ता बनाएँ' }));
      expect(await screen.findByText('इस ईमेल से एक खाता पहले से मौजूद है।')).toBeInTheDocument();
      expect(screen.getByLabelText('ईमेल')).toHaveAttribute('aria-invalid', 'true');
      expect(log).toHaveBeenCalledWith('API error:', 409, '/v1/user', expect.any(String));
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("takes a learner's optional mobile number, checked in the page's language and sent as typed", async () => {
    auth.role = 'ORGANIZATION';
    const { user, onDone } = renderForm();
    await user.type(screen.getByLabelText('Full name'), 'Kamla Devi');
    await user.type(screen.getByLabelText('Email'), 'kamla@example.org');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    const mobile = screen.getByLabelText('Mobile number (optional)');
    expect(mobile).toHaveAttribute('type', 'tel');
    await user.type(mobile, '12345');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('Enter a 10-digit Indian mobile number, or leave it empty.')).toBeInTheDocument();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await i18n.changeLanguage('hi');
    try {
      await user.click(screen.getByRole('button', { name: 'उपयोगकर्ता बनाएँ' }));
      expect(await screen.findByText('10 अंकों का भारतीय मोबाइल नंबर लिखें, या इसे खाली छोड़ दें।')).toBeInTheDocument();
      expect(screen.getByLabelText('मोबाइल नंबर (वैकल्पिक)')).toBe(mobile);
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(server.received).toHaveLength(0);
    await user.clear(mobile);
    await user.type(mobile, '+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(JSON.parse(server.received[0]?.body ?? '{}')).toEqual({
      name: 'Kamla Devi',
      email: 'kamla@example.org',
      mobile: '+91 98765 43210',
      role: 'USER',
      password: 'Secret123',
    });
  });

  it('edits a learner who has a mobile number only without asking for an email', async () => {
    auth.role = 'ORGANIZATION';
    const { user, onDone } = renderForm(vi.fn(), MOBILE_ONLY);
    expect(screen.getByLabelText('Mobile number (optional)')).toHaveValue('9811100009');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    await user.type(screen.getByLabelText('Full name'), ' Ahirwar');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.received[0]?.method).toBe('PUT');
    expect(JSON.parse(server.received[0]?.body ?? '{}')).toEqual({ name: 'Lakshmi Bai Ahirwar', mobile: '9811100009', role: 'USER' });
  });
});
