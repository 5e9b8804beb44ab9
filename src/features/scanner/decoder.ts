// Reads a barcode off a video frame: the browser's BarcodeDetector where it has one for these
// formats, else zxing-wasm, whose chunk and wasm load only here (docs/decisions/0137-barcode-scanner-decoder-and-reading.md).
import type { Decode } from './decode';

const NATIVE_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'itf', 'code_128'];

interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDecoder(): Promise<Decode | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const supported = await Detector.getSupportedFormats().catch(() => [] as string[]);
  const formats = NATIVE_FORMATS.filter((format) => supported.includes(format));
  // A detector without EAN-13, the code on nearly every box here, is no use.
  if (!formats.includes('ean_13')) return null;
  const detector = new Detector({ formats });
  return async (frame) => (await detector.detect(frame))[0]?.rawValue ?? null;
}

export async function createDecoder(): Promise<Decode> {
  return (await nativeDecoder()) ?? (await import('./zxing-decoder')).zxingDecoder();
}
