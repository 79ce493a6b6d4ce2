import { formField } from '../../standalone/props';
import {
  useAccountSection,
  type AccountSectionOptions,
  type UseAccountSection,
} from '../section/useAccountSection';
import type { FullNameData } from '../section/user-data';
import { FULL_NAME_REQUESTS, FULL_NAME_RULES, type FullNameClient, type FullNameInput } from './requests';

/** Form field names of the full-name form (uncontrolled inputs read on submit). */
export const FULL_NAME_FIELD_NAMES = {
  givenName: 'givenName',
  middleName: 'middleName',
  surName: 'surName',
} as const;

/** Options of {@link useFullNameManager}. */
export interface UseFullNameManagerOptions extends AccountSectionOptions {
  /** The identity client (or any object with `getUser` and `updateUser`). */
  readonly client: FullNameClient;
}

/** `{ state, actions, get*Props }` of the full-name section. */
export type UseFullNameManager = UseAccountSection<FullNameData, FullNameInput>;

const DEFINITION = {
  rules: FULL_NAME_RULES,
  requests: FULL_NAME_REQUESTS,
  readForm: (form: HTMLFormElement): FullNameInput => ({
    givenName: formField(form, FULL_NAME_FIELD_NAMES.givenName),
    middleName: formField(form, FULL_NAME_FIELD_NAMES.middleName),
    surName: formField(form, FULL_NAME_FIELD_NAMES.surName),
  }),
};

/**
 * Full-name manager (seed 000 §2.1, seed 001 §2 `fullname`): loads the name, edits given, middle and
 * surname (seed 001 §5 name rules), saves with update user. Own store: a late answer after the section
 * unmounts never lands.
 */
export function useFullNameManager(options: UseFullNameManagerOptions): UseFullNameManager {
  return useAccountSection(DEFINITION, options.client, options);
}
