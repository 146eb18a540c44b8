import type { EditEvent } from '@federkiel/machines';

/** The edits the editor sends (the configurator machine's recipient events). */
export type RecipientEditEvent = Extract<
  EditEvent,
  {
    type:
      | 'ADD_RECIPIENT'
      | 'UPDATE_RECIPIENT'
      | 'DUPLICATE_RECIPIENT'
      | 'REMOVE_RECIPIENTS'
      | 'IMPORT_RECIPIENTS';
  }
>;
