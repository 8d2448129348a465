import { PendingBadge } from '@/features/learning';
import SignedInArea from './signed-in-area';

/**
 * The header's parts for a signed-in person, in one chunk a visitor never loads: beside the logo,
 * the count of changes waiting to be sent (`part="badge"`); on the right, their own area.
 */
export default function SignedInHeader(props: { part: 'badge' } | { part: 'area'; name: string; onNavigate?: () => void }) {
  return props.part === 'badge' ? <PendingBadge /> : <SignedInArea name={props.name} onNavigate={props.onNavigate} />;
}
