import { DEMO_PASSWORD, DEMO_SIGN_IN_ACCOUNTS as ACCOUNTS } from '../lib/demo-accounts.js';

export { DEMO_PASSWORD };

export const DEMO_ORGANIZATION = {
  id: '7b0c3f52-3d7e-4a4b-9a55-0d6c2f1e9a01',
  name: 'Bundelkhand Jal Seva Sanstha',
  type: 'ngo',
  contactPerson: 'Meera Kushwaha',
  email: 'contact@jalseva.example.org',
  phone: '+91 510 245 0000',
  state: 'Uttar Pradesh',
  district: 'Jhansi',
  address: 'Sipri Bazar, Jhansi 284003',
};

type NameVariants = { english?: string; hinglish?: string; hindi?: string } | null;

const PEOPLE: Record<(typeof ACCOUNTS)[number]['role'], { name: string; nameVariants: NameVariants; organizationId: string | null }> = {
  USER: {
    name: 'Asha Verma',
    nameVariants: { english: 'Asha Verma', hinglish: 'Asha Verma', hindi: 'आशा वर्मा' },
    organizationId: DEMO_ORGANIZATION.id,
  },
  ADMIN: { name: 'Ravi Admin', nameVariants: null, organizationId: null },
  ORGANIZATION: {
    name: 'Meera Kushwaha',
    nameVariants: { english: 'Meera Kushwaha', hindi: 'मीरा कुशवाहा' },
    organizationId: DEMO_ORGANIZATION.id,
  },
  SUPER_ADMIN: { name: 'Sunita Super Admin', nameVariants: null, organizationId: null },
  // The demo organization's trainer: reviews its learners' field practicals.
  TRAINER: {
    name: 'Kavita Rajput',
    nameVariants: { english: 'Kavita Rajput', hindi: 'कविता राजपूत' },
    organizationId: DEMO_ORGANIZATION.id,
  },
};

/** The seeded demo users: the shared account list plus who they are. */
export const DEMO_ACCOUNTS = ACCOUNTS.map((account) => ({ role: account.role, email: account.email, ...PEOPLE[account.role] }));

/**
 * A second organization with its manager and a learner, for tests of who sees what (the
 * permission matrix inserts them). The demo's activity (demo-activity.ts) adds the organization
 * with learners of its own, but not these accounts.
 */
export const SECOND_ORGANIZATION = {
  id: '7b0c3f52-3d7e-4a4b-9a55-0d6c2f1e9a02',
  name: 'Marwar Paani Samiti',
  type: 'community',
  contactPerson: 'Kailash Choudhary',
  email: 'contact@paanisamiti.example.org',
  phone: '+91 291 255 0000',
  state: 'Rajasthan',
  district: 'Jodhpur',
  address: 'Paota, Jodhpur 342006',
};

export const SECOND_ORGANIZATION_ACCOUNTS = [
  { role: 'ORGANIZATION', email: 'org2@jalshiksha.org', name: 'Kailash Choudhary', organizationId: SECOND_ORGANIZATION.id },
  { role: 'USER', email: 'learner2@jalshiksha.org', name: 'Rekha Meghwal', organizationId: SECOND_ORGANIZATION.id },
] as const;
