/**
 * The widths the image optimiser (/_next/image) serves (next.config.ts), also checked before Next
 * by src/server/image-request.mjs (plain JavaScript, as the server loads it without a build). Fewer
 * than Next's default (8 + 7, up to 3840 px) keep every srcset short: uploads are rarely wider than
 * 1920 px, and 828 covers a phone at 2x.
 */
export const IMAGE_DEVICE_SIZES = [640, 828, 1200, 1920]
export const IMAGE_SIZES = [64, 128, 256, 384]
export const IMAGE_QUALITY = 75
