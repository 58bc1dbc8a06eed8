// Seam: consent for third-party tools (members-and-transactions.md §2, §4).
// Stored locally as { [toolId]: boolean } under storageKeys.consent.
export function resetConsent(): void {
  window.localStorage.removeItem('consentAcceptance');
  window.location.reload();
}
