// What sibling sub-features use of the sign-off (the lint fence: only through here). Its model is
// the feature's (model/signoff.ts): inspection's model uses it too.
export { getSignoff } from './api/signoff-doc';
export { SignoffPanel } from './components/SignoffPanel';
export { SignoffSection } from './components/SignoffSection';
