// Rule pages for docs/rules/, generated from variant definitions. Pure: the caller passes
// core (its entry points `@stich/core`, `/kernel`, `/plugin` and `/tools` merged into one
// object), the cli package and the games' plug-ins (built ones from scripts/rulePages.mjs,
// sources from the stale-page test), and gets the files back.
import { comparePage } from './comparePage.mjs';
import { variantFacts } from './facts.mjs';
import { variantPage } from './variantPage.mjs';

/**
 * Every rule page: `<id>.md` per game and `compare.md`. `cli` is @stich/cli (option rows,
 * card orders, the comparison); `plugins` are the games' plug-ins, whose optional
 * `rulePage()` adds worked examples, deals and names of trump modes.
 */
export function rulePages(core, cli, plugins) {
  const all = plugins.map((plugin) => {
    const more = plugin.rulePage?.() ?? {};
    // The language the plug-in names cards in (Schafkopf: German), for the names in words.
    const lang = plugin.presentation?.cardLanguage ?? 'en';
    return { facts: { ...variantFacts(core, cli, plugin.variant, more), lang }, more };
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
