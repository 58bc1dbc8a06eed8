// What the suite uses of react-i18next, and nothing else: the federation shares this module
// under the name 'react-i18next' (build/federation.ts), so `import { useTranslation } from
// 'react-i18next'` keeps working in every remote, while a visitor's download leaves out
// <Trans>, its HTML parser, withTranslation and the SSR helpers (10.6 -> ~3.5 KB gzip, see
// `pnpm bench:bundle`). The package itself is reached as 'react-i18next/all' (a build alias of
// its ES module entry), because a shared module importing its own shared name would consume
// itself. ESLint allows importing exactly these names from 'react-i18next'.
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next/all';
