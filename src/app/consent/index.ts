export { CookieConsent } from './CookieConsent';
