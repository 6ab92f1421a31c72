import { afterAll, beforeAll, vi } from 'vitest';

/**
 * Everything the server writes to the console while a test file runs, as text: for the suites that
 * prove logs carry no personal or card data. The console is silenced meanwhile and restored after.
 */
export function captureConsole(): readonly string[] {
  const logged: string[] = [];
  beforeAll(() => {
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...parts: unknown[]) => {
        logged.push(
          parts
            .map((part) =>
              part instanceof Error
                ? `${part.message} ${part.stack}`
                : typeof part === 'string'
                  ? part
                  : JSON.stringify(part),
            )
            .join(' '),
        );
      });
    }
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });
  return logged;
}
