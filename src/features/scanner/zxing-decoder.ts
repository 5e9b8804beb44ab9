import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { Decode } from './decode';

/** zxing-cpp compiled to wasm, reading the frame through a canvas; rejects when the wasm cannot load. */
export async function zxingDecoder(): Promise<Decode> {
  // The wasm comes from this origin (the service worker keeps it), never from the library's CDN default.
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    fireImmediately: true,
  });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (frame) => {
    const { videoWidth: width, videoHeight: height } = frame;
    if (!context || width === 0 || height === 0) return null;
    canvas.width = width;
    canvas.height = height;
    context.drawImage(frame, 0, 0, width, height);
    const [found] = await readBarcodes(context.getImageData(0, 0, width, height), {
      formats: ['EAN13', 'EAN8', 'UPCA', 'ITF', 'Code128'],
      tryHarder: true,
      maxNumberOfSymbols: 1,
    });
    return found?.isValid ? found.text : null;
  };
}
