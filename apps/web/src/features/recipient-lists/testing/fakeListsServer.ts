import { vi } from 'vitest';
import { createRecipient, type Recipient } from '@federkiel/machines';
import { listRowProblems, type RecipientList } from '@federkiel/machines/lists/listApi';
import { BackendError } from '../../../lib/backend/backendFetch.ts';

// `/swell/lists` in memory for component tests: the contract's answers (docs/drafts-lists-
// contact.md) with the shared row rules, as `backendRequest` would return or throw them.

export interface FakeListsServer {
  lists: Map<string, RecipientList>;
  calls: { method: string; path: string; body: unknown }[];
  request: <T>(path: string, init?: { method?: string; body?: unknown }) => Promise<T>;
}

export function person(firstName: string, lastName: string, id = 'r1'): Recipient {
  return createRecipient(id, {
    firstName,
    lastName,
    gender: 'female',
    address: { line1: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
  });
}

export function createFakeListsServer(initial: RecipientList[] = []): FakeListsServer {
  const lists = new Map(initial.map((list) => [list.id, list]));
  const calls: FakeListsServer['calls'] = [];
  let next = lists.size + 1;
  const refuse = (recipients: Recipient[]) => {
    const { problems, total } = listRowProblems(recipients);
    if (total === 0) return;
    throw new BackendError(400, 'invalid_recipients', 'Einige Empfänger …', 'recipients', {
      rows: problems,
      problemCount: total,
    });
  };
  const nameTaken = (name: string, id?: string) => {
    for (const list of lists.values())
      if (list.name === name && list.id !== id)
        throw new BackendError(409, 'list_name_taken', 'Du hast schon eine Liste …', 'name');
  };
  const request = vi.fn(async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, path, body: init.body });
    const [, , , id, action] = path.split('/'); // '', 'swell', 'lists', id, action
    const now = '2026-06-01T10:00:00.000Z';
    if (!id) {
      if (method === 'GET')
        return {
          results: [...lists.values()].map(({ recipients: _, ...summary }) => summary),
        };
      const body = init.body as { name: string; recipients: Recipient[] };
      nameTaken(body.name);
      refuse(body.recipients);
      const list: RecipientList = {
        id: `lst_${next++}`,
        name: body.name,
        recipients: body.recipients,
        count: body.recipients.length,
        lastUsed: null,
        dateCreated: now,
        dateUpdated: now,
      };
      lists.set(list.id, list);
      return list;
    }
    const list = lists.get(decodeURIComponent(id));
    if (!list)
      throw new BackendError(404, 'not_found', 'Diese Empfängerliste gibt es nicht (mehr).');
    if (action === 'used') {
      lists.set(list.id, { ...list, lastUsed: now });
      return undefined;
    }
    if (method === 'GET') return list;
    if (method === 'DELETE') {
      lists.delete(list.id);
      return undefined;
    }
    const body = init.body as { name?: string; recipients?: Recipient[] };
    if (body.name) nameTaken(body.name, list.id);
    if (body.recipients) refuse(body.recipients);
    const updated = {
      ...list,
      ...body,
      count: (body.recipients ?? list.recipients).length,
      dateUpdated: now,
    };
    lists.set(list.id, updated);
    return updated;
  });
  return { lists, calls, request: request as FakeListsServer['request'] };
}
