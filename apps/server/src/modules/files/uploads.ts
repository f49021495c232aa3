import {
  DOCUMENT_TYPES,
  documentUploadFieldsSchema,
  IMAGE_TYPES,
  UPLOAD_LIMITS,
  VIDEO_TYPES,
  type ProjectDocumentKind,
} from '@grove/contracts';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.js';

export type UploadKind = keyof typeof UPLOAD_LIMITS;

/** An uploaded file as the routes hand it to a service: its bytes and the name it came with. */
export interface UploadedFile {
  bytes: Buffer;
  filename: string;
}

const ACCEPTED: Record<UploadKind, readonly string[]> = {
  image: IMAGE_TYPES,
  pdf: DOCUMENT_TYPES,
  video: VIDEO_TYPES,
};
const WHAT: Record<UploadKind, string> = {
  image: 'a JPEG, PNG or WebP image',
  pdf: 'a PDF document',
  video: 'an MP4 or WebM video',
};

/** The longest side of an image's web copy: sharp on a retina phone, small enough for a slow line. */
export const WEB_IMAGE_MAX_PX = 1600;
/** Refuse images that would decode to more pixels than this (a decompression bomb). */
const MAX_INPUT_PIXELS = 60_000_000;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export function tooLarge(kind: UploadKind): AppError {
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    `The file is larger than ${megabytes(UPLOAD_LIMITS[kind])}: upload ${WHAT[kind]} of at most that size.`,
  );
}

/**
 * The type of uploaded bytes, read from their content (magic bytes), never from the name
 * or the type the browser claimed: a text file renamed .pdf is refused here.
 */
export async function checkContent(
  bytes: Uint8Array,
  kind: UploadKind,
): Promise<{ contentType: string; extension: string }> {
  if (bytes.byteLength === 0) throw new AppError('BAD_REQUEST', 'The file is empty.');
  if (bytes.byteLength > UPLOAD_LIMITS[kind]) throw tooLarge(kind);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ACCEPTED[kind].includes(detected.mime)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `This file is not ${WHAT[kind]}${detected ? ` (its content is ${detected.mime})` : ''}. Upload ${WHAT[kind]}.`,
    );
  }
  return { contentType: detected.mime, extension: detected.ext };
}

/**
 * The web-sized copy of an image: turned upright by its EXIF orientation, at most
 * WEB_IMAGE_MAX_PX on its longer side (never enlarged), re-encoded as WebP with the
 * metadata (GPS position, camera) stripped.
 */
export async function webImage(bytes: Uint8Array): Promise<{ bytes: Buffer; width: number; height: number }> {
  try {
    // Loaded on the first image: sharp's native library is not needed until an operator uploads.
    const { default: sharp } = await import('sharp');
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: WEB_IMAGE_MAX_PX, height: WEB_IMAGE_MAX_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch (error) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'This image could not be read: it may be damaged or too large in pixels.',
      {
        cause: error,
      },
    );
  }
}

/**
 * The one file of a multipart request and its text fields sent before it, for every upload route
 * (the console's media and documents, an application's papers, a revenue report's evidence).
 * The route's scope registers @fastify/multipart with its own part limits; `kind` caps the file's
 * size (413 past it). A body that is not well-formed multipart answers 400, never 500.
 */
export async function readUpload(
  request: FastifyRequest,
  kind: UploadKind,
  options: { missing?: string; fallbackName?: string } = {},
): Promise<UploadedFile & { fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
  let part;
  let bytes: Buffer;
  try {
    part = await request.file({ limits: { fileSize: UPLOAD_LIMITS[kind] } });
    if (!part) throw new AppError('BAD_REQUEST', options.missing ?? 'No file was sent');
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw tooLarge(kind);
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    // A body that is not well-formed multipart (cut short, a broken part header).
    throw new AppError('BAD_REQUEST', 'The upload could not be read: send one file as multipart/form-data', {
      cause: error,
    });
  }
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    const value = Array.isArray(field) ? field[0] : field;
    if (value && value.type === 'field' && typeof value.value === 'string') fields[name] = value.value;
  }
  return { bytes, filename: part.filename.slice(-200) || (options.fallbackName ?? 'upload'), fields };
}

/** An upload's text fields checked by `schema`: a 400 VALIDATION_ERROR naming each field that is wrong. */
export function uploadFields<T extends z.ZodType>(schema: T, fields: unknown): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
    code: 'VALIDATION_ERROR',
  }));
  throw new AppError('VALIDATION_ERROR', `${issues[0]!.path}: ${issues[0]!.message}`, { fields: issues });
}

/** A business document's upload (the console's and the portal's): the PDF, its kind and its title in each language. */
export async function readDocumentUpload(request: FastifyRequest): Promise<{
  upload: UploadedFile;
  details: { kind: ProjectDocumentKind; title: { en: string; vi: string; ru: string } };
}> {
  const upload = await readUpload(request, 'pdf');
  const {
    kind,
    title_en: en,
    title_vi: vi = '',
    title_ru: ru = '',
  } = uploadFields(documentUploadFieldsSchema, upload.fields);
  return { upload, details: { kind, title: { en, vi, ru } } };
}
