import { readFileSync } from 'node:fs';

/**
 * The codes a Rust enum of the core sends, read from its `code()` match (`Enum::Variant => "code"`) in
 * `rppg-core/src/<file>`: tests hold the TS layer's words to them.
 */
export function rustCodes(file: string, enumName: string): string[] {
  const source = readFileSync(new URL(`../../src/${file}`, import.meta.url), 'utf8');
  return [...source.matchAll(new RegExp(`${enumName}::\\w+ => "([a-z-]+)"`, 'g'))].map((m) => m[1] as string);
}
