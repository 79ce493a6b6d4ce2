#!/usr/bin/env node
// `npm run playground`: bundles playground/ with esbuild (Node cannot run TypeScript directly) and serves
// it on 127.0.0.1:4400 (PORT overrides), then prints the fixture accounts.
import { build } from 'esbuild';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// Inside node_modules so the bundle's external imports (@simplewebauthn/server, loaded lazily) resolve.
const outfile = join(process.cwd(), 'node_modules', '.cache', 'identity-kit-playground', 'playground.mjs');
await build({
  entryPoints: ['playground/index.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile,
  packages: 'external',
  logLevel: 'warning',
});
const { startPlaygroundServer, FIXTURE_ACCOUNTS, FIXTURE_NOTES, FIXTURE_PASSWORD } = await import(pathToFileURL(outfile).href);
const port = process.env.PORT !== undefined && process.env.PORT !== '' ? Number(process.env.PORT) : 4400;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}".`);
  process.exit(1);
}
const server = await startPlaygroundServer({ port });

console.log(`identity-kit playground listening on ${server.url}`);
console.log(`Outbox (newest first): ${server.url}/__playground/outbox`);
console.log(`\nFixture accounts (password ${FIXTURE_PASSWORD} for all):`);
for (const account of FIXTURE_ACCOUNTS) {
  console.log(`  ${account.email.padEnd(28)} ${account.userId.padEnd(16)} ${account.behaviour}`);
}
console.log('\nOther fixtures:');
for (const note of FIXTURE_NOTES) {
  console.log(`  - ${note}`);
}
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
