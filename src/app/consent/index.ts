export { CONSENT_COOKIE } from './cookies';
export { CookieConsent } from './CookieConsent';
