import { Footer } from './footer';
import { useMediaQuery } from '@/lib/use-media-query';
import { CompactFooter } from './compact-footer';

/**
 * The lesson player's footer: the site's full footer on a wide screen, a single band on a phone.
 * Loaded with the player only, so other pages' first download does not carry it.
 */
export default function PlayerFooter() {
  return useMediaQuery('(min-width: 64rem)') ? <Footer /> : <CompactFooter />;
}
