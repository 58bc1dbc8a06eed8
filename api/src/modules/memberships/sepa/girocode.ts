import QRCode from 'qrcode';

/**
 * The EPC QR code ("GiroCode", EPC069-12 "Quick Response Code: Guidelines to Enable Data Capture
 * for the Initiation of a SEPA Credit Transfer", version 002): lines joined by LF, UTF-8
 * (character set 1), error correction level M. Banking apps fill in a transfer from it.
 */
export interface CreditTransfer {
  bic: string;
  name: string;
  iban: string;
  amountCents: number;
  remittance: string;
}

export function epcPayload(transfer: CreditTransfer): string {
  return [
    'BCD', // service tag
    '002', // version
    '1', // character set: UTF-8
    'SCT', // SEPA credit transfer
    transfer.bic,
    transfer.name.slice(0, 70),
    transfer.iban.replace(/\s+/g, ''),
    `EUR${(transfer.amountCents / 100).toFixed(2)}`,
    '', // purpose code
    '', // structured creditor reference (we send unstructured text instead)
    transfer.remittance.slice(0, 140),
  ].join('\n');
}

/** The GiroCode as a PNG. */
export const giroCodePng = (transfer: CreditTransfer): Promise<Buffer> =>
  QRCode.toBuffer(epcPayload(transfer), { errorCorrectionLevel: 'M', type: 'png', margin: 4, scale: 4 });

/** An HTML part with the text and the GiroCode (nodemailer sends the data: image inline). */
export async function htmlWithGiroCode(text: string, transfer: CreditTransfer, alt: string): Promise<string> {
  const escape = (value: string) =>
    value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  const src = `data:image/png;base64,${(await giroCodePng(transfer)).toString('base64')}`;
  return `<pre style="font-family:inherit;white-space:pre-wrap">${escape(text)}</pre><p><img src="${src}" alt="${escape(alt)}" width="200" height="200"></p>`;
}
