// A variant's options, read from the JSON Schema of its zod options schema.

/** A JSON Schema type in words: `one of "ten", "five"`, `integer > 0`, `boolean`. */
export function typeText(s) {
  if (s.enum) return `one of ${s.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.anyOf) {
    const consts = s.anyOf.filter((a) => a.const !== undefined);
    if (consts.length === s.anyOf.length)
      return `one of ${consts.map((a) => JSON.stringify(a.const)).join(', ')}`;
    return s.anyOf.map(typeText).join(' or ');
  }
  const base = Array.isArray(s.type) ? s.type.join(' or ') : (s.type ?? 'any value');
  const bounds = [];
  if (s.exclusiveMinimum !== undefined) bounds.push(`> ${s.exclusiveMinimum}`);
  if (s.minimum !== undefined) bounds.push(`>= ${s.minimum}`);
  if (s.maximum !== undefined && s.maximum < Number.MAX_SAFE_INTEGER)
    bounds.push(`<= ${s.maximum}`);
  if (s.exclusiveMaximum !== undefined) bounds.push(`< ${s.exclusiveMaximum}`);
  return [base, ...bounds].join(' ');
}

/**
 * One row per option (nested objects give one row per field, `parent.field`): name, type in
 * words, default, and the schema's description.
 */
export function optionRows(core, variant) {
  const schema = core.optionsJsonSchema(variant);
  const rows = [];
  const walk = (properties, defaults, prefix) => {
    for (const [name, prop] of Object.entries(properties ?? {})) {
      const value = defaults?.[name];
      rows.push({
        name: `${prefix}${name}`,
        type: prop.properties ? 'object' : typeText(prop),
        defaultValue: value,
        meaning: prop.description ?? '',
      });
      if (prop.properties) walk(prop.properties, value, `${prefix}${name}.`);
    }
  };
  walk(schema.properties, variant.defaults, '');
  return rows;
}

/**
 * The option sets a rule page explores: the defaults, then each single change of a
 * top-level option that has a few discrete values (booleans, enums, unions of constants).
 * Each has a label such as `kontra: true`.
 */
export function optionSets(core, variant) {
  const schema = core.optionsJsonSchema(variant);
  const sets = [{ label: null, options: {} }];
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    let values = [];
    if (prop.type === 'boolean') values = [true, false];
    else if (prop.enum) values = prop.enum;
    else if (prop.anyOf?.every((a) => a.const !== undefined))
      values = prop.anyOf.map((a) => a.const);
    for (const value of values) {
      if (value === variant.defaults[name]) continue;
      sets.push({ label: `${name}: ${JSON.stringify(value)}`, options: { [name]: value } });
    }
  }
  return sets;
}
