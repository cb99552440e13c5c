// Reads a stored message (.eml or maildir file) with Python's standard email parser, a second
// implementation beside nodemailer's composer: decoded headers, the content type and both parts.
import { execFileSync } from 'node:child_process';
import { DEBIAN_PYTHON } from './smtpServer';

export interface ReadMail {
  headers: Record<string, string>;
  contentType: string;
  partTypes: string[];
  text: string | null;
  html: string | null;
}

const SCRIPT = `
import json, sys, email
from email import policy
with open(sys.argv[1], 'rb') as f:
    m = email.message_from_binary_file(f, policy=policy.default)
def body(kind):
    part = m.get_body((kind,))
    return part.get_content() if part is not None else None
print(json.dumps({
    'headers': {k: str(v) for k, v in m.items()},
    'contentType': m.get_content_type(),
    'partTypes': [p.get_content_type() for p in m.iter_parts()] if m.is_multipart() else [],
    'text': body('plain'),
    'html': body('html'),
}))
`;

export function readMail(file: string): ReadMail {
  return JSON.parse(
    execFileSync(DEBIAN_PYTHON, ['-c', SCRIPT, file], { encoding: 'utf8' }),
  ) as ReadMail;
}
