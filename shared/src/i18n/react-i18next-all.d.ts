// The build alias of react-i18next's ES module entry (build/federation.ts: sharedAliases).
declare module 'react-i18next/all' {
  export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
}
