// The authorization file form: title and attachment required, number and metadata attachment
// optional (spec sections 3 and 5; the domain's validateAuthorization), plus its authorizing party.
import {
  requiredIssue,
  validateAuthorization,
  type Authorization,
  type FileRef,
  type Issue,
} from '../../../domain/catalogue';

export interface AuthorizationFormValues {
  authorizationCompanyId: string;
  title: string;
  number: string;
  attachment: FileRef | null;
  metadataAttachment: FileRef | null;
}

export type AuthorizationContent = Pick<
  Authorization,
  'authorizationCompanyId' | 'title' | 'number' | 'attachment' | 'metadataAttachment'
>;

export function emptyAuthorizationValues(authorizationCompanyId: string): AuthorizationFormValues {
  return {
    authorizationCompanyId,
    title: '',
    number: '',
    attachment: null,
    metadataAttachment: null,
  };
}

export function authorizationValues(auth: Authorization): AuthorizationFormValues {
  return {
    authorizationCompanyId: auth.authorizationCompanyId,
    title: auth.title,
    number: auth.number ?? '',
    attachment: auth.attachment,
    metadataAttachment: auth.metadataAttachment,
  };
}

export function authorizationContent(values: AuthorizationFormValues): AuthorizationContent {
  const number = values.number.trim();
  return {
    authorizationCompanyId: values.authorizationCompanyId,
    title: values.title.trim(),
    number: number === '' ? null : number,
    attachment: values.attachment,
    metadataAttachment: values.metadataAttachment,
  };
}

const sameFile = (a: FileRef | null, b: FileRef | null) =>
  a?.path === b?.path && a?.name === b?.name && a?.sizeBytes === b?.sizeBytes;

/** The changed fields of a stored file, as an update patch (the party stays as created). */
export function authorizationPatch(
  auth: Authorization,
  values: AuthorizationFormValues,
): Partial<AuthorizationContent> {
  const next = authorizationContent(values);
  const patch: Partial<AuthorizationContent> = {};
  if (next.title !== auth.title) patch.title = next.title;
  if (next.number !== auth.number) patch.number = next.number;
  if (!sameFile(next.attachment, auth.attachment)) patch.attachment = next.attachment;
  if (!sameFile(next.metadataAttachment, auth.metadataAttachment))
    patch.metadataAttachment = next.metadataAttachment;
  return patch;
}

export function authorizationFormIssues(values: AuthorizationFormValues): Issue[] {
  const content = authorizationContent(values);
  const issues =
    content.authorizationCompanyId === '' ? [requiredIssue('authorizationCompanyId')] : [];
  issues.push(...validateAuthorization(content));
  // the metadata attachment follows the attachment's formats (the upload checked its content)
  if (content.metadataAttachment) {
    issues.push(
      ...validateAuthorization({ ...content, attachment: content.metadataAttachment })
        .filter((i) => i.field === 'attachment')
        .map((i) => ({ ...i, field: 'metadataAttachment' })),
    );
  }
  return issues;
}
