// The error wording chunk of the kit's screens: the catalogue's error mapping (seed 000 §8.1) and the en-US
// error texts it reads. Loaded by `useErrorText` (ui/screens/text.ts) with `import()`, never statically, so a
// sign-in page does not download it before anything can fail (issue 5 size target).
export { describeError } from '../../catalogue/errors/widget';
