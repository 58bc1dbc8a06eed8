// What an endpoint declaration's valibot rules become in a browser build
// (inert-endpoint-rules.ts): every schema function returns a placeholder and runs nothing.
// The API checks bodies and queries with the real rules; the browser only needs each
// declaration's method and path, so a visitor downloads no valibot for them.
'use strict';

const placeholder = Object.freeze({ kind: 'schema', type: 'inert', '~inert': true });
const schemaFunction = () => placeholder;

module.exports = new Proxy(
  {},
  {
    get: (_target, name) => (name === '__esModule' ? false : schemaFunction),
  },
);
