import { readdirSync, readFileSync } from 'node:fs';
import type { Variant } from '@stich/core';
import { schemaFiles } from '@stich/core/tools';
import { describe, expect, it } from 'vitest';
import variantIds from '../../../scripts/schema-variants.json';

const dir = new URL('../../../docs/schema/', import.meta.url);

/** The variants scripts/schemas.mjs writes schemas for, loaded from their sources. */
async function loadVariants(): Promise<Variant[]> {
  const out: Variant[] = [];
  for (const id of variantIds) {
    const exports: Record<string, unknown> = await import(`@stich/${id}`);
    const variant = Object.values(exports).find((x) => (x as Variant | undefined)?.id === id);
    if (variant === undefined) throw new Error(`@stich/${id} exports no variant '${id}'`);
    out.push(variant as Variant);
  }
  return out;
}

describe('docs/schema is generated from the zod schemas', async () => {
  const files = schemaFiles(await loadVariants());

  it.each(files.map((f) => [f.file, f.schema] as const))(
    '%s is up to date (pnpm build && pnpm schemas)',
    (file, schema) => {
      const committed = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
      expect(committed).toEqual(JSON.parse(JSON.stringify(schema)));
    },
  );

  it('holds no other schema files', () => {
    const committed = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(committed.sort()).toEqual(files.map((f) => f.file).sort());
  });

  it('says a deal record needs the hands or a seed, and options refuse unknown keys', () => {
    const deal = files.find((f) => f.file === 'deal-record.schema.json')!.schema;
    expect(deal.required).toEqual(['variant', 'dealer', 'actions']);
    expect(deal.anyOf).toEqual([{ required: ['hands'] }, { required: ['seed'] }]);
    expect(deal.additionalProperties).toBe(false);
    for (const f of files.filter((f) => f.file.endsWith('.options.schema.json'))) {
      expect(f.schema.additionalProperties).toBe(false);
      expect(f.schema.required).toBeUndefined();
    }
  });
});
