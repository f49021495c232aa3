import sharp from 'sharp';

/** The smallest real PDF: a header, a catalogue, one page, a trailer. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A plain PNG of the given size. */
export const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2f855a' } })
    .png()
    .toBuffer();

export interface UploadFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** A multipart body as a browser would send it: the text fields, then the file as `file`. */
export async function multipart(fields: Record<string, string>, file: UploadFile) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
