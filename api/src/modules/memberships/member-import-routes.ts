import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ImportMapping } from '@club/shared/contracts/endpoints/member-import';
import { berlinToday, endpoints, schemas } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { requestLanguage } from '../../lib/language.js';
import { createMailer } from '../../lib/mailer.js';
import { errorResponses } from '../../lib/schemas.js';
import { findOrganizationById } from '../organizations/index.js';
import { sendClubMail } from './mail.js';
import { importInvitationMail } from './mail-texts.js';
import { checkImport, importMembers } from './member-import/import.js';
import { suggestMapping } from './member-import/mapping.js';
import { readSheet } from './member-import/read-sheet.js';
import { invitationValidHours } from './password-tokens.js';

const calls = endpoints.memberImportEndpoints;
const tags = ['memberships'];
/** A member list of 5000 rows is well under 1 MB as CSV; an .xlsx of it about as much. */
const maxFileBytes = 2_000_000;

const missingFile = () =>
  new HttpError(400, 'IMPORT_FILE_MISSING', 'Please upload a CSV or Excel file (.csv, .xlsx).', 'Import');

async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw missingFile();
  try {
    const part = await request.file({ limits: { fileSize: maxFileBytes, files: 1 } });
    if (!part || part.fieldname !== 'file') throw missingFile();
    const data = await part.toBuffer();
    if (part.file.truncated) throw tooLarge();
    return data;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw missingFile();
  }
}
const tooLarge = () =>
  new HttpError(413, 'IMPORT_FILE_TOO_LARGE', 'The file is larger than 2 MB.', 'Import', { max: '2 MB' });

/** The given mapping (JSON of field -> column index), else the one suggested by the headers. */
function mappingOf(text: string | undefined, columns: string[]): ImportMapping {
  if (!text) return suggestMapping(columns);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const mapping: ImportMapping = {};
  if (parsed && typeof parsed === 'object') {
    for (const [field, index] of Object.entries(parsed as Record<string, unknown>)) {
      if (!endpoints.memberImportEndpoints.importFields.includes(field as never)) continue;
      if (index === null || (Number.isInteger(index) && (index as number) >= 0 && (index as number) < columns.length)) {
        mapping[field as keyof ImportMapping] = index as number | null;
      }
    }
  }
  const isComplete = endpoints.memberImportEndpoints.requiredImportFields.every(
    (field) => typeof mapping[field] === 'number',
  );
  if (!isComplete) {
    throw new HttpError(
      400,
      'IMPORT_MAPPING_INVALID',
      'The column mapping is incomplete: first name, last name and e-mail are needed.',
      'Import',
    );
  }
  return mapping;
}

/** Bringing an existing member list (administrators): preview, then one transaction. */
export const memberImportRoutes: FastifyPluginAsync = async (app) => {
  const { smtpUrl, mailFrom } = app.config;
  const mailer = createMailer(smtpUrl, app.log);
  app.addHook('onClose', async () => mailer.close());

  async function checked(request: FastifyRequest, query: { mapping?: string }, orgId: string) {
    const sheet = await readSheet(await uploadedFile(request));
    const mapping = mappingOf(query.mapping, sheet.columns);
    return checkImport(app.db, {
      organizationId: orgId,
      columns: sheet.columns,
      rows: sheet.rows,
      mapping,
      today: berlinToday(app.config.now()),
      lang: requestLanguage(request),
    });
  }

  registerEndpoint(
    app,
    calls.previewMemberImport,
    {
      tags,
      response: {
        200: schemas.importPreviewSchema,
        ...errorResponses(400, 401, 403, 413),
      },
    },
    async (request) => (await checked(request, request.query, request.params.orgId)).preview,
  );

  registerEndpoint(
    app,
    calls.importMembers,
    {
      tags,
      response: {
        200: schemas.importResultSchema,
        ...errorResponses(400, 401, 403, 409, 413),
      },
    },
    async (request) => {
      const { orgId } = request.params;
      const lang = requestLanguage(request);
      const { preview, members } = await checked(request, request.query, orgId);
      const organization = await findOrganizationById(app.db, orgId);
      if (!organization) throw notFound('Unknown organization.', 'organization');
      const now = new Date(app.config.now());
      const result = await importMembers(app.db, {
        organizationId: orgId,
        members,
        today: berlinToday(app.config.now()),
        lang,
        invite: request.query.invite === 'true',
        now,
      });
      // Invitations only after the commit: a rolled-back import mails no one.
      const origin = await app.publicOrigins.originFor(organization.name);
      for (const invitation of result.invitations) {
        const link = `${origin}${app.config.apiPrefix}/set-password?${new URLSearchParams({ token: invitation.token, lang })}`;
        await sendClubMail(
          { db: app.db, mailer, smtpUrl, mailFrom, log: app.log },
          {
            organizationId: orgId,
            organizationName: organization.name,
            template: 'MEMBER_INVITATION',
            to: invitation.email,
            replyTo: organization.email,
            ...importInvitationMail(
              {
                clubName: organization.companyName ?? organization.name,
                name: invitation.name,
                link,
                validHours: invitationValidHours,
              },
              lang,
            ),
          },
        );
      }
      return {
        created: result.created,
        duplicates: preview.counts.duplicates,
        invalid: preview.counts.invalid,
        invited: result.invitations.length,
        mandates: result.mandates,
      };
    },
  );
};
