/** One thing wrong with a file: where (`roomTypes[2].occupancy.adults`, line when known) and what. */
export interface FileIssue {
  readonly path: string;
  readonly line?: number;
  readonly message: string;
}

export type PathKey = string | number;

/** `['roomTypes', 2, 'occupancy']` → `roomTypes[2].occupancy`. */
export function formatPath(keys: readonly PathKey[]): string {
  let text = '';
  for (const key of keys) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text ? `.${key}` : key;
  }
  return text || '(file)';
}

export function describeIssue(file: string, issue: FileIssue): string {
  const where = issue.line === undefined ? file : `${file}:${issue.line}`;
  return `${where}: ${issue.path}: ${issue.message}`;
}
