import { join } from 'node:path';
import webpack from 'webpack';

// The endpoint declarations (shared/src/contracts/endpoints) carry the API's body and query rules
// as valibot schemas. A browser build only reads a declaration's method and path (api/call.ts),
// but the schema calls would still pull valibot into a visitor's download. In browser builds the
// declarations' `valibot` import is an inert stand-in; forms that check input import their rules
// from contracts/rules, which keep the real valibot.
export const inertValibot = join(__dirname, 'inert-valibot.cjs');
const endpointDeclaration = /[\\/]shared[\\/]src[\\/]contracts[\\/]endpoints[\\/][^\\/]+\.ts$/;

/** Whether a module's `valibot` import is replaced: only an endpoint declaration's. */
export function isInertValibotImport(request: string, issuer: string | undefined): boolean {
  return request === 'valibot' && !!issuer && endpointDeclaration.test(issuer);
}

export function inertEndpointRulesPlugin() {
  return new webpack.NormalModuleReplacementPlugin(/^valibot$/, (resource) => {
    if (isInertValibotImport(resource.request, resource.contextInfo?.issuer)) resource.request = inertValibot;
  });
}
