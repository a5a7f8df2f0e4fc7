// Rule pages for docs/rules/, generated from variant definitions. Pure: the caller passes
// core, the cli package and each variant package (built ones from scripts/rulePages.mjs,
// sources from the stale-page test), and gets the files back.
import { comparePage } from './comparePage.mjs';
import { variantFacts } from './facts.mjs';
import { variantPage } from './variantPage.mjs';

export { RULE_PAGE_VARIANTS } from './variants.mjs';

/** The variant a package exports under the id `id`. */
export function variantOf(pkg, id) {
  const isVariant = (x) => x?.id === id && typeof x.parseOptions === 'function';
  const variant = Object.values(pkg).find(isVariant);
  if (variant === undefined) throw new Error(`packages/${id} exports no variant with id '${id}'`);
  return variant;
}

/**
 * Every rule page: `<id>.md` per variant and `compare.md`. `cli` is @stich/cli (option rows,
 * card orders, the comparison); `entries` are `{ id, pkg, extras }`: the variant's package
 * exports and its optional extras (an object, or a function of `{ core, pkg, variant }`).
 */
export function rulePages(core, cli, entries) {
  const all = entries.map(({ id, pkg, extras }) => {
    const variant = variantOf(pkg, id);
    const more = typeof extras === 'function' ? extras({ core, pkg, variant }) : (extras ?? {});
    return { facts: variantFacts(core, cli, variant, more), more };
  });
  return [
    ...all.map(({ facts, more }) => ({
      file: `${facts.variant.id}.md`,
      text: variantPage(core, facts, more),
    })),
    {
      file: 'compare.md',
      text: comparePage(
        cli,
        all.map((a) => a.facts.variant),
      ),
    },
  ];
}
