// A person's photo and documents: SPEC.md endpoints 7–11 plus GET /person/{id}/photo
// (DESIGN.md §3). Uploads arrive as strict base64 and cross the service as bytes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  DocumentDeleteSchema, DocumentSchema, FileUploadSchema, MAX_DOCUMENT_BYTES, MAX_PHOTO_BYTES, PhotoDeleteSchema,
  type FileUpload,
} from '../../domain/document.js';
import { IdResultSchema } from '../../domain/primitives.js';
import { decodeBase64 } from '../../service/base64.js';
import { sendFile, type RouteDeps } from '../route-deps.js';
import { decodedMember, type UploadRouteConfig } from '../json-body.js';
import { DocumentOwnerSchema, DocumentParamsSchema, IdParamsSchema, Sha256QuerySchema, SuccessSchema, envelope, typedSuccess } from '../schemas.js';

/** base64 of `bytes` plus room for the JSON around it. */
export const uploadBodyLimit = (bytes: number): number => Math.ceil(bytes / 3) * 4 + 64 * 1024;
export const DOCUMENT_BODY_LIMIT = uploadBodyLimit(MAX_DOCUMENT_BYTES);

/** The uploaded file: decoded off the event loop by the body worker (json-body.ts). */
function uploadedBytes(request: FastifyRequest, upload: FileUpload, maxBytes: number): Uint8Array {
  return decodedMember(request, 'data') ?? decodeBase64(upload.data, 'data', maxBytes);
}
const uploadConfig = (maxBytes: number): UploadRouteConfig => ({ base64Members: [{ name: 'data', maxBytes }] });

const binary = (description: string) => ({ description, content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } });

export function personFileRoutes(fastify: FastifyInstance, deps: RouteDeps): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post('/person/photo', {
    bodyLimit: uploadBodyLimit(MAX_PHOTO_BYTES),
    config: uploadConfig(MAX_PHOTO_BYTES),
    schema: {
      summary: 'Endpoint 7: set the photo (JPEG, PNG or WebP by content, at most 5 MB; metadata removed)',
      tags: ['person'],
      body: FileUploadSchema,
      response: { 200: SuccessSchema },
    },
  }, async (request) => {
    const upload = request.body;
    await deps.serviceFor(request).setPhoto({
      person_data_id: upload.person_data_id,
      file_name: upload.file_name,
      data: uploadedBytes(request, upload, MAX_PHOTO_BYTES),
    });
    return { success: true };
  });

  app.get('/person/:id/photo', {
    schema: {
      summary: 'The photo of a person (DESIGN.md addition)',
      tags: ['person'],
      params: IdParamsSchema,
      response: { 200: binary('the image') },
    },
    ...deps.personRead,
  }, async (request, reply) => {
    const file = await deps.serviceFor(request).streamPhoto(request.params.id);
    return sendFile(reply, file, 'inline');
  });

  app.delete('/person/photo', {
    schema: {
      summary: 'Delete the photo of a person: is_photo back to N; 404 when the person has none',
      tags: ['person'],
      body: PhotoDeleteSchema,
      response: { 200: SuccessSchema },
    },
  }, async (request) => {
    await deps.serviceFor(request).deletePhoto(request.body.person_data_id);
    return { success: true };
  });

  app.get('/person/document/exists', {
    schema: {
      summary: "Which person already has a document with these bytes (by SHA-256; 404 when none; audited)",
      tags: ['person'],
      querystring: Sha256QuerySchema,
      response: { 200: DocumentOwnerSchema },
    },
    ...deps.personRead,
  }, async (request) => deps.serviceFor(request).findDocumentBySha256(request.query.sha256));

  app.post('/person/document', {
    // DESIGN.md §3 allows 20 MB documents (decoded): as base64 that is 26.7 MB, so this
    // route alone may carry that much (the JSON resources: 256 KB).
    bodyLimit: DOCUMENT_BODY_LIMIT,
    config: uploadConfig(MAX_DOCUMENT_BYTES),
    schema: {
      summary: 'Endpoint 8: add a document (at most 20 MB decoded)',
      tags: ['person'],
      body: FileUploadSchema,
      response: { 200: envelope('document', IdResultSchema) },
    },
  }, async (request) => {
    const upload = request.body;
    const data = await deps.serviceFor(request).addDocument({
      person_data_id: upload.person_data_id,
      file_name: upload.file_name,
      data: uploadedBytes(request, upload, MAX_DOCUMENT_BYTES),
    });
    return { success: true, type: 'document', data };
  });

  app.get('/person/:id/document', {
    schema: {
      summary: "Endpoint 9: a person's documents (size in bytes)",
      tags: ['person'],
      params: IdParamsSchema,
      response: { 200: envelope('document', Type.Array(DocumentSchema)) },
    },
    ...deps.personRead,
  }, async (request) => {
    const data = await deps.serviceFor(request).listDocuments(request.params.id);
    return { success: true, type: 'document', data };
  });

  app.get('/person/:id1/document/:id2/download', {
    schema: {
      summary: 'Endpoint 10: the document itself, as an attachment',
      tags: ['person'],
      params: DocumentParamsSchema,
      response: { 200: binary('the document; Content-Type by extension') },
    },
    ...deps.personRead,
  }, async (request, reply) => {
    const { id1, id2 } = request.params;
    return sendFile(reply, await deps.serviceFor(request).streamDocument(id1, id2), 'attachment');
  });

  app.delete('/person/document', {
    schema: {
      summary: 'Endpoint 11: delete a document of a person',
      tags: ['person'],
      body: DocumentDeleteSchema,
      response: { 200: typedSuccess('document') },
    },
  }, async (request) => {
    const { person_data_id, document_data_id } = request.body;
    await deps.serviceFor(request).deleteDocument(person_data_id, document_data_id);
    return { success: true, type: 'document' };
  });
}
