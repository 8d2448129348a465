import { lazyPage } from '@/lib/lazy-page';
import type { PracticalSubmissionsProps } from './components/practical-submissions';

// A field practical's form and the learner's submissions, shown by the player under the
// practical's instructions: in a chunk of its own, loaded only when a practical opens.
export const PracticalSubmissions = lazyPage<PracticalSubmissionsProps>(() => import('./components/practical-submissions'));
export type { PracticalSubmissionsProps };
