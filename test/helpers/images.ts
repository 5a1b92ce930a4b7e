// Test images made on the fly with sharp: a JPEG that carries EXIF with GPS, so the
// photo rules (content check, metadata removed) are tested on real image bytes.
import sharp from 'sharp';

export async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExifMerge({
      IFD0: { Artist: 'Fictitious Photographer', Copyright: 'SecretCopyrightMarker' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 29/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '19/1 2/1 0/1' },
    })
    .toBuffer();
}

export async function pngImage(): Promise<Buffer> {
  return sharp({ create: { width: 20, height: 20, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 1 } } }).png().toBuffer();
}
