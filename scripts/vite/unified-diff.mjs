// Applies a unified diff (`diff -u`, `git diff`) to a file's text, strictly: each hunk's context
// and removed lines must be in the text exactly once, or it throws.

/**
 * @typedef {{ before: string[], after: string[] }} Hunk
 * @typedef {{ file: string, hunks: Hunk[] }} FilePatch
 */

const HUNK_HEADER = /^@@ -\d+(?:,(\d+))? \+\d+(?:,(\d+))? @@/;

/**
 * The files a diff changes (`file`: the path after `+++ b/`) and their hunks.
 * @param {string} diff
 * @returns {FilePatch[]}
 */
export function parseUnifiedDiff(diff) {
  /** @type {FilePatch[]} */
  const files = [];
  /** @type {Hunk | null} */
  let hunk = null;
  let oldLeft = 0;
  let newLeft = 0;
  for (const line of diff.split('\n')) {
    if (hunk && (oldLeft > 0 || newLeft > 0)) {
      const kind = line[0] ?? ' ';
      const text = line.slice(1);
      if (kind === '\\') continue;
      if (kind !== '+') {
        hunk.before.push(text);
        oldLeft -= 1;
      }
      if (kind !== '-') {
        hunk.after.push(text);
        newLeft -= 1;
      }
      continue;
    }
    const header = HUNK_HEADER.exec(line);
    if (line.startsWith('+++ ')) {
      files.push({ file: (line.slice(4).split('\t')[0] ?? '').replace(/^b\//, ''), hunks: [] });
    } else if (header) {
      const current = files.at(-1);
      if (!current) throw new Error('A hunk comes before any file name');
      hunk = { before: [], after: [] };
      current.hunks.push(hunk);
      oldLeft = Number(header[1] ?? 1);
      newLeft = Number(header[2] ?? 1);
    }
  }
  return files;
}

/**
 * `text` with `patch`'s hunks applied. Throws when a hunk's lines are not in `text` exactly once:
 * the file changed, and the patch must be looked at again.
 * @param {string} text
 * @param {FilePatch} patch
 * @returns {string}
 */
export function applyFilePatch(text, patch) {
  let out = text;
  for (const [index, { before, after }] of patch.hunks.entries()) {
    const old = before.join('\n');
    const at = out.indexOf(old);
    if (at < 0 || out.indexOf(old, at + 1) >= 0)
      throw new Error(
        `${patch.file}: hunk ${index + 1} ${at < 0 ? 'no longer matches' : 'matches more than once'}`,
      );
    out = out.slice(0, at) + after.join('\n') + out.slice(at + old.length);
  }
  return out;
}
