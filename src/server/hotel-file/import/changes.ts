/** What an import did (or, dry, would do), and what it refused; refusals roll everything back. */
export class ImportReport {
  readonly changes: string[] = [];
  readonly refusals: string[] = [];

  change(line: string): void {
    this.changes.push(line);
  }

  refuse(line: string): void {
    this.refusals.push(line);
  }

  /** One line per added, changed and removed row of a kind. */
  diff(
    kind: string,
    diff: {
      added: readonly Record<string, unknown>[];
      changed: readonly { row: Record<string, unknown>; fields: readonly string[] }[];
      removed: readonly { key: string }[];
    },
    keyOf: (row: Readonly<Record<string, unknown>>) => string,
  ): void {
    for (const row of diff.added) this.change(`${kind} ${keyOf(row)}: added`);
    for (const { row, fields } of diff.changed)
      this.change(`${kind} ${keyOf(row)}: changed (${fields.join(', ')})`);
    for (const { key } of diff.removed) this.change(`${kind} ${key}: removed`);
  }
}

/** Thrown inside the transaction to roll it back: a dry run, or a refusal. */
export class Rollback extends Error {
  readonly report: ImportReport;

  constructor(report: ImportReport) {
    super('rolled back');
    this.report = report;
  }
}
