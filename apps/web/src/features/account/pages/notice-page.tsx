import { PATHS } from '@jal/contracts/core';
import { useLocation } from 'react-router';
import { PrivacyNotice } from '../components/privacy-notice';
import { TermsOfUse } from '../components/terms-of-use';

/** The privacy notice at /privacy, the terms of use at /terms: short pages, one chunk. */
export function NoticePage() {
  return useLocation().pathname.startsWith(PATHS.privacy) ? <PrivacyNotice /> : <TermsOfUse />;
}

export default NoticePage;
