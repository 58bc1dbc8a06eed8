import { readFile } from 'node:fs/promises';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { validateXML } from 'xmllint-wasm';
import { bearer, visitorToken } from './test-helpers.js';
import { familyApplication } from './memberships-support.js';

// The DK's pain.008.001.08 schema (GBIC_4), kept in the repo (source in sepa/README.md).
const xsd = readFile(new URL('../modules/memberships/sepa/pain.008.001.08_GBIC_4.xsd', import.meta.url), 'utf8');

export async function assertValidPain008(xml: string) {
  const result = await validateXML({
    xml: [{ fileName: 'collection.xml', contents: xml }],
    schema: [{ fileName: 'pain.008.001.08_GBIC_4.xsd', contents: await xsd }],
  });
  assert.equal(result.valid, true, JSON.stringify(result.errors));
}

/** Sends an application and accepts it: an active mandate. */
export async function activeMember(
  app: FastifyInstance,
  org: string,
  admin: string,
  form: Record<string, unknown>,
): Promise<{ id: string; mandateReference: string }> {
  const visitor = await visitorToken(app, org);
  const applied = await app.inject({
    method: 'POST',
    url: `/api/memberships-service/organizations/${org}/applications`,
    headers: bearer(visitor),
    payload: familyApplication(form),
  });
  assert.equal(applied.statusCode, 201, applied.body);
  const created = applied.json<{ id: string; mandateReference: string }>();
  const accepted = await app.inject({
    method: 'POST',
    url: `/api/memberships-service/organizations/${org}/applications/${created.id}/accept`,
    headers: bearer(admin),
  });
  assert.equal(accepted.statusCode, 200, accepted.body);
  return created;
}
