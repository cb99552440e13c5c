// The multipart documents S3 exchanges: InitiateMultipartUploadResult, ListPartsResult and the
// CompleteMultipartUpload request, and ListObjectsV2's ListBucketResult (the sweep of abandoned
// uploads lists their records). ETags arrive quoted (often entity-encoded); we keep them bare.
import { normalizeEtag, type PartRef, type StoredPart } from '../objectStore';
import { escapeXml, readXmlElements, readXmlText } from './xml';

export function parseInitiateResult(xml: string): string {
  const uploadId = readXmlText(xml, 'UploadId');
  if (!uploadId) throw new Error('S3 answered CreateMultipartUpload without an UploadId');
  return uploadId;
}

export interface PartsPage {
  parts: StoredPart[];
  /** the marker to ask for the next page with, when the answer was truncated */
  nextMarker: string | null;
}

export function parseListPartsResult(xml: string): PartsPage {
  const parts = readXmlElements(xml, 'Part').map((part): StoredPart => {
    const PartNumber = Number(readXmlText(part, 'PartNumber'));
    const Size = Number(readXmlText(part, 'Size'));
    const ETag = normalizeEtag(readXmlText(part, 'ETag') ?? '');
    if (!Number.isInteger(PartNumber) || PartNumber < 1 || !Number.isSafeInteger(Size) || Size < 0 || ETag === '') {
      throw new Error('S3 answered ListParts with a malformed Part');
    }
    return { PartNumber, Size, ETag };
  });
  const truncated = readXmlText(xml, 'IsTruncated') === 'true';
  const next = readXmlText(xml, 'NextPartNumberMarker');
  if (truncated && !next) throw new Error('S3 answered a truncated ListParts without NextPartNumberMarker');
  return { parts, nextMarker: truncated ? (next ?? null) : null };
}

export function buildCompleteXml(parts: readonly PartRef[]): string {
  const body = parts
    .map((p) => `<Part><PartNumber>${p.PartNumber}</PartNumber><ETag>${escapeXml(`"${normalizeEtag(p.ETag)}"`)}</ETag></Part>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<CompleteMultipartUpload xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${body}</CompleteMultipartUpload>`;
}

export interface ObjectsPage {
  objects: Array<{ key: string; lastModified: Date }>;
  /** the continuation token to ask for the next page with, when the answer was truncated */
  nextToken: string | null;
}

export function parseListObjectsResult(xml: string): ObjectsPage {
  const objects = readXmlElements(xml, 'Contents').map((entry) => {
    const key = readXmlText(entry, 'Key');
    const lastModified = new Date(readXmlText(entry, 'LastModified') ?? '');
    if (!key || Number.isNaN(lastModified.getTime())) throw new Error('S3 answered ListObjectsV2 with a malformed Contents');
    return { key, lastModified };
  });
  const truncated = readXmlText(xml, 'IsTruncated') === 'true';
  const next = readXmlText(xml, 'NextContinuationToken');
  if (truncated && !next) throw new Error('S3 answered a truncated ListObjectsV2 without NextContinuationToken');
  return { objects, nextToken: truncated ? (next ?? null) : null };
}
