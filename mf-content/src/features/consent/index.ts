// Consent for third-party tools (members-and-transactions.md §2, §4).
// Stored locally as { [toolId]: boolean } under storageKeys.consent ('consentAcceptance').
export { resetConsent, openConsentModal } from './model/consent-atoms';
export { useConsent } from './model/use-consent';
export { consentTools, type ConsentState, type ConsentTool } from './lib/consent-storage';
export { ConsentHost } from './components/ConsentHost';
export { ConsentGate } from './components/ConsentGate';
