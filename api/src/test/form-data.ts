/** A multipart/form-data body exactly as a browser's FormData sends it, for `app.inject`. */
export async function multipartBody(
  fields: Record<string, string | number>,
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? 'multipart/form-data' },
  };
}

/** One uploaded file (field `file`) as a browser's FormData sends it: for the staff upload routes. */
export function multipartFile(bytes: Buffer, filename: string, contentType: string) {
  const boundary = '----shop-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
