// What sibling sub-features use of the fulfillment notes (the lint fence: only through here). Its
// screens are in ./pages.ts, which the feature's page map (../pages.ts) spreads.
export { FulfillmentNoteBanner } from './components/FulfillmentNoteBanner';
export { useCurrentFulfillmentNote } from './components/useCurrentFulfillmentNote';
