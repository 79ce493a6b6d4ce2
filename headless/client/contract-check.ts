/**
 * Compile-time check that the path tables and the wire types agree: every `{placeholder}`, every query
 * `from` key and every body key of a row is a key of that call's request type. A typo in either file fails
 * `tsc`. Type-only: nothing here reaches a bundle.
 */
import type { REMOTE_CALL_NAMES } from './call-names';
import type { CALLS, RemoteCallName } from './paths';
import type { WireRequest } from './wire';

type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | Placeholders<Rest>
  : never;
type KeysOfUnion<T> = T extends unknown ? keyof T : never;
type Row<K extends RemoteCallName> = (typeof CALLS)[K];
type BodyKeys<K extends RemoteCallName> = Row<K> extends { body: readonly (infer B)[] } ? B : never;
type QueryKeys<K extends RemoteCallName> =
  Row<K> extends { query: readonly (infer Q)[] } ? (Q extends { from: infer F } ? F : never) : never;
type InputKeys<K extends RemoteCallName> = Placeholders<Row<K>['path']> | BodyKeys<K> | QueryKeys<K>;

/** Input keys a row reads that its request type does not declare, per call (`never` when consistent). */
type Unknown<K extends RemoteCallName> = Exclude<
  InputKeys<K>,
  KeysOfUnion<WireRequest<K>> | 'offeringId' | 'offeringEnv' | 'namespaceId'
>;
export type ContractMismatches = {
  [K in RemoteCallName as Unknown<K> extends never ? never : K]: Unknown<K>;
};

/** Fails to compile while any row reads a key its request type lacks. */
export type TablesMatchTypes = keyof ContractMismatches extends never ? true : ContractMismatches;
const _check: TablesMatchTypes = true;
void _check;

/** Fails to compile while a remote call is missing from call-names.ts (the client would lack its method). */
export type NamesListComplete = [Exclude<RemoteCallName, (typeof REMOTE_CALL_NAMES)[number]>] extends [never]
  ? true
  : Exclude<RemoteCallName, (typeof REMOTE_CALL_NAMES)[number]>;
const _names: NamesListComplete = true;
void _names;
