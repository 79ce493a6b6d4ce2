// Open-redirect forms (the project's own list, after the public open-redirect payload lists): each is a
// redirect target an attacker might hand the playground, written against the server's own address so the
// tricks that fool string prefix checks are covered. `{origin}` is `http://127.0.0.1:<port>`, `{host}` is
// `127.0.0.1:<port>`, `{port}` the port. None of them may be accepted as a redirect URI, and a partner
// return built from one may only ever land on the server's own origin or its loopback twin.
export const OPEN_REDIRECT_FORMS: readonly string[] = [
  // Off-site outright
  'https://evil.example/callback',
  'http://evil.example/callback',
  '//evil.example/callback',
  '///evil.example/callback',
  '////evil.example/callback',
  '/\\evil.example/callback',
  '\\\\evil.example/callback',
  '\\/evil.example/callback',
  'https:evil.example/callback',
  'https:/evil.example/callback',
  'https:\\\\evil.example/callback',
  'http:/\\/\\evil.example',
  ' //evil.example',
  '\t//evil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%09/evil.example',
  '//evil%E3%80%82example',
  '//evil。example',
  'https://evil.example%2F@{host}/callback',
  // The fixture port on another server (issue 21 §3)
  'http://127.0.0.1:4400/callback',
  'http://localhost:4400/callback',
  // Look-alikes of the server's own address
  '{origin}@evil.example/callback',
  'http://{host}.evil.example/callback',
  'http://127.0.0.1.evil.example:{port}/callback',
  'http://localhost.evil.example:{port}/callback',
  'http://evil.example\\@{host}/callback',
  'http://evil.example#@{host}/callback',
  'http://evil.example?@{host}/callback',
  'http://{host}%40evil.example/callback',
  'http://{host}%2F@evil.example/callback',
  'http://evil.example/{origin}/callback',
  'http://evil.example/?{origin}/callback',
  'https://{host}/callback',
  'HTTP://{host}/callback',
  'http://{host}/CALLBACK',
  'http://{host}/callback/',
  'http://{host}/callback?next=https://evil.example',
  'http://{host}/callback#https://evil.example',
  'http://{host}/callback/../evil',
  'http://{host}/%2e%2e/callback',
  'http://[::1]:{port}/callback',
  'http://0x7f.0.0.1:{port}/callback',
  'http://2130706433:{port}/callback',
  'http://017700000001:{port}/callback',
  'http://127.1:{port}/callback',
  'http://0.0.0.0:{port}/callback',
  'http://{host}:80/callback',
  'http://user:pass@{host}/callback',
  '{origin}\r\nLocation: https://evil.example',
  '{origin}/callback%0d%0aLocation:%20https://evil.example',
  // Script and data schemes
  'javascript:alert(1)//{origin}/callback',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  '\u0001javascript:alert(1)',
  'javascript://{host}/callback%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'blob:{origin}/callback',
  'file:///etc/passwd',
  // Empty and junk
  '',
  ' ',
  'callback',
  '/callback',
  '?',
  '#',
];

/** A form with the server's address filled in. */
export function fillForm(form: string, origin: string): string {
  const url = new URL(origin);
  return form
    .replaceAll('{origin}', url.origin)
    .replaceAll('{host}', url.host)
    .replaceAll('{port}', url.port);
}
