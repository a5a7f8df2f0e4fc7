import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  ClientMessageSchema,
  CreateTableSchema,
  protocolSchemaFiles,
  ServerMessageSchema,
} from '../src/protocol/index';

describe('protocol', () => {
  test.each([
    [{ type: 'hello', token: 'abc' }, true],
    [{ type: 'hello', token: 'abc', lastSeq: 4 }, true],
    [{ type: 'watch', table: 't1' }, true],
    [{ type: 'action', step: 3, action: { type: 'play', seat: 0, card: 'CJ' } }, true],
    [{ type: 'sync' }, true],
    [{ type: 'hello' }, false],
    [{ type: 'action', step: -1, action: { type: 'play', seat: 0 } }, false],
    [{ type: 'action', step: 1, action: { seat: 0 } }, false],
    [{ type: 'shout', text: 'hi' }, false],
    [{ type: 'sync', extra: 1 }, false],
  ])('client message %j parses: %s', (message, ok) => {
    expect(ClientMessageSchema.safeParse(message).success).toBe(ok);
  });

  test('a create-table request refuses an unknown bot strength and a long think', () => {
    const seats = [{ kind: 'human' }, { kind: 'bot', bot: 'rules' }];
    expect(CreateTableSchema.safeParse({ game: 'skat', seats }).success).toBe(true);
    const bad = [{ kind: 'bot', bot: 'genius' }];
    expect(CreateTableSchema.safeParse({ game: 'skat', seats: bad }).success).toBe(false);
    const slow = [{ kind: 'bot', bot: 'pimc', thinkMs: 60_000 }];
    expect(CreateTableSchema.safeParse({ game: 'skat', seats: slow }).success).toBe(false);
  });

  test('server messages round-trip their schema', () => {
    const error = { type: 'error', code: 'STALE_STEP', message: 'the table is at step 3', step: 3 };
    expect(ServerMessageSchema.parse(error)).toEqual(error);
    expect(
      ServerMessageSchema.safeParse({ type: 'error', code: 'NOPE', message: '' }).success,
    ).toBe(false);
  });

  test('every protocol schema becomes JSON Schema with a title', () => {
    const files = protocolSchemaFiles();
    expect(files.map((f) => f.file)).toContain('server/client-message.schema.json');
    for (const f of files) expect(f.schema.title).toMatch(/^Stich server/);
  });
});

describe('docs/schema/server is generated from the protocol', () => {
  const dir = new URL('../../../docs/schema/', import.meta.url);
  test.each(protocolSchemaFiles().map((f) => [f.file, f.schema] as const))(
    '%s is up to date (pnpm build && pnpm schemas)',
    (file, schema) => {
      const committed = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
      expect(committed).toEqual(JSON.parse(JSON.stringify(schema)));
    },
  );
});
