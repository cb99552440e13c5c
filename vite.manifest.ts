// Reading the build's Vite manifest (dist/.vite/manifest.json): which chunks a page needs before
// it runs. Shared by the prerender (its modulepreload links) and the login page's budget check.

/** The part of one manifest entry these readers need. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export type ViteManifest = Readonly<Record<string, ManifestChunk>>;

/** Every chunk file reachable from the given manifest keys by static imports, each once, in visiting order. */
export function staticClosure(manifest: ViteManifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest has no entry ${key}`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}
