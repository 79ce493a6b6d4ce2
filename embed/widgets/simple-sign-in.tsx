// v4 simple-sign-in widget chunk: the same <IdentityFlow> (the spec does not show how it differs).
export { mount } from './sign-in';
