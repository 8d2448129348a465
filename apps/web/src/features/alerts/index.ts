// The alert banner shown above every page.
export { AlertBanner } from './components/alert-banner';
export { CURRENT_ALERT_QUERY_KEY } from './api/get-current-alert';
