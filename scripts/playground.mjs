#!/usr/bin/env node
// `npm run playground`: bundles playground/ with esbuild (Node cannot run TypeScript directly) and serves
// it on 127.0.0.1:4400 (PORT overrides) with the demo pages (playground/demo: `/` <IdentityFlow> against this
// server, OAuth parameters read from the address; `/signup`, `/recovery`, `/invitation`), then prints the
// fixture accounts.
import { build } from 'esbuild';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// Inside node_modules so the bundle's external imports (@simplewebauthn/server, loaded lazily) resolve.
const outdir = join(process.cwd(), 'node_modules', '.cache', 'identity-kit-playground');
await build({
  entryPoints: { playground: 'playground/index.ts', demo: 'playground/demo/build.ts' },
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outdir,
  packages: 'external',
  logLevel: 'warning',
});
const { startPlaygroundServer, FIXTURE_ACCOUNTS, FIXTURE_NOTES, FIXTURE_PASSWORD } = await import(
  pathToFileURL(join(outdir, 'playground.mjs')).href
);
const { buildDemo } = await import(pathToFileURL(join(outdir, 'demo.mjs')).href);
const port = process.env.PORT !== undefined && process.env.PORT !== '' ? Number(process.env.PORT) : 4400;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}".`);
  process.exit(1);
}
const demo = await buildDemo();
const server = await startPlaygroundServer({ port, staticRoutes: demo });

console.log(`identity-kit playground listening on ${server.url}`);
console.log(
  `Demo page (IdentityFlow): ${server.url}/  (passkeys need a domain: http://localhost:${server.port}/)`,
);
console.log(
  `OAuth hand-off: ${server.url}/?client_id=demo-client&redirect_uri=${encodeURIComponent(`${server.url}/callback`)}&state=xyz`,
);
// The playground trusts exactly its own address and its loopback twin (issue 21 §3): name them, not 4400.
console.log(
  `demo-client and consent-client redirect URIs (exact): ${server.url}/callback, http://localhost:${server.port}/callback`,
);
console.log(
  `Sign-up: ${server.url}/signup  (?flow=password-signup | pin | buy-now | oia, &confirm_email=true)`,
);
console.log(`Account recovery: ${server.url}/recovery  (?mode=userId for a forgotten user id)`);
console.log(
  `Invitation: ${server.url}/invitation?invitation_id=inv-pending  (sign in as alex@example.com first)`,
);
console.log(`Outbox (newest first): ${server.url}/__playground/outbox`);
console.log(
  `Embed (plain HTML page, snippet + /embed/loader.js): ${server.url}/embed  and sign-up: ${server.url}/embed/signup`,
);
console.log(`Telemetry (logger batches, beacons, persisted cookies): ${server.url}/__playground/telemetry`);
console.log(`\nFixture accounts (password ${FIXTURE_PASSWORD} for all):`);
for (const account of FIXTURE_ACCOUNTS) {
  console.log(
    `  ${(account.email || '(user id only)').padEnd(28)} ${account.userId.padEnd(16)} ${account.behaviour}`,
  );
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
