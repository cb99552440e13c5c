// A lazy chunk that cannot load usually means a deploy replaced the files this page was built
// against; the spec answers with a refresh prompt. Browsers word the failure differently.
const CHUNK_FAILURE = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // Vite's preload helper
  /failed to load module script/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return CHUNK_FAILURE.some((pattern) => pattern.test(error.message));
}
