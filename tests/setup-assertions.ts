import { beforeEach, expect } from 'vitest';

// Every test must assert something: a test whose assertions sit in a loop or a callback that never ran
// would otherwise pass while proving nothing (issue 15). `expect.hasAssertions()` fails such a test.
// Type tests (files named `*types.test.ts[x]`) assert with `expectTypeOf`, which `npm run typecheck` checks
// at compile time; at run time they have nothing to count, so they are the one exception.
const TYPE_TEST_FILE = /types\.test\.tsx?$/;

beforeEach(({ task }) => {
  if (!TYPE_TEST_FILE.test(task.file.name)) {
    expect.hasAssertions();
  }
});
