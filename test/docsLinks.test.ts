import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every relative link of every Markdown file in the repository points at a file or folder
// that exists, and a `#anchor` into a Markdown file names one of its headings (as GitHub
// makes their ids). Needs no build. Generated output, dependencies and changelogs are left
// out.
const root = fileURLToPath(new URL('..', import.meta.url));
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', '.turbo', 'coverage', '.changeset']);
const SKIP_PATHS = new Set(['docs/api']);

/** The repository's Markdown files, as paths from the root. */
function markdownFiles(dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    const rel = relative(root, path);
    if (entry.isDirectory()) {
      if (SKIP_DIRS.has(entry.name) || SKIP_PATHS.has(rel) || entry.name.startsWith('.')) {
        return [];
      }
      return markdownFiles(path);
    }
    return entry.name.endsWith('.md') && entry.name !== 'CHANGELOG.md' ? [rel] : [];
  });
}

/** The text without fenced code blocks and inline code spans (their links are not links). */
function prose(text: string): string {
  return text
    .replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm, '')
    .replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '');
}

/** Every link target: inline links and images, reference definitions, HTML href and src. */
function linkTargets(text: string): string[] {
  const body = prose(text);
  const targets: string[] = [];
  const inline = /\]\(\s*(?:<([^>\n]+)>|([^()\s]+(?:\([^()\s]*\)[^()\s]*)*))(?:\s+"[^"]*")?\s*\)/g;
  for (const m of body.matchAll(inline)) targets.push(m[1] ?? m[2]);
  for (const m of body.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$/gm)) targets.push(m[1]);
  for (const m of body.matchAll(/<(?:a|img)\s[^>]*?(?:href|src)="([^"]+)"/g)) targets.push(m[1]);
  return targets;
}

/** The ids GitHub gives a Markdown file's headings (and its explicit HTML anchors). */
function anchorsOf(text: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  const withoutCode = text.replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm, '');
  for (const m of withoutCode.matchAll(/^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/gm)) {
    const slug = m[1]
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link's or an image's text only
      .replace(/<[^>]+>/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    ids.add(n === 0 ? slug : `${slug}-${n}`);
  }
  for (const m of text.matchAll(/<a\s[^>]*?(?:id|name)="([^"]+)"/g)) ids.add(m[1]);
  return ids;
}

/** What is wrong with one link of `file` (a path from the root), or null when it is good. */
function problem(file: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return null; // a URL
  const [pathPart, anchor] = target.split('#', 2) as [string, string | undefined];
  const path = decodeURIComponent(pathPart.replace(/\?.*$/, ''));
  const resolved =
    path === ''
      ? join(root, file)
      : path.startsWith('/')
        ? join(root, path)
        : join(root, dirname(file), path);
  if (!existsSync(resolved)) return `${target}: ${relative(root, resolved)} does not exist`;
  if (anchor === undefined || anchor === '') return null;
  if (statSync(resolved).isDirectory() || !resolved.endsWith('.md')) return null;
  if (!anchorsOf(readFileSync(resolved, 'utf8')).has(decodeURIComponent(anchor))) {
    return `${target}: no heading #${anchor} in ${relative(root, resolved)}`;
  }
  return null;
}

describe('the link checker', () => {
  it('reads links and leaves code alone', () => {
    const text = [
      'See [a](a.md), [b](<b c.md> "title"), ![i](img/x.png) and <a href="d.md#e">d</a>.',
      '[ref]: ref.md#part',
      '`[not](code.md)`',
      '```ts',
      '[nor](fenced.md)',
      '```',
    ].join('\n');
    expect(linkTargets(text)).toEqual(['a.md', 'b c.md', 'img/x.png', 'ref.md#part', 'd.md#e']);
  });

  it('makes heading ids as GitHub does', () => {
    const text = '# Stich: the `core`\n## End of the session and payments\n## Notes\n## Notes\n';
    expect([...anchorsOf(text)]).toEqual([
      'stich-the-core',
      'end-of-the-session-and-payments',
      'notes',
      'notes-1',
    ]);
  });

  it('finds a missing file and a missing heading', () => {
    expect(problem('README.md', 'no/such/file.md')).toMatch(/does not exist/);
    expect(problem('README.md', 'docs/index.md#no-such-heading')).toMatch(/no heading/);
    expect(problem('README.md', 'https://example.org/x.md')).toBeNull();
  });
});

describe('every relative link in the Markdown files resolves', () => {
  const files = markdownFiles();

  it('finds the Markdown files', () => {
    expect(files).toEqual(
      expect.arrayContaining(['README.md', 'docs/index.md', 'packages/core/README.md']),
    );
  });

  it.each(files)('%s', (file) => {
    const text = readFileSync(join(root, file), 'utf8');
    const broken = linkTargets(text)
      .map((target) => problem(file, target))
      .filter((p) => p !== null);
    expect(broken).toEqual([]);
  });
});
