/** Saves a Blob under a file name through a temporary link (no new window, works on phones). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The message of an API error answer, also when the answer came as a Blob (file downloads). */
export async function errorMessageOf(error: unknown): Promise<string | null> {
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data;
  if (data instanceof Blob) {
    try {
      const parsed = JSON.parse(await data.text()) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : null;
    } catch {
      return null;
    }
  }
  const message = (data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : null;
}
