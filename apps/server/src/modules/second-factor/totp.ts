import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** One step either side, for a phone's clock a little off (RFC 6238 section 5.2). */
const TOLERANCE_SECONDS = PERIOD_SECONDS;
const ISSUER = 'Grove';

/** Authenticator-app codes through otplib; the secret's storage and replay guard are the caller's. */
export const totp = {
  /** A new 160-bit secret, base32 as apps take it typed. */
  newSecret: (): string => generateSecret(),

  /** The otpauth:// URI of the QR code. */
  uri: (secret: string, accountName: string): string =>
    generateURI({ issuer: ISSUER, label: accountName, secret, period: PERIOD_SECONDS }),

  /** The QR code of the URI as an SVG document. */
  qrSvg: (uri: string): Promise<string> => QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }),

  /** The time step the code belongs to, or null when it is not the secret's code now (±1 step). */
  async stepOf(secret: string, code: string): Promise<number | null> {
    const result = await verify({ secret, token: code, period: PERIOD_SECONDS, epochTolerance: TOLERANCE_SECONDS });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  },
};
