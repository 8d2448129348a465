// The alert banner shown above every page.
export { AlertBanner } from './components/alert-banner';
