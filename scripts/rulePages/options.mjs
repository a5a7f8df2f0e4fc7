// The option sets a rule page explores, read from the JSON Schema of a variant's zod options
// schema. The options themselves are listed by @stich/cli's `optionRows`.

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
    // A field with one allowed value (`const`) has nothing to explore.
    if (prop.const !== undefined) values = [prop.const];
    else if (prop.type === 'boolean') values = [true, false];
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
