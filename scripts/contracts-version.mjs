// The version policy of @club/shared (README "Contracts and versions"): the federation loads one
// @club/shared for the whole page, with strictVersion and requiredVersion ^<version the remote was
// built with>. That only means something if the version moves when the contracts move, so this
// check fingerprints the public surface (shared/src/contracts/** and shared/src/index.ts, printed
// without comments or formatting) and fails when it changed but the version did not.
//   node scripts/contracts-version.mjs           check (part of `pnpm test`)
//   node scripts/contracts-version.mjs --update  record the fingerprint after a version bump
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;
const lockFile = join(root, 'shared/contracts.lock.json');
const packageFile = join(root, 'shared/package.json');

const sourcesUnder = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

const printer = ts.createPrinter({ removeComments: true });
/** The code of a file without comments, in the printer's own layout: reformatting is no change. */
const canonical = (path) =>
  printer.printFile(ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false));

export function contractsFingerprint() {
  const files = [...sourcesUnder(join(root, 'shared/src/contracts')), join(root, 'shared/src/index.ts')].sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${relative(root, file)}\n${canonical(file)}\n`);
  return hash.digest('hex').slice(0, 16);
}

const version = JSON.parse(readFileSync(packageFile, 'utf8')).version;
const fingerprint = contractsFingerprint();

if (process.argv.includes('--update')) {
  writeFileSync(lockFile, `${JSON.stringify({ version, fingerprint }, null, 2)}\n`);
  console.log(`contracts ${fingerprint} recorded for @club/shared ${version}`);
} else {
  const lock = JSON.parse(readFileSync(lockFile, 'utf8'));
  if (lock.fingerprint === fingerprint) {
    console.log(`contracts unchanged (${fingerprint}) at @club/shared ${version}`);
  } else {
    const [lockMajor, lockMinor] = lock.version.split('.').map(Number);
    const [nowMajor, nowMinor] = version.split('.').map(Number);
    const isBumped = nowMajor > lockMajor || (nowMajor === lockMajor && nowMinor > lockMinor);
    if (!isBumped) {
      console.error(
        `The contracts of @club/shared changed (${lock.fingerprint} -> ${fingerprint}) but its version is still ${version}.\n` +
          'Raise the minor version for an addition, the major one for a breaking change (see the README), ' +
          'then run `node scripts/contracts-version.mjs --update`.',
      );
      process.exit(1);
    }
    console.error(`Version raised to ${version}: run \`node scripts/contracts-version.mjs --update\` to record it.`);
    process.exit(1);
  }
}
