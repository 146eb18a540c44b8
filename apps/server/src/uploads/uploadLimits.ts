// Limits for customer images (issue 4). The browser already scales images down to at most
// 300 DPI of their printed size, so real uploads are a few MB and at most ~9 megapixels
// (a folded A5 card's inner spread at 300 DPI); the limits leave generous room above that
// and stop decompression bombs before they are decoded.

/** The most bytes one uploaded file may have. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** The most pixels (width × height) one image may have. */
export const MAX_UPLOAD_PIXELS = 60_000_000;

/** Per session and hour: more uploads or bytes than this is not a customer designing cards. */
export const UPLOADS_PER_HOUR = 100;
export const UPLOAD_BYTES_PER_HOUR = 500 * 1024 * 1024;

/**
 * Per client address (IPv6: per /64) and hour, beside the session budget: new sessions cost
 * nothing, so without it one client could upload without end (issue #17). Three sessions'
 * worth leaves room for an office or a household behind one address.
 */
export const IP_UPLOADS_PER_HOUR = 3 * UPLOADS_PER_HOUR;
export const IP_UPLOAD_BYTES_PER_HOUR = 3 * UPLOAD_BYTES_PER_HOUR;

/** Images decoded at the same time (the server has few cores; each decode holds memory). */
export const CONCURRENT_IMAGE_JOBS = 2;
/** Uploads waiting for a decoder beyond this are turned away with 503. */
export const MAX_WAITING_IMAGE_JOBS = 50;
