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

/**
 * A form cut off inside its file: the fields and the file's first `keep` bytes, then nothing (no
 * closing boundary), as a browser's upload ends when the connection drops and a proxy forwards
 * what arrived. HTTP-wise the body is whole (its length is right); the form is not.
 */
export function truncatedMultipartBody(
  fields: Record<string, string>,
  file: FormFile,
  keep: number,
): { payload: Buffer; contentType: string } {
  const whole = multipartBody(fields, file);
  const fileStart = whole.payload.indexOf('\r\n\r\n', whole.payload.lastIndexOf('filename=')) + 4;
  return {
    payload: whole.payload.subarray(0, fileStart + Math.min(keep, file.bytes.length)),
    contentType: whole.contentType,
  };
}
