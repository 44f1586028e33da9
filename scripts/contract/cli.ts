import { pathToFileURL } from 'node:url';

/**
 * Runs a contract tool's `main` when its module is the one node started (not when a test imports
 * it): exits with the code `main` resolves to, or 2 (usage or configuration) when it throws.
 */
export function runWhenMain(moduleUrl: string, main: (args: string[]) => Promise<number>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}
