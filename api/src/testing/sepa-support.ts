import { readFile } from 'node:fs/promises';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { validateXML } from 'xmllint-wasm';
import { bearer, visitorToken } from './test-helpers.js';
import { familyApplication } from './memberships-support.js';

// The official ISO 20022 schema and the DK's current subset (GBIC_5), kept as test fixtures
// (sources in modules/memberships/sepa/README.md). A bank file must pass both.
export const pain008Schemas = ['pain.008.001.08.iso.xsd', 'pain.008.001.08_GBIC_5.xsd'].map((fileName) => ({
  fileName,
  contents: readFile(new URL(`./fixtures/sepa/${fileName}`, import.meta.url), 'utf8'),
}));

export async function assertValidPain008(xml: string) {
  for (const schema of pain008Schemas) {
    const result = await validateXML({
      xml: [{ fileName: 'collection.xml', contents: xml }],
      schema: [{ fileName: schema.fileName, contents: await schema.contents }],
    });
    assert.equal(result.valid, true, `${schema.fileName}: ${JSON.stringify(result.errors)}`);
  }
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
