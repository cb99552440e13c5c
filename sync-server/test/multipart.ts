// Builds a multipart/form-data body by hand, so tests control every byte of it (field order,
// file name, part content type), as a browser's FormData would send it.
export interface FormFile {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

export function multipartBody(
  fields: Record<string, string>,
  file: FormFile,
): { payload: Buffer; contentType: string } {
  const boundary = `----rpp${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
