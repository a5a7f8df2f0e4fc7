import * as z from 'zod/mini';
import { ClientMessageSchema } from './clientMessage';
import {
  CreatedSchema,
  CreateTableSchema,
  HostRequestSchema,
  HttpErrorSchema,
  JoinedSchema,
  JoinSchema,
  LeaveSchema,
  TableInfoSchema,
} from './httpSchemas';
import { ScoreListSchema, ServerMessageSchema } from './serverMessage';

/**
 * The JSON Schema files of the server protocol for `docs/schema/`, as `{ file, schema }`
 * (the shape of core's `schemaFiles`; the files go to `docs/schema/server/`): WebSocket messages both ways and the HTTP bodies.
 *
 * @example
 * protocolSchemaFiles().map((f) => f.file); // ['server/client-message.schema.json', ...]
 */
export function protocolSchemaFiles(): { file: string; schema: Record<string, unknown> }[] {
  const files: [string, string, z.ZodMiniType][] = [
    ['client-message', 'Stich server: client message (WebSocket)', ClientMessageSchema],
    ['server-message', 'Stich server: server message (WebSocket)', ServerMessageSchema],
    ['create-table', 'Stich server: POST /api/tables body', CreateTableSchema],
    ['table-info', 'Stich server: a table in the lobby', TableInfoSchema],
    ['created', 'Stich server: reply to POST /api/tables', CreatedSchema],
    ['join', 'Stich server: POST /api/tables/:id/join body', JoinSchema],
    [
      'host-request',
      'Stich server: body of the host requests (start, close, seat to bot)',
      HostRequestSchema,
    ],
    ['leave', 'Stich server: POST /api/tables/:id/leave body', LeaveSchema],
    ['joined', 'Stich server: reply to a join', JoinedSchema],
    ['http-error', 'Stich server: HTTP error body', HttpErrorSchema],
    ['score-list', 'Stich server: GET /api/tables/:id/list reply (a score list)', ScoreListSchema],
  ];
  return files.map(([name, title, schema]) => ({
    file: `server/${name}.schema.json`,
    schema: { ...(z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown>), title },
  }));
}
