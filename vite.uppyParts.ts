// Puts src/uploads/s3/ParallelS3Uploader.ts in place of @uppy/aws-s3's own S3Uploader, which sends
// a file's parts one at a time (see that module). The build fails when the import is not found,
// so an Uppy upgrade that moves it cannot silently bring the sequential uploader back.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const REPLACEMENT = fileURLToPath(
  new URL('./src/uploads/s3/ParallelS3Uploader.ts', import.meta.url),
);
const IMPORTER = /[\\/]@uppy[\\/]aws-s3[\\/]lib[\\/]index\.js$/;

export function uppyParallelParts(): Plugin {
  let replaced = false;
  let sawPlugin = false;
  return {
    name: 'portal:uppy-parallel-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer === undefined || !IMPORTER.test(importer)) return null;
      sawPlugin = true;
      if (source !== './S3Uploader.js') return null;
      replaced = true;
      return REPLACEMENT;
    },
    buildEnd(error) {
      if (!error && sawPlugin && !replaced)
        this.error(
          '@uppy/aws-s3 no longer imports ./S3Uploader.js: check src/uploads/s3/ParallelS3Uploader.ts',
        );
    },
  };
}
