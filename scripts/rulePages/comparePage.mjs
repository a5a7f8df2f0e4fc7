// The comparison page: every game side by side with its default options, as a Markdown
// table from @stich/cli's `compareVariants` (the code behind `stich compare`).
import { GENERATED } from './variantPage.mjs';

/** The comparison page for the given variants (in page order); `cli` is @stich/cli. */
export function comparePage(cli, variants) {
  const columns = variants.map((variant) => ({
    variant,
    options: variant.defaults,
    label: `[${variant.name}](${variant.id}.md)`,
  }));
  return `${[
    GENERATED,
    '# The games side by side',
    'Each column is generated from one variant definition with its default options, by the code behind `stich compare`, so the table cannot drift from the engine. To compare house rules, give a game with options: `stich compare skat skat:seats=4,kontra=true`. The rule pages have the details: the card orders of every trump mode, worked examples and statecharts.',
    cli.compareMarkdown(cli.compareVariants(columns), { pad: true }).trimEnd(),
  ].join('\n\n')}\n`;
}
