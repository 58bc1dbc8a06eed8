// pnpm --filter @club/api create-admin -- --org <name> --email <e> --password <p> [--name "Display Name"]
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { connect } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { upsertUser } from '../modules/auth/repository.js';
import { createOrganization, findOrganizationByName } from '../modules/organizations/repository.js';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    org: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
  },
});
if (!values.org || !values.email || !values.password) {
  console.error('Usage: create-admin --org <name> --email <e-mail> --password <password> [--name <display name>]');
  process.exit(2);
}
if (values.password.length < 10) {
  console.error('The password needs at least 10 characters.');
  process.exit(2);
}

const handle = await connect(loadConfig());
try {
  await migrate(handle);
  const orgName = values.org.toLowerCase();
  const organization =
    (await findOrganizationByName(handle.db, orgName)) ??
    (await createOrganization(handle.db, { name: orgName, email: `info@${orgName}.club` }));
  await upsertUser(handle.db, {
    organizationId: organization.id,
    email: values.email,
    password: values.password,
    displayName: values.name ?? values.email,
    roleName: 'ADMINISTRATOR',
  });
  console.log(`Administrator ${values.email} ready in organization '${organization.name}' (${organization.id}).`);
} finally {
  await handle.close();
}
