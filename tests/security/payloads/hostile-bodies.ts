// Hostile request bodies (the project's own list): what a careless or malicious caller may send to any
// route. The service must answer each with a status below 500 and its JSON error shape, and leave
// Object.prototype alone (QUALITY.md security 5; playground/README.md "Nothing a caller sends can crash
// the service").

const deep = (depth: number, open: string, close: string, inner: string): string =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

/** [name, body text, content type]. Every content type but JSON must be refused with 415 first. */
export const HOSTILE_BODIES: readonly (readonly [string, string, string])[] = [
  ['__proto__ pollution', '{"__proto__":{"polluted":"yes"},"username":"alex.rivera"}', 'application/json'],
  ['constructor.prototype pollution', '{"constructor":{"prototype":{"polluted":"yes"}}}', 'application/json'],
  [
    'nested __proto__',
    '{"user":{"__proto__":{"polluted":"yes"}},"challengeToken":[{"__proto__":{"x":1}}]}',
    'application/json',
  ],
  ['a JSON array', '[{"username":"alex.rivera"}]', 'application/json'],
  ['a JSON string', '"alex.rivera"', 'application/json'],
  ['JSON null', 'null', 'application/json'],
  ['a huge number', '{"targetAAL":1e999,"authnLevel":-1e999}', 'application/json'],
  ['NaN-like strings', '{"targetAAL":"NaN","persistent_cookie":"Infinity"}', 'application/json'],
  [
    'operators for strings',
    '{"username":{"$ne":null},"password":{"$gt":""},"code":["1","2"]}',
    'application/json',
  ],
  ['invalid JSON', '{"username":', 'application/json'],
  ['a trailing comma', '{"username":"a",}', 'application/json'],
  ['a byte-order mark', '\uFEFF{"username":"alex.rivera"}', 'application/json'],
  [
    'NUL and control characters',
    '{"username":"alex\\u0000.rivera\\u0007","password":"\\u0000"}',
    'application/json',
  ],
  ['lone surrogates', '{"username":"\\ud800","password":"\\udfff"}', 'application/json'],
  ['deep array nesting', deep(5000, '[', ']', '1'), 'application/json'],
  ['deep object nesting', deep(5000, '{"a":', '}', '1'), 'application/json'],
  ['60 KiB string', JSON.stringify({ username: 'a'.repeat(60 * 1024) }), 'application/json'],
  [
    '70 KiB body (over the 64 KiB limit)',
    JSON.stringify({ username: 'a'.repeat(70 * 1024) }),
    'application/json',
  ],
  [
    'many keys',
    JSON.stringify(Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i]))),
    'application/json',
  ],
  ['duplicate keys', '{"username":"alex.rivera","username":{"x":1}}', 'application/json'],
  ['JSON with a charset', '{"username":"alex.rivera"}', 'application/json; charset=utf-8'],
  ['text/plain carrying JSON', '{"username":"alex.rivera","password":"Correct-Horse-7"}', 'text/plain'],
  ['urlencoded', 'username=alex.rivera&password=Correct-Horse-7', 'application/x-www-form-urlencoded'],
  [
    'multipart',
    '--x\r\nContent-Disposition: form-data; name="username"\r\n\r\nalex.rivera\r\n--x--',
    'multipart/form-data; boundary=x',
  ],
  [
    'XML',
    '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>',
    'application/xml',
  ],
  ['JSON under a look-alike type', '{"username":"alex.rivera"}', 'application/json-patch+json'],
  ['JSON under text/json', '{"username":"alex.rivera"}', 'text/json'],
];
